/**
 * The Crisis Response deck (Crisis & Control rulebook, Crisis Response setup): the 10 cards are
 * shuffled and the top one is revealed; it is what the IMF does when it next intervenes, and after
 * use (or when it is set aside) the next card is revealed.
 */
import { CRISIS_RESPONSE_CARDS, type CrisisResponseCard } from '../../../data/crisis-response.ts';
import { type Ctx, log } from '../../core/flow.ts';
import { shuffle } from '../../core/rng.ts';
import { drawFrom } from '../../draw.ts';
import type { CrisisResponseState, GameState } from '../../game-state.ts';

const BY_ID = new Map(CRISIS_RESPONSE_CARDS.map((c) => [c.id, c]));

export function crisisCard(id: string | null | undefined): CrisisResponseCard | undefined {
  return id ? BY_ID.get(id) : undefined;
}

/** The module's state (set up with the game). */
export function crisisOf(g: GameState): CrisisResponseState {
  const cr = g.crisisResponse;
  if (!cr) throw new Error('Crisis Response is not set up in this game');
  return cr;
}

export function setUpCrisisDeck(x: Ctx) {
  const draw = shuffle(
    x.g.rng,
    CRISIS_RESPONSE_CARDS.map((c) => c.id),
  );
  x.g.crisisResponse = { draw, discard: [], current: null, locks: [], bonds: [], resolved: [] };
  revealNext(x);
}

/** The face-up card goes to the discard pile (if any) and the next one is revealed. */
export function revealNext(x: Ctx) {
  const cr = crisisOf(x.g);
  if (cr.current) cr.discard.push(cr.current);
  cr.current = drawFrom(x.g, cr) ?? null;
  const card = crisisCard(cr.current);
  if (card) log(x, 'crisis.revealed', { card: card.id });
}
