/** A game with Crisis Response on, a chosen face-up card, and a State that the IMF must rescue. */
import type { GameState } from '../../../../src/engine/game-state.ts';
import { newGame, run, step } from '../../helpers.ts';

/**
 * A 4-player game (or 2–3) where `card` is face up, the State holds 3 Loans (1 allowed at 1C) and
 * an empty Treasury, every class has 100 and no Influence, and the unemployed are all unskilled.
 */
export function bankruptWith(card: string, players: 2 | 3 | 4 = 4): GameState {
  return bankrupt(newGame(players, `crisis-${card}`, { crisisResponse: true }), card);
}

/** `bankruptWith` for a game already made (with Crisis Response on): Automa seats, say. */
export function bankrupt(g: GameState, card: string): GameState {
  const players = g.options.players;
  const cr = g.crisisResponse as NonNullable<GameState['crisisResponse']>;
  const id = `crisis.${card}`;
  cr.draw = cr.draw.filter((c) => c !== id);
  if (cr.current && cr.current !== id) cr.draw.unshift(cr.current);
  cr.current = id;
  if (players === 4) g.classes.state.loans = 3;
  else g.treasuryLoans = 3;
  g.treasury = 0;
  g.classes.working.money = 100;
  g.classes.middle.money = 100;
  g.classes.capitalist.revenue = 100;
  g.classes.capitalist.capital = 0;
  for (const cls of ['working', 'middle', 'capitalist', 'state'] as const) g.classes[cls].influence = 0;
  for (const w of g.workers) if (w.at === 'unemployed') w.skill = null;
  g.classes.state.legitimacy = { working: 8, middle: 7, capitalist: 6 };
  return g;
}

/** Runs the Check IMF step; returns the log. */
export function checkImf(g: GameState): string[] {
  return run(g, step('production.imf'));
}

/** Puts a card on top of the Crisis Response draw pile (the next one revealed). */
export function nextCard(g: GameState, card: string) {
  const cr = g.crisisResponse as NonNullable<GameState['crisisResponse']>;
  const id = `crisis.${card}`;
  cr.draw = [...cr.draw.filter((c) => c !== id), id];
}

/** The card now face up. */
export function faceUp(g: GameState): string | null {
  return g.crisisResponse?.current ?? null;
}
