/**
 * Game states for the picture tests: random games at a chosen round, and a crowded board made by
 * hand (every Company slot taken, strikes, Machinery, Bills, a vote under way) to push the layout.
 */

import type { Industry, PolicyId } from '../../src/data/common.ts';
import { CAPITALIST_COMPANIES, MIDDLE_COMPANIES } from '../../src/data/companies.ts';
import type { Company, GameState, Worker } from '../../src/engine/game-state.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';

export function randomState(players: 2 | 3 | 4, seed: string, round?: number): GameState {
  const game = playRandomGame(players, seed, round === undefined ? {} : { untilRound: round });
  if (game.error) throw new Error(game.error);
  return game.state;
}

/** A 4-player board at its fullest: 12 + 8 Companies, a Cooperative Farm, Bills, a vote, Loans. */
export function crowdedState(players: 2 | 3 | 4 = 4): GameState {
  const g = randomState(players, 'crowded', 3);
  let id = 9000;
  const add = (c: Omit<Company, 'id'>): Company => {
    const company = { id: `c${id++}`, ...c };
    g.companies.push(company);
    return company;
  };
  const staff = (
    company: Company,
    slots: Array<Industry | null>,
    cls: 'working' | 'middle',
    committed = false,
  ) => {
    slots.forEach((skill, slot) => {
      const w: Worker = { id: id++, cls, skill, at: 'company', company: company.id, slot, committed };
      g.workers.push(w);
    });
  };
  g.companies = g.companies.filter((c) => c.owner === 'state');
  g.workers = g.workers.filter((w) => w.at !== 'company' || g.companies.some((c) => c.id === w.company));
  CAPITALIST_COMPANIES.slice(0, 12).forEach((card, i) => {
    const c = add({
      card: `${card.id}#${i}`,
      owner: 'capitalist',
      wage: ((i % 3) + 1) as 1 | 2 | 3,
      machinery: !!card.machinery && i % 2 === 0,
      strike: i === 1 || i === 7,
    });
    if (i % 4 !== 3)
      staff(
        c,
        card.slots.map((s) => s.skill),
        i % 3 === 0 ? 'middle' : 'working',
        i % 5 === 0,
      );
  });
  if (players > 2) {
    MIDDLE_COMPANIES.slice(0, 8).forEach((card, i) => {
      const c = add({ card: `${card.id}#${i}`, owner: 'middle', wage: 2, machinery: false, strike: i === 2 });
      if (i % 3 !== 2)
        staff(
          c,
          card.slots.map((s) => s.skill),
          'middle',
        );
      if (card.employee && i % 2 === 0) {
        g.workers.push({
          id: id++,
          cls: 'working',
          skill: card.employee.skill,
          at: 'company',
          company: c.id,
          slot: card.slots.length,
          committed: true,
        });
      }
    });
  }
  const farm = add({
    card: 'cooperative.farm#1',
    owner: 'working',
    wage: 1,
    machinery: false,
    strike: false,
  });
  staff(farm, [null, null, null], 'working');
  for (let i = 0; i < 22; i++) {
    g.workers.push({
      id: id++,
      cls: 'working',
      skill: i % 5 === 0 ? 'food' : null,
      at: 'unemployed',
      committed: false,
    });
  }
  g.workers.push({ id: id++, cls: 'working', skill: 'health', at: 'union', committed: true });
  g.classes.working.loans = 2;
  g.classes.working.money = 1234;
  g.classes.capitalist.freeTradeZone = { food: 3, luxury: 5 };
  g.classes.capitalist.capital = 456;
  g.classes.capitalist.revenue = 78;
  g.treasuryLoans = players < 4 ? 1 : 0;
  const next = (p: PolicyId) => (g.policies[p] === 'B' ? 'A' : 'B');
  g.bills = { 1: { owner: 'working', section: next(1) }, 3: { owner: 'capitalist', section: next(3) } };
  if (players > 2) g.bills[5] = { owner: 'middle', section: next(5) };
  if (players === 4) g.bills[7] = { owner: 'state', section: next(7) };
  g.classes.working.vp = 61;
  g.classes.capitalist.vp = 64;
  return g;
}
