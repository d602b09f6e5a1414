/**
 * A game looked back on: each class's chances of winning, moment by moment (before every turn of
 * the Action phase and at the start of every other phase), as the AI estimates them from what
 * anyone watching knew then — every hand and face-down pile drawn afresh (`determinize(…,
 * 'public')`) and the game played on many times (the rollouts of policies.ts) — and the stretches
 * of play that moved them most. Worked out after the game ends, from its options, seed and answers.
 */
import type { ClassId } from '../data/common.ts';
import {
  applyAll,
  createGame,
  type GameOptions,
  type GameState,
  type Option,
  pending,
  sameGame,
  score,
} from '../engine/index.ts';
import { determinize } from './determinize.ts';
import { winShare } from './evaluate.ts';
import { rollout } from './policies.ts';
import { AiRandom } from './random.ts';

/** A finished game as the store keeps it: enough to replay it. */
export interface PlayedGame {
  options: GameOptions;
  seed: string;
  actions: ReadonlyArray<{ seat: ClassId; answers: readonly string[] }>;
  /** The game as it ended: the replay must end there too (a log written under rules changed since may not). */
  state?: GameState | null;
}

/** What a game whose answers no longer replay to the game played fails with (its message crosses threads). */
export const NOT_REPLAYABLE = 'the game no longer replays under the current rules';

/**
 * What a seat opened its turn with: the option of its turn menu (or of its Automa's action), as the
 * engine offered it — ids and keys, for whoever shows the moment to word it in the reader's language.
 */
export interface Opening extends Pick<Option, 'id' | 'said'> {
  /** The question it answered. */
  kind: 'turn' | 'automa.action';
  /** The option's value (a turn menu's: the card, the action or the trigger chosen). */
  value: unknown;
}

/**
 * Where a moment stands and what the stretch of play from it was, as ids: the presenters name it
 * ("Capitalist Class: Build a Company (discard a card)", "Elections phase") in the reader's words.
 */
export interface MomentPlace {
  round: number;
  phase: GameState['phase'];
  /** The seat whose turn starts here (Action phase), if any. */
  seat?: ClassId;
  /** What that seat opened its turn with (absent: nothing, or not known). */
  opened?: Opening;
}

/** A moment of the game: where it stood, and each class's chances there. */
export interface Moment extends MomentPlace {
  /** Each seated class's estimated chance of winning here (0–1; shared wins split). */
  chances: Partial<Record<ClassId, number>>;
}

/** A stretch of play that moved the chances most: the moment it starts at, and how the chances moved. */
export interface TurningPoint extends MomentPlace {
  /** Index of the moment the stretch starts at. */
  at: number;
  /** Change of each class's chance over the stretch. */
  moved: Partial<Record<ClassId, number>>;
}

export interface TurningPoints {
  classes: ClassId[];
  moments: Moment[];
  /** The three stretches that moved the chances most, biggest first. */
  top: TurningPoint[];
  /** Imagined games per moment. */
  playouts: number;
}

/** A moment's place in the game, before its chances are known. */
export interface MomentAt extends MomentPlace {
  state: GameState;
}

/** The option a turn opened with, as kept: what names it, not how the engine words it. */
function opening(kind: Opening['kind'], o: Option): Opening {
  return { kind, id: o.id, value: o.value, ...(o.said ? { said: o.said } : {}) };
}

/**
 * The game replayed, with a moment before each turn of the Action phase and at the start of every
 * other phase, and one at the end.
 */
export function momentsOf(game: PlayedGame): MomentAt[] {
  let g = createGame(game.options, game.seed);
  const out: MomentAt[] = [];
  let key = '';
  const mark = (seat?: ClassId, opened?: Opening) => {
    out.push({
      state: g,
      round: g.round,
      phase: g.phase,
      ...(seat ? { seat } : {}),
      ...(opened ? { opened } : {}),
    });
  };
  for (const entry of game.actions) {
    for (const answer of entry.answers) {
      const q = pending(g).find((x) => x.seat === entry.seat);
      const turn = g.phase === 'action' ? g.turn : null;
      const here = turn ? `${g.round}.action.${turn.number}.${turn.seat}` : `${g.round}.${g.phase}`;
      if (here !== key) {
        key = here;
        const opens = q?.seat === turn?.seat && (q?.kind === 'turn' || q?.kind === 'automa.action');
        const first = opens ? q?.options.find((o) => o.id === answer) : undefined;
        if (turn) mark(turn.seat, first && q ? opening(q.kind as Opening['kind'], first) : undefined);
        else mark();
      }
      const next = applyAll(g, entry.seat, [answer]);
      if (!next.ok) throw new Error(NOT_REPLAYABLE);
      g = next.state;
    }
  }
  // Chances read off another game than the one played would be nobody's turning points.
  if (game.state && !sameGame(g, game.state)) throw new Error(NOT_REPLAYABLE);
  mark();
  return out;
}

/** VP of lead at which a class's chance, read from the score alone, is e (2.7) times another's. */
const SCORE_SCALE = 8;

/**
 * With no imagined games to play (AI_MAX_PLAYOUTS=0, for quick tests): the chances read from the
 * score so far alone, a lead of `SCORE_SCALE` VP weighing e times more.
 */
function chancesFromScore(state: GameState, classes: readonly ClassId[]): Partial<Record<ClassId, number>> {
  const vp = new Map(score(state).map((s) => [s.cls, s.total]));
  const best = Math.max(...classes.map((c) => vp.get(c) ?? 0));
  const weights = classes.map((c) => Math.exp(((vp.get(c) ?? 0) - best) / SCORE_SCALE));
  const sum = weights.reduce((a, w) => a + w, 0);
  return Object.fromEntries(classes.map((c, i) => [c, (weights[i] as number) / sum]));
}

/** Each seated class's chance of winning from `state`, as anyone watching could estimate it. */
export function chancesAt(
  state: GameState,
  playouts: number,
  random: AiRandom,
): Partial<Record<ClassId, number>> {
  const classes = Object.keys(state.options.seats) as ClassId[];
  const wins: Partial<Record<ClassId, number>> = {};
  for (const cls of classes) wins[cls] = 0;
  if (state.phase === 'game-over') {
    for (const cls of classes) wins[cls] = winShare({ winners: state.winners ?? [] }, cls);
    return wins;
  }
  if (playouts === 0) return chancesFromScore(state, classes);
  for (let n = 0; n < playouts; n++) {
    const result = rollout(determinize(state, 'public', random), random.seed());
    for (const cls of classes) wins[cls] = (wins[cls] ?? 0) + winShare(result, cls) / playouts;
  }
  return wins;
}

/** The stretches (from one moment to the next) that moved any class's chance most. */
export function biggestMoves(
  moments: readonly Moment[],
  classes: readonly ClassId[],
  count = 3,
): TurningPoint[] {
  const stretches: Array<TurningPoint & { size: number }> = [];
  for (let i = 0; i + 1 < moments.length; i++) {
    const from = moments[i] as Moment;
    const to = moments[i + 1] as Moment;
    const moved: Partial<Record<ClassId, number>> = {};
    let size = 0;
    for (const cls of classes) {
      const d = (to.chances[cls] ?? 0) - (from.chances[cls] ?? 0);
      moved[cls] = d;
      size = Math.max(size, Math.abs(d));
    }
    const { chances: _chances, ...place } = from;
    stretches.push({ ...place, at: i, moved, size });
  }
  return stretches
    .sort((a, b) => b.size - a.size || a.at - b.at)
    .slice(0, count)
    .map(({ size: _size, ...point }) => point);
}

/** The whole picture of a finished game: chances at every moment and the three biggest moves. */
export function turningPoints(game: PlayedGame, playouts: number, seed: string): TurningPoints {
  const random = new AiRandom(seed);
  const classes = Object.keys(game.options.seats) as ClassId[];
  const moments = momentsOf(game).map(({ state, ...m }) => ({
    ...m,
    chances: chancesAt(state, playouts, random),
  }));
  return { classes, moments, top: biggestMoves(moments, classes), playouts };
}
