/**
 * Every way something hidden comes to light is reported as a reveal (rules-decisions AP2;
 * src/engine/hidden.ts), so that undo never goes back across it: cards drawn from every face-down
 * pile (Action cards, Companies, Export, Business Deals, Events, Political Agendas, Immigration),
 * cubes drawn from the bag, bids revealed, Hidden Agendas shown (scored mid-game, or all of them at
 * game end), the Crisis Response cards, the Historical Events, the Alternative Events, an Automa's
 * AI cards, and a face-down deck searched.
 */
import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { deepCopy } from '../../src/engine/core/copy.ts';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import type { GameOptions, GameState } from '../../src/engine/game-state.ts';
import { applyInPlace, createGame, defaultOptions, pending } from '../../src/engine/index.ts';
import { newGame } from './helpers.ts';
import { newlySeen, type Viewer } from './seen.ts';
import { forceTurn, setHand } from './testing.ts';

type ApplyOk = Extract<ReturnType<typeof applyInPlace>, { ok: true }>;

function applied(g: GameState, seat: ClassId, id: string): ApplyOk {
  const result = applyInPlace(g, seat, id);
  if (!result.ok) throw new Error(`${seat} ${id}: ${result.message}`);
  return result;
}

/** What came to light between two states, by kind (empty: nothing hidden moved). */
function kindsOf(
  before: GameState,
  after: GameState,
  question: { kind: string; secret?: boolean },
  answer: string,
) {
  const kinds: string[] = [];
  const d0 = before.decks;
  const d1 = after.decks;
  const fewer = (a: { draw: string[] } | undefined, b: { draw: string[] } | undefined) =>
    !!a && !!b && b.draw.length < a.draw.length;
  if (Object.keys(d0.actions).some((c) => fewer(d0.actions[c as ClassId], d1.actions[c as ClassId])))
    kinds.push('Action card');
  if (
    fewer(d0.companies.capitalist, d1.companies.capitalist) ||
    fewer(d0.companies.middle, d1.companies.middle)
  )
    kinds.push('Company');
  if (fewer(d0.exports, d1.exports)) kinds.push('Export card');
  if (fewer(d0.deals, d1.deals)) kinds.push('Business Deal');
  if (fewer(d0.events, d1.events)) kinds.push(after.alternativeEvents ? 'Alternative Event' : 'Event');
  if (fewer(d0.agendas, d1.agendas)) kinds.push('Political Agenda');
  if (d0.immigration.at(-1) !== d1.immigration.at(-1)) kinds.push('Immigration card');
  if ((after.historicalEvents?.revealed.length ?? 0) > (before.historicalEvents?.revealed.length ?? 0))
    kinds.push('Historical Event');
  if (before.crisisResponse?.current !== after.crisisResponse?.current) kinds.push('Crisis Response card');
  for (const cls of Object.keys(after.automa ?? {}) as Array<keyof NonNullable<GameState['automa']>>) {
    const a0 = before.automa?.[cls];
    const a1 = after.automa?.[cls];
    if (a0 && a1 && (a1.card !== a0.card || a1.revealed.join() !== a0.revealed.join())) kinds.push('AI card');
  }
  const shown0 = before.hiddenAgendas?.revealed.length ?? 0;
  if ((after.hiddenAgendas?.revealed.length ?? 0) > shown0)
    kinds.push(after.phase === 'game-over' ? 'Hidden Agendas at game end' : 'Hidden Agenda mid-game');
  const cubes = (g: GameState) => (g.vote ? Object.values(g.vote.drawn).reduce((a, b) => a + b, 0) : 0);
  if (cubes(after) > cubes(before)) kinds.push('cubes');
  if (question.secret && pending(after).every((q) => q.kind !== question.kind)) kinds.push('secret answers');
  if (question.kind === 'econ.investment-mode' && answer === 'deck') kinds.push('Company deck searched');
  return kinds;
}

const EVERY_KIND = [
  'Action card',
  'Company',
  'Export card',
  'Business Deal',
  'Event',
  'Alternative Event',
  'Political Agenda',
  'Immigration card',
  'Historical Event',
  'Crisis Response card',
  'AI card',
  'Hidden Agenda mid-game',
  'Hidden Agendas at game end',
  'cubes',
  'secret answers',
  'Company deck searched',
];

function options(players: 2 | 3 | 4, automa: boolean): GameOptions {
  const o = defaultOptions(players);
  o.modules = {
    historicalEvents: true,
    crisisResponse: true,
    // With 4 players, the Alternative Events in one game, the base Event deck in the other.
    alternativeEvents: players === 4 && !automa,
    hiddenAgendas: true,
    extraActionCards: true,
  };
  if (automa) o.seats.capitalist = { kind: 'automa', mode: players === 3 ? 'simple' : 'advanced' };
  return o;
}

/** Seeded random games with every module (and a Capitalist Automa in some), answer by answer. */
function* randomAnswers(games: number) {
  for (let n = 0; n < games; n++) {
    const players = ([2, 3, 4] as const)[n % 3] as 2 | 3 | 4;
    const g = createGame(options(players, n % 2 === 1), `reveals-${n}`);
    // The IMF intervenes rarely at random (so a Crisis Response card is seldom resolved and the
    // next one revealed): the State of the first 4-player game starts deep in debt.
    if (n === 2) g.classes.state.loans = 10;
    const chooser = seedRng(`reveals-chooser-${n}`);
    // A Company deck search happens rarely at random: it is chosen whenever offered.
    for (let step = 0; step < 5000; step++) {
      const questions = pending(g);
      const q = questions[nextInt(chooser, questions.length)];
      if (!q) break;
      const search = q.options.find((o) => q.kind === 'econ.investment-mode' && o.id === 'deck');
      const option = search ?? q.options[nextInt(chooser, q.options.length)];
      if (!option) throw new Error(`${q.kind} offers nothing`);
      const before = deepCopy(g);
      const result = applied(g, q.seat, option.id);
      yield { game: n, before, after: g, question: q, answer: option.id, result };
    }
    expect(g.phase).toBe('game-over');
  }
}

describe('every path that makes something public reports a reveal (rules-decisions AP2)', () => {
  it('seeded random games with every module: each answer that brings something hidden to light says so, and every kind of reveal occurs', () => {
    const seen = new Map<string, number>();
    const unreported: string[] = [];
    let quiet = 0;
    for (const a of randomAnswers(8)) {
      const kinds = kindsOf(a.before, a.after, a.question, a.answer);
      for (const k of kinds) seen.set(k, (seen.get(k) ?? 0) + 1);
      if (kinds.length > 0 && !a.result.revealed)
        unreported.push(`game ${a.game}, ${a.question.kind} ${a.answer}: ${kinds.join(', ')}`);
      if (kinds.length === 0 && !a.result.revealed) quiet++;
    }
    expect(unreported).toEqual([]);
    expect(EVERY_KIND.filter((k) => !seen.has(k))).toEqual([]);
    // Most answers reveal nothing: the mark does not cry wolf (undo stays useful).
    expect(quiet).toBeGreaterThan(1000);
  });

  it('Hidden Agendas (C&C rulebook): an Agenda scored mid-game is a reveal — Rally the Masses, met at the end of the Working Class turn', () => {
    const g = newGame(4, 'agenda-reveal', { hiddenAgendas: true });
    const ha = g.hiddenAgendas as NonNullable<GameState['hiddenAgendas']>;
    ha.held.working = ['agenda.rally-the-masses'];
    g.classes.working.influence = 6;
    forceTurn(g, 'working');
    // The Working Class plays on until its turn ends; the answer that ends it scores the Agenda.
    for (let n = 0; n < 20 && !ha.scored.includes('agenda.rally-the-masses'); n++) {
      const q = pending(g).find((x) => x.seat === 'working');
      if (!q) throw new Error('the Working Class is not asked');
      const quiet = q.options.find((o) => o.tone === 'quiet') ?? (q.options[0] as { id: string });
      const before = ha.revealed.length;
      const result = applied(g, 'working', quiet.id);
      if (ha.revealed.length > before) {
        expect(ha.scored).toContain('agenda.rally-the-masses');
        expect(result.revealed).toBe(true);
        return;
      }
    }
    throw new Error('the Agenda was never scored');
  });

  it('components reference §2.12 Investment Opportunities: searching the Company deck shows it, so choosing to search is a reveal', () => {
    const g = newGame(4);
    setHand(g, 'capitalist', ['capitalist.investment-opportunities']);
    forceTurn(g, 'capitalist');
    const deck = [...g.decks.companies.capitalist.draw];
    const play = applied(g, 'capitalist', 'play:capitalist.investment-opportunities#90');
    expect(play.revealed).toBe(false);
    const search = applied(g, 'capitalist', 'deck');
    expect(search.revealed).toBe(true);
    // Nothing was drawn yet: the deck is only shown, in the Capitalist Class's question.
    expect(g.decks.companies.capitalist.draw).toEqual(deck);
    expect(newlySeen(structuredClone(g), g, 'capitalist')).toEqual([]);
  });
});

describe('random games with every module: no seat sees anything new without a reveal', () => {
  it('after every answer that shows a seat (or the public) an id that was hidden from it, the engine reported a reveal', () => {
    const unreported: string[] = [];
    let shown = 0;
    for (const a of randomAnswers(4)) {
      const viewers: Viewer[] = [...(Object.keys(a.after.options.seats) as ClassId[]), 'public'];
      for (const v of viewers) {
        const fresh = newlySeen(a.before, a.after, v);
        if (fresh.length === 0) continue;
        shown++;
        if (!a.result.revealed)
          unreported.push(`game ${a.game}, ${a.question.kind}: ${v} sees ${fresh.join(', ')}`);
      }
    }
    expect(unreported).toEqual([]);
    expect(shown).toBeGreaterThan(100);
  });
});
