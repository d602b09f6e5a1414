/**
 * The Working Class Automa's Strikes and Demonstrations (Strike Token Placement Criteria; the
 * Demonstration's VP losses hit the Capitalist Class first, then the Middle Class, then the State).
 */
import { automa, said } from '../../engine/index.ts';
import { findCompany, industryOf, outputOf } from '../companies.ts';
import { type Ask, type Decision, decide, find, optionOf } from '../context.ts';
import { industries } from '../criteria.ts';
import { most, narrow, prefer } from '../narrow.ts';

export function placeStrike(a: Ask): Decision | undefined {
  const eligible = new Set(automa.strikeable(a.g).map((c) => c.id));
  const companies = a.q.options
    .map((o) => (o.value === 'done' ? undefined : findCompany(a.g, o.value as string)))
    .filter((c): c is NonNullable<typeof c> => !!c && eligible.has(c.id));
  const done = find(a.q, (v) => v === 'done');
  if (companies.length === 0) return decide(done ?? a.q.options[0]);
  const pick = narrow(
    companies,
    [
      prefer(said('bullet.withMachinery'), (c) => c.machinery),
      prefer(said('bullet.onlyOperational'), (c) => automa.onlyOperationalOfIndustry(a.g, c)),
      most(said('bullet.wageGap'), (c) => automa.wageGap(c)),
      industries(['media', 'health', 'education', 'luxury', 'food'], (c) => industryOf(c)),
      most(said('bullet.biggestProduction'), (c) => outputOf(c)),
    ],
    a.roll('strike'),
  );
  return decide(pick ? optionOf(a.q, pick.chosen.id) : done);
}

export function demonstrationLoss(a: Ask): Decision | undefined {
  for (const cls of ['capitalist', 'middle', 'state']) {
    const o = find(a.q, (v) => v === cls);
    if (o) return decide(o);
  }
  return decide(a.q.options[0]);
}

/** As much as it may on each class, in that order. */
export function demonstrationAmount(a: Ask): Decision | undefined {
  const most = Math.max(...a.q.options.map((o) => o.value as number));
  return decide(find(a.q, (v) => v === most));
}
