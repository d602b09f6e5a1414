/**
 * Records a league game's result in the same commit as the answer that ends it (a ChangeRecorder
 * of the table layer, wired in by the bot): the game and its result are saved together or not at
 * all, and since only one writer wins the game's compare-and-set, the result is recorded once,
 * however many processes race to save the last answer.
 */

import type { Write } from '../store/backend.ts';
import { summarize } from '../store/history.ts';
import type { GameRecord } from '../store/types.ts';
import type { LeagueStore } from './league-store.ts';
import { resultIdOfGame } from './records.ts';
import { resultOfGame, withParts } from './results.ts';

export class LeagueRecorder {
  constructor(private readonly store: LeagueStore) {}

  writesFor(before: GameRecord | undefined, after: GameRecord): Write[] {
    if (!after.league || after.status !== 'finished') return [];
    if (before?.id === after.id && before.status === 'finished') return [];
    return [
      this.store.entryWrite(after.guildId, {
        kind: 'result',
        id: resultIdOfGame(after.id),
        season: after.league.season,
        at: after.updatedAt,
        by: 'bot',
        game: withParts(resultOfGame(summarize(after), 'scheduled'), after),
      }),
    ];
  }
}
