/**
 * Alternative Event cards (components reference §2.14; src/data/alternative-events.ts): which
 * classes the State may choose, and the ways it can pay a task. A payment is a list of what is
 * spent — money from the Treasury, goods from the State's own stock (Food and Luxury on its board,
 * Health and Education in the Public Services), Personal or Media Influence — never with a Loan
 * (spending is optional: rules-decisions §8). Buying Food (Hurricane) is its own step (deck.ts).
 */

import {
  ALTERNATIVE_EVENTS,
  type AltEventPayment,
  type AlternativeEvent,
  type ClassRequirement,
} from '../../../data/alternative-events.ts';
import { GOODS, type Good, type VotingClass } from '../../../data/common.ts';
import {
  companiesOf,
  industryOf,
  isOperational,
  openPublicSlots,
  workersIn,
} from '../../companies/companies.ts';
import type { Frozen } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { list, type SaidList, said } from '../../core/flow.ts';
import { byInstance } from '../../draw.ts';
import { stateSources, stateStock } from '../../economy/provide.ts';
import type { GameState } from '../../game-state.ts';
import { agendaMatches } from '../../phases/scoring.ts';
import { billMarkersLeft } from '../../politics/propose-bill.ts';

const BY_ID = new Map(ALTERNATIVE_EVENTS.map((c) => [c.id, c]));
const altEventByInstance = byInstance((id) => BY_ID.get(id));

export function altEventOf(instance: string): AlternativeEvent | undefined {
  return altEventByInstance(instance);
}

/** What a payment spends: money, goods, the State's Personal Influence, Media Influence. */
export type SpendKind = 'money' | Good | 'personal' | 'media';
export const SPEND_KINDS: readonly SpendKind[] = ['money', ...GOODS, 'personal', 'media'];
/** A payment, as `[kind, amount]` pairs in SPEND_KINDS order, none zero. */
export type Spend = Array<[SpendKind, number]>;

type Bundle = Partial<Record<SpendKind, number>>;

function add(a: Bundle, b: Bundle): Bundle {
  const out: Bundle = withChanges(a, {}); // keys added below: not a spread (core/copy.ts)
  for (const [k, n] of Object.entries(b) as Array<[SpendKind, number]>) out[k] = (out[k] ?? 0) + n;
  return out;
}

function affordable(g: GameState, b: Bundle): boolean {
  if ((b.money ?? 0) > g.treasury) return false;
  if ((b.personal ?? 0) > g.classes.state.influence) return false;
  if ((b.media ?? 0) > g.publicServices.influence) return false;
  return GOODS.every((good) => (b[good] ?? 0) <= stateStock(g, good));
}

export function spendOf(b: Bundle): Spend {
  return SPEND_KINDS.filter((k) => (b[k] ?? 0) > 0).map((k) => [k, b[k] as number]);
}

/** What a spend costs, as the log and an option say it ("16 money, 2 Education and 1 Personal Influence"). */
export function spendSaid(spend: Frozen<Spend>): SaidList {
  const words = spend.map(([k, n]) =>
    k === 'money'
      ? said('amount.number', { n })
      : k === 'personal'
        ? said('amount.personal', { n })
        : k === 'media'
          ? said('amount.media', { n })
          : said('amount.goodPlain', { n, good: k }),
  );
  return list(words, 'and', 'nothing');
}

/** How much Influence an Influence task asks, for the class chosen. */
function influenceAmount(g: GameState, amount: number | string, cls: VotingClass): number {
  if (typeof amount === 'number') return amount;
  if (amount === 'per-policy-not-matching-agenda') return 5 - agendaMatches(g);
  return billMarkersLeft(g, cls);
}

type Base = Exclude<AltEventPayment, { kind: 'all-of' | 'one-of' }>;

/** Every way to pay one part (before checking what the State has), or null for a purchase. */
function ways(g: GameState, p: Base, cls: VotingClass): Bundle[] | null {
  switch (p.kind) {
    case 'money':
      return [{ money: p.amount }];
    case 'resources': {
      const item = p.items[0];
      if (p.items.length > 1 || !p.moneyPerMissing || !item)
        return [Object.fromEntries(p.items.map((i) => [i.resource, i.amount]))];
      // Each missing item may be paid with money instead.
      const out: Bundle[] = [];
      for (let have = item.amount; have >= 0; have--) {
        const missing = item.amount - have;
        out.push({ [item.resource]: have, money: missing * p.moneyPerMissing });
      }
      return out;
    }
    case 'resource-mix': {
      const [a, b] = p.resources as [Good, Good];
      const out: Bundle[] = [];
      for (let n = p.total - p.minEach; n >= p.minEach; n--) out.push({ [a]: n, [b]: p.total - n });
      return out;
    }
    case 'influence': {
      const n = influenceAmount(g, p.amount, cls);
      if (p.source === 'personal') return [{ personal: n }];
      if (p.source === 'media') return [{ media: n }];
      const out: Bundle[] = [];
      for (let personal = n; personal >= 0; personal--) out.push({ personal, media: n - personal });
      return out;
    }
    case 'buy':
      return null;
  }
}

function allWays(g: GameState, p: AltEventPayment, cls: VotingClass): Bundle[] | null {
  if (p.kind === 'one-of') return p.options.flatMap((o) => ways(g, o, cls) ?? []);
  if (p.kind !== 'all-of') return ways(g, p, cls);
  let out: Bundle[] = [{}];
  for (const part of p.parts) {
    const next = ways(g, part, cls) ?? [];
    out = out.flatMap((sofar) => next.map((w) => add(sofar, w)));
  }
  return out;
}

/** The ways the State can pay this card's task now, for the class chosen (null: it buys Food). */
export function paymentOptions(g: GameState, card: AlternativeEvent, cls: VotingClass): Spend[] | null {
  const p = card.task.payment;
  if (!p) return [[]];
  const bundles = allWays(g, p, cls);
  if (!bundles) return null;
  const seen = new Set<string>();
  const out: Spend[] = [];
  for (const b of bundles) {
    if (!affordable(g, b)) continue;
    const spend = spendOf(b);
    const key = JSON.stringify(spend);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(spend);
  }
  return out;
}

/** A purchase task (Hurricane): whether the State can buy at least one. */
export function canBuyFor(g: GameState, card: AlternativeEvent): boolean {
  const p = card.task.payment;
  if (p?.kind !== 'buy') return false;
  return stateSources(g, null, p.resource).some((s) => s.unit <= g.treasury);
}

function meets(g: GameState, req: ClassRequirement | null, cls: VotingClass): boolean {
  if (!req) return true;
  switch (req.kind) {
    case 'operational-company':
      return companiesOf(g, cls).some((c) => industryOf(c) === req.industry && isOperational(g, c));
    case 'available-bill-marker':
      return billMarkersLeft(g, cls) > 0;
    case 'workers-in-public-company': {
      const open = openPublicSlots(g);
      return companiesOf(g, 'state').some(
        (c) => (c.publicSlot ?? 99) < open && workersIn(g, c.id).some((w) => w.cls === cls),
      );
    }
  }
}

/** Whether the State can pay this card's task now for `cls` some way: `paymentOptions` not empty, found without listing them. */
function canPay(g: GameState, card: AlternativeEvent, cls: VotingClass): boolean {
  const p = card.task.payment;
  if (!p) return true;
  const bundles = allWays(g, p, cls);
  return bundles ? bundles.some((b) => affordable(g, b)) : canBuyFor(g, card);
}

function eligible(g: GameState, card: AlternativeEvent, cls: VotingClass): boolean {
  return meets(g, card.task.classRequirement, cls) && canPay(g, card, cls);
}

/** The classes the State may choose for this card now: the requirement met and the task payable. */
export function eligibleClasses(g: GameState, card: AlternativeEvent): VotingClass[] {
  return card.rewards.map((r) => r.class).filter((cls) => eligible(g, card, cls));
}

/** Whether the State may choose any class for this card now (its Event Action checks this at every turn menu). */
export function anyEligibleClass(g: GameState, card: AlternativeEvent): boolean {
  return card.rewards.some((r) => eligible(g, card, r.class));
}
