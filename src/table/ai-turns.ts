/**
 * The AI answering at the table. Thinking takes seconds, on the AI's worker threads (src/ai/
 * pool.ts), so an AI seat does not answer inside the change that made it wait, as an Automa does:
 * once a change is saved, this watcher sees the AI is waited for, asks the thinker, and gives its
 * answer as a change of its own (`GameService.answerForAi`) — only if the seat is still asked the
 * same question by then (an undo, a seat handed back or the game abandoned meanwhile drop it). Its
 * answers are logged like anyone's (`userId: 'driver'`), so the game replays with no thinking.
 *
 * The AI plays its own seats and, where the game says so, an absent player's seat as its
 * autopilot (ai-seats.ts `aiPlays`). A question with one option it answers at once, in the change
 * that asked it (`AI_FORCED`). After a restart, `start` looks at every game in play.
 */
import type { AiLevel } from '../ai/levels.ts';
import type { AiPriority, AiThought } from '../ai/pool.ts';
import type { PlayedGame, TurningPoints } from '../ai/turning-points.ts';
import type { ClassId } from '../data/common.ts';
import { type GameState, pending, type Question, type Said, said } from '../engine/index.ts';
import type { Logger } from '../log.ts';
import type { GameRecord } from '../store/types.ts';
import { aiLevelOf, aiPlays } from './ai-seats.ts';
import { SIMPLE_AUTOPILOT } from './autopilot.ts';
import type { GameChange, GameWatcher } from './change.ts';
import type { GuildScope } from './guild-scope.ts';
import { optionSaid, type SeatDriver, type SeatDrivers } from './seat-drivers.ts';

/** Where the AI thinks (the worker pool of src/ai/pool.ts, or a test's). */
export interface AiThinker {
  think(
    request: { state: GameState; seat: ClassId; level: AiLevel },
    priority?: AiPriority,
  ): Promise<AiThought>;
}

/** Where the AI thinks and looks back on finished games (src/ai/pool.ts). */
export interface AiEngine extends AiThinker {
  turningPoints(gameId: string, game: PlayedGame): Promise<TurningPoints>;
}

/** The AI's answer to one question instance of a seat it plays. */
export interface AiAnswerInput {
  gameId: string;
  seat: ClassId;
  /** The question it answers: asked at this version, of this kind… */
  askedAt: number;
  kind: string;
  /** …in this state version (a secret question stays the same while other seats answer it). */
  version: number;
  answer: string;
  /** Its line for the channel, if any. */
  why?: Said;
}

/** The game service's side: give the AI's answer, if the seat is still asked that question. */
export interface AiAnswerer {
  answerForAi(guildId: string, channelId: string, input: AiAnswerInput): Promise<GameRecord | null>;
  get(guildId: string, channelId: string): Promise<GameRecord | undefined>;
}

/**
 * The AI's line for the channel: its main move of a turn, like an Automa's ("🧠 Capitalist Class
 * (AI): Build a Company (discard a card)."); as an autopilot, every answer, as the autopilot says
 * them. A secret answer says nothing.
 */
export function aiLine(record: GameRecord, question: Question, answer: string): Said | undefined {
  if (question.secret) return undefined;
  const option = optionSaid(question, answer);
  if (!aiLevelOf(record, question.seat)) return said('driver.autopilotAsAi', { option });
  return question.kind === 'turn' ? said('driver.ai', { class: question.seat, option }) : undefined;
}

/** A seat the AI plays answers a question with one option at once, in the change that asked it. */
export const AI_FORCED: SeatDrivers = (record, seat, state) => {
  if (!aiPlays(record, seat, state)) return undefined;
  const q = pending(state).find((x) => x.seat === seat);
  return q?.options.length === 1 ? forcedDriver(record) : undefined;
};

function forcedDriver(record: GameRecord): SeatDriver {
  return {
    name: 'AI',
    choose(_state, question) {
      const answer = (question.options[0] as Question['options'][number]).id;
      const why = aiLine(record, question, answer);
      return why ? { answer, why } : { answer };
    },
  };
}

/** The seats the AI plays now are left to it: no other autopilot answers them. */
export function unlessAi(drivers: SeatDrivers): SeatDrivers {
  return (record, seat, state) => (aiPlays(record, seat, state) ? undefined : drivers(record, seat, state));
}

export class AiTurns implements GameWatcher {
  /** The question each seat's AI is thinking about, by `<guild>:<channel>:<seat>`. */
  private readonly thinking = new Map<string, string>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly deps: {
      answerer: AiAnswerer;
      thinker: AiThinker;
      scope: GuildScope;
      log: Logger;
      /** The channels with a game (for `start`). */
      listGames(): Promise<Array<{ guildId: string; channelId: string }>>;
    },
  ) {}

  /** After a restart: the AI thinks again wherever it is waited for. */
  async start(): Promise<void> {
    const games = (await this.deps.listGames()).filter((g) => this.deps.scope.owns(g.guildId));
    for (const g of games) {
      const record = await this.deps.answerer.get(g.guildId, g.channelId).catch(() => undefined);
      if (record) this.look(record);
    }
  }

  changed(change: GameChange): void {
    this.look(change.record);
  }

  /** Starts the AI thinking for every seat it plays that is asked something now. */
  private look(record: GameRecord) {
    const state = record.state;
    if (this.stopped || !state || record.status !== 'playing' || !this.deps.scope.owns(record.guildId))
      return;
    const seen = new Set<ClassId>();
    for (const q of pending(state)) {
      if (seen.has(q.seat)) continue;
      seen.add(q.seat);
      const level = aiPlays(record, q.seat, state);
      if (!level) continue;
      const key = `${record.guildId}:${record.channelId}:${q.seat}`;
      const instance = `${record.id}:${q.kind}:${q.askedAt}:${q.secret ? '' : state.version}`;
      if (this.thinking.get(key) === instance) continue;
      this.thinking.set(key, instance);
      const work = this.play(record, state, q, level).finally(() => {
        if (this.thinking.get(key) === instance) this.thinking.delete(key);
        this.running.delete(work);
      });
      this.running.add(work);
    }
  }

  private async play(record: GameRecord, state: GameState, q: Question, level: AiLevel): Promise<void> {
    const where = { guild: record.guildId, channel: record.channelId, game: record.id, seat: q.seat };
    let answer: string;
    try {
      const thought = await this.deps.thinker.think({ state, seat: q.seat, level }, 'game');
      answer = thought.answer;
      this.deps.log.info(
        { ...where, ms: Math.round(thought.ms), playouts: thought.playouts },
        'the AI answered',
      );
    } catch (error) {
      if (this.stopped) return;
      // The game must not wait for ever: the simple autopilot answers instead.
      this.deps.log.warn({ ...where, err: error }, 'the AI could not think; the simple autopilot answers');
      answer = SIMPLE_AUTOPILOT.choose(state, q).answer;
    }
    if (this.stopped) return;
    const why = aiLine(record, q, answer);
    try {
      await this.deps.answerer.answerForAi(record.guildId, record.channelId, {
        gameId: record.id,
        seat: q.seat,
        askedAt: q.askedAt,
        kind: q.kind,
        version: state.version,
        answer,
        ...(why ? { why } : {}),
      });
    } catch (error) {
      this.deps.log.warn({ ...where, err: error }, 'the AI answer could not be saved');
    }
  }

  /** Resolves once every thought started so far is answered (and those its answers started). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.running]);
  }
}
