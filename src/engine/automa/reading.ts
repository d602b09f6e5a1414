/**
 * Reading a state for one decision: while it is read, the look-ups the rules share (each Company's
 * Workers, each class's Population…) are worked out once, as they are while a question is asked.
 * The state must not change while it is read.
 *
 * An advanced Automa's checks read the board just before it is asked for its move, and its move is
 * decided by the same facts (what its class could buy, employ, build, export): the facts the checks
 * worked out are kept for that decision. They hold for any state whose Automa has this turn's
 * checks (the record the checks wrote, which copies of the state share) at the same version, its
 * move still asked — no answer since, so the same board — be it the state the checks read or a
 * copy of it (a search's forks, `apply`). Only the last turn's are kept: they are for the decision
 * asked next.
 */
import type { AutomaClass } from '../../data/automa/index.ts';
import { askingScope, type Scope, whileAsking } from '../core/memo.ts';
import type { CheckMove, GameState } from '../game-state.ts';
import { type Known, knowing, known } from './facts.ts';

interface TurnFacts {
  cls: AutomaClass;
  /** The checks' record of the turn: shared by every copy of the state they were made in. */
  checks: CheckMove[];
  version: number;
  known: Known;
}

let turnFacts: TurnFacts | null = null;

/** The step that asks an Automa for its move (turn.ts). */
const MOVE_STEP = 'automa.action';

/** Keeps what the checks of `cls` worked out, in `scope`, for the move asked next. */
export function keepTurnFacts(g: GameState, cls: AutomaClass, scope: Scope) {
  const checks = g.automa?.[cls]?.checks;
  if (!checks) return;
  turnFacts = { cls, checks, version: g.version, known: readingWithin(g, scope, () => known(g)) };
}

/** The facts kept for this board, if they are: the move the checks were read for is still asked. */
function keptFor(g: GameState): Known | undefined {
  const kept = turnFacts;
  return kept &&
    kept.version === g.version &&
    g.automa?.[kept.cls]?.checks === kept.checks &&
    g.flow[g.flow.length - 1]?.t === MOVE_STEP
    ? kept.known
    : undefined;
}

export function reading<T>(g: GameState, read: () => T): T {
  const kept = keptFor(g);
  if (!kept) return whileAsking(g, read);
  return whileAsking(g, () => {
    knowing(g, kept);
    return read();
  });
}

/** Look-ups to share between several readings of a state that does not change in between. */
export function readingScope(g: GameState): Scope {
  return askingScope(g);
}

/** A reading within `shared` (look-ups already worked out there are reused). */
export function readingWithin<T>(g: GameState, shared: Scope, read: () => T): T {
  return whileAsking(g, read, shared);
}
