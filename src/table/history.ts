/**
 * Every game that ended, readable after its channel has moved on: found by id through the history
 * index (src/store/history.ts), read whole from the archive (or from its channel, until a new game
 * takes it), and exported as JSON that replays exactly, with a plain-text log.
 */
import type { ClassId } from '../data/common.ts';
import { applyAll, createGame, type GameState, pending, sameGame } from '../engine/index.ts';
import { gameWords } from '../i18n/game-words/index.ts';
import { type CATALOGUES, type GameLocale, t } from '../i18n/index.ts';
import { sayText } from '../i18n/said.ts';
import type { GameSummary, HistoryIndex, HistoryPage, HistoryScope } from '../store/history.ts';
import type { ExportedGame } from '../store/tools.ts';
import { type GameRecord, type GameStore, gameKey } from '../store/types.ts';
import { refused } from './errors.ts';
import { optionWords } from './seat-drivers.ts';

export interface EndedGame {
  summary: GameSummary;
  record: GameRecord;
}

export interface GameExport {
  /** The record with its seed and every answer: `replay(json.record)` gives its final state. */
  json: ExportedGame;
  /** What happened, answer by answer, in plain text. */
  log: string;
}

export class GameHistory {
  constructor(
    private readonly store: GameStore,
    private readonly index: HistoryIndex,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(guildId: string, scope: HistoryScope, offset: number, size: number): Promise<HistoryPage> {
    return this.index.list(guildId, scope, offset, size);
  }

  /**
   * An ended game of this server by id. A game still in play (or in its lobby) is refused with a
   * pointer to its channel when it is the one in `here`.
   */
  async find(guildId: string, gameId: string, here?: { channelId: string }): Promise<EndedGame> {
    const id = gameId.trim().toLowerCase();
    if (!id) throw refused('history.noId', undefined, 'invalid');
    const summary = await this.index.find(guildId, id);
    if (!summary) {
      const live = here && (await this.store.get(gameKey(guildId, here.channelId)));
      if (live?.id === id) throw refused('history.notEnded');
      throw refused('history.none', { id });
    }
    const record = await this.read(summary);
    if (!record) throw refused('history.lost', { id });
    return { summary, record };
  }

  /** The record: archived, or still in its channel (it may move to the archive in between). */
  private async read(s: GameSummary): Promise<GameRecord | undefined> {
    const archived = await this.store.getArchived(s.guildId, s.channelId, s.id);
    if (archived) return archived;
    const live = await this.store.get(gameKey(s.guildId, s.channelId));
    if (live?.id === s.id) return live;
    return this.store.getArchived(s.guildId, s.channelId, s.id);
  }

  /**
   * The export of an ended game: the seed and the answers are no secret once a game is over (a game
   * in play is not in the history, so it cannot be exported).
   */
  async export(guildId: string, gameId: string, here?: { channelId: string }): Promise<GameExport> {
    const { record } = await this.find(guildId, gameId, here);
    return {
      json: { kind: 'hegemony-game', exportedAt: this.now().toISOString(), record },
      log: plainLog(record),
    };
  }
}

/** "Working Class (user 123)": a seat and who played it. */
function seatName(l: GameLocale, record: GameRecord, cls: ClassId): string {
  const seat = record.seats[cls];
  const who =
    seat?.kind === 'automa' || seat?.kind === 'ai'
      ? t(l, `exportLog.who.${seat.kind}`)
      : seat?.userId
        ? t(l, 'exportLog.who.user', { user: seat.userId })
        : t(l, 'exportLog.who.open');
  return t(l, 'exportLog.seat', { class: gameWords(l).classes[cls], who });
}

/** The modules on: English lists their ids (as it always has), another language their names. */
function moduleNames(l: GameLocale, record: GameRecord): string {
  const on = Object.entries(record.options.modules)
    .filter(([, isOn]) => isOn)
    .map(([m]) => (l === 'en' ? m : t(l, `module.${m as keyof typeof CATALOGUES.en.module}`)));
  return on.join(', ') || t(l, 'exportLog.noModules');
}

/**
 * The game replayed from its options, seed and answers: each answer as its question offered it,
 * then what happened. In the game's language, as its channel read it: the log is the game's own
 * document, the same file whoever asks for it (and shared as it is).
 */
export function plainLog(record: GameRecord): string {
  const l = record.language ?? 'en';
  const lines = [
    t(l, 'exportLog.head', { id: record.id, status: t(l, `exportLog.status.${record.status}`) }),
    t(l, 'exportLog.where', { guild: record.guildId, channel: record.channelId }),
    t(l, 'exportLog.when', { created: record.createdAt, updated: record.updatedAt }),
    t(l, 'exportLog.players', {
      players: (Object.keys(record.options.seats) as ClassId[]).map((c) => seatName(l, record, c)).join(', '),
    }),
    t(l, 'exportLog.modules', { modules: moduleNames(l, record) }),
    '',
  ];
  // Null once an answer is refused: the game was played under rules changed since (its answers go on as given).
  let state: GameState | null = createGame(record.options, record.seed);
  for (const entry of record.actions) {
    const answers: string[] = [];
    const events: string[] = [];
    for (const answer of entry.answers) {
      const question = state && pending(state).find((q) => q.seat === entry.seat);
      answers.push(
        question?.options.some((o) => o.id === answer) ? sayText(l, optionWords(question, answer)) : answer,
      );
      if (!state) continue;
      const next = applyAll(state, entry.seat, [answer]);
      if (!next.ok) {
        state = null;
        lines.push(t(l, 'exportLog.noReplay'));
        continue;
      }
      state = next.state;
      for (const e of next.events) if (e.to === 'public') events.push(`    ${sayText(l, e)}`);
    }
    lines.push(
      t(l, 'exportLog.answer', {
        at: entry.at,
        version: entry.version,
        seat: seatName(l, record, entry.seat),
        answers: answers.join(' → '),
      }),
      ...events,
    );
  }
  if (state && record.state && !sameGame(state, record.state)) lines.push(t(l, 'exportLog.otherGame'));
  return `${lines.join('\n')}\n`;
}
