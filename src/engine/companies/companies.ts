/**
 * Companies on the board: who works there, whether they are operational, what they pay and make.
 * A Company holds all its required Workers or none (rulebook, Assign Workers); a Middle
 * Class Company's Working Class employee is optional.
 */
import type { Industry, WageLevel } from '../../data/common.ts';
import type { CompanyCard } from '../../data/companies.schema.ts';
import { companyById } from '../../data/companies.ts';
import { FISCAL, LABOR_MARKET } from '../../data/tables.ts';
import { indexedWorkersIn } from '../core/workers-index.ts';
import type { Company, GameState, Worker } from '../game-state.ts';

export function cardOf(company: Company): CompanyCard {
  let facts = factsById.get(company.card);
  if (facts === undefined) {
    const card = companyById(company.card);
    if (!card) throw new Error(`unknown Company card ${company.card}`);
    facts = factsFor(card);
  }
  lastFacts = facts;
  return facts.card;
}

export function findCompany(g: GameState, id: string): Company | undefined {
  for (const c of g.companies) if (c.id === id) return c;
  return undefined;
}

export function isAutomated(card: CompanyCard): boolean {
  return card.owner === 'capitalist' && card.automated;
}

/** The slots a class's Workers fill; for a Middle Class Company the employee slot comes last. */
export interface SlotSpec {
  index: number;
  skill: Industry | null;
  /** Which classes' Workers may fill it (the whole Company must then be of that class, decisions #12). */
  classes: ReadonlyArray<'working' | 'middle'>;
  employee: boolean;
}

interface CardSlots {
  all: SlotSpec[];
  required: SlotSpec[];
}

/** A card and its slots, and those without the employee (worked out once per card: card data never changes). */
interface CardFacts {
  card: CompanyCard;
  slots: CardSlots;
}
const factsById = new Map<string, CardFacts>();
/**
 * The card `cardOf` found last: its slots are most often asked for next (`slotsOf(cardOf(c))`), and
 * are then read without a second look-up.
 */
let lastFacts: CardFacts | undefined;

function cardSlots(card: CompanyCard): CardSlots {
  if (lastFacts?.card === card) return lastFacts.slots;
  return (factsById.get(card.id) ?? factsFor(card)).slots;
}

function factsFor(card: CompanyCard): CardFacts {
  const all = computeSlots(card);
  const facts = { card, slots: { all, required: all.filter((s) => !s.employee) } };
  factsById.set(card.id, facts);
  return facts;
}

/** A card's slots (shared between calls: never change the array). */
export function slotsOf(card: CompanyCard): SlotSpec[] {
  return cardSlots(card).all;
}

function computeSlots(card: CompanyCard): SlotSpec[] {
  if (card.owner === 'middle') {
    const own: SlotSpec[] = card.slots.map((s, index) => ({
      index,
      skill: s.skill,
      classes: ['middle'],
      employee: false,
    }));
    if (card.employee) {
      own.push({ index: own.length, skill: card.employee.skill, classes: ['working'], employee: true });
    }
    return own;
  }
  if (card.owner === 'cooperative') {
    return card.slots.map((s, index) => ({ index, skill: s.skill, classes: ['working'], employee: false }));
  }
  if (card.owner === 'capitalist' && card.automated) return [];
  return card.slots.map((s, index) => ({
    index,
    skill: s.skill,
    classes: ['working', 'middle'],
    employee: false,
  }));
}

/** The Workers in a Company (shared between calls: read-only). */
export function workersIn(g: GameState, companyId: string): readonly Worker[] {
  return indexedWorkersIn(g.workers, companyId);
}

/**
 * The Workers a Company needs to operate (all but a Middle Class Company's optional employee).
 * Shared between calls: never change the array.
 */
export function requiredSlots(card: CompanyCard): SlotSpec[] {
  return cardSlots(card).required;
}

/** Whether each of these slots has a Worker in it. */
function allFilled(slots: readonly SlotSpec[], workers: readonly Worker[]): boolean {
  for (const s of slots) {
    let filled = false;
    for (const w of workers)
      if (w.slot === s.index) {
        filled = true;
        break;
      }
    if (!filled) return false;
  }
  return true;
}

export function isOperational(g: GameState, company: Company): boolean {
  const card = cardOf(company);
  if (isAutomated(card)) return true;
  return allFilled(requiredSlots(card), workersIn(g, company.id));
}

/** Middle Class scoring counts Companies with every slot filled, the employee's too. */
export function isFullyOperational(g: GameState, company: Company): boolean {
  return allFilled(slotsOf(cardOf(company)), workersIn(g, company.id));
}

/** How many Workers there are of each skill (unskilled ones are only counted in `total`). */
export interface SkillCounts {
  total: number;
  bySkill: Map<Industry, number>;
}

export function countSkills(workers: readonly Worker[]): SkillCounts {
  const bySkill = new Map<Industry, number>();
  for (const w of workers) if (w.skill !== null) bySkill.set(w.skill, (bySkill.get(w.skill) ?? 0) + 1);
  return { total: workers.length, bySkill };
}

/**
 * Can these slots be filled from Workers with these skills? A skilled slot needs a Worker of its
 * skill and an unskilled slot takes anyone, so it is enough that every skill has as many Workers as
 * slots asking for it and that there are as many Workers as slots. (Filling skilled slots first,
 * then the others preferring unskilled Workers, succeeds exactly then.)
 */
export function fits(slots: readonly SlotSpec[], counts: SkillCounts): boolean {
  if (slots.length > counts.total) return false;
  for (let i = 0; i < slots.length; i++) {
    const skill = (slots[i] as SlotSpec).skill;
    if (skill === null || slots.findIndex((sl) => sl.skill === skill) < i) continue;
    let wanted = 0;
    for (const sl of slots) if (sl.skill === skill) wanted++;
    if (wanted > (counts.bySkill.get(skill) ?? 0)) return false;
  }
  return true;
}

export function employeeOf(g: GameState, company: Company): Worker | undefined {
  const card = cardOf(company);
  if (card.owner !== 'middle' || !card.employee) return undefined;
  const slot = card.slots.length;
  return workersIn(g, company.id).find((w) => w.slot === slot);
}

/** The class whose Workers are in the Company (the employee's class for a Middle Class Company). */
export function workforceClass(g: GameState, company: Company): 'working' | 'middle' | null {
  const workers = workersIn(g, company.id);
  if (company.owner === 'middle') return workers.some((w) => w.cls === 'working') ? 'working' : null;
  return workers[0]?.cls ?? null;
}

/**
 * Whether this Worker is paid the Company's Wage: every Worker but the owner's own (a Middle Class
 * Company pays only its Working Class employee). Only they are committed by a raise and hold a cut.
 */
export function paidWage(company: Company, worker: Worker): boolean {
  return worker.cls !== company.owner;
}

/** The Wage this Company pays at its level (for a Middle Class Company: its employee's Wage). */
export function wageAmount(company: Company, level: WageLevel = company.wage): number {
  const card = cardOf(company);
  if (card.owner === 'cooperative' || !card.wages) return 0;
  return card.wages[level - 1] ?? 0;
}

export function hasWages(company: Company): boolean {
  const card = cardOf(company);
  return (
    card.owner !== 'cooperative' && card.wages !== null && !(card.owner === 'capitalist' && card.automated)
  );
}

export function minimumWage(g: GameState): WageLevel {
  return LABOR_MARKET.minimumWage[g.policies[2]];
}

/** Public Sector positions open under the current Fiscal Policy (three per row). */
export function openPublicSlots(g: GameState): number {
  return FISCAL.publicCompanies[g.policies[1]];
}

export function companiesOf(g: GameState, owner: Company['owner']): Company[] {
  return g.companies.filter((c) => c.owner === owner);
}

export function industryOf(company: Company): Industry {
  return cardOf(company).industry;
}

export function companyName(company: Company): string {
  return cardOf(company).name;
}
