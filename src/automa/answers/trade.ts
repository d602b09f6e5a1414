/**
 * Selling: to the Foreign Market (the card's extra sale first, then the best-paid transactions),
 * Business Deals (into the Free Trade Zone when there is room: no tariff), to the State (as much as
 * the card allows). No Instruction card ranks these; the Automa takes what pays most.
 */
import { EXPORT_CARDS } from '../../data/decks.ts';
import { type Ask, type Decision, decide, find } from '../context.ts';

type SaleValue = 'done' | 'extra' | { kind: 't'; of: number } | { kind: 'extra'; of: number };

export function sellForeign(a: Ask): Decision | undefined {
  const extra = find<SaleValue>(a.q, (v) => v === 'extra');
  if (extra) return decide(extra);
  // The best-paid transaction of the current Export card.
  const transactions = a.q.options.filter(
    (o) => typeof o.value === 'object' && (o.value as { kind: string }).kind === 't',
  );
  const best = [...transactions].sort((x, y) => priceOf(a, y.value) - priceOf(a, x.value))[0];
  return decide(best ?? find(a.q, (v) => v === 'done') ?? a.q.options[0]);
}

function priceOf(a: Ask, value: unknown): number {
  const i = (value as { of: number }).of;
  const card = a.g.decks.exports.current;
  return card ? exportPrice(card, i) : 0;
}

function exportPrice(card: string, i: number): number {
  return EXPORT_CARDS.find((c) => c.id === card)?.transactions[i]?.price ?? 0;
}

/** A Business Deal: the first on offer, into the Free Trade Zone when it fits. */
export function businessDeal(a: Ask): Decision | undefined {
  type Deal = [string, 'storage' | 'zone'];
  return decide(find<Deal>(a.q, (v) => v[1] === 'zone') ?? a.q.options[0]);
}

/** Selling to the State: as much as it may (the first option is the most). */
export function sellToState(a: Ask): Decision | undefined {
  const most = Math.max(...a.q.options.map((o) => o.value as number));
  return decide(find(a.q, (v) => v === most));
}
