import pino, { type Logger } from 'pino';

/**
 * Paths never written to a log line. Game secrets (hands, decks, bids, the PRNG seed and state)
 * must not even be passed to the logger, but if one slips into an object this keeps it out.
 */
export const REDACTED_PATHS = [
  'token',
  '*.token',
  'DISCORD_TOKEN',
  '*.DISCORD_TOKEN',
  'headers.authorization',
  '*.headers.authorization',
  'seed',
  '*.seed',
  'rng',
  '*.rng',
  'hand',
  '*.hand',
  'hands',
  '*.hands',
  'deck',
  '*.deck',
  'decks',
  '*.decks',
  'bid',
  '*.bid',
  'bids',
  '*.bids',
  'state',
  '*.state',
  'answer.secret',
  // A failed Discord call carries the message it tried to send (an ephemeral panel holds a hand).
  'err.requestBody',
  '*.requestBody',
];

export interface LogOptions {
  level: string;
  /** Pretty output for a person at a terminal; JSON lines otherwise. */
  pretty?: boolean;
  destination?: pino.DestinationStream;
}

export function createLogger(options: LogOptions): Logger {
  const base = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[secret]' },
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty) return pino({ ...base, transport: { target: 'pino-pretty' } });
  return pino(base);
}

/** A logger whose every line carries where it happened: the guild, channel and game. */
export function gameLogger(
  parent: Logger,
  where: { guildId?: string | null; channelId?: string; gameId?: string },
) {
  return parent.child({ guild: where.guildId ?? undefined, channel: where.channelId, game: where.gameId });
}

export type { Logger };
