/**
 * The Public Sector: nine positions in three rows. Fiscal Policy opens rows (3/6/9 Companies);
 * opening a row puts its Companies in play, paid by the Treasury, and unemployed Workers that can
 * make one operational are assigned (rules-decisions S27); closing sells them back to the Treasury.
 */

import { type Ctx, log, maybe } from '../core/flow.ts';
import { gainMoney, payMandatory } from '../economy/money.ts';
import { trimPublicServices } from '../economy/storage.ts';
import type { Company, GameState, Worker } from '../game-state.ts';
import { emptyCompany, placeInCompany, unemployedOf } from '../workers/workers.ts';
import { cardOf, minimumWage, slotsOf, workersIn } from './companies.ts';

export function publicCompanyAt(g: GameState, slot: number): Company | undefined {
  return g.companies.find((c) => c.owner === 'state' && c.publicSlot === slot);
}

export function openPublicSlot(x: Ctx, slot: number) {
  const g = x.g;
  if (publicCompanyAt(g, slot)) return;
  const card = g.publicSector[slot];
  if (!card) return;
  const company: Company = {
    id: `c${g.nextId++}`,
    card,
    owner: 'state',
    wage: minimumWage(g),
    machinery: false,
    strike: false,
    publicSlot: slot,
  };
  g.companies.push(company);
  const cost = cardOf(company).cost * (g.roundFlags.publicCostFactor ?? 1);
  if (cost > 0) payMandatory(x, 'state', Math.floor(cost));
  log(x, 'publicSector.grows', {
    company: company.card,
    cost: maybe(cost > 0, 'publicSector.treasuryPays', { n: cost }),
  });
  autoStaff(x, company);
}

export function closePublicSlot(x: Ctx, slot: number) {
  const g = x.g;
  const company = publicCompanyAt(g, slot);
  if (!company) return;
  emptyCompany(g, company.id);
  g.companies.splice(g.companies.indexOf(company), 1);
  const cost = cardOf(company).cost;
  gainMoney(x, 'state', cost);
  log(x, 'publicSector.shrinks', { company: company.card, cost });
  trimPublicServices(g);
}

/** Working, then Middle Class unemployed Workers staff a newly opened Company if they can fill it. */
function autoStaff(x: Ctx, company: Company) {
  for (const cls of ['working', 'middle'] as const) {
    const plan = staffingPlan(x.g, company, unemployedOf(x.g, cls));
    if (!plan) continue;
    for (const [worker, slot] of plan) placeInCompany(worker, company.id, slot, true);
    log(x, 'publicSector.staffed', { class: cls, company: company.card });
    return;
  }
}

/**
 * Picks Workers from `pool` for every required slot of an empty Company: skilled slots first with
 * the matching skill, unskilled slots preferring unskilled Workers (components reference §3.1 FAQ).
 * Returns null when the pool cannot fill it.
 */
export function staffingPlan(
  g: GameState,
  company: Company,
  pool: readonly Worker[],
): Array<[Worker, number]> | null {
  if (workersIn(g, company.id).length > 0) return null;
  const slots = slotsOf(cardOf(company)).filter((s) => !s.employee);
  const free = [...pool];
  const plan: Array<[Worker, number]> = [];
  const ordered = [...slots].sort((a, b) => Number(a.skill === null) - Number(b.skill === null));
  for (const slot of ordered) {
    const candidates = free.filter(
      (w) => slot.classes.includes(w.cls) && (slot.skill === null || w.skill === slot.skill),
    );
    const pick =
      slot.skill === null ? (candidates.find((w) => w.skill === null) ?? candidates[0]) : candidates[0];
    if (!pick) return null;
    free.splice(free.indexOf(pick), 1);
    plan.push([pick, slot.index]);
  }
  return plan;
}

/**
 * A class's Company takes the place of a Public Company (Nationalization, Historical Events): the
 * Public Company's card leaves the game (its Workers go to Unemployed), the other card takes its
 * position, and its Workers stay.
 */
export function replacePublicCompany(x: Ctx, taken: Company, replaced: Company) {
  const g = x.g;
  const slot = replaced.publicSlot;
  if (slot === undefined) return;
  emptyCompany(g, replaced.id);
  g.companies.splice(g.companies.indexOf(replaced), 1);
  g.publicSector[slot] = taken.card;
  taken.owner = 'state';
  taken.publicSlot = slot;
  trimPublicServices(g);
}

/**
 * A Public Company becomes the Capitalist Class's (Privatization, Historical Events): its place
 * stays empty, one Public Company fewer (components reference §3.1 FAQ).
 */
export function privatize(g: GameState, company: Company) {
  if (company.publicSlot === undefined) return;
  g.publicSector[company.publicSlot] = '';
  company.owner = 'capitalist';
  company.publicSlot = undefined;
  trimPublicServices(g);
}
