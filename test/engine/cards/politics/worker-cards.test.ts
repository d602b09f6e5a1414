import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../../../src/data/common.ts';
import { findCompany, workersIn } from '../../../../src/engine/companies/companies.ts';
import type { GameState, Worker } from '../../../../src/engine/game-state.ts';
import {
  addWorker,
  populationOf,
  removeWorker,
  toUnemployed,
  unemployedOf,
  workersOf,
} from '../../../../src/engine/workers/workers.ts';
import { answer, labelOf, optionIds, questionFor } from '../../testing.ts';
import { expectCardDone, expectRefused, game, play } from './helpers.ts';

const worker = (g: GameState, id: number) => g.workers.find((w) => w.id === id) as Worker;

/** Answers the Worker-per-slot questions with the option whose label starts with `label`. */
function pickSlot(g: GameState, seat: ClassId, label: string) {
  const q = questionFor(g, seat);
  expect(q.kind).toBe('assign.slot');
  const option = q.options.find((o) => labelOf(o).startsWith(label));
  expect(option).toBeDefined();
  answer(g, seat, option?.id as string);
}

describe('Workplace Accident and General Strike', () => {
  it('Workplace Accident (Working Class): the chosen player pays 8 per Company of that industry employing your Workers — components reference §2.12', () => {
    const g = game(4);
    play(g, 'working', 'working.workplace-accident');
    expect(optionIds(g, 'working')).toEqual(['capitalist:food', 'capitalist:education', 'state:health']);
    answer(g, 'working', 'state:health');
    expect(g.treasury).toBe(112);
    expect(g.classes.working.money).toBe(38);

    // The Middle Class pays for a Company whose employee is a Working Class Worker.
    const m = game(3);
    const office = findCompany(m, 'c6');
    const w17 = worker(m, 17);
    w17.at = 'company';
    w17.company = office?.id;
    w17.slot = 1;
    play(m, 'working', 'working.workplace-accident', 'middle:health');
    expect(m.classes.middle.money).toBe(32);
    expect(m.classes.working.money).toBe(38);

    const h = game(4);
    for (const w of h.workers) if (w.cls === 'working') toUnemployed(w);
    expectRefused(h, 'working', 'working.workplace-accident');
  });

  it('Workplace Accident (Working Class): the Capitalist Class pays from Revenue first, then Capital — components reference §3.1 FAQ', () => {
    const g = game(2);
    g.classes.capitalist.revenue = 5;
    g.classes.capitalist.capital = 50;
    play(g, 'working', 'working.workplace-accident', 'capitalist:food');
    expect(g.classes.capitalist.revenue).toBe(0);
    expect(g.classes.capitalist.capital).toBe(47);
    expect(g.classes.working.money).toBe(38);
  });

  it('General Strike (Working Class): Strike with 1 extra Strike token per Trade Union; only at 2B/2C — components reference §2.12', () => {
    const g = game(4);
    const union = worker(g, 17);
    union.skill = 'food';
    union.at = 'union';
    union.committed = true;
    play(g, 'working', 'working.general-strike');
    expect(optionIds(g, 'working')).toEqual(['c1', 'c3', 'c7']);
    answer(g, 'working', 'c1', 'c3', 'c7');
    expect(g.companies.filter((c) => c.strike).map((c) => c.id)).toEqual(['c1', 'c3', 'c7']);
    expectCardDone(g, 'working');

    // No Trade Union: the usual 2 tokens.
    const plain = game(4);
    play(plain, 'working', 'working.general-strike', 'c1', 'c7');
    expect(plain.companies.filter((c) => c.strike)).toHaveLength(2);
    expectCardDone(plain, 'working');

    const h = game(4);
    h.policies[2] = 'A';
    expectRefused(h, 'working', 'working.general-strike');
  });
});

describe('Migration', () => {
  it('Migration (Working Class): with 4 unemployed, up to 2 leave: 10 per skilled, 5 per unskilled; Population stays 3 — components reference §2.12 and §3.1 FAQ', () => {
    const g = game(4);
    addWorker(g, 'working', 'food');
    play(g, 'working', 'working.migration');
    expect(optionIds(g, 'working')).toEqual(['unskilled', 'food']);
    answer(g, 'working', 'food', 'unskilled');
    expect(g.classes.working.money).toBe(45);
    expect(workersOf(g, 'working')).toHaveLength(9);
    expect(unemployedOf(g, 'working')).toHaveLength(2);
    expect(g.supply.working).toBe(39);
    expect(populationOf(g, 'working')).toBe(3);
    expectCardDone(g, 'working');

    const h = game(4);
    expectRefused(h, 'working', 'working.migration');
  });

  it('Migration (Middle Class): one skilled Worker leaves, then stop — components reference §2.12', () => {
    const g = game(3);
    addWorker(g, 'middle', 'education');
    play(g, 'middle', 'middle.migration', 'education', 'done');
    expect(g.classes.middle.money).toBe(50);
    expect(workersOf(g, 'middle')).toHaveLength(10);
    expect(g.supply.middle).toBe(32);

    const h = game(3);
    expectRefused(h, 'middle', 'middle.migration');
  });
});

describe('assigning Workers', () => {
  it('Specialization (Working Class): a skilled Worker from the supply, then up to 3 Workers assigned (committed) — components reference §2.12', () => {
    const g = game(4);
    play(g, 'working', 'working.specialization');
    expect(optionIds(g, 'working')).toEqual(['food', 'luxury', 'health', 'education', 'media']);
    answer(g, 'working', 'media');
    expect(g.supply.working).toBe(37);
    expect(optionIds(g, 'working')).toContain('done');
    answer(g, 'working', 'co:c9');
    pickSlot(g, 'working', 'Unskilled Worker, unemployed');
    pickSlot(g, 'working', 'Unskilled Worker, unemployed');
    const staff = workersIn(g, 'c9');
    expect(staff.filter((w) => w.skill === 'media')).toHaveLength(1);
    expect(staff.filter((w) => w.skill === null)).toHaveLength(2);
    expect(staff.every((w) => w.cls === 'working' && w.committed)).toBe(true);
    expect(unemployedOf(g, 'working')).toHaveLength(1);
    expectCardDone(g, 'working');

    const h = game(4);
    h.policies[7] = 'A';
    expectRefused(h, 'working', 'working.specialization');
  });

  it('Specialization (Middle Class): a skilled Working Class Worker, then up to 3 unemployed Working Class Workers into your Companies — components reference §2.12', () => {
    const g = game(3);
    play(g, 'middle', 'middle.specialization', 'health');
    expect(unemployedOf(g, 'working')).toHaveLength(4);
    expect(optionIds(g, 'middle')).toEqual(['co:c5', 'co:c6', 'done']);
    answer(g, 'middle', 'co:c6');
    pickSlot(g, 'middle', 'health-skilled Worker');
    const employee = workersIn(g, 'c6').find((w) => w.cls === 'working');
    expect(employee?.skill).toBe('health');
    expect(employee?.committed).toBe(true);
    answer(g, 'middle', 'done');
    expect(unemployedOf(g, 'working')).toHaveLength(3);
    expectCardDone(g, 'middle');

    const h = game(3);
    h.policies[7] = 'A';
    expectRefused(h, 'middle', 'middle.specialization');
  });

  it('Labor Market Deregulation (Working Class): any number of unemployed Workers, more than 3; only at 2B/2C — components reference §2.12', () => {
    const g = game(4);
    addWorker(g, 'working', 'health');
    addWorker(g, 'working', 'media');
    play(g, 'working', 'working.labor-market-deregulation', 'co:c4');
    pickSlot(g, 'working', 'Unskilled Worker');
    answer(g, 'working', 'co:c9');
    expect(workersIn(g, 'c4')).toHaveLength(2);
    expect(workersIn(g, 'c9')).toHaveLength(3);
    expect([...workersIn(g, 'c4'), ...workersIn(g, 'c9')].every((w) => w.committed)).toBe(true);
    expect(unemployedOf(g, 'working')).toHaveLength(0);
    expectCardDone(g, 'working');

    const h = game(4);
    h.policies[2] = 'A';
    addWorker(h, 'working', 'health');
    expectRefused(h, 'working', 'working.labor-market-deregulation');
  });

  it('Labor Market Deregulation (Working Class): at 2C assigned Workers move too; a Company left and refilled keeps its other Worker and is a swap, not committed — components reference §3.1 FAQ, rules-decisions E2', () => {
    const g = game(4);
    g.policies[2] = 'C';
    const health = addWorker(g, 'working', 'health') as Worker;
    play(g, 'working', 'working.labor-market-deregulation', 'co:c4');
    pickSlot(g, 'working', 'health-skilled Worker, unemployed');
    answer(g, 'working', 'w:11'); // the Supermarket's unskilled Worker
    // The Supermarket's other Worker waits in place: the gap may be refilled in this action.
    expect(worker(g, 10).at).toBe('company');
    expect(worker(g, 10).company).toBe('c1');
    answer(g, 'working', 'co:c1');
    answer(g, 'working', 'w:17');
    answer(g, 'working', 'done');
    expect(
      workersIn(g, 'c4')
        .map((w) => w.id)
        .sort(),
    ).toEqual([11, health.id]);
    expect(worker(g, 11).committed).toBe(true);
    expect(
      workersIn(g, 'c1')
        .map((w) => w.id)
        .sort(),
    ).toEqual([10, 17]);
    expect(worker(g, 10).committed).toBe(false);
    expect(worker(g, 17).committed).toBe(false);

    // Committed Workers never move (FAQ): with everyone committed and nobody unemployed, nothing to do.
    const h = game(4);
    h.policies[2] = 'C';
    for (const w of h.workers) if (w.cls === 'working') w.committed = true;
    for (const w of unemployedOf(h, 'working')) removeWorker(h, w);
    expectRefused(h, 'working', 'working.labor-market-deregulation');
  });

  it('Labor Market Deregulation (Middle Class): its own unemployed Workers into a Company — components reference §2.12', () => {
    const g = game(3);
    play(g, 'middle', 'middle.labor-market-deregulation', 'co:c4');
    pickSlot(g, 'middle', 'Unskilled Worker, unemployed');
    const staff = workersIn(g, 'c4');
    expect(staff.map((w) => w.id).sort()).toEqual([27, 29]);
    expect(staff.every((w) => w.cls === 'middle' && w.committed)).toBe(true);
    expectCardDone(g, 'middle');

    const h = game(3);
    h.policies[2] = 'A';
    expectRefused(h, 'middle', 'middle.labor-market-deregulation');
  });

  it('Signing Bonus (Working Class): up to 4 unemployed Workers; each owner pays 4 per Worker — components reference §2.12', () => {
    const g = game(4);
    addWorker(g, 'working', 'media');
    play(g, 'working', 'working.signing-bonus', 'co:c9', 'done');
    expect(workersIn(g, 'c9')).toHaveLength(3);
    expect(g.treasury).toBe(108);
    expect(g.classes.working.money).toBe(42);

    const c = game(4);
    addWorker(c, 'working', 'health');
    play(c, 'working', 'working.signing-bonus', 'co:c4');
    expect(c.classes.capitalist.revenue).toBe(112);
    expect(c.classes.working.money).toBe(38);
    // 2 of 4 placed: the Middle Class's employee slots still fit.
    expect(optionIds(c, 'working')).toEqual(['co:c5', 'co:c6', 'done']);
    answer(c, 'working', 'co:c5');
    expect(c.classes.middle.money).toBe(36);
    expect(c.classes.working.money).toBe(42);

    const h = game(4);
    h.policies[2] = 'A';
    addWorker(h, 'working', 'media');
    expectRefused(h, 'working', 'working.signing-bonus');
  });

  it('Cooperative Farm (Working Class): with 3 unemployed, build a Cooperative Farm and put 3 of them on it — components reference §2.12', () => {
    const g = game(4);
    play(g, 'working', 'working.cooperative-farm');
    const farm = g.companies.find((c) => c.card === 'cooperative.farm');
    expect(farm?.owner).toBe('working');
    answer(g, 'working', `co:${farm?.id}`);
    const staff = workersIn(g, farm?.id as string);
    expect(staff.map((w) => w.id).sort()).toEqual([17, 18, 19]);
    expect(staff.every((w) => w.committed)).toBe(true);
    expect(unemployedOf(g, 'working')).toHaveLength(0);
    expectCardDone(g, 'working');

    // 2 players: only 2 unemployed Workers.
    const h = game(2);
    expectRefused(h, 'working', 'working.cooperative-farm');

    // Both Cooperative Farm cards already built.
    const full = game(4);
    for (const id of ['f1', 'f2'])
      full.companies.push({
        id,
        card: 'cooperative.farm',
        owner: 'working',
        wage: 2,
        machinery: false,
        strike: false,
      });
    expectRefused(full, 'working', 'working.cooperative-farm');
  });
});
