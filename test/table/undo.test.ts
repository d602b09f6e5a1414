/**
 * Taking answers back (docs/async-play.md, "Undo"; rules-decisions AP1–AP3): a player's own answer
 * while nobody else has answered since and nothing hidden came to light; past another player's
 * answer only with every other player's consent; never across a card drawn, cubes drawn or bids
 * revealed. Games are played by a seeded random chooser through the game service, as players would.
 */

import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import { type GameState, pending, type Question } from '../../src/engine/index.ts';
import { t } from '../../src/i18n/index.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { UserError } from '../../src/table/errors.ts';
import { labelOf } from '../engine/testing.ts';
import {
  current,
  newBackend,
  noteText,
  type Process,
  startGame,
  startProcess,
  USERS,
  WHERE,
} from './clock-table.ts';
import { FakeTimers } from './fake-timers.ts';

type Kind = 'card' | 'cubes' | 'bids' | 'none';

/** What an answer brought to light, told apart from the states before and after it. */
function revealKind(before: GameState, after: GameState, q: Question): Kind {
  if (q.kind === 'vote.bid' && pending(after).every((x) => x.kind !== 'vote.bid')) return 'bids';
  const drawn = (g: GameState) => (g.vote ? Object.values(g.vote.drawn).reduce((a, b) => a + b, 0) : 0);
  if (drawn(after) > drawn(before)) return 'cubes';
  const piles = (g: GameState) => Object.values(g.decks.actions).reduce((n, p) => n + p.draw.length, 0);
  if (piles(after) < piles(before)) return 'card';
  return 'none';
}

async function setUp(): Promise<Process> {
  const p = await startProcess(newBackend(), new FakeTimers(Date.UTC(2025, 2, 3)), 'undo');
  await startGame(p, 2, { deadlineHours: 0 });
  return p;
}

const chooser = seedRng('undo-chooser');

/** Answers the first question waiting with a random option, as its player; returns what it revealed. */
async function answerOne(
  p: Process,
): Promise<{ seat: ClassId; kind: Kind; label: string; record: GameRecord }> {
  const before = await current(p);
  const q = pending(before.state!)[0]!;
  const option = q.options[nextInt(chooser, q.options.length)]!;
  const result = await p.games.answer({
    ...WHERE,
    userId: USERS[q.seat],
    seat: q.seat,
    answers: [option.id],
  });
  return {
    seat: q.seat,
    kind: revealKind(before.state!, result.record.state!, q),
    label: labelOf(option),
    record: result.record,
  };
}

async function undoRefusal(p: Process, userId: string): Promise<string | null> {
  try {
    await p.games.undo(WHERE.guildId, WHERE.channelId, userId);
    return null;
  } catch (error) {
    if (error instanceof UserError) return error.message;
    throw error;
  }
}

describe('undo', () => {
  it('takes back a player’s own answer within their turn, back to exactly the game before it', async () => {
    const p = await setUp();
    // Answers until one reveals nothing and leaves the same player to answer again (within the turn).
    for (let n = 0; n < 200; n++) {
      const before = await current(p);
      const step = await answerOne(p);
      const next = pending(step.record.state!)[0];
      if (step.kind !== 'none' || next?.seat !== step.seat || step.record.status !== 'playing') continue;
      const result = await p.games.undo(WHERE.guildId, WHERE.channelId, USERS[step.seat]);
      expect(result.done).toBe(true);
      const after = await current(p);
      expect(after.state).toEqual(before.state);
      expect(after.actions).toEqual(before.actions);
      // The log line says what was undone.
      const line = p.changes.at(-1)!;
      expect(line.kind).toBe('undo');
      expect(noteText(line)).toContain(`<@${USERS[step.seat]}> took back the`);
      expect(noteText(line)).toContain(`“${step.label}”`);
      return;
    }
    throw new Error('no answer within a turn was found');
  });

  it('is refused across each kind of reveal: a card drawn, cubes drawn, bids revealed', async () => {
    const p = await setUp();
    const refused = new Map<Kind, string | null>();
    for (let n = 0; n < 3000 && refused.size < 3; n++) {
      const record = await current(p);
      if (record.status !== 'playing') break;
      const step = await answerOne(p);
      if (step.kind === 'none' || refused.has(step.kind)) continue;
      refused.set(step.kind, await undoRefusal(p, USERS[step.seat]));
      // Nor can the other player take back an earlier answer across it, even with consent.
      const other = step.seat === 'working' ? USERS.capitalist : USERS.working;
      const otherRefusal = await undoRefusal(p, other);
      expect([
        t('en', 'refusal.undo.revealed'),
        'You have no answer of yours to take back in this game.',
      ]).toContain(otherRefusal);
    }
    expect([...refused.keys()].sort()).toEqual(['bids', 'card', 'cubes']);
    for (const message of refused.values()) expect(message).toBe(t('en', 'refusal.undo.revealed'));
  });

  it('past another player’s answer, asks every other player; all agree and it is done, one refusal closes it', async () => {
    const p = await setUp();
    // Two answers in a row by different players, neither revealing anything.
    let first: Awaited<ReturnType<typeof answerOne>> | undefined;
    let firstBefore: GameRecord | undefined;
    for (let n = 0; n < 500; n++) {
      const before = await current(p);
      const step = await answerOne(p);
      if (step.kind !== 'none') {
        first = undefined;
        continue;
      }
      if (first && first.seat !== step.seat) {
        const asker = USERS[first.seat];
        const other = USERS[step.seat];
        // Asking: nothing is undone yet, the others are asked.
        const asked = await p.games.undo(WHERE.guildId, WHERE.channelId, asker);
        expect(asked.done).toBe(false);
        expect(p.changes.at(-1)?.kind).toBe('undo-asked');
        expect(p.changes.at(-1)?.mention).toEqual([other]);
        const waiting = await current(p);
        expect(waiting.undo?.by).toBe(asker);
        // The asker cannot agree for the others.
        await expect(p.games.agreeUndo(WHERE.guildId, WHERE.channelId, waiting.id, asker)).rejects.toThrow(
          UserError,
        );
        // One refusal closes it.
        await p.games.refuseUndo(WHERE.guildId, WHERE.channelId, waiting.id, other);
        expect((await current(p)).undo).toBeUndefined();
        await expect(p.games.agreeUndo(WHERE.guildId, WHERE.channelId, waiting.id, other)).rejects.toThrow(
          /no longer open/,
        );
        // Asked again, and agreed: both answers are taken back.
        await p.games.undo(WHERE.guildId, WHERE.channelId, asker);
        const agreed = await p.games.agreeUndo(WHERE.guildId, WHERE.channelId, waiting.id, other);
        expect(agreed.done).toBe(true);
        const after = await current(p);
        expect(after.actions).toEqual(firstBefore!.actions);
        expect(after.state).toEqual(firstBefore!.state);
        expect(noteText(p.changes.at(-1) ?? {})).toMatch(/took back .*, .*, as every other player agreed/);
        return;
      }
      first = step;
      firstBefore = before;
    }
    throw new Error('no two answers in a row by different players were found');
  });

  it('a request goes stale once anyone answers', async () => {
    const p = await setUp();
    let first: Awaited<ReturnType<typeof answerOne>> | undefined;
    for (let n = 0; n < 500; n++) {
      const step = await answerOne(p);
      if (step.kind !== 'none') {
        first = undefined;
        continue;
      }
      if (first && first.seat !== step.seat) {
        await p.games.undo(WHERE.guildId, WHERE.channelId, USERS[first.seat]);
        const asked = await current(p);
        await answerOne(p);
        await expect(
          p.games.agreeUndo(WHERE.guildId, WHERE.channelId, asked.id, USERS[step.seat]),
        ).rejects.toThrow(/no longer open/);
        return;
      }
      first = step;
    }
    throw new Error('no two answers in a row by different players were found');
  });
});
