/**
 * Taking answers back (rules-decisions AP1–AP3). A player may take back their own last answer while
 * nobody else has answered since and nothing hidden has come to light since (a card drawn, cubes
 * drawn, bids revealed: the engine's `revealed`). Past another player's answer, every other player
 * must agree; across a reveal, never. Undo replays the game's log without the answers taken back:
 * the engine is deterministic, so the game is exactly as it was before them — unless the rules
 * changed since the game began and the log no longer replays to it; then undo is refused.
 */
import type { ClassId } from '../data/common.ts';
import {
  apply,
  createGame,
  type GameState,
  list,
  type Said,
  type SaidList,
  said,
  sameGame,
} from '../engine/index.ts';
import type { ActionEntry, GameRecord, UndoRequest } from '../store/types.ts';
import type { Step } from './change.ts';
import { refused } from './errors.ts';
import { requireGame, requirePlayer, requirePlaying } from './guards.ts';
import { questionFor, waitingSeats } from './questions.ts';
import { DRIVER_USER, optionWords } from './seat-drivers.ts';

export interface UndoPlan {
  /** The log is cut back to this many entries. */
  keep: number;
  /** The state before the answers taken back. */
  state: GameState;
  /** The answers taken back, in order, by their options' keys ("the Working Class's “…”"). */
  what: Said[];
  /** Other players who answered since, whose consent (with every other player's) is needed. */
  consent: boolean;
}

/**
 * What taking back `userId`'s last answer would undo, worked out by replaying the log; refused
 * (UserError) when there is nothing to take back or a reveal lies in between.
 */
export function planUndo(record: GameRecord, userId: string): UndoPlan {
  const seats = requirePlayer(record, userId);
  const actions = record.actions;
  const mine = (n: number) => actions[n]?.userId === userId && seats.includes(actions[n]?.seat as ClassId);
  let keep = actions.length - 1;
  while (keep >= 0 && !mine(keep)) keep--;
  if (keep < 0) throw refused('undo.nothing');
  let state = createGame(record.options, record.seed);
  for (const entry of actions.slice(0, keep)) state = replayEntry(state, entry, null);
  const before = state;
  const what: Said[] = [];
  for (const entry of actions.slice(keep)) state = replayEntry(state, entry, what);
  // A log written under rules changed since ends in another game: the state "before" would be too.
  if (record.state && !sameGame(state, record.state)) throw refused('undo.rulesChanged');
  const consent = actions.slice(keep + 1).some((e) => e.userId !== userId && e.userId !== DRIVER_USER);
  return { keep, state: before, what, consent };
}

/**
 * Applies one log entry; with `what`, notes each answer by its option's keys and refuses if it
 * revealed anything hidden.
 */
function replayEntry(state: GameState, entry: ActionEntry, what: Said[] | null): GameState {
  const { seat, answers } = entry;
  let current = state;
  for (const answer of answers) {
    const question = questionFor(current, seat);
    // A secret answer stays secret in the log line that takes it back.
    const taken = question?.secret
      ? said('note.tookBackSecret', { class: seat })
      : said('note.tookBackOne', {
          class: seat,
          option: list(
            [question ? optionWords(question, answer) : said('option.label', { label: answer })],
            'comma',
          ),
        });
    const applied = apply(current, seat, answer);
    // Offered when it was given, refused now: the rules changed since.
    if (!applied.ok) throw refused('undo.rulesChanged');
    if (what) {
      if (applied.revealed) throw refused('undo.revealed');
      what.push(taken);
    }
    current = applied.state;
  }
  return current;
}

/**
 * Whether the user may take back their last answer at once, as far as the log tells without a
 * replay: it is theirs, only driven seats answered after it, and nothing hidden came to light with
 * any of them. The panel offers its Undo button then; `planUndo` checks it fully.
 */
export function undoableAtOnce(record: GameRecord, userId: string): boolean {
  const actions = record.actions;
  let n = actions.length - 1;
  while (n >= 0 && actions[n]?.userId === DRIVER_USER) n--;
  const last = actions[n];
  if (!last || last.userId !== userId || record.seats[last.seat]?.userId !== userId) return false;
  return actions.slice(n).every((a) => !a.revealed);
}

/** The other players, whose consent an undo past their answers needs. */
export function othersOf(record: GameRecord, userId: string): string[] {
  const users = Object.values(record.seats).flatMap((s) =>
    s?.userId && s.userId !== userId ? [s.userId] : [],
  );
  return [...new Set(users)];
}

/** The record with the plan carried out: the log cut back, the state as it was. */
export function undone(record: GameRecord, plan: UndoPlan): GameRecord {
  const { undo: _request, ...rest } = record;
  return { ...rest, actions: record.actions.slice(0, plan.keep), state: plan.state };
}

export function undoNote(userId: string, what: ReadonlyArray<Said | string>, agreed: boolean): Said {
  return said(agreed ? 'note.tookBackAgreed' : 'note.tookBack', { user: userId, what: answersSaid(what) });
}

/** The answers taken back (a request saved before they were keys holds English: said as it is). */
export function answersSaid(what: ReadonlyArray<Said | string>): SaidList {
  return list(
    what.map((w) => (typeof w === 'string' ? said('option.label', { label: w }) : w)),
    'comma',
  );
}

/** A request for consent, to be saved with the game and shown with Agree / Refuse. */
export function askConsent(record: GameRecord, userId: string, plan: UndoPlan): Step {
  const seat = record.actions[plan.keep]?.seat as ClassId;
  const request: UndoRequest = {
    by: userId,
    seat,
    keep: plan.keep,
    at: record.actions.length,
    agreed: [],
    what: plan.what,
  };
  const others = othersOf(record, userId);
  return {
    record: { ...record, undo: request },
    announce: {
      kind: 'undo-asked',
      events: [],
      // Nobody is waited for anew: only the other players are asked, by the note.
      waitingBefore: waitingSeats(record.state as GameState).map((w) => w.seat),
      // The players asked come first: a phone's notification shows the start of a message.
      note: [
        said('note.undoAsked', {
          others: list(
            others.map((user) => said('note.mention', { user })),
            'comma',
          ),
          user: userId,
          what: answersSaid(plan.what),
        }),
      ],
      mention: others,
    },
  };
}

/** The open request, if it still applies to the game as it is. */
export function openRequest(
  r: GameRecord | undefined,
  gameId: string,
): { record: GameRecord; request: UndoRequest } {
  const record = requirePlaying(requireGame(r, gameId));
  const request = record.undo;
  if (!request || request.at !== record.actions.length) throw refused('undo.closed', undefined, 'stale');
  return { record, request };
}
