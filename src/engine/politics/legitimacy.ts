/**
 * The State's Legitimacy tracks (4-player games only): one per class, 1–10, moved by cards,
 * Events and the State's own actions; a Legitimacy token raises the track at once and again at
 * every Scoring (rulebook, State).
 */
import type { ClassId, VotingClass } from '../../data/common.ts';
import { COMPONENT_LIMITS, LEGITIMACY } from '../../data/tables.ts';
import { type Ctx, log } from '../core/flow.ts';
import { statePlays } from '../seats.ts';

export function changeLegitimacy(x: Ctx, cls: ClassId, delta: number) {
  if (!statePlays(x.g) || cls === 'state' || delta === 0) return;
  const legit = x.g.classes.state.legitimacy;
  const before = legit[cls];
  legit[cls] = Math.min(LEGITIMACY.max, Math.max(LEGITIMACY.min, before + delta));
  if (legit[cls] !== before) log(x, 'legitimacy.changes', { class: cls, before, after: legit[cls] });
}

export function tokensInPlay(x: Ctx): number {
  const t = x.g.classes.state.tokens;
  return t.working + t.middle + t.capitalist;
}

/** A Legitimacy token: +1 now and +1 at every Scoring; limited to the 18 in the box. */
export function giveLegitimacyToken(x: Ctx, cls: VotingClass) {
  if (!statePlays(x.g) || tokensInPlay(x) >= COMPONENT_LIMITS.legitimacyTokens) return;
  x.g.classes.state.tokens[cls] += 1;
  log(x, 'legitimacy.token', { class: cls });
  changeLegitimacy(x, cls, 1);
}

/** The IMF halves Legitimacy tracks, rounding up (rules-decisions S2; Crisis Response cards). */
export function halveLegitimacy(x: Ctx, classes: readonly VotingClass[]) {
  if (!statePlays(x.g)) return;
  const legit = x.g.classes.state.legitimacy;
  for (const cls of classes) legit[cls] = Math.ceil(legit[cls] / 2);
}
