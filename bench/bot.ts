/**
 * Bot benchmark: interaction → first response, through the loopback fake Discord with the real
 * discord.js client, the real handlers and the default SQLite store. A scripted game is played the
 * way the end-to-end tests play it (test/discord/table.ts: every answer picked among the components
 * the bot sent); each interaction's latency runs from the moment the fake dispatched it (the
 * timestamp in its snowflake) to the moment the bot's first response reached the fake (the
 * interaction callback). Both clocks are `Date.now()`, so figures are whole milliseconds.
 *
 * With pictures on, the board picture is drawn in the bot's worker thread after every change while
 * the players keep clicking, so the latency is measured while pictures are being drawn.
 */
import { type Harness, startHarness } from '../test/discord/harness.ts';
import { seeded, Table } from '../test/discord/table.ts';
import type { InteractionResult } from '../test/fake-discord/index.ts';
import { cpuMs, median, percentile, round } from './stats.ts';

const CALLBACK = 'POST /interactions/:interaction/:token/callback';
const DISCORD_EPOCH = 1_420_070_400_000n;

/** When the fake created the interaction: the timestamp part of its snowflake id. */
const createdAt = (id: string) => Number((BigInt(id) >> 22n) + DISCORD_EPOCH);

function firstResponseMs(result: InteractionResult): number | undefined {
  const id = result.interaction.id;
  const call = result.calls.find((c) => c.route === CALLBACK && c.interactionId === id);
  return call ? call.at - createdAt(id) : undefined;
}

export interface BotRun {
  players: 2 | 3 | 4;
  seed: number;
  pictures: boolean;
  /** Stop after this many answers (default: play to the final scores). */
  answers?: number;
  /** More settings, as .env would give them (e.g. AI_WORKERS). */
  env?: Record<string, string>;
  /** The guild's channels (default: `game` alone). */
  channels?: string[];
  /** Work the bot does meanwhile (bench/ai.ts: AI seats thinking): started first, stopped at the end. */
  alongside?: (h: Harness) => () => Promise<void>;
}

export interface BotFigures {
  /** Interactions that answered a question (each writes the store before the first response). */
  answers: number[];
  /** Every interaction: answers, panels opened, pages, typed commands. */
  all: number[];
  /** Board pictures uploaded during the game. */
  pictures: number;
  wallMs: number;
  cpuMs: number;
}

/** Plays one whole game through the fake Discord and collects every interaction's latency. */
export async function playScriptedGame(run: BotRun): Promise<BotFigures> {
  const h: Harness = await startHarness({
    quietMs: 2,
    gameSeeds: [`bench-bot-${run.players}-${run.seed}`],
    pictures: run.pictures,
    logLevel: 'info',
    ...(run.env ? { env: run.env } : {}),
    ...(run.channels ? { guilds: [{ channels: run.channels }] } : {}),
  });
  const stopAlongside = run.alongside?.(h);
  try {
    const users = ['ana', 'ben', 'cleo', 'dev'].slice(0, run.players).map((n) => h.fake.user(n));
    const table = new Table(h.fake, h.fake.channel('game'), users, () => h.app.bot.context.publisher.idle());
    const started = performance.now();
    const cpu = process.cpuUsage();
    await table.open(run.players);
    const rng = seeded(run.seed);
    if (run.answers === undefined) await table.playToEnd(rng);
    else while (table.steps.length < run.answers) await table.step(rng);
    const answers = new Set(table.steps.map((s) => s.result));
    const figures: BotFigures = {
      answers: [],
      all: [],
      pictures: h.fake.calls.filter((c) => c.files.some((f) => f.name.endsWith('.png'))).length,
      wallMs: performance.now() - started,
      cpuMs: cpuMs(cpu),
    };
    for (const result of table.results) {
      const ms = firstResponseMs(result);
      if (ms === undefined) continue;
      figures.all.push(ms);
      if (answers.has(result)) figures.answers.push(ms);
    }
    return figures;
  } finally {
    await stopAlongside?.();
    await h.stop();
  }
}

export async function benchBot(quick: boolean): Promise<Record<string, number>> {
  // Quick: the first 150 answers of a 2-player game; otherwise a whole 4-player game.
  const run = quick ? { players: 2 as const, answers: 150 } : { players: 4 as const };
  const plain = await playScriptedGame({ ...run, seed: 1, pictures: false });
  const drawn = await playScriptedGame({ ...run, seed: 1, pictures: true });
  return {
    botPlayers: run.players,
    botAnswers: plain.answers.length,
    botInteractions: plain.all.length,
    firstResponseP50Ms: median(plain.answers),
    firstResponseP99Ms: percentile(plain.answers, 99),
    firstResponseMaxMs: Math.max(...plain.answers),
    firstResponseAllP50Ms: median(plain.all),
    firstResponseAllP99Ms: percentile(plain.all, 99),
    botGameWallS: round(plain.wallMs / 1000, 1),
    botGameCpuS: round(plain.cpuMs / 1000, 1),
    firstResponseWithPictureP50Ms: median(drawn.answers),
    firstResponseWithPictureP99Ms: percentile(drawn.answers, 99),
    firstResponseWithPictureMaxMs: Math.max(...drawn.answers),
    botPicturesDrawn: drawn.pictures,
    botPictureGameWallS: round(drawn.wallMs / 1000, 1),
    botPictureGameCpuS: round(drawn.cpuMs / 1000, 1),
  };
}
