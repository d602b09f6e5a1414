/**
 * Sell to the Foreign Market (rulebook, Capitalist, Middle Class and State Basic
 * Actions): by the current Export card, each transaction at most once per action. The Middle
 * Class sells only from its Storages and scores 1 VP per transaction (rules-decisions S8); the
 * Capitalist Class sells from its Storages and Free Trade Zone; the State only its own goods.
 */

import type { Good } from '../../data/common.ts';
import { EXPORT_CARDS, type ExportTransaction } from '../../data/decks.ts';
import { EXPORT_VP_PER_TRANSACTION } from '../../data/tables.ts';
import { type Choice, type Codec, int, orWords, type Tagged, tagged } from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import { type Ctx, log, question, queue, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { rewardAction } from '../economy/action-rewards.ts';
import { gainMoney, payMandatory } from '../economy/money.ts';
import { gainVp } from '../economy/vp.ts';
import type { GameState } from '../game-state.ts';
import { atMoment, Rules } from '../ruleset.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const sellForeignRules = new Rules();

export type Exporter = 'capitalist' | 'middle' | 'state';

export interface SellOptions {
  /** How often each transaction may be used (Foreign Market Insight: twice). */
  timesEach?: number;
  /** The State pays this much per transaction (Export Subsidy, Asian Tigers). */
  statePaysPerTransaction?: number;
  /** The seller gets this much more per transaction, from the bank (an AI card's bonus). */
  bonusPerTransaction?: number;
  /** A card-granted extra: sell up to `max` of a good at `price` each (Global Food Crisis). */
  extra?: { good: Good; max: number; price: number };
  /** Only these goods (some Events). */
  goods?: Good[];
  /** Stop after this many transactions. */
  maxTransactions?: number;
  /** The sale may be declined ("then you may sell"): "Sell nothing" is offered from the start. */
  optional?: boolean;
}

interface SellStep extends SellOptions {
  seat: Exporter;
  used: number[];
  extraUsed?: boolean;
}

const EXPORT_BY_ID = new Map(EXPORT_CARDS.map((c) => [c.id, c]));

export function currentExport(g: GameState): ExportTransaction[] {
  const id = g.decks.exports.current;
  return (id !== null && EXPORT_BY_ID.get(id)?.transactions) || [];
}

/** What this class may sell from (Free Trade Zone goods count for the Capitalist Class). */
export function exportable(g: GameState, seat: Exporter, good: Good): number {
  if (seat === 'state') return good === 'food' || good === 'luxury' ? g.classes.state.goods[good] : 0;
  const storage = g.classes[seat].storage[good];
  if (seat === 'capitalist' && (good === 'food' || good === 'luxury'))
    return storage + g.classes.capitalist.freeTradeZone[good];
  return storage;
}

function takeExported(g: GameState, seat: Exporter, good: Good, amount: number) {
  if (seat === 'state') {
    g.classes.state.goods[good as 'food' | 'luxury'] -= amount;
    return;
  }
  let rest = amount;
  if (seat === 'capitalist' && (good === 'food' || good === 'luxury')) {
    // Free Trade Zone goods can only be exported, so they go first.
    const zone = g.classes.capitalist.freeTradeZone;
    const fromZone = Math.min(zone[good], rest);
    zone[good] -= fromZone;
    rest -= fromZone;
  }
  g.classes[seat].storage[good] -= rest;
}

/** Indexes of the current Export card's transactions this sale may use now. */
function usable(g: GameState, s: SellStep): number[] {
  const transactions = currentExport(g);
  const out: number[] = [];
  for (let i = 0; i < transactions.length; i++)
    if (open(g, s, transactions[i] as ExportTransaction, i)) out.push(i);
  return out;
}

function open(g: GameState, s: SellStep, t: ExportTransaction, i: number): boolean {
  if (g.roundFlags.foreignMarketClosed) return false;
  if (s.maxTransactions !== undefined && s.used.length >= s.maxTransactions) return false;
  if (s.goods && !s.goods.includes(t.good)) return false;
  if (s.seat === 'state' && t.good !== 'food' && t.good !== 'luxury') return false;
  let usedCount = 0;
  for (const u of s.used) if (u === i) usedCount++;
  return usedCount < (s.timesEach ?? 1) && exportable(g, s.seat, t.good) >= t.amount;
}

export function canSellForeign(g: GameState, seat: Exporter, opts: SellOptions = {}, why?: Why): boolean {
  const s: SellStep = { seat, used: [], ...opts };
  if (currentExport(g).some((t, i) => open(g, s, t, i)) || extraAvailable(g, s)) return true;
  return no(why, g.roundFlags.foreignMarketClosed ? 'sell-foreign.closed' : 'sell-foreign.none');
}

/** A card's extra sale is still open and there is something to sell (the market must be open). */
function extraAvailable(g: GameState, s: SellStep): boolean {
  return (
    !!s.extra && !s.extraUsed && !g.roundFlags.foreignMarketClosed && exportable(g, s.seat, s.extra.good) > 0
  );
}

/**
 * A transaction of the Export card by its index (`t:3`); the card's extra sale, as many as allowed
 * (`extra`) or fewer (`extra:2`); or `done`.
 */
type SaleChoice = 'done' | 'extra' | Tagged<{ t: Codec<number>; extra: Codec<number> }>;
const saleChoice = orWords(['done', 'extra'], tagged({ t: int, extra: int }));

const sellStep = question<SellStep, SaleChoice>('sell.foreign', {
  choice: saleChoice,
  ask(x, s) {
    const g = x.g;
    const export_ = currentExport(g);
    const options: Array<Choice<SaleChoice>> = usable(g, s).map((i) => {
      const t = export_[i] as ExportTransaction;
      return {
        value: { kind: 't', of: i },
        said: said('option.sellFor', { n: t.amount, good: t.good, cost: t.price }),
      };
    });
    if (s.extra && extraAvailable(g, s)) {
      const most = Math.min(s.extra.max, exportable(g, s.seat, s.extra.good));
      options.push({
        value: 'extra',
        said: said('option.sellAt', { n: most, good: s.extra.good, price: s.extra.price }),
      });
      // "Up to": fewer may be sold (`extra:n`); `extra` alone sells as many as allowed.
      for (let n = most - 1; n >= 1; n--) {
        options.push({
          value: { kind: 'extra', of: n },
          said: said('option.sellAt', { n, good: s.extra.good, price: s.extra.price }),
        });
      }
    }
    if (options.length === 0) return null;
    if (s.used.length > 0 || s.extraUsed)
      options.push({ value: 'done', said: said('option.doneSelling'), tone: 'quiet' });
    else if (s.optional) options.push({ value: 'done', said: said('option.sellNothing'), tone: 'quiet' });
    return {
      seat: s.seat,
      kind: 'sell.foreign',
      said: said('ask.export'),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') return;
    const g = x.g;
    // An Event's reward comes once per Sell to the Foreign Market, with its first sale.
    if (s.used.length === 0 && !s.extraUsed) rewardAction(x, s.seat, 'sell-to-foreign-market');
    if (chosen === 'extra' || chosen.kind === 'extra') {
      if (!s.extra) return;
      const most = Math.min(s.extra.max, exportable(g, s.seat, s.extra.good));
      const n = chosen === 'extra' ? most : Math.min(most, chosen.of);
      takeExported(g, s.seat, s.extra.good, n);
      gainMoney(x, s.seat, n * s.extra.price);
      atMoment(x, 'export-sold', { seat: s.seat, amount: n * s.extra.price });
      log(x, 'export.sold', { class: s.seat, n, good: s.extra.good, price: n * s.extra.price });
      queue(x, sellStep(withChanges(s, { extraUsed: true })));
      return;
    }
    const i = chosen.of;
    const t = currentExport(g)[i] as ExportTransaction;
    sellTransaction(x, s, t);
    queue(x, sellStep(withChanges(s, { used: [...s.used, i] })));
  },
});

function sellTransaction(x: Ctx, s: SellStep, t: ExportTransaction) {
  takeExported(x.g, s.seat, t.good, t.amount);
  gainMoney(x, s.seat, t.price);
  atMoment(x, 'export-sold', { seat: s.seat, amount: t.price });
  log(x, 'export.sold', { class: s.seat, n: t.amount, good: t.good, price: t.price });
  const vp = EXPORT_VP_PER_TRANSACTION[s.seat];
  if (vp > 0) gainVp(x, s.seat, vp, 'exported');
  if (s.statePaysPerTransaction) {
    payMandatory(x, 'state', s.statePaysPerTransaction);
    gainMoney(x, s.seat, s.statePaysPerTransaction);
  }
  if (s.bonusPerTransaction) gainMoney(x, s.seat, s.bonusPerTransaction);
}

/** Queues a sale (the Basic Action or a card's). */
export function sellForeign(x: Ctx, seat: Exporter, opts: SellOptions = {}) {
  queue(x, sellStep({ seat, used: [], ...opts }));
}

sellForeignRules.action({
  id: 'sell-foreign',
  name: 'Sell to the Foreign Market',
  kind: 'basic',
  classes: ['capitalist', 'middle', 'state'],
  summary: 'Sell goods for the deals of the current Export card',
  can: (g, cls, why) => canSellForeign(g, cls as Exporter, {}, why),
  start: (x, cls) => sellForeign(x, cls as Exporter),
});
