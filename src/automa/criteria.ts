/**
 * Bullets that several Instruction cards share (components reference §2.14; rules-decisions X18).
 */
import type { Industry } from '../data/common.ts';
import { ACTIONS, WELFARE } from '../data/tables.ts';
import { type GameState, list, said } from '../engine/index.ts';
import { employedByIndustry, industryOf, workersAt } from './companies.ts';
import { type Criterion, inOrder } from './narrow.ts';

/** Whether the State produces this Public Service now (an operational Public Company of it). */
function produced(g: GameState, industry: 'health' | 'education'): boolean {
  return g.companies.some(
    (c) => c.owner === 'state' && industryOf(c) === industry && workersAt(g, c.id).length > 0,
  );
}

/**
 * "Healthcare or Education": the one whose Public Service is not produced, else the cheaper (or
 * the more expensive) of the two at the State's prices; options of other industries are not described.
 */
export function healthOrEducation<T>(
  g: GameState,
  prefer: 'cheaper' | 'more-expensive',
  industry: (o: T) => Industry | undefined,
): Criterion<T> {
  const price = (i: 'health' | 'education') => WELFARE.price[g.policies[i === 'health' ? 4 : 5]];
  const rankOf = (i: 'health' | 'education') => {
    const other = i === 'health' ? 'education' : 'health';
    const notProduced =
      !produced(g, i) && produced(g, other) ? 0 : produced(g, i) && !produced(g, other) ? 2 : 1;
    const cheaper = price(i) < price(other) ? 0 : price(i) > price(other) ? 1 : 0.5;
    return notProduced + (prefer === 'cheaper' ? cheaper : 1 - cheaper) / 4;
  };
  // Each of the two ranked once (each option of them asks: a look at every Public Company).
  const ranks: { health?: number; education?: number } = {};
  return {
    text: said('bullet.healthOrEducation'),
    rank: (o) => {
      const i = industry(o);
      if (i !== 'health' && i !== 'education') return null;
      ranks[i] ??= rankOf(i);
      return ranks[i];
    },
  };
}

export function industries<T>(
  order: readonly Industry[],
  industry: (o: T) => Industry | undefined,
): Criterion<T> {
  // "Agricultural, Luxury, Media": the industries by their adjectives (`automaWhy.bullet.industry.*`).
  const text = said('bullet.industries', {
    industries: list(
      order.map((i) => said(`bullet.industry.${i}`)),
      'comma',
    ),
  });
  return inOrder(text, order, (o: T) => industry(o) as Industry);
}

/**
 * "A Trade Union requirement would be met" (and its opposite, "does not enable a Trade Union"):
 * the industry has no Trade Union yet, and its employed Working Class Workers plus `added` more
 * reach the number a Trade Union needs.
 */
export function unionRequirementMet(
  g: GameState,
): (industry: Industry | undefined, added: number) => boolean {
  const employed = employedByIndustry(g, 'working');
  const unions = new Set(g.workers.filter((w) => w.at === 'union').map((w) => w.skill));
  return (industry, added) =>
    !!industry &&
    !unions.has(industry) &&
    (employed.get(industry) ?? 0) + added >= ACTIONS.tradeUnionMinWorkers;
}
