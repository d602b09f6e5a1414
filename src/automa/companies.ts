/** Company card facts a decision procedure reads (card data only; no rule of the game). */
import type { Industry } from '../data/common.ts';
import type { CompanyCard } from '../data/companies.schema.ts';
import { companyById } from '../data/companies.ts';
import { automa, type GameState } from '../engine/index.ts';

type Company = GameState['companies'][number];

export function cardOfCompany(c: Company): CompanyCard | undefined {
  return companyById(c.card);
}

export function industryOf(c: Company): Industry | undefined {
  return companyById(c.card)?.industry;
}

/** What the Company produces when operational, Machinery included. */
export function outputOf(c: Company): number {
  const card = companyById(c.card);
  if (!card) return 0;
  const machinery = c.machinery && card.owner === 'capitalist' ? (card.machinery ?? 0) : 0;
  return card.output + machinery;
}

/** The Workers in a Company (shared: never change the list). */
export function workersAt(g: GameState, companyId: string) {
  return automa.workersIn(g, companyId);
}

export function findCompany(g: GameState, id: string): Company | undefined {
  return g.companies.find((c) => c.id === id);
}

/** Workers of a class employed in each industry (for Trade Unions). */
export function employedByIndustry(g: GameState, cls: 'working' | 'middle'): Map<Industry, number> {
  const out = new Map<Industry, number>();
  for (const w of g.workers) {
    if (w.cls !== cls || w.at !== 'company') continue;
    const c = findCompany(g, w.company ?? '');
    const i = c && industryOf(c);
    if (i) out.set(i, (out.get(i) ?? 0) + 1);
  }
  return out;
}
