import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { STORE_SCHEMES } from './store/store-url.ts';

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17–20 digits)');
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const SettingsSchema = z.object({
  /** The bot's token; without one, `npm start` plays on the local table (unless LOCAL_TABLE=off). */
  DISCORD_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** `off`: no local table without a token; `npm start` stops and says the token is missing. */
  LOCAL_TABLE: z.preprocess(
    emptyAsUndefined,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ),
  DISCORD_APP_ID: z.preprocess(emptyAsUndefined, snowflake.optional()),
  DEV_GUILD_ID: z.preprocess(emptyAsUndefined, snowflake.optional()),
  STORE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('sqlite://data/hegemony.sqlite')
      .refine((url) => STORE_SCHEMES.some((s) => url.startsWith(s)), {
        message: `must start with one of ${STORE_SCHEMES.join(' ')}`,
      }),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  /** Attach a picture of the board to the board message (drawn in a worker thread). */
  BOARD_PICTURES: z.preprocess(
    emptyAsUndefined,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ),
  /** Worker threads drawing board pictures (default: one less than the cores, at least 1). */
  PICTURE_WORKERS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(() => Math.max(1, availableParallelism() - 1)),
  ),
  /**
   * Worker threads where the AI thinks: AI seats, hints and turning points (default 1; docs/ai.md).
   * 0: no AI (its lobby button and options are refused).
   */
  AI_WORKERS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(1),
  ),
  /** Thinking time per AI decision in ms, for every level instead of the level's own (a small machine, tests). */
  AI_THINK_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of ms' })
      .int('must be a whole number of ms')
      .min(10, 'must be at least 10')
      .optional(),
  ),
  /**
   * At most this many imagined games per AI decision, whatever the time (0: the AI's rule of thumb
   * alone, for tests that play whole games quickly); unset: as many as the time allows.
   */
  AI_MAX_PLAYOUTS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .optional(),
  ),
  /**
   * How long each AI worker thinks about made-up positions once the AI is first needed, in ms, in
   * slices an AI seat's turn or a hint comes before (0: not at all). Until V8 has compiled the
   * search, a decision imagines a third to two thirds of the games it will later (docs/ai.md).
   * Unset: the pool's default, 12 s.
   */
  AI_WARM_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of ms' })
      .int('must be a whole number of ms')
      .min(0, 'must be 0 or more')
      .optional(),
  ),
  /** How long a lobby stays open for players to join before it expires. */
  LOBBY_EXPIRY_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number of hours' }).positive('must be more than 0').default(48),
  ),
  /** How many open lobbies one user may host in one server. */
  MAX_LOBBIES_PER_HOST: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(3),
  ),
  /**
   * Run as one process per Discord shard under a shard manager: `auto` (as many as Discord
   * recommends) or a number. Unset: one process, no manager.
   */
  SHARDS: z.preprocess(
    emptyAsUndefined,
    z
      .union([z.literal('auto'), z.coerce.number().int().min(1)], {
        error: 'must be auto or a whole number of shards',
      })
      .optional(),
  ),
  /**
   * Which of the SHARDS this machine runs (e.g. `0,1`), when several machines share them; all of
   * them when unset.
   */
  SHARD_LIST: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be shard numbers separated by commas, e.g. 0,1')
      .transform((list) => list.split(',').map(Number))
      .optional(),
  ),
  /** Serve /health and /metrics on this port (off when unset). */
  METRICS_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(1, 'must be a port number')
      .max(65_535, 'must be a port number')
      .optional(),
  ),
  /** The address the metrics port listens on (loopback unless opened on purpose). */
  METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  /** Where Discord's REST API lives; only changed to point the bot at a stand-in (tests, benchmarks). */
  DISCORD_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
});

/** Every setting, checked; the token may be missing (the local table). */
export type Settings = z.infer<typeof SettingsSchema>;
/** The settings of a bot that logs in to a Discord: its token is known. */
export type Config = Settings & { DISCORD_TOKEN: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/**
 * Validates the environment for a bot that logs in to Discord: DISCORD_TOKEN is required. Every
 * problem is one plain line that names the variable and .env.example.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const settings = parseSettings(env, { tokenRequired: true });
  return settings as Config;
}

/**
 * Validates the environment for `npm start`, which without a token plays on the local table: the
 * token is then required only with LOCAL_TABLE=off, and the shards need one (the local table runs in
 * one process).
 */
export function parseSettings(
  env: Record<string, string | undefined>,
  { tokenRequired = false } = {},
): Settings {
  const result = SettingsSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'configuration');
        return problem(name, issue.message, env);
      });
  const noToken = (env.DISCORD_TOKEN ?? '') === '';
  if (noToken && (tokenRequired || env.LOCAL_TABLE === 'off')) {
    problems.unshift(problem('DISCORD_TOKEN', 'is required', env));
  } else if (noToken && (env.SHARDS ?? '') !== '') {
    problems.push(problem('SHARDS', 'needs a DISCORD_TOKEN (the local table runs in one process)', env));
  }
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

function problem(name: string, message: string, env: Record<string, string | undefined>): string {
  const shown = env[name] === undefined ? '' : ` (got "${name === 'DISCORD_TOKEN' ? '…' : env[name]}")`;
  return `${name} ${message}${shown} — see .env.example`;
}

/** Reads .env (or the file named by ENV_FILE), if present, into process.env. */
function loadEnvFile(envFile: string): void {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

/**
 * Reads .env, then validates the environment for a bot that logs in to Discord, with `overrides`
 * taking the place of what the environment says.
 */
export function loadConfig(
  overrides: Record<string, string | undefined> = {},
  envFile = process.env.ENV_FILE ?? '.env',
): Config {
  loadEnvFile(envFile);
  return parseConfig({ ...process.env, ...overrides });
}

/** Reads .env, then validates the environment for `npm start` (a token, or the local table). */
export function loadSettings(envFile = process.env.ENV_FILE ?? '.env'): Settings {
  loadEnvFile(envFile);
  return parseSettings(process.env);
}
