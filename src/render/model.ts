/**
 * What the pictures need that the public view holds only implicitly: Population from the number of
 * Workers, storage and Public Service limits, who works where. Computed from the GameView alone, so
 * a picture can show nothing the view does not.
 */
import type { ClassId, Good, Industry, PolicyId, Section } from '../data/common.ts';
import type { CompanyCard } from '../data/companies.schema.ts';
import { companyById } from '../data/companies.ts';
import {
  EVENT_CARDS,
  EXPORT_CARDS,
  type ExportCard,
  POLITICAL_AGENDAS,
  type PoliticalAgenda,
} from '../data/decks.ts';
import { EXPANSION_CARDS } from '../data/expansions.ts';
import { FISCAL, POPULATION_BANDS, PUBLIC_SERVICES, STORAGE } from '../data/tables.ts';
import type { GameView } from '../engine/index.ts';
import { cardIdOf } from '../engine/index.ts';
import { cardText } from './words.ts';

type Company = GameView['companies'][number];
type Worker = GameView['workers'][number];

export function cardOf(company: Company): CompanyCard | undefined {
  return companyById(cardIdOf(company.card));
}

export function companyCard(id: string): CompanyCard | undefined {
  return companyById(cardIdOf(id));
}

const EXPORTS = new Map(EXPORT_CARDS.map((c) => [c.id, c]));
const EVENTS = new Map(EVENT_CARDS.map((c) => [c.id, c]));
const AGENDAS = new Map(POLITICAL_AGENDAS.map((c) => [c.id, c]));

export function exportCard(id: string | null): ExportCard | undefined {
  return id ? EXPORTS.get(cardIdOf(id)) : undefined;
}

/**
 * An Event by id, from the base deck or an expansion's, in the picture's language; an unknown id
 * is shown as it is.
 */
export function eventCard(id: string): { name: string; text: string } {
  const key = cardIdOf(id);
  const card: { name: string; text: string } | undefined = EVENTS.get(key) ?? EXPANSION_CARDS.get(key)?.card;
  return card ? cardText({ ...card, id: key }) : { name: key, text: '' };
}

export function agendaCard(id: string | null): PoliticalAgenda | undefined {
  return id ? AGENDAS.get(cardIdOf(id)) : undefined;
}

export function workersOf(view: GameView, cls: 'working' | 'middle'): Worker[] {
  return view.workers.filter((w) => w.cls === cls);
}

/** Population follows the number of Workers in play (components reference §2.6 bands). */
export function population(view: GameView, cls: 'working' | 'middle'): number {
  const count = workersOf(view, cls).length;
  let pop = 3;
  for (const band of POPULATION_BANDS) if (count >= band.minWorkers) pop = band.population;
  return pop;
}

/** Workers in a Company, by slot. */
export function workersIn(view: GameView, companyId: string): Worker[] {
  return view.workers
    .filter((w) => w.at === 'company' && w.company === companyId)
    .sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0));
}

export function moneyOf(view: GameView, cls: ClassId): number {
  const c = view.classes;
  if (cls === 'capitalist') return c.capitalist.revenue + c.capitalist.capital;
  if (cls === 'state') return view.treasury;
  return c[cls].money;
}

/** Loans a class holds; the State's sit on the Treasury in 2–3 player games. */
export function loansOf(view: GameView, cls: ClassId): number {
  if (cls === 'state') return view.players === 4 ? view.classes.state.loans : view.treasuryLoans;
  return view.classes[cls].loans;
}

export function storageLimit(view: GameView, cls: 'capitalist' | 'middle', good: Good): number {
  const tiles = view.classes[cls].tiles.filter((t) => t === good).length;
  return STORAGE[cls][good] + tiles * STORAGE.tile[good];
}

/** How many Public Sector positions the current Fiscal Policy makes available. */
export function availablePublicSlots(view: GameView): number {
  return FISCAL.publicCompanies[view.policies[1]];
}

const SERVICE_INDUSTRY = { health: 'health', education: 'education', influence: 'media' } as const;

/** A Public Service's limit: output of the available Public Companies producing it, + 6. */
export function publicServiceLimit(view: GameView, service: 'health' | 'education' | 'influence'): number {
  const open = availablePublicSlots(view);
  let production = 0;
  for (const c of view.companies) {
    if (c.owner !== 'state' || (c.publicSlot ?? 99) >= open) continue;
    const card = cardOf(c);
    if (card && card.industry === SERVICE_INDUSTRY[service]) production += card.output;
  }
  return production + PUBLIC_SERVICES.limitMargin;
}

/** A Company's output now (base + Machinery + a Middle Class employee's bonus). */
export function outputOf(view: GameView, company: Company): number {
  const card = cardOf(company);
  if (!card) return 0;
  let out = card.output;
  if (company.machinery && card.owner === 'capitalist' && card.machinery) out += card.machinery;
  if (card.owner === 'middle' && card.employee) {
    const slot = card.slots.length;
    if (workersIn(view, company.id).some((w) => w.slot === slot)) out += card.employee.bonus;
  }
  return out;
}

export interface SlotInfo {
  skill: Industry | null;
  /** Which classes may fill it. */
  classes: ReadonlyArray<'working' | 'middle'>;
  employee: boolean;
  worker: Worker | undefined;
}

/** The Worker slots of a Company with who fills them (a Middle Class employee's slot last). */
export function slotsOf(view: GameView, company: Company): SlotInfo[] {
  const card = cardOf(company);
  if (!card) return [];
  const workers = workersIn(view, company.id);
  const at = (i: number) => workers.find((w) => w.slot === i);
  if (card.owner === 'middle') {
    const own: SlotInfo[] = card.slots.map((s, i) => ({
      skill: s.skill,
      classes: ['middle'],
      employee: false,
      worker: at(i),
    }));
    if (card.employee)
      own.push({ skill: card.employee.skill, classes: ['working'], employee: true, worker: at(own.length) });
    return own;
  }
  if (card.owner === 'capitalist' && card.automated) return [];
  const classes: ReadonlyArray<'working' | 'middle'> =
    card.owner === 'cooperative' ? ['working'] : ['working', 'middle'];
  return card.slots.map((s, i) => ({ skill: s.skill, classes, employee: false, worker: at(i) }));
}

export function wageOf(company: Company): number | null {
  const card = cardOf(company);
  if (!card || card.owner === 'cooperative' || !card.wages) return null;
  if (card.owner === 'capitalist' && card.automated) return null;
  return card.wages[company.wage - 1] ?? null;
}

export function isAutomated(company: Company): boolean {
  const card = cardOf(company);
  return !!card && card.owner === 'capitalist' && card.automated;
}

/** The section each Policy would move to if its pending Bill passed. */
export function billsByPolicy(view: GameView): Array<{ policy: PolicyId; owner: ClassId; section: Section }> {
  const out: Array<{ policy: PolicyId; owner: ClassId; section: Section }> = [];
  for (const [key, bill] of Object.entries(view.bills)) {
    if (bill) out.push({ policy: Number(key) as PolicyId, owner: bill.owner, section: bill.section });
  }
  return out;
}
