/**
 * A finished game's turning points (src/ai/turning-points.ts): worked out on the AI's worker
 * threads in the background once the game ends — as the lowest of its jobs, after every AI seat's
 * turn and every hint — and kept (HindsightStore) for `/game show` and the final scores' button.
 * Asked for before they are ready (or after a restart lost the work), they are started then.
 */
import { NOT_REPLAYABLE, type TurningPoints } from '../ai/turning-points.ts';
import type { Logger } from '../log.ts';
import type { HindsightStore } from '../store/hindsight.ts';
import type { GameRecord } from '../store/types.ts';
import type { AiEngine } from './ai-turns.ts';
import type { GameChange, GameWatcher } from './change.ts';
import type { GuildScope } from './guild-scope.ts';

/** Ready, being worked out, or never: the game's answers no longer replay to it (the rules changed since it was played). */
export type TurningPointsNow = { ready: TurningPoints } | { working: true } | { unreplayable: true };

/**
 * Whether kept turning points name their moves by what happened (each move's phase, and the option
 * its turn opened with), as the presenters word them in the reader's language. Those kept before
 * (each move named by an English `label` only) are worked out again when asked for.
 */
function namesItsMoves(points: TurningPoints): boolean {
  return points.top.every((p) => typeof p.phase === 'string');
}

export class TurningPointsKeeper implements GameWatcher {
  /** Games being worked out, by `<guild>:<game>`. */
  private readonly working = new Map<string, Promise<void>>();
  /** Games whose answers no longer replay to them: asked again, they are not worked out again. */
  private readonly unreplayable = new Set<string>();
  private stopped = false;

  constructor(
    private readonly deps: { ai: AiEngine; store: HindsightStore; scope: GuildScope; log: Logger },
  ) {}

  changed(change: GameChange): void {
    const r = change.record;
    if (r.status === 'finished' && r.state?.phase === 'game-over' && this.deps.scope.owns(r.guildId))
      this.start(r);
  }

  /** The game's turning points if they are ready; otherwise they are being worked out (started now if need be). */
  async of(record: GameRecord): Promise<TurningPointsNow> {
    const key = `${record.guildId}:${record.id}`;
    if (this.unreplayable.has(key)) return { unreplayable: true };
    if (!this.working.has(key)) {
      const kept = (await this.deps.store.get(record.guildId, record.id)) as TurningPoints | undefined;
      if (kept && namesItsMoves(kept)) return { ready: kept };
      this.start(record);
    }
    return { working: true };
  }

  private start(record: GameRecord) {
    const key = `${record.guildId}:${record.id}`;
    if (this.stopped || this.working.has(key) || record.status !== 'finished') return;
    const where = { guild: record.guildId, channel: record.channelId, game: record.id };
    const game = { options: record.options, seed: record.seed, actions: record.actions, state: record.state };
    const work = this.deps.ai
      .turningPoints(record.id, game)
      .then(async (points) => {
        if (this.stopped) return;
        await this.deps.store.put(record.guildId, record.id, points);
        this.deps.log.info({ ...where, moments: points.moments.length }, 'turning points worked out');
      })
      .catch((error: unknown) => {
        if (this.stopped) return;
        if (String(error).includes(NOT_REPLAYABLE)) {
          this.unreplayable.add(key);
          this.deps.log.info(where, 'turning points: the game no longer replays under the current rules');
        } else this.deps.log.warn({ ...where, err: error }, 'turning points failed');
      })
      .finally(() => this.working.delete(key));
    this.working.set(key, work);
  }

  /** Resolves once every game being worked out is done. */
  async idle(): Promise<void> {
    while (this.working.size > 0) await Promise.allSettled([...this.working.values()]);
  }

  /** Nothing more is saved; work in hand is dropped (the AI's pool stops it), and done again when asked for. */
  stop(): void {
    this.stopped = true;
  }
}
