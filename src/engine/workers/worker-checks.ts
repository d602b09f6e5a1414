/**
 * Checks that follow any movement of Workers: a Trade Union without 4 other Workers in its
 * industry sends its Worker back to Unemployed, and a Demonstration whose condition no longer
 * holds is discarded (rulebook, Working Class Assign Workers and Demonstration).
 */

import type { Industry } from '../../data/common.ts';
import { ACTIONS } from '../../data/tables.ts';
import { type Ctx, log } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import type { GameState } from '../game-state.ts';
import { availableCompanies, industryWorkerCounts, slotsToFill } from './jobs.ts';
import { toUnemployed } from './workers.ts';

export function afterWorkersMoved(x: Ctx) {
  const g = x.g;
  // Counted once: a Trade Union Worker sent to Unemployed was not employed, so counts stay right.
  let employed: Map<Industry, number> | undefined;
  for (const w of g.workers) {
    if (w.at !== 'union' || !w.skill) continue;
    employed ??= industryWorkerCounts(g, 'working');
    if ((employed.get(w.skill) ?? 0) < ACTIONS.tradeUnionMinWorkers) {
      toUnemployed(w);
      log(x, 'union.lost', { industry: w.skill });
    }
  }
  const wc = g.classes.working;
  if (wc.demonstration && !demonstrationPossible(g)) {
    wc.demonstration = false;
    log(x, 'demonstration.endsJobs');
  }
}

/**
 * Worker slots open to the Working Class: every slot of an empty available Company it may work
 * in, and employee slots of Middle Class Companies already run (components reference §3.1 FAQ: a slot
 * without its Middle Class Worker does not count).
 */
export function openWorkingSlots(g: GameState, enough = Number.POSITIVE_INFINITY): number {
  let n = 0;
  for (const company of availableCompanies(g)) {
    const slots = slotsToFill(g, company, 'working');
    if (slots) n += slots.length;
    // The caller only needs to know whether there are more than `enough`.
    if (n > enough) break;
  }
  return n;
}

export function demonstrationPossible(g: GameState, why?: Why): boolean {
  let unemployed = 0;
  for (const w of g.workers) if (w.cls === 'working' && w.at === 'unemployed') unemployed++;
  const most = unemployed - ACTIONS.demonstrationMargin;
  if (most >= 0 && openWorkingSlots(g, most) <= most) return true;
  return (
    why !== undefined &&
    no(why, 'demonstration.few', ACTIONS.demonstrationMargin, unemployed, openWorkingSlots(g))
  );
}
