/**
 * What a server's league keeps, in the game store beside the games:
 *
 *   league:<guild>                      the league: name, organisers, settings, members, seasons and
 *                                       their rounds of pods (compare-and-set on the whole value)
 *   league-log:<guild>:<entry>          the results log, append-only: a result per game, or a void;
 *                                       each written once, never changed or deleted
 *   league-report:<guild>:<report>      a result reported for a game played elsewhere (or a bot game
 *                                       outside the league), until its other players confirm it
 *
 * Standings and ratings are never stored: they are recomputed from the log (ratings.ts,
 * standings.ts), so a void changes them as if the game had never counted.
 */
import { z } from 'zod';
import { CLASS_IDS } from '../data/common.ts';

/** The league record's format version: a value of another format is refused, never guessed at. */
export const LEAGUE_FORMAT = 1;

const Snowflake = z.string().regex(/^\d{1,20}$/);
const Time = z.string();
const ClassId = z.enum(CLASS_IDS);

export const LeagueSettings = z.object({
  /** Players per pod: pods are this size, or one smaller where the count does not divide. */
  podSize: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  /** Whether games with Automa seats count for ratings (they always count in statistics). */
  rateAutomaGames: z.boolean(),
});
export type LeagueSettings = z.infer<typeof LeagueSettings>;

export const DEFAULT_SETTINGS: LeagueSettings = { podSize: 4, rateAutomaGames: false };

const Member = z.object({
  /** The name shown in pictures (a picture cannot show a mention), as of the member's last league command. */
  name: z.string(),
  joinedAt: Time,
  /** Set when the member left: not scheduled any more; their results stay. */
  leftAt: Time.optional(),
});

const Pod = z.object({
  n: z.number().int().positive(),
  /** Who plays which class. */
  seats: z.partialRecord(ClassId, Snowflake),
  /** The channel or thread the pod plays in, and its game, once opened. */
  channelId: Snowflake.optional(),
  gameId: z.string().optional(),
});
export type Pod = z.infer<typeof Pod>;

const Round = z.object({
  n: z.number().int().positive(),
  scheduledAt: Time,
  pods: z.array(Pod),
  /** Members left out of this round (the count did not divide into pods). */
  byes: z.array(Snowflake),
});
export type Round = z.infer<typeof Round>;

const Season = z.object({
  n: z.number().int().positive(),
  startedAt: Time,
  /** Results that come in after this no longer count for the season. */
  endedAt: Time.optional(),
  rounds: z.array(Round),
});
export type Season = z.infer<typeof Season>;

export const League = z.object({
  format: z.literal(LEAGUE_FORMAT),
  guildId: Snowflake,
  name: z.string().min(1).max(80),
  createdBy: Snowflake,
  createdAt: Time,
  organisers: z.array(Snowflake),
  settings: LeagueSettings,
  members: z.record(Snowflake, Member),
  seasons: z.array(Season),
});
export type League = z.infer<typeof League>;

/** A player's part in a recorded game. */
const ResultSeat = z.object({
  userId: Snowflake.nullable(),
  cls: ClassId,
  /** An Automa seat: no player, and it makes the game unrated unless the league rates such games. */
  automa: z.boolean(),
  /** Final VP, when known (a report may give none). */
  vp: z.number().int().nullable(),
  /** Final place, 1 best; shared by classes whose tie stood. */
  place: z.number().int().positive(),
  /**
   * Who played which part, when the seat changed hands during the game: each player and how many
   * answers they gave for it, in the order they held it (the rating goes to `userId`, who finished).
   */
  parts: z.array(z.object({ userId: Snowflake, answers: z.number().int().positive() })).optional(),
});
export type ResultSeat = z.infer<typeof ResultSeat>;

export const GameResult = z.object({
  /** The bot's game id, for a game played with the bot. */
  gameId: z.string().optional(),
  /** scheduled: a pod's game, recorded when it ended; bot: a bot game reported; elsewhere: reported. */
  source: z.enum(['scheduled', 'bot', 'elsewhere']),
  players: z.number().int().min(2).max(4),
  modules: z.array(z.string()),
  seats: z.array(ResultSeat),
  /** When the game ended (or, for a game played elsewhere, when its report was confirmed). */
  playedAt: Time,
});
export type GameResult = z.infer<typeof GameResult>;

export const LogEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('result'),
    id: z.string(),
    season: z.number().int().positive(),
    at: Time,
    /** Who recorded it: the bot for a scheduled game, else the reporter. */
    by: z.string(),
    game: GameResult,
  }),
  z.object({
    kind: z.literal('void'),
    id: z.string(),
    season: z.number().int().positive(),
    at: Time,
    by: Snowflake,
    /** The result entry it voids. */
    target: z.string(),
    reason: z.string().max(200).optional(),
  }),
]);
export type LogEntry = z.infer<typeof LogEntry>;
export type ResultEntry = Extract<LogEntry, { kind: 'result' }>;

export const Report = z.object({
  id: z.string(),
  season: z.number().int().positive(),
  by: Snowflake,
  at: Time,
  game: GameResult,
  /** The players who must confirm (every person in the game but the reporter), and who has. */
  confirmed: z.record(Snowflake, z.boolean()),
});
export type Report = z.infer<typeof Report>;

export const leagueKey = (guildId: string) => `league:${guildId}`;
export const logPrefix = (guildId: string) => `league-log:${guildId}:`;
export const logKey = (guildId: string, entryId: string) => `${logPrefix(guildId)}${entryId}`;
export const reportPrefix = (guildId: string) => `league-report:${guildId}:`;
export const reportKey = (guildId: string, reportId: string) => `${reportPrefix(guildId)}${reportId}`;

/** The log entry of a bot game's result: one key per game, so a game counts once whatever path recorded it. */
export const resultIdOfGame = (gameId: string) => `result-${gameId}`;
