/**
 * The record of an Automa's turn (crisis-and-control.txt, Automa Turn Overview (Advanced Mode), AI
 * Checks, Automa Action): the AI card, the rows before the checks, each check line by line as
 * printed on its CHECK card with what it saw and moved, the rows after the checks and after the move.
 */
import { describe, expect, it } from 'vitest';
import { decideFor, lastTurnOf, replayTurns, TurnTracer } from '../../../src/automa/index.ts';
import { AUTOMAS } from '../../../src/data/automa/index.ts';
import type { ClassId } from '../../../src/data/common.ts';
import { defaultOptions, type GameState, type Question, type Said } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';
import { sayText } from '../../../src/i18n/said.ts';
import { labelOf } from '../testing.ts';
import { answer, automaGame, checkWords, questionFor, questionsOf, rowsOf, turnUpToMove } from './helpers.ts';

/** An Automa's words (a place, a reason, a bullet) in English. */
const english = (words: Said | undefined) => words && sayText('en', words, 'automaWhy');

describe('the turn record', () => {
  it('advanced: four checks in the order of the card, every line as printed, moves that add up to the rows', () => {
    const g = automaGame(2, ['capitalist']);
    const before = structuredClone(rowsOf(g, 'capitalist'));
    turnUpToMove(g, 'capitalist', 4); // Sell Foreign › Bill › Build › Lobby
    const trace = g.automa?.capitalist?.trace;
    expect(trace?.card).toBe('automa.capitalist.04');
    expect(trace?.rowsBefore).toEqual({ actions: before.actions, policies: before.policies });
    expect(trace?.checks?.map((c) => c.icon)).toEqual([
      'sell-foreign',
      'propose-bill',
      'build-company',
      'lobby',
    ]);
    expect(trace?.checks?.map((c) => c.bonus)).toEqual([true, false, false, false]);
    const printed = new Set(
      AUTOMAS.capitalist.instructionCards.flatMap((card) => card.rules.map((r) => r.text)),
    );
    for (const check of trace?.checks ?? []) {
      expect(check.lines.length).toBeGreaterThan(0);
      for (const l of check.lines) {
        expect(checkWords(l.saw).length).toBeGreaterThan(0);
        if (l.moved.length > 0) expect(printed.has(checkWords(l.rule)), checkWords(l.rule)).toBe(true);
      }
    }
    // What the lines moved is what the checks moved.
    const fromLines = (trace?.checks ?? []).flatMap((c) => c.lines.flatMap((l) => l.moved));
    const total = (list: Array<{ card: unknown; steps: number }>, card: unknown) =>
      list.filter((m) => m.card === card).reduce((n, m) => n + m.steps, 0);
    for (const m of g.automa?.capitalist?.checks ?? [])
      expect(total(fromLines, m.card)).toBe(total(g.automa?.capitalist?.checks ?? [], m.card));
    expect(trace?.rowsAfterChecks).toEqual({
      actions: rowsOf(g, 'capitalist').actions,
      policies: rowsOf(g, 'capitalist').policies,
    });
    // The move and the rows after it.
    const q = questionFor(g, 'capitalist');
    const option = q.options.find((o) => o.value === 'propose-bill') ?? q.options[0];
    answer(g, 'capitalist', option?.id as string);
    expect(g.automa?.capitalist?.trace?.move).toBe(option?.value);
    expect(g.automa?.capitalist?.trace?.rowsAfter?.actions).toEqual(rowsOf(g, 'capitalist').actions);
  });

  it('the rows after the move are those once it is done: a Bill it proposed has set its Policy card aside', () => {
    const g = automaGame(2, ['capitalist']);
    turnUpToMove(g, 'capitalist', 17); // Propose Bill first; Labor Market, Taxation
    rowsOf(g, 'capitalist').actions = [
      ['special', 'lobby', 'sell-company', 'sell-foreign', 'build-company'],
      ['propose-bill'],
    ];
    const q = questionFor(g, 'capitalist');
    answer(g, 'capitalist', q.options.find((o) => o.value === 'propose-bill')?.id as string);
    const bill = decideFor(g, questionFor(g, 'capitalist'));
    answer(g, 'capitalist', bill.answer);
    const policy = Number(bill.answer[0]);
    // Its Immediate Vote, if it is asked: the turn ends after it.
    while (questionsOf(g).some((x) => x.seat === 'capitalist'))
      answer(g, 'capitalist', decideFor(g, questionFor(g, 'capitalist')).answer);
    const trace = g.automa?.capitalist?.trace;
    expect(trace?.rowsAfterChecks?.policies.flat()).toContain(policy);
    expect(trace?.rowsAfter?.policies.flat()).not.toContain(policy);
    expect(rowsOf(g, 'capitalist').setAside).toContain(policy);
  });

  it('simple mode: the card and the move, no rows', () => {
    const g = automaGame(2, ['working'], 'simple');
    turnUpToMove(g, 'working', 5);
    const trace = g.automa?.working?.trace;
    expect(trace?.card).toBe('automa.working.05');
    expect(trace?.checks).toBeUndefined();
    expect(trace?.rowsBefore).toBeUndefined();
  });
});

describe('the decisions of a turn', () => {
  it('the move: each action tried in order with its condition, the one taken last (simple mode: the card’s order)', () => {
    // Card 15: Sell Foreign › Build › Bill › Lobby, for a Capitalist Automa that cannot export, build or sell.
    const g = automaGame(2, ['capitalist'], 'simple');
    g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    g.classes.capitalist.freeTradeZone = { food: 0, luxury: 0 };
    g.classes.capitalist.capital = 0;
    g.classes.capitalist.revenue = 0;
    g.companies = g.companies.filter((c) => c.owner !== 'capitalist');
    turnUpToMove(g, 'capitalist', 15);
    const move = decideFor(g, questionFor(g, 'capitalist')).trace?.move;
    expect(move?.card).toBe(15);
    expect(move?.tried.map((t) => [english(t.place), t.move, t.ok])).toEqual([
      ['1st action', 'sell-foreign', false],
      ['2nd action', 'build-company', false],
      ['3rd action', 'propose-bill', true],
    ]);
    expect(move?.chosen).toBe('propose-bill');
    expect(english(move?.place)).toBe('3rd action');
  });

  it('a later question: the Instruction card’s bullets in order, each with the options it kept', () => {
    const g = automaGame(2, ['capitalist']);
    turnUpToMove(g, 'capitalist', 13); // Build Company first
    const q = questionFor(g, 'capitalist');
    answer(g, 'capitalist', q.options.find((o) => o.value === 'build-company')?.id as string);
    const build = questionFor(g, 'capitalist');
    expect(build.kind).toBe('build.company');
    const d = decideFor(g, build);
    const n = d.trace?.narrowed[0];
    // Named by keys; in English as the engine names the options (short name, else label).
    const names = build.options.map((o) => o.short ?? labelOf(o));
    const en = (items: ReadonlyArray<Said | string>) => items.map((k) => sayText('en', k));
    expect(n?.among.length).toBeGreaterThan(0);
    expect(en(n?.among ?? []).every((name) => names.includes(name))).toBe(true);
    expect(english(n?.bullets[0]?.bullet)).toBe('Workers are available to run it');
    // Each bullet keeps a part of what the one before kept; the choice is among the last kept.
    let left = en(n?.among ?? []);
    for (const b of n?.bullets ?? []) {
      expect(en(b.kept).every((k) => left.includes(k))).toBe(true);
      left = en(b.kept);
    }
    expect(left).toContain(sayText('en', n?.chosen ?? ''));
    // The option as keys: English as the engine labels it.
    const chosen = d.trace?.chosen ?? '';
    expect(sayText('en', chosen)).toBe(labelOf(build.options.find((o) => o.id === d.answer)!));
  });
});

describe('whole games traced', () => {
  /** Two rounds of a 3-player game, all three classes Automas, their answers logged as a record keeps them. */
  function played(mode: 'simple' | 'advanced') {
    const seats = defaultOptions(3).seats;
    for (const c of ['working', 'middle', 'capitalist'] as const) seats[c] = { kind: 'automa', mode };
    const tracer = new TurnTracer();
    const actions: Array<{ seat: ClassId; answers: string[] }> = [];
    const result = playRandomGame(3, `trace-${mode}`, {
      seats,
      untilRound: 3,
      answer(state: GameState, q: Question) {
        tracer.applied(state);
        if (seats[q.seat]?.kind !== 'automa') return undefined;
        const d = decideFor(state, q);
        tracer.answered(state, q, d);
        return d.answer;
      },
    });
    tracer.applied(result.state);
    for (const [seat, answer] of result.answers) actions.push({ seat, answers: [answer] });
    const options = { ...defaultOptions(3), seats };
    return { tracer, game: { options, seed: `trace-${mode}`, actions } };
  }

  it.each(['simple', 'advanced'] as const)(
    '%s: a replay of the log gives the turns traced in play; each has its move first',
    (mode) => {
      const { tracer, game } = played(mode);
      expect(tracer.turns.length).toBeGreaterThanOrEqual(20);
      const replayed = replayTurns(game);
      expect(replayed).toEqual(tracer.turns);
      for (const t of replayed) {
        expect(t.decisions[0]?.move?.chosen).toBe(t.record.move);
        if (mode === 'advanced') expect(t.record.checks).toHaveLength(4);
      }
      const last = lastTurnOf(game, 'middle');
      expect(last).toEqual(replayed.filter((t) => t.seat === 'middle').at(-1));
    },
  );
});
