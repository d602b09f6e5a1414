/**
 * Undo never goes back across a reveal (rules-decisions AP1–AP2; docs/async-play.md, "Undo"), on
 * random games with every module: whenever an answer leaves some seat's view (or the public view)
 * showing something that was hidden from it — a card, an Agenda, an AI card, a deck searched — or
 * brings cubes or bids to light, `/hegemony undo` is refused, both to the player who gave that
 * answer and to every other player whose last answer came before it.
 */

import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { deepCopy } from '../../src/engine/core/copy.ts';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import {
  applyInPlace,
  createGame,
  defaultOptions,
  type GameOptions,
  pending,
} from '../../src/engine/index.ts';
import { t } from '../../src/i18n/index.ts';
import type { ActionEntry, GameRecord } from '../../src/store/types.ts';
import { UserError } from '../../src/table/errors.ts';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import { planUndo } from '../../src/table/undo.ts';
import { newlySeen, type Viewer } from '../engine/seen.ts';

const userOf = (seat: ClassId) => `user-${seat}`;

function gameOptions(players: 3 | 4, automa: boolean): GameOptions {
  const o = defaultOptions(players);
  o.modules = {
    historicalEvents: true,
    crisisResponse: true,
    alternativeEvents: players === 4,
    hiddenAgendas: true,
    extraActionCards: true,
  };
  if (automa) o.seats.middle = { kind: 'automa', mode: 'advanced' };
  return o;
}

function recordOf(options: GameOptions, seed: string, actions: ActionEntry[]): GameRecord {
  const at = new Date(0).toISOString();
  const seats = Object.fromEntries(
    (Object.entries(options.seats) as Array<[ClassId, { kind: 'human' | 'automa' }]>).map(([cls, s]) => [
      cls,
      { kind: s.kind, userId: s.kind === 'human' ? userOf(cls) : null },
    ]),
  );
  return {
    format: 1,
    id: 'g1',
    guildId: '1',
    channelId: '2',
    hostId: userOf('working'),
    status: 'playing',
    createdAt: at,
    updatedAt: at,
    rev: actions.length + 1,
    options,
    seed,
    seats,
    boardMessageId: null,
    state: null,
    actions,
    admin: [],
  };
}

function undoRefusal(record: GameRecord, userId: string): string | null {
  try {
    planUndo(record, userId);
    return null;
  } catch (error) {
    if (error instanceof UserError) return error.message;
    throw error;
  }
}

describe('undo across a reveal, on random games with every module', () => {
  it.each([
    [3, true],
    [4, false],
  ] as const)(
    '%i players (an Automa: %s): never accepted across a change that shows any seat something new',
    (players, automa) => {
      const options = gameOptions(players, automa);
      const seed = `undo-reveals-${players}`;
      const g = createGame(options, seed);
      const chooser = seedRng(`undo-reveals-chooser-${players}`);
      const actions: ActionEntry[] = [];
      const viewers: Viewer[] = [...(Object.keys(options.seats) as ClassId[]), 'public'];
      const humans = (Object.keys(options.seats) as ClassId[]).filter(
        (c) => options.seats[c]?.kind === 'human',
      );
      let checked = 0;
      let reveals = 0;
      for (let step = 0; step < 6000 && g.phase !== 'game-over'; step++) {
        const questions = pending(g);
        const q = questions[nextInt(chooser, questions.length)];
        if (!q) break;
        const option = q.options[nextInt(chooser, q.options.length)];
        if (!option) throw new Error(`${q.kind} offers nothing`);
        const before = deepCopy(g);
        const result = applyInPlace(g, q.seat, option.id);
        if (!result.ok) throw new Error(result.message);
        const human = options.seats[q.seat]?.kind === 'human';
        actions.push({
          version: g.version,
          seat: q.seat,
          userId: human ? userOf(q.seat) : DRIVER_USER,
          answers: [option.id],
          at: new Date(0).toISOString(),
        });
        const cubes = (s: typeof g) => (s.vote ? Object.values(s.vote.drawn).reduce((a, b) => a + b, 0) : 0);
        const bids = q.secret === true && pending(g).every((x) => x.kind !== q.kind);
        const shown = viewers.some((v) => newlySeen(before, g, v).length > 0);
        if (!shown && !bids && cubes(g) <= cubes(before)) continue;
        reveals++;
        // Each replay of the log costs the whole game so far: every other reveal is checked.
        if (reveals % 2 !== 1) continue;
        checked++;
        const record = recordOf(options, seed, actions);
        for (const seat of humans) {
          const refusal = undoRefusal(record, userOf(seat));
          // The one who answered is refused for the reveal; the others too, or have nothing to take back.
          if (human && seat === q.seat)
            expect(refusal, `${q.kind} by ${seat}`).toBe(t('en', 'refusal.undo.revealed'));
          else
            expect([
              t('en', 'refusal.undo.revealed'),
              'You have no answer of yours to take back in this game.',
            ]).toContain(refusal);
        }
      }
      expect(g.phase).toBe('game-over');
      expect(checked).toBeGreaterThan(15);
    },
    120_000,
  );
});
