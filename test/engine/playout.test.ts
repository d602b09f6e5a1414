/**
 * Search support (src/engine/playout.ts): `fork` copies a state so that play on the copy leaves the
 * original alone; `playout` plays a state to the end with a policy and gives the scores.
 */
import { describe, expect, it } from 'vitest';
import {
  advance,
  answerTop,
  type Ctx,
  currentQuestions,
  forgetQuestions,
  playAtRandom,
} from '../../src/engine/core/flow.ts';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import {
  allModules,
  apply,
  applyInPlace,
  createGame,
  defaultOptions,
  fork,
  type GameOptions,
  type GameState,
  pending,
  playout,
  type Question,
} from '../../src/engine/index.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';
import { promptText } from './testing.ts';

/** Freezes an object and everything in it: changing any of it then throws. */
function deepFreeze(v: unknown) {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const e of Object.values(v)) deepFreeze(e);
}

function objects(v: unknown, out: Set<object> = new Set()): Set<object> {
  if (typeof v === 'object' && v !== null) {
    out.add(v);
    for (const e of Object.values(v)) objects(e, out);
  }
  return out;
}

/** States of games in progress: every player count, with and without modules and Automa seats. */
function midGames(): GameState[] {
  const out: GameState[] = [];
  for (const players of [2, 3, 4] as const) {
    out.push(playRandomGame(players, `fork:${players}`, { checkInvariants: false, untilRound: 3 }).state);
    out.push(
      playRandomGame(players, `fork-modules:${players}`, {
        checkInvariants: false,
        untilRound: 4,
        modules: allModules(players),
      }).state,
    );
  }
  const automa = playRandomGame(4, 'fork-automa', {
    checkInvariants: false,
    untilRound: 3,
    modules: allModules(4),
    seats: {
      working: { kind: 'automa', mode: 'advanced' },
      middle: { kind: 'human' },
      capitalist: { kind: 'automa', mode: 'simple' },
      state: { kind: 'human' },
    },
  });
  out.push(automa.state);
  return out;
}

describe('fork', () => {
  it('copies a game in progress exactly, sharing nothing but the game options, the score ledger entries, the Bills, the steps of the flow and what the Automa seats recorded', () => {
    for (const state of midGames()) {
      const copy = fork(state);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
      expect(copy.options).toBe(state.options);
      expect(copy.ledger.length).toBeGreaterThan(0);
      expect(copy.ledger).not.toBe(state.ledger);
      const mine = objects(state);
      // Shared on purpose: the options, the ledger's entries (read-only: only ever added), the
      // Bills (read-only: only ever proposed or removed) and an Automa seat's records of its turns
      // (its turn record's parts, last move, checks' moves, Strikes to answer: only ever replaced whole).
      // The steps of the flow too (never changed once made, flow.ts `forkFlow`), not the flow itself.
      const shared = new Set([
        ...objects(state.options),
        ...state.ledger,
        ...Object.values(state.bills),
        ...state.flow.flatMap((step) => [...objects(step)]),
      ]);
      expect(mine.has(copy.flow)).toBe(false);
      for (const a of Object.values(state.automa ?? {})) {
        for (const part of Object.values(a.trace ?? {})) for (const o of objects(part)) shared.add(o);
        for (const o of objects([a.last, a.checks, a.raiseWages])) shared.add(o);
      }
      for (const o of objects(copy)) if (!shared.has(o)) expect(mine.has(o)).toBe(false);
      for (const a of Object.values(copy.automa ?? {})) {
        expect(mine.has(a)).toBe(false);
        if (a.trace) expect(mine.has(a.trace)).toBe(false);
      }
    }
  });

  it('changes no step of the flow once it is made, so a fork may share them: whole games played with every step frozen', () => {
    const setups: Array<[2 | 3 | 4, boolean, GameOptions['seats'] | undefined]> = [
      [2, true, undefined],
      [3, false, undefined],
      [4, true, undefined],
      [
        4,
        true,
        {
          working: { kind: 'automa', mode: 'advanced' },
          middle: { kind: 'human' },
          capitalist: { kind: 'automa', mode: 'simple' },
          state: { kind: 'human' },
        },
      ],
    ];
    for (const [i, [players, modules, seats]] of setups.entries()) {
      const options = defaultOptions(players);
      if (modules) options.modules = allModules(players);
      if (seats) options.seats = seats;
      const g = createGame(options, `frozen-steps:${i}`);
      const rng = seedRng(`frozen-steps:${i}`);
      for (let n = 0; n < 5000 && g.phase !== 'game-over'; n++) {
        // A fork made at every answer shares every step below: each must stay as it is, in both.
        const other = fork(g);
        const otherFlow = JSON.stringify(other.flow);
        for (const step of g.flow) deepFreeze(step);
        const questions = pending(g);
        const q = questions[nextInt(rng, questions.length)] as Question;
        const option = q.options[nextInt(rng, q.options.length)] as Question['options'][number];
        expect(applyInPlace(g, q.seat, option.id).ok).toBe(true);
        expect(JSON.stringify(other.flow)).toBe(otherFlow);
      }
      expect(g.phase).toBe('game-over');
    }
  });

  it("leaves an Automa seat's records alone when its fork plays the Automa's next turns (Crisis & Control, Automa Turn Overview)", () => {
    const { state } = playRandomGame(4, 'fork-automa-turns', {
      checkInvariants: false,
      untilRound: 2,
      modules: allModules(4),
      seats: {
        working: { kind: 'automa', mode: 'advanced' },
        middle: { kind: 'automa', mode: 'advanced' },
        capitalist: { kind: 'automa', mode: 'advanced' },
        state: { kind: 'human' },
      },
    });
    expect(state.automa?.working?.trace?.checks?.length).toBeGreaterThan(0);
    const before = JSON.stringify(state);
    const result = playout(fork(state), { seed: 'automa' });
    expect(result.completed).toBe(true);
    expect(JSON.stringify(result.state.automa)).not.toBe(JSON.stringify(state.automa));
    expect(JSON.stringify(state)).toBe(before);
  });

  it('gives the score ledger an entry of its own: a score change on the fork is not on the original', () => {
    const { state } = playRandomGame(4, 'fork-ledger', { checkInvariants: false, untilRound: 2 });
    const before = JSON.stringify(state);
    const copy = fork(state);
    const scored = copy.ledger.length;
    const rng = seedRng('ledger');
    while (copy.ledger.length === scored) {
      const [q] = pending(copy);
      if (!q) break;
      const option = q.options[nextInt(rng, q.options.length)] as Question['options'][number];
      expect(applyInPlace(copy, q.seat, option.id).ok).toBe(true);
    }
    expect(copy.ledger.length).toBeGreaterThan(scored);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('leaves the original as it was when the fork is played on', () => {
    const { state } = playRandomGame(4, 'fork-play', { checkInvariants: false, untilRound: 2 });
    const before = JSON.stringify(state);
    const questions = JSON.stringify(pending(state));
    const result = playout(fork(state), { seed: 'a' });
    expect(result.completed).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
    expect(JSON.stringify(pending(state))).toBe(questions);
  });
});

describe('playout', () => {
  const { state } = playRandomGame(4, 'playout', { checkInvariants: false, untilRound: 3 });

  it('plays to the end and gives each class its final VP and the winners', () => {
    const result = playout(state, { seed: 's' });
    expect(result.completed).toBe(true);
    expect(result.state.phase).toBe('game-over');
    expect(result.answers).toBeGreaterThan(0);
    for (const cls of ['working', 'middle', 'capitalist', 'state'] as const)
      expect(result.scores[cls]).toBe(result.state.classes[cls].vp);
    expect(result.winners).toEqual(result.state.winners);
    const best = Math.max(...Object.values(result.scores).map(Number));
    for (const w of result.winners) expect(result.scores[w]).toBe(best);
  });

  it('never changes the state it starts from, and replays the same with the same seed', () => {
    const before = JSON.stringify(state);
    const a = playout(state, { seed: 'same' });
    const b = playout(state, { seed: 'same' });
    expect(JSON.stringify(state)).toBe(before);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    const other = playout(state, { seed: 'other' });
    expect(JSON.stringify(other.state)).not.toBe(JSON.stringify(a.state));
  });

  it("answers with the policy's choice: the same game as applying those answers one by one", () => {
    // A policy that always takes the last option offered.
    const last = (_: GameState, q: Question) => q.options.at(-1)?.id;
    const result = playout(state, { policy: last, seed: 'unused' });
    let g = state;
    for (let q = pending(g)[0]; q; q = pending(g)[0]) {
      const step = apply(g, q.seat, q.options.at(-1)?.id as string);
      if (!step.ok) throw new Error(step.message);
      g = step.state;
    }
    expect(JSON.stringify(result.state)).toBe(JSON.stringify(g));
  });

  it('plays the same game when stopped and taken up again every few answers', () => {
    const whole = playout(state, { seed: 'resume' });
    const x: Ctx = { g: fork(state), events: [] };
    const rng = seedRng('playout:resume');
    let answers = 0;
    for (
      let part = playAtRandom(x, (n) => nextInt(rng, n), 7);
      part > 0;
      part = playAtRandom(x, (n) => nextInt(rng, n), 7)
    )
      answers += part;
    expect(answers).toBe(whole.answers);
    expect(whole.completed).toBe(true);
    expect(JSON.stringify(x.g)).toBe(JSON.stringify(whole.state));
  });

  it('stops after maxAnswers, and refuses a policy that names an option not offered', () => {
    const short = playout(state, { seed: 's', maxAnswers: 5 });
    expect(short).toMatchObject({ completed: false, answers: 5, winners: [] });
    expect(() => playout(state, { policy: () => 'no-such-option' })).toThrow(/not one of the choices/);
  });
});

describe('a random playout, answering each question as soon as it is asked', () => {
  it('plays the same game as picking from the written question with the same random numbers', () => {
    for (const [players, modules] of [
      [4, false],
      [3, true],
      [2, false],
    ] as const) {
      const { state } = playRandomGame(players, `unwritten:${players}`, {
        checkInvariants: false,
        untilRound: 2,
        ...(modules ? { modules: allModules(players) } : {}),
      });
      const quick: Ctx = { g: fork(state), events: [] };
      const written: Ctx = { g: fork(state), events: [] };
      const a = seedRng('same');
      const b = seedRng('same');
      forgetQuestions(quick.g);
      let fromList = 0;
      for (let i = 0; i < 400 && written.g.flow.length > 0; i++) {
        // Written first (as `pending` does), then picked from: a question at random when several
        // seats are asked (a secret bid), then one of its options. The turn menu's pick is its own.
        const questions = currentQuestions(written);
        if (written.g.flow.at(-1)?.t === 'turn.menu') playAtRandom(written, (n) => nextInt(b, n), 1);
        else {
          const q = (
            questions.length === 1 ? questions[0] : questions[nextInt(b, questions.length)]
          ) as Question;
          answerTop(written, q.seat, q.options[nextInt(b, q.options.length)]?.id as string);
          fromList++;
        }
        advance(written);
        expect(playAtRandom(quick, (n) => nextInt(a, n), 1)).toBe(1);
        advance(quick);
        expect(JSON.stringify(quick.g), `answer ${i}`).toBe(JSON.stringify(written.g));
      }
      expect(fromList).toBeGreaterThan(100);
    }
  });
});

describe('a random answer picked without wording the options (a question that samples)', () => {
  /** Questions that pick the option a random number names among the written ones, in their order. */
  const SAME_PICK = ['turn.discard', 'vote.side', 'prep.market-discard', 'prep.skilled'];

  it('takes the very option the same random number picks from the written question', () => {
    const seen = new Set<string>();
    for (const [players, seed] of [
      [4, 'same-pick'],
      [3, 'same-pick'],
    ] as const) {
      const states: GameState[] = [];
      const keep = (state: GameState) => {
        if (SAME_PICK.includes(state.flow.at(-1)?.t ?? '')) states.push(fork(state));
        return undefined;
      };
      playRandomGame(players, seed, { checkInvariants: false, answer: keep });
      for (const state of states) {
        const q = pending(state)[0] as Question;
        seen.add(state.flow.at(-1)?.t as string);
        for (let r = 0; r < q.options.length; r++) {
          const sampled: Ctx = { g: fork(state), events: [] };
          forgetQuestions(sampled.g);
          const asked: number[] = [];
          const picked = playAtRandom(
            sampled,
            (n) => {
              asked.push(n);
              return r;
            },
            1,
          );
          expect(picked).toBe(1);
          // One random number, over as many options as the written question has.
          expect(asked).toEqual([q.options.length]);
          const chosen = apply(state, q.seat, (q.options[r] as Question['options'][number]).id);
          if (!chosen.ok) throw new Error(chosen.message);
          advance(sampled);
          expect(JSON.stringify({ ...sampled.g, version: 0 })).toBe(
            JSON.stringify({ ...chosen.state, version: 0 }),
          );
        }
      }
    }
    expect([...seen].sort()).toEqual([...SAME_PICK].sort());
  });
});

describe('a random answer without the list (the turn menu, rulebook Action Phase)', () => {
  /** Turn menus of random games (one in `every`): before the Main Action, after it, with modules on. */
  function menus(every = 6): GameState[] {
    const out: GameState[] = [];
    const keep = (state: GameState, q: Question) => {
      if (q.kind === 'turn') out.push(fork(state));
      return undefined;
    };
    playRandomGame(4, 'menus', { checkInvariants: false, maxDecisions: 300, answer: keep });
    playRandomGame(3, 'menus-modules', {
      checkInvariants: false,
      maxDecisions: 300,
      answer: keep,
      modules: allModules(3),
    });
    return out.filter((_, i) => i % every === 0);
  }

  it('is one of the options the menu offers, each about as often as the others', () => {
    const states = menus();
    expect(states.length).toBeGreaterThan(20);
    const rng = seedRng('sample');
    for (const state of states) {
      const q = pending(state)[0] as Question;
      // What each option leads to, to tell which one a random answer took.
      const after = new Map<string, string>();
      for (const o of q.options) {
        const step = apply(state, q.seat, o.id);
        if (!step.ok) throw new Error(step.message);
        after.set(JSON.stringify({ ...step.state, version: 0 }), o.id);
      }
      const counts = new Map<string, number>();
      const draws = 40 * q.options.length;
      for (let i = 0; i < draws; i++) {
        const g = fork(state);
        const x: Ctx = { g, events: [] };
        expect(playAtRandom(x, (n) => nextInt(rng, n), 1)).toBe(1);
        advance(x);
        const id = after.get(JSON.stringify({ ...g, version: 0 }));
        expect(id, `a random answer to "${promptText(q)}" that is not among its options`).toBeDefined();
        counts.set(id as string, (counts.get(id as string) ?? 0) + 1);
      }
      // Each option 40 times on average: far outside 10–80 only if the pick is not uniform.
      for (const o of q.options) expect(counts.get(o.id) ?? 0, o.id).toBeGreaterThan(10);
      for (const o of q.options) expect(counts.get(o.id) ?? 0, o.id).toBeLessThan(80);
    }
  });

  it('after the Main Action, asks exactly when a Free Action is still possible, as the menu offered to a player', () => {
    let asking = 0;
    let skipped = 0;
    for (const state of menus(2)) {
      // The same turn, its Main Action taken and its Free Action not: End is offered only beside a
      // possible Free Action.
      const after = fork(state);
      Object.assign(after.turn as NonNullable<GameState['turn']>, { mainDone: true, freeUsed: false });
      forgetQuestions(after);
      const shown = fork(after);
      advance({ g: shown, events: [] });
      const asks = shown.flow.length === after.flow.length;
      if (asks) asking++;
      else skipped++;
      for (let seed = 0; seed < 10; seed++) {
        const g = fork(after);
        const turn = g.turn;
        const rng = seedRng(`after-main:${seed}`);
        expect(playAtRandom({ g, events: [] }, (n) => nextInt(rng, n), 1)).toBe(1);
        // Answered, the menu leaves the turn as it was; skipped, the next turn (or phase) has begun.
        expect(g.turn === turn, `seed ${seed}`).toBe(asks);
      }
    }
    expect(asking).toBeGreaterThan(5);
    expect(skipped).toBeGreaterThan(5);
  });
});

describe('an answer to a turn menu nobody looked at (rulebook Action Phase)', () => {
  it('is taken exactly when the menu offers it, and refused as before otherwise', () => {
    const { answers } = playRandomGame(4, 'unbuilt', { checkInvariants: false, maxDecisions: 400 });
    const g = playRandomGame(4, 'unbuilt', { checkInvariants: false, maxDecisions: 0 }).state;
    let checked = 0;
    for (const [i, [seat, id]] of answers.entries()) {
      const before = fork(g);
      const step = applyInPlace(g, seat, id);
      if (!step.ok) throw new Error(step.message);
      if (g.flow.at(-1)?.t !== 'turn.menu' || i + 1 >= answers.length) continue;
      // The menu as it is offered, built on a copy.
      const built = fork(g);
      forgetQuestions(built);
      const q = pending(built)[0] as Question;
      const offered = new Set(q.options.map((o) => o.id));
      const tries = [...offered, ...g.classes[q.seat].hand.map((c) => `play:${c}`), 'end', 'basic:pass'];
      for (const a of [
        'assign-workers',
        'strike',
        'buy-goods',
        'propose-bill',
        'swap-workers',
        'adjust-prices',
      ])
        tries.push(`basic:${a}`, `free:${a}`);
      for (const t of new Set(tries)) {
        // The same answer again on a state whose menu is left unbuilt, as `advance` leaves it.
        const unbuilt = fork(before);
        applyInPlace(unbuilt, seat, id);
        const result = applyInPlace(unbuilt, q.seat, t);
        expect(result.ok, `${t} (${offered.has(t) ? 'offered' : 'not offered'})`).toBe(offered.has(t));
        if (result.ok) {
          const viaList = apply(built, q.seat, t);
          expect(viaList.ok && JSON.stringify(viaList.state)).toBe(JSON.stringify(unbuilt));
        } else expect(result.code).toBe('not-offered');
      }
      const other = q.seat === 'working' ? 'middle' : 'working';
      const unbuilt = fork(before);
      applyInPlace(unbuilt, seat, id);
      expect(applyInPlace(unbuilt, other, [...offered][0] as string)).toMatchObject({
        ok: false,
        code: 'not-your-turn',
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
