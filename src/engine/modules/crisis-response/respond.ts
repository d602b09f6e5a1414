/**
 * What the IMF does with Crisis Response on (decisions.md #2; components reference §2.14, §3.2):
 * the face-up card's steps replace the base IMF's. A card that does not apply now (its
 * requirement fails, or its Bond program falls short) is set aside and the next card is resolved
 * instead (rules-decisions X9). Otherwise, in the card's order: Bills discarded (+1 Influence to
 * each owner), Policies set (Lock tokens placed), the additional effects, Pay Off Loans (55 each
 * while able, the rest written off), Legitimacy lost; then the card is discarded and the next one
 * revealed.
 */
import { VOTING_CLASSES } from '../../../data/common.ts';
import type { CrisisResponseCard } from '../../../data/crisis-response.ts';
import { auto, type Ctx, list, log, queue, said } from '../../core/flow.ts';
import { discardAllBills } from '../../politics/elections.ts';
import { payOffLoansOrWriteOff } from '../../politics/imf.ts';
import { changeLegitimacy, halveLegitimacy } from '../../politics/legitimacy.ts';
import { setPolicy } from '../../politics/policies.ts';
import { statePlays } from '../../seats.ts';
import { conditionsHold } from '../conditions.ts';
import { crisisCard, crisisOf, revealNext } from './deck.ts';
import { runEffect } from './effects.ts';

/** Effects that qualify the Policy changes: they apply first (rules-decisions C2). */
const BEFORE_POLICIES = new Set(['public-company-cost']);

type Part =
  | { kind: 'bills' | 'policies' | 'loans' | 'legitimacy' | 'done' }
  | { kind: 'effect'; index: number };

/** A card's parts in the order they are carried out. */
function partsOf(card: CrisisResponseCard): Part[] {
  const effects = card.effects.map((e, index) => ({
    kind: 'effect' as const,
    index,
    first: BEFORE_POLICIES.has(e.effect),
  }));
  return [
    { kind: 'bills' },
    ...effects.filter((e) => e.first),
    { kind: 'policies' },
    ...effects.filter((e) => !e.first),
    ...(card.payOffLoans ? [{ kind: 'loans' as const }] : []),
    { kind: 'legitimacy' },
    { kind: 'done' },
  ];
}

/** The IMF intervenes: the face-up card is resolved. */
export function respondToCrisis(x: Ctx) {
  queue(x, resolveCard({}));
}

const resolveCard = auto('crisis.resolve', (x) => {
  const g = x.g;
  const card = crisisCard(crisisOf(g).current);
  if (!card) return;
  if (!conditionsHold(g, card.requires, { self: 'state' })) {
    log(x, 'crisis.setAside', { card: card.id });
    queue(x, setAside({}));
    return;
  }
  log(x, 'crisis.intervenes', { card: card.id });
  // rules-decisions S3: income taxes this round use the Labor Market section from before the IMF.
  g.incomeTaxLabor = g.policies[2];
  queue(x, cardPart({ card: card.id, part: 0 }));
});

/** The face-up card is discarded unused and the next one is resolved instead. */
const setAside = auto('crisis.set-aside', (x) => {
  revealNext(x);
  queue(x, resolveCard({}));
});

const cardPart = auto<{ card: string; part: number }>('crisis.part', (x, s) => {
  const card = crisisCard(s.card);
  if (!card) return;
  const part = partsOf(card)[s.part];
  if (!part) return;
  const then = cardPart({ card: s.card, part: s.part + 1 });
  if (part.kind === 'effect') {
    runEffect(x, card.effects[part.index] as CrisisResponseCard['effects'][number], then, setAside({}));
    return;
  }
  if (part.kind === 'done') {
    crisisOf(x.g).resolved.push(card.id);
    revealNext(x);
    return;
  }
  carryOut(x, card, part.kind);
  queue(x, then);
});

function carryOut(x: Ctx, card: CrisisResponseCard, part: 'bills' | 'policies' | 'loans' | 'legitimacy') {
  const g = x.g;
  const cr = crisisOf(g);
  switch (part) {
    case 'bills': {
      const d = card.discardBills;
      if (d.kind === 'none') return;
      const why = said('bill.why.crisis', { card: card.id });
      if (d.kind === 'all') discardAllBills(x, why);
      else if (d.kind === 'only') discardAllBills(x, why, (p) => d.policies.includes(p));
      else discardAllBills(x, why, (p) => !d.policies.includes(p));
      return;
    }
    case 'policies': {
      for (const p of card.policies) setPolicy(x, p.policy, p.set);
      cr.locks = card.policies.filter((p) => p.locked).map((p) => p.policy);
      if (cr.locks.length > 0)
        log(x, 'crisis.locked', {
          policies: list(
            cr.locks.map((policy) => said('policyName', { policy })),
            'comma',
          ),
        });
      return;
    }
    case 'loans':
      payOffLoansOrWriteOff(x);
      return;
    case 'legitimacy': {
      const lost = card.legitimacyLost;
      if (lost.kind === 'change') for (const c of lost.changes) changeLegitimacy(x, c.class, c.change);
      else if (lost.kind === 'halve') {
        halveLegitimacy(x, lost.classes);
        if (statePlays(g))
          log(x, 'crisis.legitimacyHalved', {
            classes: list(
              lost.classes.map((c) => said('className', { class: c })),
              'comma',
            ),
          });
      } else if (lost.kind === 'per-money-taken') {
        for (const cls of VOTING_CLASSES)
          changeLegitimacy(x, cls, Math.floor((cr.taken?.[cls] ?? 0) / lost.per) * lost.change);
        delete cr.taken;
      }
      return;
    }
  }
}
