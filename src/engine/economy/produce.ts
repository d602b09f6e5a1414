/**
 * One Company producing (rulebook, Produce Goods & Services): the owner pays the Wage
 * for all its Workers to their class, then the output goes to the owner's Storage, the Public
 * Services, or the Working Class's Goods & Services (Cooperative Farm). Machinery adds its number;
 * a Middle Class Company's employee adds the bonus unless on strike.
 */

import type { Industry } from '../../data/common.ts';
import { INDUSTRY_RESOURCE } from '../../data/names.ts';
import { storeGoods } from '../automa/storage.ts';
import {
  cardOf,
  employeeOf,
  hasWages,
  isOperational,
  wageAmount,
  workersIn,
  workforceClass,
} from '../companies/companies.ts';
import type { Ctx } from '../core/flow.ts';
import type { Company, GameState, OutputModifier } from '../game-state.ts';
import { gainInfluence } from '../politics/influence.ts';
import { gainMoney, payMandatory } from './money.ts';
import { addPublicService } from './storage.ts';

export interface ProduceResult {
  wage: number;
  paidTo: 'working' | 'middle' | null;
  output: number;
  kept: number;
}

/** Output of one Company now: base + Machinery + employee bonus + this round's modifiers. */
export function companyOutput(g: GameState, company: Company, withEmployee = true): number {
  const card = cardOf(company);
  let output = card.output;
  if (company.machinery && card.owner === 'capitalist' && card.machinery) output += card.machinery;
  if (withEmployee && card.owner === 'middle' && card.employee && employeeOf(g, company))
    output += card.employee.bonus;
  for (const m of g.roundFlags.output ?? []) if (modifies(m, company, card.industry)) output += m.amount;
  return Math.max(0, output);
}

function modifies(m: OutputModifier, company: Company, industry: Industry): boolean {
  return (
    (!m.owners || m.owners.includes(company.owner)) &&
    (!m.industries || m.industries.includes(industry)) &&
    (!m.machineryOnly || company.machinery)
  );
}

/** The Wage due for a producing Company and to whom (none for the owner's own Workers). */
export function wageDue(
  g: GameState,
  company: Company,
  struck = false,
): { amount: number; to: 'working' | 'middle' | null } {
  if (struck || !hasWages(company)) return { amount: 0, to: null };
  const to = workforceClass(g, company);
  if (!to || to === company.owner) return { amount: 0, to: null };
  return { amount: wageAmount(company), to };
}

/**
 * Pays and produces. `struckEmployee`: a struck Middle Class Company still makes its base output
 * but pays no Wage and gets no bonus (rules-decisions S13). Mandatory payments may take Loans; the
 * caller makes sure optional ones are affordable.
 */
export function produce(x: Ctx, company: Company, opts: { struckEmployee?: boolean } = {}): ProduceResult {
  const g = x.g;
  const card = cardOf(company);
  if (!isOperational(g, company)) return { wage: 0, paidTo: null, output: 0, kept: 0 };
  const { amount, to } = wageDue(g, company, opts.struckEmployee);
  if (to && amount > 0) {
    payMandatory(x, company.owner, amount);
    gainMoney(x, to, amount);
  }
  const output = companyOutput(g, company, !opts.struckEmployee);
  const resource = INDUSTRY_RESOURCE[card.industry];
  let kept = output;
  if (company.owner === 'state') {
    kept = resource === 'food' || resource === 'luxury' ? output : addPublicService(g, resource, output);
    if (resource === 'food' || resource === 'luxury') g.classes.state.goods[resource] += output;
  } else if (company.owner === 'working') {
    if (resource === 'influence') kept = gainInfluence(g, 'working', output);
    else g.classes.working.goods[resource] += output;
  } else if (resource === 'influence') {
    kept = gainInfluence(g, company.owner, output);
  } else {
    kept = storeGoods(x, company.owner, resource, output);
  }
  return { wage: amount, paidTo: to, output, kept };
}

/** Workers who produced stand up again (rulebook, Production: committed Workers return). */
export function releaseWorkers(g: GameState, company: Company) {
  for (const w of workersIn(g, company.id)) w.committed = false;
}
