/**
 * The Working Class's Basic and Free Actions (rulebook, Working Class; Propose Bill also
 * from Bills and Elections, Proposing a Bill and "Immediate Vote").
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/game-state.ts';
import { setPolicy } from '../../../src/engine/politics/policies.ts';
import { billMarkersLeft } from '../../../src/engine/politics/propose-bill.ts';
import { demonstrationPossible } from '../../../src/engine/workers/worker-checks.ts';
import { populationOf, unemployedOf } from '../../../src/engine/workers/workers.ts';
import {
  addCompany,
  answer,
  basic,
  companyByCard,
  ctx,
  emptyAllCompanies,
  free,
  menu,
  newGame,
  optionIds,
  questions,
  removeWorkers,
  run,
  staff,
  step,
  unemployed,
  workersAt,
} from '../helpers.ts';
import { labelOf, questionFor } from '../testing.ts';

function wcWorkers(g: GameState) {
  return g.workers.filter((w) => w.cls === 'working');
}

describe('Propose Bill (rulebook, Working Class Basic Actions; Bills and Elections, Proposing a Bill)', () => {
  it('offers only the section next to the one in effect — from A only B, from B both A and C (Bills and Elections, Proposing a Bill)', () => {
    const g = newGame(4);
    basicStart(g);
    // Start: 1C 2B 3A 4B 5C 6B 7B (rules-decisions S1).
    expect(optionIds(g, 'working').sort()).toEqual(
      ['1B', '2A', '2C', '3B', '4A', '4C', '5B', '6A', '6C', '7A', '7C'].sort(),
    );
  });

  it('puts no second Bill on a Policy that has one, not even for the other neighbouring section ("A Policy that already has someone’s Bill on it cannot get another one")', () => {
    const g = newGame(4);
    g.bills[2] = { owner: 'capitalist', section: 'C' };
    basicStart(g);
    const ids = optionIds(g, 'working');
    expect(ids).not.toContain('2A');
    expect(ids).not.toContain('2C');
  });

  it('places the Bill marker and holds no vote until the Elections Phase when no Immediate Vote is called', () => {
    const g = newGame(4);
    basicStart(g);
    answer(g, 'working', '2A', 'wait');
    expect(g.bills[2]).toEqual({ owner: 'working', section: 'A' });
    expect(g.policies[2]).toBe('B');
    expect(billMarkersLeft(g, 'working')).toBe(2);
  });

  it('has 3 Bill markers: with 3 Bills out the action is no longer offered ("at most 3 Bills a round")', () => {
    const g = newGame(4);
    g.bills[1] = { owner: 'working', section: 'B' };
    g.bills[2] = { owner: 'working', section: 'A' };
    expect(menu(g, 'working')).toContain('basic:propose-bill');
    g.bills[3] = { owner: 'working', section: 'B' };
    expect(menu(g, 'working')).not.toContain('basic:propose-bill');
  });

  it('Immediate Vote: costs 1 Influence, is held at once with the normal rules, and the marker comes back win or lose (Bills and Elections, Immediate Vote)', () => {
    const g = newGame(4);
    g.classes.working.influence = 3;
    const bagBefore = { ...g.bag };
    basicStart(g);
    answer(g, 'working', '2A', 'vote');
    expect(g.classes.working.influence).toBe(2);
    // The election runs now: the others state their side.
    expect(questionFor(g, 'middle').kind).toBe('vote.side');
    answer(g, 'middle', 'for');
    answer(g, 'capitalist', 'for');
    answer(g, 'state', 'for');
    // Everyone is in favour: the cubes are still drawn; then secret Influence.
    for (const seat of ['working', 'middle', 'capitalist', 'state'] as const) {
      if (g.classes[seat].influence > 0) answer(g, seat, 'bid:0');
    }
    expect(g.policies[2]).toBe('A');
    expect(g.bills[2]).toBeUndefined();
    expect(billMarkersLeft(g, 'working')).toBe(3);
    // "The bag is not refilled for an Immediate Vote": 5 cubes left it, none were added.
    const total = (b: typeof bagBefore) => b.working + b.middle + b.capitalist;
    expect(total(g.bag)).toBe(total(bagBefore) - 5);
    expect(g.classes.working.vp).toBe(3);
  });

  it('offers no Immediate Vote without 1 Influence to spend', () => {
    const g = newGame(4);
    g.classes.working.influence = 0;
    basicStart(g);
    answer(g, 'working', '2A');
    expect(g.bills[2]?.owner).toBe('working');
    expect(g.flow.at(-1)?.t).not.toBe('bill.immediate');
  });

  it('lets another Bill onto a Policy once an Immediate Vote took the marker off it (rules-decisions S14)', () => {
    const g = newGame(4);
    g.classes.working.influence = 2;
    basicStart(g);
    answer(g, 'working', '7A', 'vote');
    answer(g, 'middle', 'against');
    answer(g, 'capitalist', 'against');
    answer(g, 'state', 'against');
    for (const seat of ['working', 'middle', 'capitalist', 'state'] as const) {
      if (g.classes[seat].influence > 0) answer(g, seat, 'bid:0');
    }
    basicStart(g);
    const ids = optionIds(g, 'working');
    expect(ids.some((id) => id.startsWith('7'))).toBe(true);
  });
});

/** The first Worker offered for a slot, while the Working Class is asked which Worker goes where. */
function pickSlot(g: GameState): string | undefined {
  const q = questions(g).find((x) => x.seat === 'working' && x.kind === 'assign.slot');
  return q?.options[0]?.id;
}

function basicStart(g: GameState) {
  basic(g, 'working', 'propose-bill');
}

describe('Assign Workers (rulebook, Working Class Basic Actions)', () => {
  /** A board with the starting Companies and no Working Class Worker anywhere. */
  function bare() {
    const g = newGame(4);
    removeWorkers(g, 'working');
    return g;
  }

  it('a skilled slot needs a skilled Worker of that industry: the Clinic needs a health-skilled Worker', () => {
    const g = bare();
    unemployed(g, 'working', 3);
    unemployed(g, 'working', 1, 'food');
    basic(g, 'working', 'assign-workers');
    const ids = optionIds(g, 'working');
    expect(ids).toContain(`co:${companyByCard(g, 'capitalist.supermarket').id}`);
    expect(ids).not.toContain(`co:${companyByCard(g, 'capitalist.clinic').id}`);
    expect(ids).not.toContain(`co:${companyByCard(g, 'capitalist.college').id}`);
  });

  it('a Company gets all its required Workers or none: with only 2 Workers, the 3-slot University Hospital is not offered', () => {
    const g = bare();
    unemployed(g, 'working', 1, 'health');
    unemployed(g, 'working', 1);
    basic(g, 'working', 'assign-workers');
    const ids = optionIds(g, 'working');
    expect(ids).not.toContain(`co:${companyByCard(g, 'public.university-hospital').id}`);
    expect(ids).toContain(`co:${companyByCard(g, 'capitalist.clinic').id}`);
  });

  it('assigned Workers fill the whole Company and are committed (turned sideways)', () => {
    const g = bare();
    unemployed(g, 'working', 1, 'health');
    unemployed(g, 'working', 1);
    basic(g, 'working', 'assign-workers');
    const clinic = companyByCard(g, 'capitalist.clinic');
    answer(g, 'working', `co:${clinic.id}`);
    const there = workersAt(g, clinic);
    expect(there).toHaveLength(2);
    expect(there.every((w) => w.committed)).toBe(true);
  });

  it('places at most 3 Workers: after a 2-slot Company, another 2-slot Company is no longer offered', () => {
    const g = bare();
    unemployed(g, 'working', 1, 'health');
    unemployed(g, 'working', 1, 'education');
    unemployed(g, 'working', 2);
    basic(g, 'working', 'assign-workers');
    const clinic = companyByCard(g, 'capitalist.clinic');
    const college = companyByCard(g, 'capitalist.college');
    expect(optionIds(g, 'working')).toContain(`co:${college.id}`);
    answer(g, 'working', `co:${clinic.id}`);
    // One Worker left in the budget: no 2-slot Company fits; the assignment ends by itself.
    expect(workersAt(g, college)).toHaveLength(0);
    expect(g.flow.at(-1)?.t).not.toBe('assign.pick');
  });

  it('takes Workers from anywhere unless committed: an uncommitted employed Worker may move (its old Company empties), a committed one may not', () => {
    const g = bare();
    const fastFood = addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    const college = companyByCard(g, 'capitalist.college');
    staff(g, college, 'working', ['education', null], false);
    basic(g, 'working', 'assign-workers');
    expect(optionIds(g, 'working')).toContain(`co:${fastFood.id}`);
    answer(g, 'working', `co:${fastFood.id}`);
    // Two different Workers could take the first slot: the player picks.
    for (let q = pickSlot(g); q; q = pickSlot(g)) answer(g, 'working', q);
    expect(workersAt(g, fastFood)).toHaveLength(2);
    expect(workersAt(g, college)).toHaveLength(0);

    const g2 = bare();
    const fastFood2 = addCompany(g2, 'capitalist', 'capitalist.fast-food-chain');
    staff(g2, companyByCard(g2, 'capitalist.college'), 'working', ['education', null], true);
    expect(fastFood2.card).toBe('capitalist.fast-food-chain');
    expect(menu(g2, 'working')).not.toContain('basic:assign-workers');
  });

  /** Answers the slot question with the Worker whose label starts so, while one is asked. */
  function takeSlot(g: GameState, label: string) {
    const q = questions(g).find((x) => x.seat === 'working' && x.kind === 'assign.slot');
    const option = q?.options.find((o) => labelOf(o).startsWith(label));
    if (!option)
      throw new Error(`no slot option "${label}" in ${q?.options.map((o) => labelOf(o)).join(' / ')}`);
    answer(g, 'working', option.id);
  }

  /** College run by an education-skilled and an unskilled Worker (uncommitted), two unskilled unemployed. */
  function collegeAndFastFood() {
    const g = bare();
    const college = companyByCard(g, 'capitalist.college');
    const [educated, plain] = staff(g, college, 'working', ['education', null], false);
    unemployed(g, 'working', 2);
    const fastFood = addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    basic(g, 'working', 'assign-workers');
    answer(g, 'working', `co:${fastFood.id}`);
    takeSlot(g, 'Unskilled Worker, from');
    takeSlot(g, 'Unskilled Worker, unemployed');
    return { g, college, fastFood, educated: educated!, plain: plain! };
  }

  it('a Worker moved out of a Company and another moved in, in one action, leave it running with its other Worker; all its Workers are uncommitted, and the refill costs one Worker of the 3 (components reference §3.1 FAQ; rules-decisions E2)', () => {
    const { g, college, fastFood, educated, plain } = collegeAndFastFood();
    // Two Workers placed; the College's education-skilled Worker waits for its colleague to be replaced.
    expect(plain.company).toBe(fastFood.id);
    expect(educated.company).toBe(college.id);
    expect(optionIds(g, 'working')).toContain(`co:${college.id}`);
    answer(g, 'working', `co:${college.id}`);
    const there = workersAt(g, college);
    expect(there).toHaveLength(2);
    expect(there.every((w) => !w.committed)).toBe(true);
    expect(workersAt(g, fastFood).every((w) => w.committed)).toBe(true);
    // Three Workers placed: the action is over.
    expect(g.flow.at(-1)?.t).not.toBe('assign.pick');
  });

  it('a Company left with a gap that the action does not refill loses its other Workers when the action ends (a Company holds all its required Workers or none)', () => {
    const { g, college, educated } = collegeAndFastFood();
    answer(g, 'working', 'done');
    expect(workersAt(g, college)).toHaveLength(0);
    expect(educated.at).toBe('unemployed');
    expect(educated.committed).toBe(false);
  });

  it('an uncommitted employee may leave a Middle Class Company even when its Middle Class Worker is committed (it disturbs nobody: the Company stays operational)', () => {
    const g = bare();
    const store = companyByCard(g, 'middle.convenience-store');
    for (const w of workersAt(g, store)) w.committed = true; // e.g. after an Extra Shift
    const [employee] = staff(g, store, 'working', [null], false, 1);
    unemployed(g, 'working', 1);
    const fastFood = addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    basic(g, 'working', 'assign-workers');
    expect(optionIds(g, 'working')).toContain(`co:${fastFood.id}`);
    answer(g, 'working', `co:${fastFood.id}`);
    for (let q = pickSlot(g); q; q = pickSlot(g)) answer(g, 'working', q);
    expect(employee?.company).toBe(fastFood.id);
    expect(workersAt(g, store).map((w) => w.cls)).toEqual(['middle']);
  });

  it('assigns a skilled Worker to a Trade Union only with at least 4 other Workers employed in that industry; it is committed (rules-decisions S20)', () => {
    const g = bare();
    const hospital = companyByCard(g, 'public.university-hospital');
    staff(g, hospital, 'working', ['health', null, null], true);
    unemployed(g, 'working', 1, 'health');
    basic(g, 'working', 'assign-workers');
    expect(optionIds(g, 'working')).not.toContain('tu:health');

    const g2 = bare();
    staff(g2, companyByCard(g2, 'public.university-hospital'), 'working', ['health', null, null], true);
    staff(g2, companyByCard(g2, 'capitalist.clinic'), 'working', ['health', null], true);
    // Unemployed Workers do not count.
    unemployed(g2, 'working', 3);
    const [member] = unemployed(g2, 'working', 1, 'health');
    basic(g2, 'working', 'assign-workers');
    expect(optionIds(g2, 'working')).toContain('tu:health');
    answer(g2, 'working', 'tu:health');
    expect(member?.at).toBe('union');
    expect(member?.committed).toBe(true);
  });

  it('the player chooses which Worker joins a Trade Union when they are not alike: the unemployed one, or one leaving a running Company (rulebook: "You may also assign skilled Workers to Trade Unions")', () => {
    const g = bare();
    staff(g, companyByCard(g, 'public.university-hospital'), 'working', ['health', null, null], true);
    staff(g, companyByCard(g, 'capitalist.clinic'), 'working', ['health', null], true);
    const clinic = addCompany(g, 'capitalist', 'capitalist.clinic');
    const [employed, colleague] = staff(g, clinic, 'working', ['health', null], false);
    const [free] = unemployed(g, 'working', 1, 'health');
    basic(g, 'working', 'assign-workers');
    answer(g, 'working', 'tu:health');
    const q = questionFor(g, 'working');
    expect(q.kind).toBe('assign.union-worker');
    expect(q.options.map((o) => labelOf(o))).toEqual([
      'health-skilled Worker, unemployed',
      'health-skilled Worker, from Clinic',
    ]);
    answer(g, 'working', `w:${employed?.id}`);
    answer(g, 'working', 'done');
    expect(employed?.at).toBe('union');
    expect(free?.at).toBe('unemployed');
    // The Clinic lost its skilled Worker: its colleague is unemployed again.
    expect(colleague?.at).toBe('unemployed');

    // Only alike Workers may join (all unemployed): no question, one of them joins.
    const g2 = bare();
    staff(g2, companyByCard(g2, 'public.university-hospital'), 'working', ['health', null, null], true);
    staff(g2, companyByCard(g2, 'capitalist.clinic'), 'working', ['health', null], true);
    unemployed(g2, 'working', 2, 'health');
    basic(g2, 'working', 'assign-workers');
    answer(g2, 'working', 'tu:health');
    expect(questionFor(g2, 'working').kind).toBe('assign.pick');
    expect(g2.workers.filter((w) => w.at === 'union')).toHaveLength(1);
  });

  it('sends the Trade Union Worker back to Unemployed when fewer than 4 Workers remain in its industry ("If you no longer have 4 Workers in a Union’s industry")', () => {
    const g = bare();
    staff(g, companyByCard(g, 'public.university-hospital'), 'working', ['health', null, null], true);
    const clinic = companyByCard(g, 'capitalist.clinic');
    staff(g, clinic, 'working', ['health', null], false);
    const [member] = unemployed(g, 'working', 1, 'health');
    (member as { at: string }).at = 'union';
    // The Capitalist Class sells the Clinic: 3 health Workers remain employed.
    basic(g, 'capitalist', 'sell-company-capitalist');
    answer(g, 'capitalist', clinic.id);
    expect(member?.at).toBe('unemployed');
  });

  it('the Trade Union Worker also returns when the Public Sector shrinks under it (Fiscal Policy; the union needs 4 Workers at all times)', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    g.policies[1] = 'B';
    // Open row 2 by hand: Public Hospital at position 3.
    const hospital = addCompany(g, 'state', 'public.public-hospital', { publicSlot: 3 });
    staff(g, hospital, 'working', ['health', null], false);
    staff(g, companyByCard(g, 'capitalist.clinic'), 'working', ['health', null], false);
    const [member] = unemployed(g, 'working', 1, 'health');
    (member as { at: string }).at = 'union';
    setPolicy(ctx(g), 1, 'C');
    expect(member?.at).toBe('unemployed');
  });
});

describe('Buy Goods & Services (rulebook, Working Class Basic Actions)', () => {
  it('buys one good from up to 2 sources, each up to Population; Foreign Market prices include the Policy 6 tariff, paid to the State', () => {
    const g = newGame(4);
    g.classes.working.money = 200;
    const treasury = g.treasury;
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'food');
    expect(optionIds(g, 'working').sort()).toEqual(['capitalist', 'foreign', 'middle'].sort());
    answer(g, 'working', 'foreign');
    // Population 3: at most 3 from one source. 6B: 10 + 5 tariff = 15 each.
    expect(optionIds(g, 'working')).toEqual(['3', '2', '1']);
    answer(g, 'working', '3');
    expect(g.classes.working.goods.food).toBe(3);
    expect(g.classes.working.money).toBe(200 - 45);
    expect(g.treasury).toBe(treasury + 15);
    // A second source, then the action ends (2 sources at most).
    answer(g, 'working', 'capitalist');
    answer(g, 'working', '1');
    expect(g.classes.working.goods.food).toBe(4);
    expect(g.classes.working.money).toBe(200 - 45 - 12);
    expect(g.classes.capitalist.revenue).toBe(120 + 12);
    expect(g.classes.capitalist.storage.food).toBe(0);
    expect(g.flow.at(-1)?.t).not.toBe('buy.seller');
  });

  it('pays the class’s price track (Capitalist Luxury at 8, or 5 after Adjust Prices)', () => {
    const g = newGame(4);
    g.classes.capitalist.prices.luxury = 0;
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'luxury', 'capitalist');
    expect(questionFor(g, 'working').options.map((o) => labelOf(o))).toEqual(['2 for 10', '1 for 5']);
  });

  it('the State sells Health at the Policy 4 price and Education at the Policy 5 price (4B: 5, 5C: 10)', () => {
    const g = newGame(4);
    g.classes.working.money = 100;
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'health', 'state');
    expect(questionFor(g, 'working').options.map((o) => labelOf(o))[0]).toBe('3 for 15');
    const g2 = newGame(4);
    g2.classes.working.money = 100;
    basic(g2, 'working', 'buy-goods');
    answer(g2, 'working', 'education', 'state');
    expect(questionFor(g2, 'working').options.map((o) => labelOf(o))[0]).toBe('3 for 30');
  });

  it('selling Health at 5 (4B) gives the State 1 VP whatever the amount (rulebook, State "Action Phase note")', () => {
    const g = newGame(4);
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'health', 'state', '1');
    expect(g.classes.state.vp).toBe(1);
    expect(g.publicServices.health).toBe(5);
  });

  it('selling Health free (4A) gives +1 Legitimacy with the buying class per 3 sold', () => {
    const g = newGame(4);
    g.policies[4] = 'A';
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'health', 'state', '3');
    expect(g.classes.state.legitimacy.working).toBe(3);
    expect(g.classes.working.money).toBe(30);
    expect(g.classes.state.vp).toBe(0);
  });

  it('buys Media Influence from the Public Services at 10 (money to the Treasury)', () => {
    const g = newGame(4);
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'influence', 'state', '2');
    expect(g.classes.working.influence).toBe(3);
    expect(g.publicServices.influence).toBe(2);
    expect(g.treasury).toBe(140);
  });

  it('never buys more than it can pay for (no Loan for optional spending; rulebook, Loans)', () => {
    const g = newGame(4);
    g.classes.working.money = 20;
    basic(g, 'working', 'buy-goods');
    answer(g, 'working', 'food', 'foreign');
    expect(optionIds(g, 'working')).toEqual(['1']);
  });
});

describe('Strike (rulebook, Working Class Basic Actions)', () => {
  it('targets only Companies where its Workers work, not with committed Workers, not at L3, and Public Companies only with 4 players', () => {
    const g = newGame(4);
    const supermarket = companyByCard(g, 'capitalist.supermarket');
    const college = companyByCard(g, 'capitalist.college');
    const hospital = companyByCard(g, 'public.university-hospital');
    const mall = companyByCard(g, 'capitalist.shopping-mall');
    college.wage = 3;
    basic(g, 'working', 'strike');
    const ids = optionIds(g, 'working');
    expect(ids).toContain(supermarket.id);
    expect(ids).toContain(hospital.id);
    expect(ids).not.toContain(college.id); // L3
    expect(ids).not.toContain(mall.id); // Middle Class Workers

    const g3 = newGame(3);
    basic(g3, 'working', 'strike');
    expect(optionIds(g3, 'working')).not.toContain(companyByCard(g3, 'public.university-hospital').id);

    const g4 = newGame(4);
    for (const w of workersAt(g4, companyByCard(g4, 'capitalist.supermarket'))) w.committed = true;
    basic(g4, 'working', 'strike');
    expect(optionIds(g4, 'working')).not.toContain(companyByCard(g4, 'capitalist.supermarket').id);
  });

  it('places up to 2 Strike tokens', () => {
    const g = newGame(4);
    basic(g, 'working', 'strike');
    answer(g, 'working', companyByCard(g, 'capitalist.supermarket').id);
    answer(g, 'working', companyByCard(g, 'capitalist.college').id);
    expect(g.companies.filter((c) => c.strike)).toHaveLength(2);
    expect(g.flow.at(-1)?.t).not.toBe('strike.pick');
  });

  it('at Production: a struck Company does not produce and pays no Wage, the Working Class gains 1 Influence; tokens on L3 Companies are discarded first', () => {
    const g = newGame(4);
    const supermarket = companyByCard(g, 'capitalist.supermarket');
    const college = companyByCard(g, 'capitalist.college');
    supermarket.strike = true;
    college.strike = true;
    college.wage = 3; // raised after the strike: the token is discarded
    const food = g.classes.capitalist.storage.food;
    const education = g.classes.capitalist.storage.education;
    const money = g.classes.working.money;
    run(g, step('production.strikes'), step('production.produce'));
    expect(g.classes.capitalist.storage.food).toBe(food);
    expect(g.classes.capitalist.storage.education).toBe(education + 6);
    // College at L3 pays 30; Supermarket pays nothing; the University Hospital pays 30 (L2).
    expect(g.classes.working.money).toBe(money + 30 + 30);
    expect(g.classes.working.influence).toBe(2);
    expect(g.companies.some((c) => c.strike)).toBe(false);
  });
});

describe('Strike tokens where the Working Class no longer works (components reference §3.1 FAQ; rules-decisions §5.9)', () => {
  it('gives no Influence and does not stop a Company the Working Class has left', () => {
    const g = newGame(4);
    const supermarket = companyByCard(g, 'capitalist.supermarket');
    supermarket.strike = true;
    for (const w of workersAt(g, supermarket))
      Object.assign(w, { at: 'unemployed', company: undefined, slot: undefined });
    removeWorkers(g, 'middle');
    staff(g, supermarket, 'middle', ['food', null]);
    g.classes.capitalist.storage.food = 0;
    run(g, step('production.strikes'), step('production.produce'));
    expect(g.classes.working.influence).toBe(1);
    expect(g.classes.capitalist.storage.food).toBe(4);
    expect(g.classes.middle.money).toBe(40 + 20);
    expect(supermarket.strike).toBe(false);
  });
});

describe('Demonstration (rulebook, Working Class Basic Actions; rules-decisions S19)', () => {
  function crowd(extra: number) {
    const g = newGame(4);
    removeWorkers(g, 'working');
    emptyAllCompanies(g);
    removeWorkers(g, 'middle');
    // Fill every Company so no slot is open, then add unemployed Working Class Workers.
    for (const c of g.companies) {
      if (c.owner !== 'middle') continue;
      staff(g, c, 'middle', [c.card === 'middle.convenience-store' ? 'food' : 'health']);
      staff(g, c, 'working', [null], false, 1);
    }
    staff(g, companyByCard(g, 'capitalist.supermarket'), 'middle', ['food', null]);
    staff(g, companyByCard(g, 'capitalist.shopping-mall'), 'middle', ['luxury', null]);
    staff(g, companyByCard(g, 'capitalist.college'), 'middle', ['education', null]);
    staff(g, companyByCard(g, 'capitalist.clinic'), 'middle', ['health', null]);
    staff(g, companyByCard(g, 'public.university-hospital'), 'middle', ['health', null, null]);
    staff(g, companyByCard(g, 'public.technical-university'), 'middle', ['education', null, null]);
    staff(g, companyByCard(g, 'public.national-public-broadcasting'), 'middle', ['media', null, null]);
    unemployed(g, 'working', extra);
    return g;
  }

  it('is possible only when unemployed Workers exceed the open slots for the class by at least 2; Middle Class employee slots count only when run (components reference §3.1)', () => {
    const g = crowd(2);
    expect(demonstrationPossible(g)).toBe(true);
    expect(menu(g, 'working')).toContain('basic:demonstration');
    // An empty 2-slot Company: 2 unemployed no longer exceed 2 open slots by 2.
    addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    expect(demonstrationPossible(g)).toBe(false);
    // A Middle Class Company whose own Worker is missing does not open its employee slot.
    const g2 = crowd(2);
    addCompany(g2, 'middle', 'middle.game-store');
    expect(demonstrationPossible(g2)).toBe(true);
    // ... but a running one does.
    const g3 = crowd(2);
    const store = addCompany(g3, 'middle', 'middle.game-store');
    staff(g3, store, 'middle', ['luxury']);
    expect(demonstrationPossible(g3)).toBe(false);
  });

  it('at Production: discarded, +1 Influence, the others lose VP equal to unemployed + Trade Unions, each at most its empty Company spaces', () => {
    const g = crowd(5);
    g.classes.working.demonstration = true;
    g.classes.capitalist.vp = 20;
    g.classes.middle.vp = 20;
    g.classes.state.vp = 20;
    run(g, step('production.demonstration'));
    expect(g.classes.working.demonstration).toBe(false);
    expect(g.classes.working.influence).toBe(2);
    // 5 VP to lose. Capitalist: 12 − 4 Companies = 8 spaces; Middle 8 − 2 = 6; State: every Public slot is filled.
    // First who loses, then how much (each class at most 5 here, none forced yet).
    expect(optionIds(g, 'working')).toEqual(['capitalist', 'middle']);
    answer(g, 'working', 'capitalist');
    expect(optionIds(g, 'working')).toEqual(['5', '4', '3', '2', '1']);
    answer(g, 'working', '3');
    // The rest must go to the Middle Class now (it can take 2).
    expect(optionIds(g, 'working')).toEqual(['middle']);
    answer(g, 'working', 'middle');
    expect(optionIds(g, 'working')).toEqual(['2']);
    answer(g, 'working', '2');
    expect(g.classes.capitalist.vp).toBe(17);
    expect(g.classes.middle.vp).toBe(18);
  });

  it('loses no more than all the opponents’ empty spaces together (rules-decisions S19)', () => {
    const g = crowd(3);
    // The Capitalist Class fills its 12 spaces; the Middle Class its 8; the State has no empty slot.
    while (g.companies.filter((c) => c.owner === 'capitalist').length < 12)
      addCompany(g, 'capitalist', 'capitalist.car-manufacturer');
    while (g.companies.filter((c) => c.owner === 'middle').length < 7)
      addCompany(g, 'middle', 'middle.game-store');
    g.classes.capitalist.vp = 10;
    g.classes.middle.vp = 10;
    g.classes.working.demonstration = true;
    run(g, step('production.demonstration'));
    expect(optionIds(g, 'working')).toEqual(['middle']);
    answer(g, 'working', 'middle');
    expect(optionIds(g, 'working')).toEqual(['1']);
    answer(g, 'working', '1');
    expect(g.classes.middle.vp).toBe(9);
    expect(g.classes.capitalist.vp).toBe(10);
  });

  it('counts the State’s empty spaces as empty Worker slots of available Public Companies (rules-decisions S19)', () => {
    const g = newGame(4);
    // National Public Broadcasting starts empty with 4 players: 3 empty slots.
    g.classes.working.demonstration = true;
    g.classes.state.vp = 10;
    run(g, step('production.demonstration'));
    answer(g, 'working', 'state');
    expect(optionIds(g, 'working')[0]).toBe('3');
  });

  it('is discarded when Workers are assigned and the condition no longer holds ("If someone builds a Company and assigns your Workers there")', () => {
    const g = crowd(2);
    g.classes.working.demonstration = true;
    g.classes.capitalist.market = ['capitalist.fast-food-chain'];
    basic(g, 'capitalist', 'build-company-capitalist');
    answer(g, 'capitalist', 'capitalist.fast-food-chain');
    if (questionFor(g, 'capitalist').kind === 'build.wage') answer(g, 'capitalist', '2');
    answer(g, 'capitalist', 'working');
    expect(g.classes.working.demonstration).toBe(false);
  });
});

describe('Apply Political Pressure and Pay Off Loan (rulebook, Working Class Basic Actions)', () => {
  it('Political Pressure adds 3 of the class’s Voting cubes to the bag', () => {
    const g = newGame(4);
    basic(g, 'working', 'political-pressure');
    expect(g.bag.working).toBe(11);
    expect(g.supply.cubes.working).toBe(14);
  });

  it('Pay Off Loan spends 50 and discards the Loan', () => {
    const g = newGame(4);
    g.classes.working.loans = 2;
    g.classes.working.money = 60;
    basic(g, 'working', 'pay-off-loan');
    expect(g.classes.working.loans).toBe(1);
    expect(g.classes.working.money).toBe(10);
    expect(menu(g, 'working')).not.toContain('basic:pay-off-loan');
  });
});

describe('Use Healthcare, Education, Luxury (rulebook, Working Class Free Actions)', () => {
  it('Use Luxury spends Luxury equal to Population and scores the new Prosperity value', () => {
    const g = newGame(4);
    g.classes.working.goods.luxury = 3;
    g.classes.working.prosperity = 4;
    free(g, 'working', 'use-luxury');
    expect(g.classes.working.goods.luxury).toBe(0);
    expect(g.classes.working.prosperity).toBe(5);
    expect(g.classes.working.vp).toBe(5);
  });

  it('is not offered with less than Population of the good', () => {
    const g = newGame(4);
    g.classes.working.goods.luxury = 2;
    expect(menu(g, 'working')).not.toContain('free:use-luxury');
  });

  it('Use Healthcare: +1 Prosperity, 2 bonus VP and a new unskilled Worker in Unemployed', () => {
    const g = newGame(4);
    g.classes.working.goods.health = 3;
    const before = unemployedOf(g, 'working').length;
    free(g, 'working', 'use-health');
    expect(g.classes.working.prosperity).toBe(1);
    expect(g.classes.working.vp).toBe(1 + 2);
    expect(unemployedOf(g, 'working')).toHaveLength(before + 1);
    expect(unemployedOf(g, 'working').at(-1)?.skill).toBeNull();
  });

  it('Use Education: +1 Prosperity and one Worker, from anywhere, becomes skilled', () => {
    const g = newGame(4);
    g.classes.working.goods.education = 3;
    free(g, 'working', 'use-education');
    expect(g.classes.working.prosperity).toBe(1);
    const options = optionIds(g, 'working');
    expect(options.some((o) => o.endsWith(':media'))).toBe(true);
    const choice = options.find((o) => o.endsWith(':media')) as string;
    const id = Number(choice.split(':')[1]);
    answer(g, 'working', choice);
    expect(g.workers.find((w) => w.id === id)?.skill).toBe('media');
  });

  it('Use Education: the player picks which unskilled Worker is trained — unemployed, or in which Company, committed or not; alike Workers are one choice (base-rulebook.txt, Working Class Free Actions: "upgrade one of your Workers to a skilled one (from anywhere)"; rules-decisions E16)', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    g.classes.working.goods.education = 3;
    const clinic = companyByCard(g, 'capitalist.clinic');
    const college = companyByCard(g, 'capitalist.college');
    const chain = addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    const [, committed] = staff(g, clinic, 'working', ['health', null], true);
    const [, uncommitted] = staff(g, college, 'working', ['education', null]);
    const [first] = staff(g, chain, 'working', [null, null]);
    const [idle] = unemployed(g, 'working', 2);
    free(g, 'working', 'use-education');
    const media = questionFor(g, 'working').options.filter((o) => o.id.endsWith(':media'));
    expect(media.map((o) => [o.id, labelOf(o)])).toEqual([
      [`w:${idle?.id}:media`, 'An unemployed unskilled Worker becomes media-skilled'],
      [`w:${committed?.id}:media`, 'An unskilled Worker at Clinic (committed) becomes media-skilled'],
      [`w:${uncommitted?.id}:media`, 'An unskilled Worker at College becomes media-skilled'],
      [`w:${first?.id}:media`, 'An unskilled Worker at Fast Food Chain becomes media-skilled'],
    ]);
    answer(g, 'working', `w:${uncommitted?.id}:health`);
    expect(uncommitted?.skill).toBe('health');
    expect(committed?.skill).toBeNull();
  });

  it('at the top of the Prosperity track the marker stays and the last value scores again (components reference §2.6)', () => {
    const g = newGame(4);
    g.classes.working.goods.luxury = 3;
    g.classes.working.prosperity = 10;
    free(g, 'working', 'use-luxury');
    expect(g.classes.working.prosperity).toBe(10);
    expect(g.classes.working.vp).toBe(10);
  });

  it('needs Population’s worth: 12 Workers make Population 4 (components reference §2.6 bands)', () => {
    const g = newGame(4);
    unemployed(g, 'working', 2);
    expect(wcWorkers(g)).toHaveLength(12);
    expect(populationOf(g, 'working')).toBe(4);
    g.classes.working.goods.luxury = 3;
    expect(menu(g, 'working')).not.toContain('free:use-luxury');
    g.classes.working.goods.luxury = 4;
    free(g, 'working', 'use-luxury');
    expect(g.classes.working.goods.luxury).toBe(0);
  });
});

describe('Swap Workers and Receive Benefits (rulebook, Working Class Free Actions)', () => {
  it('swaps an employed skilled Worker in an unskilled slot with an unemployed Worker', () => {
    const g = newGame(4);
    removeWorkers(g, 'working');
    const clinic = companyByCard(g, 'capitalist.clinic');
    const [, skilled] = staff(g, clinic, 'working', ['health', 'education']);
    const [idle] = unemployed(g, 'working', 1);
    free(g, 'working', 'swap-workers');
    answer(g, 'working', `${skilled?.id}:${idle?.id}`);
    expect(skilled?.at).toBe('unemployed');
    expect(idle?.at).toBe('company');
    expect(idle?.slot).toBe(1);
  });

  it('is not offered when no skilled Worker sits in an unskilled slot', () => {
    const g = newGame(4);
    expect(menu(g, 'working')).not.toContain('free:swap-workers');
  });

  it('Receive Benefits (4 players): money and goods to the class, cubes to the bag, and the State gains 1 VP', () => {
    const g = newGame(4);
    g.classes.working.benefits = {
      money: 10,
      goods: { food: 2, luxury: 0, health: 1, education: 0 },
      influence: 1,
      cubes: 2,
    };
    free(g, 'working', 'receive-benefits-free');
    expect(g.classes.working.money).toBe(40);
    expect(g.classes.working.goods.food).toBe(2);
    expect(g.classes.working.goods.health).toBe(1);
    expect(g.classes.working.influence).toBe(2);
    expect(g.bag.working).toBe(10);
    expect(g.classes.state.vp).toBe(1);
    expect(g.classes.working.benefits).toBeNull();
  });

  it('has no Receive Benefits with fewer than 4 players', () => {
    const g = newGame(3);
    g.classes.working.benefits = {
      money: 10,
      goods: { food: 0, luxury: 0, health: 0, education: 0 },
      influence: 0,
      cubes: 0,
    };
    expect(menu(g, 'working')).not.toContain('free:receive-benefits-free');
  });
});
