/**
 * Money. The Capitalist Class gains into Revenue and pays from Revenue, then Capital; the State's
 * money is the Treasury. A mandatory payment that cannot be covered takes Loans (rulebook
 * "Loans"); optional spending never does, so callers check `canAfford` first.
 */

import type { ClassId } from '../../data/common.ts';
import { LOANS } from '../../data/tables.ts';
import { type Ctx, log } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import type { GameState } from '../game-state.ts';
import { atMoment } from '../ruleset.ts';
import { statePlays } from '../seats.ts';

export function moneyOf(g: GameState, cls: ClassId): number {
  const c = g.classes;
  if (cls === 'capitalist') return c.capitalist.revenue + c.capitalist.capital;
  if (cls === 'state') return g.treasury;
  return c[cls].money;
}

export function canAfford(g: GameState, cls: ClassId, amount: number, why?: Why): boolean {
  const have = moneyOf(g, cls);
  return have >= amount || no(why, 'money.short', amount, have);
}

export function gainMoney(x: Ctx, cls: ClassId, amount: number) {
  const c = x.g.classes;
  if (cls === 'capitalist') c.capitalist.revenue += amount;
  else if (cls === 'state') x.g.treasury += amount;
  else c[cls].money += amount;
}

/** Takes money the class has (never a Loan). Returns false and changes nothing if it cannot. */
export function spend(x: Ctx, cls: ClassId, amount: number): boolean {
  if (!canAfford(x.g, cls, amount)) return false;
  deduct(x.g, cls, amount);
  return true;
}

/** The Capitalist Class pays some costs (Lobby, Pay Off Loan) from Capital alone. */
export function spendCapital(x: Ctx, amount: number): boolean {
  const cc = x.g.classes.capitalist;
  if (cc.capital < amount) return false;
  cc.capital -= amount;
  return true;
}

function deduct(g: GameState, cls: ClassId, amount: number) {
  const c = g.classes;
  if (cls === 'capitalist') {
    const fromRevenue = Math.min(c.capitalist.revenue, amount);
    c.capitalist.revenue -= fromRevenue;
    c.capitalist.capital -= amount - fromRevenue;
  } else if (cls === 'state') g.treasury -= amount;
  else c[cls].money -= amount;
}

/** A mandatory payment: takes as many Loans as needed first. */
export function payMandatory(x: Ctx, cls: ClassId, amount: number) {
  while (moneyOf(x.g, cls) < amount) takeLoan(x, cls);
  deduct(x.g, cls, amount);
}

/** Pays another class (or the Treasury for 'state'); mandatory, so it may take Loans. */
export function payTo(x: Ctx, from: ClassId, to: ClassId, amount: number) {
  if (amount <= 0) return;
  payMandatory(x, from, amount);
  gainMoney(x, to, amount);
}

export function takeLoan(x: Ctx, cls: ClassId) {
  const g = x.g;
  if (cls === 'state' && !statePlays(g)) {
    atMoment(x, 'loan-taken', { cls });
    g.treasuryLoans += 1;
    g.treasury += LOANS.amount;
    log(x, 'loans.treasury', { amount: LOANS.amount });
    return;
  }
  atMoment(x, 'loan-taken', { cls });
  g.classes[cls].loans += 1;
  if (cls === 'capitalist') g.classes.capitalist.capital += LOANS.amount;
  else if (cls === 'state') g.treasury += LOANS.amount;
  else g.classes[cls].money += LOANS.amount;
  log(x, 'loans.taken', { class: cls, amount: LOANS.amount });
}

/** Loans the class holds; the State's are on the Treasury in 2–3 player games. */
export function loansOf(g: GameState, cls: ClassId): number {
  return cls === 'state' && !statePlays(g) ? g.treasuryLoans : g.classes[cls].loans;
}
