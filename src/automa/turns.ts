/**
 * Automa turns as data: the engine's record of each turn (its AI card, every CHECK line, the rows
 * before and after: `AutomaState.trace`) joined with the Automa's decisions in it (its move, then
 * each question of the turn, bullet by bullet). A game played with the Automa driver is traced as
 * it goes (`TurnTracer`); a game already played is traced by replaying its log and asking the
 * driver again — it is pure, so it gives the same answers, and says why (`replayTurns`).
 */
import type { AutomaClass } from '../data/automa/index.ts';
import type { ClassId } from '../data/common.ts';
import {
  type AutomaMode,
  type AutomaTurnRecord,
  applyAll,
  automa,
  createGame,
  type GameOptions,
  type GameState,
  pending,
  type Question,
} from '../engine/index.ts';
import type { Decision } from './context.ts';
import { decideFor } from './driver.ts';
import type { DecisionTrace } from './trace.ts';

/** One Automa turn, every decision of it. */
export interface AutomaTurnTrace {
  seat: AutomaClass;
  mode: AutomaMode;
  round: number;
  turn: number;
  /** The engine's record: AI card, Free Actions at the start, rows and checks, the move, rows after. */
  record: AutomaTurnRecord;
  /** Its move first, then each question it answered in the turn. */
  decisions: DecisionTrace[];
}

/** Follows a game's Automa answers and gathers them into turns. */
export class TurnTracer {
  readonly turns: AutomaTurnTrace[] = [];
  private readonly open = new Map<ClassId, AutomaTurnTrace>();

  /** An Automa seat answers `q` in `state` with `d` (before it is applied). */
  answered(state: GameState, q: Question, d: Decision) {
    const a = automa.automaOf(state, q.seat);
    if (!a || q.seat === 'state' || !d.trace) return;
    if (q.kind === 'automa.action') {
      const turn: AutomaTurnTrace = {
        seat: q.seat,
        mode: a.mode,
        round: state.round,
        turn: state.turn?.number ?? 0,
        record: structuredClone(a.trace ?? { round: state.round, turn: 0, card: a.card ?? '', atStart: [] }),
        decisions: [d.trace],
      };
      this.turns.push(turn);
      this.open.set(q.seat, turn);
      return;
    }
    // A question of its own turn (not one another player's card or the Elections put to it).
    const turn = this.open.get(q.seat);
    if (turn && state.round === turn.round && state.turn?.seat === q.seat && state.turn.number === turn.turn)
      turn.decisions.push(d.trace);
  }

  /** An answer (anyone's) was applied: the open turns take what the engine recorded of them since. */
  applied(state: GameState) {
    for (const [seat, turn] of this.open) {
      const record = automa.automaOf(state, seat)?.trace;
      if (
        record &&
        record.round === turn.round &&
        record.turn === turn.turn &&
        record.card === turn.record.card
      )
        turn.record = structuredClone(record);
      else this.open.delete(seat);
    }
  }
}

/** What a replay needs of a game: its options, seed and answers in order. */
export interface PlayedGame {
  options: GameOptions;
  seed: string;
  actions: ReadonlyArray<{ seat: ClassId; answers: readonly string[] }>;
}

/** Applies a game's answers from `state`, the Automa seats' answers traced. */
function traceFrom(state: GameState, game: PlayedGame, from: number): AutomaTurnTrace[] {
  const tracer = new TurnTracer();
  let g = state;
  for (const [i, entry] of game.actions.slice(from).entries()) {
    const traced = game.options.seats[entry.seat]?.kind === 'automa';
    for (const answer of entry.answers) {
      const q = traced ? pending(g).find((p) => p.seat === entry.seat) : undefined;
      if (q) tracer.answered(g, q, decideFor(g, q));
      const next = applyAll(g, entry.seat, [answer]);
      if (!next.ok) throw new Error(`the game does not replay at entry ${from + i}: ${next.code}`);
      g = next.state;
      if (traced) tracer.applied(g);
    }
  }
  return tracer.turns;
}

/**
 * The Automa turns of a game already played, from its log: the game is replayed and each Automa
 * answer asked of the driver again, with its trace. (A driver that would now answer otherwise — a
 * game played before a rule fix — is traced as it answers now; the logged answer is applied.)
 */
export function replayTurns(game: PlayedGame): AutomaTurnTrace[] {
  return traceFrom(createGame(game.options, game.seed), game, 0);
}

/** A seat's last Automa turn in a game already played: a plain replay to its start, then traced. */
export function lastTurnOf(game: PlayedGame, seat: AutomaClass): AutomaTurnTrace | undefined {
  let state = createGame(game.options, game.seed);
  let start: { index: number; state: GameState } | undefined;
  for (const [index, entry] of game.actions.entries()) {
    // Its turn's record is there without a move yet: this answer is the move (`automa.action`).
    const record = automa.automaOf(state, seat)?.trace;
    if (entry.seat === seat && record && record.move === undefined) start = { index, state };
    const next = applyAll(state, entry.seat, entry.answers);
    if (!next.ok) throw new Error(`the game does not replay at entry ${index}: ${next.code}`);
    state = next.state;
  }
  return start && traceFrom(start.state, game, start.index).find((t) => t.seat === seat);
}
