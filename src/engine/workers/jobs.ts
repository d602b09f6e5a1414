/**
 * Where Workers may work: the Companies open to assignment and the slots a class can fill in each,
 * and how many Workers of a class work in each industry (for Trade Unions). Assign Workers, the
 * checks after Workers move and the cards that count jobs all read these.
 */
import type { Industry } from '../../data/common.ts';
import {
  cardOf,
  countSkills,
  employeeOf,
  fits,
  industryOf,
  isOperational,
  openPublicSlots,
  requiredSlots,
  type SlotSpec,
  slotsOf,
  workersIn,
} from '../companies/companies.ts';
import type { Company, GameState, Worker } from '../game-state.ts';
import type { WorkerClass } from './workers.ts';

/** Companies Workers can be assigned to now: Private Sector, open Public Sector and Cooperative Farms. */
export function availableCompanies(g: GameState): Company[] {
  const open = openPublicSlots(g);
  return g.companies.filter((c) => c.owner !== 'state' || (c.publicSlot ?? 99) < open);
}
/** The slots this assignment would fill in a Company, or null if it is not a target now. */
export function slotsToFill(g: GameState, company: Company, cls: WorkerClass): SlotSpec[] | null {
  if (company.owner === 'middle') {
    const card = cardOf(company);
    if (workersIn(g, company.id).length === 0) return cls === 'middle' ? requiredSlots(card) : null;
    // A Working Class employee joins only a Company its Middle Class Worker(s) already run.
    const employee = slotsOf(card).find((sl) => sl.employee);
    if (cls !== 'working' || !employee || employeeOf(g, company)) return null;
    return isOperational(g, company) ? [employee] : null;
  }
  // The Workers first: most Companies are staffed, and the Workers index is read faster than the card.
  if (workersIn(g, company.id).length > 0) return null;
  const slots = slotsOf(cardOf(company));
  return slots.length === 0 || !slots.every((sl) => sl.classes.includes(cls)) ? null : slots;
}
/** Can these slots be filled from the pool? Skilled slots first, then any Worker for the rest. */
export function fillable(slots: SlotSpec[], workers: readonly Worker[]): boolean {
  return fits(slots, countSkills(workers));
}
/** Workers of the class employed in Companies of each industry (rules-decisions S20), Company by Company. */
export function industryWorkerCounts(g: GameState, cls: WorkerClass): Map<Industry, number> {
  const counts = new Map<Industry, number>();
  for (const company of g.companies) {
    let n = 0;
    for (const w of workersIn(g, company.id)) if (w.cls === cls) n++;
    if (n === 0) continue;
    const industry = industryOf(company);
    counts.set(industry, (counts.get(industry) ?? 0) + n);
  }
  return counts;
}
