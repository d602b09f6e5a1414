/**
 * Automa setup (Crisis & Control, Automas Setup): an Automa's class is set up as usual but without
 * Action cards; its 30 AI cards are shuffled into a face-down pile and, in advanced mode, its
 * priority cards are laid out in the starting rows (decisions.md #10: the rows of components
 * reference §2.14).
 */
import { AUTOMAS } from '../../data/automa/index.ts';
import { VOTING_CLASSES, type VotingClass } from '../../data/common.ts';
import { withChanges } from '../core/copy.ts';
import { nextInt, shuffle } from '../core/rng.ts';
import type { AutomaMode, AutomaState, GameState, PriorityRows } from '../game-state.ts';

function startingRows(cls: VotingClass): PriorityRows {
  const start = AUTOMAS[cls].startingRows;
  return {
    actions: start.actionRows.map((row) => [...row]),
    policies: start.policyRows.map((row) => [...row]),
    setAside: [...start.setAside],
    removed: [],
    actionsAside: [],
  };
}

export function newAutomaState(g: GameState, cls: VotingClass, mode: AutomaMode): AutomaState {
  const a: AutomaState = {
    mode,
    pile: shuffle(
      g.rng,
      AUTOMAS[cls].aiCards.map((c) => c.id),
    ),
    discard: [],
    card: null,
    luck: nextInt(g.rng, 2 ** 31),
    last: null,
    revealed: [],
  };
  if (mode === 'advanced') a.rows = startingRows(cls);
  return a;
}

/** Sets up the Automa seats the options name; a game without them gets no `automa` state. */
export function setUpAutomas(g: GameState) {
  for (const cls of VOTING_CLASSES) {
    const seat = g.options.seats[cls];
    if (seat?.kind !== 'automa') continue;
    g.automa = withChanges(g.automa, { [cls]: newAutomaState(g, cls, seat.mode) });
  }
}
