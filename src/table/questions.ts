/**
 * The engine's questions as the bot refers to them: a fingerprint that a button carries, and who
 * must answer now. Nothing here decides what is legal — that is the engine's `pending` and `apply`.
 */
import { createHash } from 'node:crypto';
import type { ClassId } from '../data/common.ts';
import { type GameState, pending, type Question } from '../engine/index.ts';
import type { GameRecord } from '../store/types.ts';

/** Where an answer points: to the question of `seat` at state `version` with fingerprint `question`. */
export interface QuestionRef {
  game: string;
  seat: ClassId;
  version: number;
  question: string;
}

/**
 * Stable for one question instance to one seat; different when anything offered changes, and
 * different for a later question that looks the same (it was asked at another version).
 */
export function fingerprint(q: Question): string {
  const text = [
    q.seat,
    q.kind,
    q.askedAt,
    JSON.stringify(q.said),
    ...q.options.map((o) => `${o.id}\u0000${JSON.stringify(o.said ?? null)}`),
  ].join('\u0001');
  return createHash('sha256').update(text).digest('base64url').slice(0, 8);
}

/** The question `seat` must answer now (what `view(state, seat).myQuestions` holds, without the rest of the view). */
export function questionFor(state: GameState, seat: ClassId): Question | undefined {
  return pending(state).find((q) => q.seat === seat);
}

/** Seats that must answer now, in order, with the kind of question and whether it is secret. */
export function waitingSeats(state: GameState): Array<{ seat: ClassId; kind: string; secret: boolean }> {
  const seen = new Set<ClassId>();
  const out: Array<{ seat: ClassId; kind: string; secret: boolean }> = [];
  for (const q of pending(state)) {
    if (seen.has(q.seat)) continue;
    seen.add(q.seat);
    out.push({ seat: q.seat, kind: q.kind, secret: !!q.secret });
  }
  return out;
}

/** The seats a user plays in a game (usually one). */
export function seatsOf(record: GameRecord, userId: string): ClassId[] {
  return (Object.entries(record.seats) as Array<[ClassId, { userId: string | null }]>)
    .filter(([, s]) => s.userId === userId)
    .map(([cls]) => cls);
}
