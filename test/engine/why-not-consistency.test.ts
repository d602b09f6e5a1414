/**
 * Issue 27, "Why can't I?": at every turn menu of random games with every module, a card or an
 * action is offered exactly when its check gives no reason against it (the check and the reason are
 * one function: core/why.ts). WHY_NOT_GAMES sets how many games (the 200:
 * `WHY_NOT_GAMES=200 npx vitest run test/engine/why-not-consistency.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { cardIdOf } from '../../src/engine/draw.ts';
import { allModules, notOffered, type TurnChoice, whyNotOffered } from '../../src/engine/index.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';
import { labelOf } from './testing.ts';

const GAMES = Number(process.env.WHY_NOT_GAMES ?? 24);

const key = (c: TurnChoice) =>
  c.kind === 'end' ? 'end' : `${c.kind}:${c.kind === 'play' ? cardIdOf(c.of) : c.of}`;

describe('why not: offered exactly when no reason is given (every module)', () => {
  it(
    `${GAMES} random games, 2-4 players, every turn menu`,
    () => {
      let menus = 0;
      let checked = 0;
      const codes = new Map<string, number>();
      for (let i = 0; i < GAMES; i++) {
        const players = ([4, 4, 3, 2] as const)[i % 4] as 2 | 3 | 4;
        const game = playRandomGame(players, `why-not:${i}`, {
          modules: allModules(players),
          checkInvariants: false,
          answer(state, q) {
            if (q.kind !== 'turn') return undefined;
            menus++;
            const offered = new Map<string, TurnChoice>();
            for (const o of q.options) {
              const v = o.value as TurnChoice;
              if (v.kind === 'end' || (v.kind === 'basic' && v.of === 'pass')) continue;
              offered.set(key(v), v);
              // An offered choice has no reason against it.
              expect(whyNotOffered(state, q.seat, v), `${labelOf(o)} is offered`).toEqual([]);
              checked++;
            }
            for (const n of notOffered(state, q.seat)) {
              // A choice not offered has at least one reason, and the menu really leaves it out.
              expect(offered.has(key(n.choice)), `${n.name} is listed as not offered`).toBe(false);
              expect(n.reasons.length).toBeGreaterThan(0);
              expect(whyNotOffered(state, q.seat, n.choice)).toEqual(n.reasons);
              for (const r of n.reasons) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
              checked++;
            }
            // Every distinct card in the hand and every action of the class is one or the other.
            const hand = new Set(state.classes[q.seat].hand.map((c) => `play:${cardIdOf(c)}`));
            const listed = new Set([
              ...offered.keys(),
              ...notOffered(state, q.seat).map((n) => key(n.choice)),
            ]);
            for (const card of hand) expect(listed.has(card), card).toBe(true);
            return undefined;
          },
        });
        expect(game.completed, game.error ?? undefined).toBe(true);
      }
      expect(menus).toBeGreaterThan(GAMES * 20);
      expect(checked).toBeGreaterThan(menus);
      // The reasons seen, for the closing note: `no-choice` is the effect's own question left empty.
      console.info(`why-not: ${menus} menus, ${checked} choices checked`, Object.fromEntries(codes));
      // About half a second a game on a loaded machine.
    },
    30_000 + GAMES * 2_000,
  );
});
