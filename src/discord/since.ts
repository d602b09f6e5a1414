/**
 * "Since your last turn": the engine's public events since a seat's player last answered, for the
 * panel they open. They come from the game's own log — the engine replays it (it is
 * deterministic) — so they survive a restart; the replay is kept per game and carried forward
 * answer by answer, so a panel costs only the answers given since the last one opened.
 */
import type { ClassId } from '../data/common.ts';
import { applyAll, createGame, type GameState, type Said } from '../engine/index.ts';
import { type ActionEntry, type GameRecord, gameKey } from '../store/types.ts';
import { DRIVER_USER } from '../table/seat-drivers.ts';

interface Replayed {
  gameId: string;
  /** Log entries applied. */
  applied: number;
  /** The last of them (an undo can replace it by another at the same place in the log). */
  last: string | undefined;
  state: GameState;
  /** Public events, each with the index of the log entry that made it (the latest few hundred). */
  events: Array<{ entry: number; said: Said }>;
}

/** What tells one log entry from another given at the same place. */
const entryKey = (e: ActionEntry | undefined) => (e ? `${e.at}|${e.seat}|${e.answers.join(' ')}` : undefined);

/** Games whose replay is kept (the busiest, most recent first to go last). */
const GAMES_KEPT = 64;
/** Public events kept per game: a round of a 4-player game holds fewer. */
const EVENTS_KEPT = 400;

export class SinceLastTurn {
  private readonly games = new Map<string, Replayed>();

  /**
   * The public events since `seat` was last answered by its player (not by a driver), oldest
   * first; since the start when they have not answered yet.
   */
  events(record: GameRecord, seat: ClassId): Said[] {
    if (!record.state) return [];
    const replayed = this.replayed(record);
    const last = record.actions.findLastIndex((a) => a.seat === seat && a.userId !== DRIVER_USER);
    return replayed.events.filter((e) => e.entry > last).map((e) => e.said);
  }

  private replayed(record: GameRecord): Replayed {
    const key = gameKey(record.guildId, record.channelId);
    let r = this.games.get(key);
    // A different game, or a log that no longer holds what was replayed (an undo): start again.
    if (
      !r ||
      r.gameId !== record.id ||
      r.applied > record.actions.length ||
      entryKey(record.actions[r.applied - 1]) !== r.last
    )
      r = {
        gameId: record.id,
        applied: 0,
        last: undefined,
        state: createGame(record.options, record.seed),
        events: [],
      };
    for (; r.applied < record.actions.length; r.applied++) {
      const entry = record.actions[r.applied]!;
      const result = applyAll(r.state, entry.seat, entry.answers);
      if (!result.ok) throw new Error(`the log of game ${record.id} does not replay at ${entry.version}`);
      r.state = result.state;
      for (const { to, ...said } of result.events)
        if (to === 'public') r.events.push({ entry: r.applied, said });
      r.last = entryKey(entry);
    }
    if (r.events.length > EVENTS_KEPT) r.events = r.events.slice(-EVENTS_KEPT);
    this.games.delete(key);
    this.games.set(key, r);
    if (this.games.size > GAMES_KEPT) this.games.delete(this.games.keys().next().value as string);
    return r;
  }
}
