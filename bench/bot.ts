/**
 * Bot benchmark: interaction → first response, through the loopback fake Discord with the real
 * discord.js client, the real handlers and the default SQLite store. A scripted game is played the
 * way the end-to-end tests play it (test/discord/table.ts: every answer picked among the components
 * the bot sent); each interaction's latency runs from the moment the fake dispatched it (the
 * timestamp in its snowflake) to the moment the bot's first response reached the fake (the
 * interaction callback). Both clocks are `Date.now()`, so figures are whole milliseconds.
 *
 * With pictures on, the board picture is drawn in the bot's worker threads once per turn or phase
 * while the players keep clicking, so the latency is measured while pictures are being drawn. Then
 * every LOOK_EVERY answers someone also asks for a picture and waits for it: `/board`, `/board
 * class:` or `/automa` (of a solo game against an Automa in a second channel), in turn; the reply
 * time runs from the interaction to the moment its reply carried the picture.
 */

import type { FakeUser, InteractionResult } from '../src/local-discord/index.ts';
import { type Harness, startHarness } from '../test/discord/harness.ts';
import { type Rng, type StepInfo, seeded, Table } from '../test/discord/table.ts';
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

/** Answers between two pictures asked for by a person. */
const LOOK_EVERY = 10;

/** What a person asks for and waits for, in turn. */
const LOOKS = ['board', 'class', 'automa'] as const;
type Look = (typeof LOOKS)[number];

/** When the reply to an interaction first carried a PNG, from the interaction's creation. */
function pictureReplyMs(result: InteractionResult): number | undefined {
  const id = result.interaction.id;
  const call = result.calls.find(
    (c) => c.interactionId === id && c.files.some((f) => f.name.endsWith('.png')),
  );
  return call ? call.at - createdAt(id) : undefined;
}

/**
 * A table whose game is also looked at: after every LOOK_EVERY answers, someone who is not
 * playing (a new user each time, so no cooldown applies) asks for a picture.
 */
class LookedAtTable extends Table {
  /** Reply times with the picture, by what was asked. */
  readonly looks: Record<Look, number[]> = { board: [], class: [], automa: [] };
  /** Pictures asked for whose reply came without one. */
  withoutPicture = 0;
  private looked = 0;

  constructor(
    h: Harness,
    users: FakeUser[],
    /** The channel of a solo game against an Automa, for /automa. */
    private readonly solo: ReturnType<Harness['fake']['channel']>,
  ) {
    super(h.fake, h.fake.channel('game'), users, () => h.app.bot.context.publisher.idle());
  }

  override async step(rng: Rng): Promise<StepInfo | null> {
    const info = await super.step(rng);
    if (info && this.steps.length % LOOK_EVERY === 0)
      await this.look(LOOKS[this.looked % LOOKS.length] as Look);
    return info;
  }

  private async look(what: Look) {
    const viewer = this.fake.user(`viewer${++this.looked}`);
    const classes = [...this.players.keys()];
    const result =
      what === 'automa'
        ? await viewer.slash(this.solo, 'automa')
        : await viewer.slash(
            this.channel,
            'board',
            what === 'class' ? { options: { class: classes[this.looked % classes.length] as string } } : {},
          );
    if (result.violations.length > 0) throw new Error(JSON.stringify(result.violations));
    const ms = pictureReplyMs(result);
    if (ms === undefined) this.withoutPicture++;
    else this.looks[what].push(ms);
  }
}

export interface BotRun {
  players: 2 | 3 | 4;
  seed: number;
  pictures: boolean;
  /** Stop after this many answers (default: play to the final scores). */
  answers?: number;
  /** More settings, as .env would give them (e.g. AI_WORKERS). */
  env?: Record<string, string>;
  /** More channels of the guild (besides general, game and solo). */
  channels?: string[];
  /** Work the bot does meanwhile (bench/ai.ts: AI seats thinking): started first, stopped at the end. */
  alongside?: (h: Harness) => Promise<() => Promise<void>>;
}

export interface BotFigures {
  /** Interactions that answered a question (each writes the store before the first response). */
  answers: number[];
  /** Every interaction: answers, panels opened, pages, typed commands. */
  all: number[];
  /** Board pictures uploaded during the game. */
  pictures: number;
  /** With pictures: reply times of the pictures people asked for, by what they asked. */
  looks: Record<Look, number[]>;
  /** Pictures asked for whose reply came without one (the pool was full, or drawing failed). */
  looksWithoutPicture: number;
  /** Reads of the store by key during the game (a game, a user's settings…): each a round trip on Redis or PostgreSQL. */
  storeGets: number;
  wallMs: number;
  cpuMs: number;
}

/** The store's `get` calls so far, from the bot's own metrics (hegemony_store_seconds{op="get"}). */
async function storeGets(h: Harness): Promise<number> {
  const { values } = await h.app.metrics.store.get();
  return values
    .filter((v) => v.metricName === 'hegemony_store_seconds_count' && v.labels.op === 'get')
    .reduce((n, v) => n + v.value, 0);
}

/** Plays one whole game through the fake Discord and collects every interaction's latency. */
export async function playScriptedGame(run: BotRun): Promise<BotFigures> {
  const h: Harness = await startHarness({
    quietMs: 2,
    gameSeeds: [`bench-bot-${run.players}-${run.seed}`, `bench-bot-solo-${run.seed}`],
    pictures: run.pictures,
    logLevel: 'info',
    ...(run.env ? { env: run.env } : {}),
    guilds: [{ channels: ['general', 'game', 'solo', ...(run.channels ?? [])] }],
  });
  const stopAlongside = await run.alongside?.(h);
  try {
    const users = ['ana', 'ben', 'cleo', 'dev'].slice(0, run.players).map((n) => h.fake.user(n));
    const solo = h.fake.channel('solo');
    const table = run.pictures
      ? new LookedAtTable(h, users, solo)
      : new Table(h.fake, h.fake.channel('game'), users, () => h.app.bot.context.publisher.idle());
    const started = performance.now();
    const cpu = process.cpuUsage();
    await table.open(run.players);
    if (table instanceof LookedAtTable) {
      // Someone else's solo game against the advanced Capitalist Automa, for /automa.
      const host = h.fake.user('sol');
      const options = { players: 2, automa: 'capitalist', mode: 'advanced' };
      const opened = await host.slash(solo, 'hegemony', { subcommand: 'new', options });
      if (opened.violations.length > 0 || opened.ephemeral) throw new Error('the solo game did not open');
    }
    const rng = seeded(run.seed);
    if (run.answers === undefined) await table.playToEnd(rng);
    else while (table.steps.length < run.answers) await table.step(rng);
    const answers = new Set(table.steps.map((s) => s.result));
    const figures: BotFigures = {
      answers: [],
      all: [],
      // The board's own pictures: not the replies to people who asked for one.
      pictures: h.fake.calls.filter(
        (c) => c.interactionId === undefined && c.files.some((f) => f.name.endsWith('.png')),
      ).length,
      looks: table instanceof LookedAtTable ? table.looks : { board: [], class: [], automa: [] },
      looksWithoutPicture: table instanceof LookedAtTable ? table.withoutPicture : 0,
      storeGets: await storeGets(h),
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

export async function benchBot(quick: boolean, storeUrl?: string): Promise<Record<string, number>> {
  // Quick: the first 150 answers of a 2-player game; otherwise a whole 4-player game.
  const base = quick ? { players: 2 as const, answers: 150 } : { players: 4 as const };
  // On another store (`--store-url redis://…`), where each read is a round trip.
  const run = storeUrl ? { ...base, env: { STORE_URL: storeUrl } } : base;
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
    botStoreGetsPerInteraction: round(plain.storeGets / plain.all.length, 2),
    botGameWallS: round(plain.wallMs / 1000, 1),
    botGameCpuS: round(plain.cpuMs / 1000, 1),
    firstResponseWithPictureP50Ms: median(drawn.answers),
    firstResponseWithPictureP99Ms: percentile(drawn.answers, 99),
    firstResponseWithPictureMaxMs: Math.max(...drawn.answers),
    botPicturesDrawn: drawn.pictures,
    ...boardReplyFigures(drawn),
    botPictureGameWallS: round(drawn.wallMs / 1000, 1),
    botPictureGameCpuS: round(drawn.cpuMs / 1000, 1),
  };
}

/** Reply time of the pictures people asked for (/board, /board class:, /automa), all and by kind. */
function boardReplyFigures(drawn: BotFigures): Record<string, number> {
  const all = LOOKS.flatMap((l) => drawn.looks[l]);
  return {
    boardReplies: all.length,
    boardReplyP50Ms: median(all),
    boardReplyP99Ms: percentile(all, 99),
    boardReplyMaxMs: Math.max(...all),
    boardReplyPublicP50Ms: median(drawn.looks.board),
    boardReplyClassP50Ms: median(drawn.looks.class),
    boardReplyAutomaP50Ms: median(drawn.looks.automa),
    boardRepliesWithoutPicture: drawn.looksWithoutPicture,
  };
}
