/**
 * Automa stand-ins, for a search's imagined games (src/ai/): the same game with some seats played
 * from now on by their class's Automa — a quick, sound player for the rest of the game, where no
 * person will answer. A stand-in starts as an Automa starts a game (its AI cards shuffled with the
 * game's generator, its starting rows in advanced mode); the class keeps its board, and the hand it
 * holds is simply never played (an Automa plays from its AI cards). There is no State Automa, so
 * the State cannot have a stand-in. The real game never has one: the table plays what people and
 * drivers answer. In an imagined game no Automa keeps its turns' record (`AutomaState.untraced`).
 */
import type { ClassId, VotingClass } from '../../data/common.ts';
import { withChanges } from '../core/copy.ts';
import { fork } from '../fork.ts';
import type { AutomaMode, GameOptions, GameState } from '../game-state.ts';
import { newAutomaState } from './setup.ts';

/**
 * The options with those seats given to Automas, made once per options and seats: the rules are
 * put together once per options object (ruleset.ts), so every imagined game shares them.
 */
const standInOptions = new WeakMap<GameOptions, Map<string, GameOptions>>();

function optionsWith(options: GameOptions, classes: readonly VotingClass[], mode: AutomaMode): GameOptions {
  let byKey = standInOptions.get(options);
  if (!byKey) {
    byKey = new Map();
    standInOptions.set(options, byKey);
  }
  const key = `${mode}:${classes.join(',')}`;
  let made = byKey.get(key);
  if (!made) {
    const seats = { ...options.seats };
    for (const cls of classes) seats[cls] = { kind: 'automa', mode };
    made = withChanges(options, { seats });
    byKey.set(key, made);
  }
  return made;
}

/**
 * A fork of `state` in which each of `classes` that is not an Automa already is played by its
 * class's Automa in `mode` from now on. A question the class was already asked (the rest of its
 * turn) is still a person's question, for whoever answers the imagined game to answer. Its Automas,
 * stand-ins or not, play untraced.
 */
export function withAutomaStandIns(
  state: GameState,
  classes: readonly ClassId[],
  mode: AutomaMode,
): GameState {
  const g = fork(state);
  const added = classes.filter(
    (c): c is VotingClass => c !== 'state' && state.options.seats[c] !== undefined && !state.automa?.[c],
  );
  if (added.length > 0) {
    g.options = optionsWith(state.options, added, mode);
    g.automa = withChanges(g.automa, {}); // keys added below: not a spread (core/copy.ts)
    for (const cls of added) g.automa[cls] = newAutomaState(g, cls, mode);
  }
  untraced(g);
  return g;
}

/**
 * Every Automa of an imagined game plays without keeping its turns' record (nobody reads it): the
 * fork's own copies are marked, the record of a turn the real game played left behind.
 */
function untraced(g: GameState) {
  const automa = g.automa;
  for (const cls in automa) {
    const a = automa[cls as VotingClass];
    if (!a || a.untraced) continue;
    a.trace = undefined;
    a.untraced = true;
  }
}
