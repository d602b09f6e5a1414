/**
 * Shared set-up for the economy card tests: a game at a class's turn with chosen cards in hand,
 * Companies placed by hand, and the check that a card is not offered.
 */
import { expect } from 'vitest';
import type { ClassId, Industry } from '../../../../src/data/common.ts';
import { companyById } from '../../../../src/data/companies.ts';
import { findCompany, slotsOf, workersIn } from '../../../../src/engine/companies/companies.ts';
import { moneyOf } from '../../../../src/engine/economy/money.ts';
import type { Company, GameState } from '../../../../src/engine/game-state.ts';
import { applyInPlace } from '../../../../src/engine/index.ts';
import { addWorker, placeInCompany, toUnemployed } from '../../../../src/engine/workers/workers.ts';
import { answer, forceTurn, newGame, optionIds, setHand } from '../../testing.ts';

export { answer, newGame, optionIds };

/** The card instance `setHand` gives the first card. */
export function first(cardId: string): string {
  return `play:${cardId}#90`;
}

/** It is `seat`'s turn with exactly these cards in hand. */
export function turn(g: GameState, seat: ClassId, ...cardIds: string[]) {
  setHand(g, seat, cardIds);
  forceTurn(g, seat);
}

/** Plays the first card in hand, then gives the answers; returns the log lines. */
export function play(g: GameState, seat: ClassId, cardId: string, ...answers: string[]): string[] {
  return answer(g, seat, first(cardId), ...answers);
}

/** The card is not in the turn menu, and playing it is refused as not offered. */
export function expectNotPlayable(g: GameState, seat: ClassId, cardId: string) {
  expect(optionIds(g, seat)).not.toContain(first(cardId));
  const result = applyInPlace(g, seat, first(cardId));
  expect(result.ok).toBe(false);
  expect(result.ok ? '' : result.code).toBe('not-offered');
}

export function money(g: GameState, cls: ClassId): number {
  return moneyOf(g, cls);
}

/**
 * Puts a Company on the board; `staff` fills its required slots with new Workers of that class
 * from the Supply (skilled where the slot needs it), not committed.
 */
export function place(
  g: GameState,
  owner: Company['owner'],
  card: string,
  staff?: 'working' | 'middle',
  extra: Partial<Company> = {},
): Company {
  if (!companyById(card)) throw new Error(`no Company card ${card}`);
  const company: Company = {
    id: `c${g.nextId++}`,
    card,
    owner,
    wage: 2,
    machinery: false,
    strike: false,
    ...extra,
  };
  g.companies.push(company);
  if (staff) {
    for (const slot of slotsOf(companyById(card) as never).filter((s) => !s.employee))
      placeInCompany(addWorker(g, staff, slot.skill) as never, company.id, slot.index, false);
  }
  return company;
}

/** A Working Class employee from the Supply joins a Middle Class Company. */
export function hireEmployee(g: GameState, company: Company, skill: Industry | null = null) {
  const slot = slotsOf(companyById(company.card) as never).find((s) => s.employee);
  if (!slot) throw new Error('no employee slot');
  placeInCompany(addWorker(g, 'working', skill) as never, company.id, slot.index, false);
}

/** Adds unemployed Workers of a class from the Supply. */
export function addUnemployed(
  g: GameState,
  cls: 'working' | 'middle',
  n: number,
  skill: Industry | null = null,
) {
  for (let i = 0; i < n; i++) addWorker(g, cls, skill);
}

/** Empties a Company (its Workers become unemployed). */
export function empty(g: GameState, companyId: string) {
  for (const w of workersIn(g, companyId)) toUnemployed(w);
}

/** Who works in a Company, slot by slot: [class, skill, committed]. */
export function staffOf(g: GameState, companyId: string): Array<[string, string | null, boolean]> {
  return [...workersIn(g, companyId)]
    .sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0))
    .map((w) => [w.cls, w.skill, w.committed]);
}

export function company(g: GameState, id: string): Company {
  const c = findCompany(g, id);
  if (!c) throw new Error(`no Company ${id}`);
  return c;
}

/** Starting Companies of a 4-player game with seed "test" (see the setup dump in the tests). */
export const C = {
  supermarket: 'c1',
  shoppingMall: 'c2',
  college: 'c3',
  clinic: 'c4',
  convenienceStore: 'c5',
  doctorsOffice: 'c6',
  universityHospital: 'c7',
  technicalUniversity: 'c8',
  publicBroadcasting: 'c9',
};
