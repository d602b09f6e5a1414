/**
 * Checks that follow any movement of Workers: a Trade Union without 4 other Workers in its
 * industry sends its Worker back to Unemployed, and a Demonstration whose condition no longer
 * holds is discarded (base-rulebook.txt, Working Class Assign Workers and Demonstration).
 */
import { ACTIONS } from '../../data/tables.ts';
import { toUnemployed, unemployedOf } from '../economy/workers.ts';
import { type Ctx, log } from '../flow.ts';
import { onHook } from '../hooks.ts';
import { INDUSTRY_NAMES } from '../names.ts';
import type { GameState } from '../state.ts';
import { availableCompanies, industryWorkers, slotsToFill } from './assign-workers.ts';

export function afterWorkersMoved(x: Ctx) {
  const g = x.g;
  for (const w of g.workers) {
    if (w.at !== 'union' || !w.skill) continue;
    if (industryWorkers(g, 'working', w.skill) < ACTIONS.tradeUnionMinWorkers) {
      toUnemployed(w);
      log(
        x,
        `The ${INDUSTRY_NAMES[w.skill]} Trade Union no longer has 4 Workers behind it: its Worker is unemployed again.`,
      );
    }
  }
  const wc = g.classes.working;
  if (wc.demonstration && !demonstrationPossible(g)) {
    wc.demonstration = false;
    log(x, 'The Demonstration ends: enough jobs opened for the unemployed.');
  }
}

/**
 * Worker slots open to the Working Class: every slot of an empty available Company it may work
 * in, and employee slots of Middle Class Companies already run (components.md §3.1 FAQ: a slot
 * without its Middle Class Worker does not count).
 */
export function openWorkingSlots(g: GameState): number {
  let n = 0;
  for (const company of availableCompanies(g)) {
    const slots = slotsToFill(g, company, 'working');
    if (slots) n += slots.length;
  }
  return n;
}

export function demonstrationPossible(g: GameState): boolean {
  return unemployedOf(g, 'working').length - openWorkingSlots(g) >= ACTIONS.demonstrationMargin;
}

// Jobs lost or filled when the Public Sector changes size count too (policies.ts).
onHook('workers:moved', afterWorkersMoved);
