/**
 * Pay Taxes (rulebook, each class's Production; components reference §2.4). All taxes go to the
 * Treasury and are mandatory (Loans if needed).
 * - Working Class: income tax rate × Population.
 * - Middle Class: income tax rate × Capitalist and Public Companies employing its Workers, plus
 *   Employment Tax = its operational Companies × Tax Multiplier.
 * - Capitalist Class: Employment Tax = operational Companies × Tax Multiplier, then Corporate Tax
 *   by the Revenue left.
 */

import { CORPORATE_TAX, INCOME_TAX_RATE } from '../../data/tables.ts';
import { companiesOf, isOperational, openPublicSlots, workersIn } from '../companies/companies.ts';
import { type Ctx, list, log, maybe, said } from '../core/flow.ts';
import type { GameState } from '../game-state.ts';
import { currentTaxMultiplier } from '../politics/policies.ts';
import { populationOf } from '../workers/workers.ts';
import { gainMoney, payMandatory } from './money.ts';

export function incomeTaxRate(g: GameState): number {
  // rules-decisions S3: after an IMF change of Policy 2 the old Labor Market section still applies.
  const labor = g.incomeTaxLabor ?? g.policies[2];
  return INCOME_TAX_RATE[labor][g.policies[3]];
}

export function operationalCount(g: GameState, owner: 'capitalist' | 'middle'): number {
  return companiesOf(g, owner).filter((c) => isOperational(g, c)).length;
}

/** Capitalist and open Public Companies where Middle Class Workers work. */
export function companiesEmployingMiddle(g: GameState): number {
  const open = openPublicSlots(g);
  return g.companies.filter(
    (c) =>
      (c.owner === 'capitalist' || (c.owner === 'state' && (c.publicSlot ?? 99) < open)) &&
      workersIn(g, c.id).some((w) => w.cls === 'middle'),
  ).length;
}

export function corporateTax(g: GameState, revenue: number): number {
  let tax = 0;
  for (const band of CORPORATE_TAX) if (revenue >= band.minRevenue) tax = band[g.policies[3]];
  return tax;
}

export interface TaxBill {
  income: number;
  employment: number;
  corporate: number;
}

/** What a class owes now (the Capitalist Class's Corporate Tax assumes Employment Tax comes from Revenue). */
export function taxBill(g: GameState, cls: 'working' | 'middle' | 'capitalist'): TaxBill {
  const tm = currentTaxMultiplier(g);
  if (cls === 'working')
    return { income: incomeTaxRate(g) * populationOf(g, 'working'), employment: 0, corporate: 0 };
  if (cls === 'middle') {
    return {
      income: incomeTaxRate(g) * companiesEmployingMiddle(g),
      employment: operationalCount(g, 'middle') * tm,
      corporate: 0,
    };
  }
  const employment = operationalCount(g, 'capitalist') * tm;
  const revenueLeft = Math.max(0, g.classes.capitalist.revenue - employment);
  return { income: 0, employment, corporate: corporateTax(g, revenueLeft) };
}

export function payTaxes(x: Ctx, cls: 'working' | 'middle' | 'capitalist') {
  const bill = taxBill(x.g, cls);
  const total = bill.income + bill.employment + bill.corporate;
  if (total === 0) return;
  // Less this round (an Alternative Event's Benefit): Corporate Tax first, then Employment Tax.
  const relief = Math.min(total, x.g.roundFlags.taxRelief?.[cls] ?? 0);
  if (cls === 'capitalist') {
    const offCorporate = Math.min(relief, bill.corporate);
    payMandatory(x, cls, bill.employment - (relief - offCorporate));
    payMandatory(x, cls, bill.corporate - offCorporate);
  } else payMandatory(x, cls, total - relief);
  gainMoney(x, 'state', total - relief);
  const parts = [
    ...(bill.income ? [said('taxes.income', { n: bill.income })] : []),
    ...(bill.employment ? [said('taxes.employment', { n: bill.employment })] : []),
    ...(bill.corporate ? [said('taxes.corporate', { n: bill.corporate })] : []),
  ];
  log(x, 'taxes.paid', {
    class: cls,
    total: total - relief,
    parts: list(parts, 'comma'),
    less: maybe(relief > 0, 'taxes.less', { n: relief }),
  });
}
