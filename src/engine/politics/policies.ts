/**
 * The Politics table and everything that follows from moving a Policy marker
 * (rulebook, Politics Table): the Public Sector grows or shrinks, Wages below the new
 * minimum are raised, the Tax Multiplier, tariffs and Business Deal counts follow the policies.
 */
import type { PolicyId, Section } from '../../data/common.ts';
import { taxMultiplier } from '../../data/tables.ts';
import { hasWages, minimumWage, openPublicSlots } from '../companies/companies.ts';
import { closePublicSlot, openPublicSlot } from '../companies/public-sector.ts';
import { type Ctx, log } from '../core/flow.ts';
import type { GameState } from '../game-state.ts';
import { afterWorkersMoved } from '../workers/worker-checks.ts';

export function currentTaxMultiplier(g: GameState): number {
  return taxMultiplier(g.policies);
}

/** Sections one step away (Bills may only move a Policy to the next section). */
export function adjacentSections(section: Section): Section[] {
  return section === 'B' ? ['A', 'C'] : ['B'];
}

export function sectionDistance(a: Section, b: Section): number {
  return Math.abs(a.charCodeAt(0) - b.charCodeAt(0));
}

/** Moves a Policy marker and applies every consequence at once. */
export function setPolicy(x: Ctx, policy: PolicyId, section: Section) {
  const g = x.g;
  const before = g.policies[policy];
  if (before === section) return;
  const openBefore = openPublicSlots(g);
  g.policies[policy] = section;
  log(x, 'policy.now', { policy, section });
  if (policy === 1) resizePublicSector(x, openBefore);
  if (policy === 2) raiseWagesToMinimum(x);
}

function resizePublicSector(x: Ctx, openBefore: number) {
  const openAfter = openPublicSlots(x.g);
  // From 0: a position emptied by Privatization whose card came back opens again (components reference §3.1 FAQ).
  for (let slot = 0; slot < openAfter; slot++) openPublicSlot(x, slot);
  for (let slot = openBefore - 1; slot >= openAfter; slot--) closePublicSlot(x, slot);
  // A Trade Union left without 4 Workers in its industry sends its Worker back to Unemployed.
  afterWorkersMoved(x);
}

/**
 * Owners must fix Wages the Labor Market no longer allows; raised this way, Workers are not
 * committed (components reference §3.1 FAQ).
 */
export function raiseWagesToMinimum(x: Ctx) {
  const min = minimumWage(x.g);
  for (const c of x.g.companies) if (hasWages(c) && c.wage < min) c.wage = min;
}
