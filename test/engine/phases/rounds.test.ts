/**
 * The shape of a game and the Preparation Phase (rulebook, How to Play — Main Rules,
 * "Preparation Phase" and each class's Preparation Phase).
 */
import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../../src/data/common.ts';
import { nextInt, seedRng } from '../../../src/engine/core/rng.ts';
import type { GameState } from '../../../src/engine/game-state.ts';
import { applyInPlace, pending } from '../../../src/engine/index.ts';
import { answer, newGame, questions, run, runPreparation, step } from '../helpers.ts';
import { labelOf } from '../testing.ts';

/** Random answers until the game reaches the given phase. */
function playUntil(g: GameState, phase: GameState['phase'], seed = 'rounds') {
  const chooser = seedRng(seed);
  for (let i = 0; i < 5000 && g.phase !== phase; i++) {
    const qs = pending(g);
    const q = qs[nextInt(chooser, qs.length)];
    if (!q) break;
    const option = q.options[nextInt(chooser, q.options.length)];
    if (!option) break;
    applyInPlace(g, q.seat, option.id);
  }
}

describe('the rounds (rulebook, How to Play)', () => {
  it('round 1 skips Preparation and starts with the Action Phase', () => {
    const g = newGame(4);
    expect(g.round).toBe(1);
    expect(g.phase).toBe('action');
  });

  it('in the Action Phase each player takes 5 turns, leaving 2 cards in hand', () => {
    for (const players of [2, 3, 4] as const) {
      const g = newGame(players);
      playUntil(g, 'production', `turns-${players}`);
      expect(g.phase).toBe('production');
      for (const cls of Object.keys(g.options.seats) as ClassId[])
        expect(g.classes[cls].hand).toHaveLength(2);
    }
  });

  it('phases follow Preparation, Action, Production, Elections, Scoring; the game ends after round 5', () => {
    const g = newGame(2);
    const seen: string[] = [];
    const chooser = seedRng('phases');
    for (let i = 0; i < 20_000; i++) {
      const label = `${g.round}:${g.phase}`;
      if (seen.at(-1) !== label) seen.push(label);
      const qs = pending(g);
      const q = qs[nextInt(chooser, qs.length)];
      if (!q) break;
      applyInPlace(g, q.seat, q.options[nextInt(chooser, q.options.length)]?.id as string);
    }
    const phasesOf = (round: number) =>
      seen.filter((s) => s.startsWith(`${round}:`)).map((s) => s.split(':')[1]);
    expect(phasesOf(1)[0]).toBe('action');
    for (const round of [2, 3, 4, 5]) expect(phasesOf(round)[0]).toBe('preparation');
    expect(seen.at(-1)).toBe('5:game-over');
    expect(seen.some((s) => s.startsWith('6:'))).toBe(false);
  });
});

describe('the Preparation Phase (rulebook, each class’s Preparation Phase)', () => {
  function prepared(players: 2 | 3 | 4, change: (g: GameState) => void = () => {}): GameState {
    const g = newGame(players);
    g.round = 1;
    for (const cls of Object.keys(g.options.seats) as ClassId[]) g.classes[cls].hand.splice(2);
    change(g);
    runPreparation(g);
    return g;
  }

  it('moves the Round marker and draws every hand back to 7', () => {
    const g = prepared(4);
    expect(g.round).toBe(2);
    for (const cls of ['working', 'middle', 'capitalist', 'state'] as const)
      expect(g.classes[cls].hand).toHaveLength(7);
  });

  it('every class pays 5 interest per Loan (the Capitalist Class from Revenue, then Capital)', () => {
    const g = prepared(4, (x) => {
      x.classes.working.loans = 2;
      x.classes.middle.loans = 1;
      x.classes.capitalist.loans = 3;
      x.classes.state.loans = 1;
    });
    expect(g.classes.working.money).toBe(30 - 10);
    expect(g.classes.middle.money).toBe(40 - 5);
    expect(g.classes.capitalist.revenue).toBe(120 - 15);
    expect(g.treasury).toBe(120 - 5);
  });

  it('Working Class Prosperity drops by 1 and Middle Class by 2, losing no VP, never below 0', () => {
    const g = prepared(4, (x) => {
      x.classes.working.prosperity = 4;
      x.classes.middle.prosperity = 1;
      x.classes.working.vp = 10;
      x.classes.middle.vp = 10;
    });
    expect(g.classes.working.prosperity).toBe(3);
    expect(g.classes.middle.prosperity).toBe(0);
    expect(g.classes.working.vp).toBe(10);
    expect(g.classes.middle.vp).toBe(10);
  });

  it('a new Export card is revealed each round (the old one is discarded)', () => {
    let old = '';
    const g = prepared(2, (x) => {
      old = x.decks.exports.current as string;
    });
    expect(g.decks.exports.current).not.toBe(old);
    expect(g.decks.exports.discard).toContain(old);
  });

  it('the Capitalist Class may discard Companies from its Market, which is then refilled to 4; the Middle Class’s to 3', () => {
    const g = newGame(3);
    g.round = 1;
    const market = [...g.classes.capitalist.market];
    g.classes.middle.market.splice(0, 2);
    run(g, step('preparation.start'));
    // The Middle Class is asked first (player order), then the Capitalist Class.
    answer(g, 'middle', 'keep', 'food');
    expect(g.classes.middle.market).toHaveLength(3);
    answer(g, 'capitalist', market[0] as string, market[1] as string, 'keep');
    expect(g.classes.capitalist.market).toHaveLength(4);
    expect(g.classes.capitalist.market).toContain(market[2]);
    expect(g.classes.capitalist.market).not.toContain(market[0]);
    expect(g.decks.companies.capitalist.discard).toContain(market[0]);
    expect(questions(g)).toHaveLength(0);
  });

  it('the Middle Class chooses the skill of its new skilled Worker and gets an unskilled one too', () => {
    const g = newGame(3);
    g.round = 1;
    g.policies[7] = 'A';
    const before = g.workers.filter((w) => w.cls === 'middle').length;
    run(g, step('preparation.start'));
    answer(g, 'middle', 'keep');
    expect(questions(g)[0]?.kind).toBe('prep.skilled');
    // Each option reads as English: “an education-skilled Worker”, “a food-skilled Worker”.
    expect(questions(g)[0]?.options.map((o) => labelOf(o))).toEqual([
      'A food-skilled Worker',
      'A luxury-skilled Worker',
      'A health-skilled Worker',
      'An education-skilled Worker',
      'A media-skilled Worker',
    ]);
    answer(g, 'middle', 'media');
    const mine = g.workers.filter((w) => w.cls === 'middle');
    expect(mine).toHaveLength(before + 2);
    expect(
      mine
        .slice(-2)
        .map((w) => w.skill)
        .sort(),
    ).toEqual(['media', null].sort());
  });

  it('the Working Class gets 2 new unskilled Workers in Unemployed (plus Immigration)', () => {
    const g = prepared(2, (x) => {
      x.policies[7] = 'A';
    });
    const fresh = g.workers.filter((w) => w.cls === 'working').slice(-2);
    expect(fresh.map((w) => [w.skill, w.at])).toEqual([
      [null, 'unemployed'],
      [null, 'unemployed'],
    ]);
  });

  it('the State reveals 2 new Events and a new Political Agenda (4 players)', () => {
    let oldAgenda = '';
    const g = prepared(4, (x) => {
      x.classes.state.events = [];
      oldAgenda = x.classes.state.agenda as string;
    });
    expect(g.classes.state.events).toHaveLength(2);
    expect(g.classes.state.agenda).not.toBe(oldAgenda);
    expect(g.decks.agendas.discard).toContain(oldAgenda);
  });
});
