/**
 * Crisis Response (Crisis & Control rulebook, Crisis Response; components reference §2.14, §3.2;
 * decisions.md #2): when the IMF intervenes, the face-up card's steps replace the base IMF's.
 * One test per card, with its refusal or no-op case; rules-decisions C1–C8 (docs/rules-decisions.md §12).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../src/engine/game-state.ts';
import { openPolicies } from '../../../../src/engine/politics/propose-bill.ts';
import { populationOf, tradeUnions, unemployedOf } from '../../../../src/engine/workers/workers.ts';
import { addCompany, answer, newWorker, optionIds, questions, run, staff, step } from '../../helpers.ts';
import { bankruptWith, checkImf, faceUp, nextCard } from './helpers.ts';

function addTradeUnion(g: GameState, skill: 'food' | 'health' = 'food') {
  const w = newWorker(g, 'working', skill);
  w.at = 'union';
}

function crisisOf(g: GameState) {
  return g.crisisResponse as NonNullable<GameState['crisisResponse']>;
}

describe('Crisis Response setup and flow', () => {
  it('shuffles the 10 cards and reveals the top one (C&C rulebook, Crisis Response setup)', () => {
    const g = bankruptWith('japanese-model');
    const cr = crisisOf(g);
    expect(cr.draw.length + 1).toBe(10);
    expect(cr.current).toBe('crisis.japanese-model');
    expect(cr.locks).toEqual([]);
  });

  it('Japanese Model (as any card) stays face up and does nothing while the State can pay its way (rulebook, Check IMF; rules-decisions S18)', () => {
    const g = bankruptWith('japanese-model');
    g.classes.state.loans = 1;
    checkImf(g);
    expect(faceUp(g)).toBe('crisis.japanese-model');
    expect(crisisOf(g).resolved).toEqual([]);
  });

  it('is not set up without the module, and the base IMF then intervenes (decisions.md #2)', () => {
    const g = bankruptWith('japanese-model');
    delete g.crisisResponse;
    g.options = { ...g.options, modules: { ...g.options.modules, crisisResponse: false } };
    checkImf(g);
    // The base IMF: Policies 1–6 to 1C 2C 3A 4B 5C 6B and Legitimacy halved.
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'A', 4: 'B', 5: 'C', 6: 'B', 7: 'B' });
    expect(g.classes.state.legitimacy).toEqual({ working: 4, middle: 4, capitalist: 3 });
  });
});

describe('the 10 Crisis Response cards (components reference §2.14)', () => {
  it('Washington Consensus: all Bills out (+1 Influence each), 1–6 to C and 7B; WC ½ Population Influence and 2 cubes per Trade Union, MC 2 Influence and 2 cubes per Public/CC Company employing it; 2 unemployed each leave; WC −3, MC −2', () => {
    const g = bankruptWith('washington-consensus');
    addTradeUnion(g);
    g.bills = { 3: { owner: 'working', section: 'B' }, 6: { owner: 'capitalist', section: 'A' } };
    expect(populationOf(g, 'working')).toBe(3);
    checkImf(g);
    expect(g.bills).toEqual({});
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'C', 4: 'C', 5: 'C', 6: 'C', 7: 'B' });
    expect(g.classes.working.influence).toBe(1 + 2);
    expect(g.classes.capitalist.influence).toBe(1);
    expect(g.bag.working).toBe(8 + 2);
    expect(unemployedOf(g, 'working')).toHaveLength(1);
    expect(g.classes.middle.influence).toBe(2);
    // Shopping Mall (Capitalist) and Technical University (Public) employ Middle Class Workers.
    expect(g.bag.middle).toBe(8 + 4);
    expect(unemployedOf(g, 'middle')).toHaveLength(1);
    expect(g.classes.state.loans).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 5, middle: 5, capitalist: 6 });
    expect(crisisOf(g).resolved).toEqual(['crisis.washington-consensus']);
    expect(crisisOf(g).discard).toContain('crisis.washington-consensus');
    expect(faceUp(g)).not.toBe('crisis.washington-consensus');
  });

  it('Washington Consensus with no Trade Union and no unemployed: no cubes, nobody leaves', () => {
    const g = bankruptWith('washington-consensus');
    for (const w of unemployedOf(g, 'working')) w.at = 'company';
    expect(tradeUnions(g)).toHaveLength(0);
    checkImf(g);
    expect(g.bag.working).toBe(8);
    expect(g.workers.filter((w) => w.cls === 'working')).toHaveLength(10);
  });

  it('Failed IMF Negotiations: only Bills on 2 and 7 out; 2C 7A; each class pays 10 a round until the State can pay off its Loans; −1 Legitimacy per 10 taken', () => {
    const g = bankruptWith('failed-imf-negotiations');
    g.bills = { 2: { owner: 'working', section: 'A' }, 3: { owner: 'middle', section: 'B' } };
    checkImf(g);
    expect(Object.keys(g.bills)).toEqual(['3']);
    expect(g.policies[2]).toBe('C');
    expect(g.policies[7]).toBe('A');
    expect(g.policies[1]).toBe('C');
    // 3 Loans need 165: six rounds of 3 × 10 = 180; 165 pays them off, 15 is left.
    expect(g.classes.working.money).toBe(40);
    expect(g.classes.middle.money).toBe(40);
    expect(g.classes.capitalist.revenue).toBe(40);
    expect(g.classes.state.loans).toBe(0);
    expect(g.treasury).toBe(15);
    expect(g.classes.state.legitimacy).toEqual({ working: 2, middle: 1, capitalist: 1 });
  });

  it('Failed IMF Negotiations: a class without the money takes a Loan to pay (a mandatory payment)', () => {
    const g = bankruptWith('failed-imf-negotiations');
    g.classes.working.money = 5;
    checkImf(g);
    expect(g.classes.working.loans).toBe(2);
    expect(g.classes.working.money).toBe(5 + 100 - 60);
  });

  it('Moderate IMF Intervention: all Bills out; 1C 2C 3B 4B 5B 6C 7B with 6 locked; the WC removes 2 unemployed of its choice; −2 each', () => {
    const g = bankruptWith('moderate-imf-intervention');
    (unemployedOf(g, 'working')[0] as { skill: string | null }).skill = 'food';
    g.bills = { 4: { owner: 'middle', section: 'A' } };
    checkImf(g);
    expect(questions(g)[0]?.kind).toBe('crisis.remove-worker');
    expect(optionIds(g, 'working').sort()).toEqual(['food', 'unskilled']);
    answer(g, 'working', 'food');
    const left = unemployedOf(g, 'working');
    expect(left.map((w) => w.skill)).toEqual([null]);
    expect(g.bills).toEqual({});
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'B', 4: 'B', 5: 'B', 6: 'C', 7: 'B' });
    expect(crisisOf(g).locks).toEqual([6]);
    expect(g.classes.state.legitimacy).toEqual({ working: 6, middle: 5, capitalist: 4 });
  });

  it('Moderate IMF Intervention: a locked Policy takes no Bill until the next round’s Check IMF step (C&C rulebook p.14; rules-decisions X10)', () => {
    const g = bankruptWith('moderate-imf-intervention');
    checkImf(g);
    expect(openPolicies(g)).not.toContain(6);
    expect(openPolicies(g)).toContain(5);
    // Next round's Check IMF step: the State holds no Loan now; the lock comes off anyway.
    checkImf(g);
    expect(crisisOf(g).locks).toEqual([]);
    expect(openPolicies(g)).toContain(6);
  });

  it('Japanese Model: all Bills out; 1C 2B 3B 4B 5B 6C 7A; the State gets 40, too little for one Loan at 55, so all 3 are written off; −1 each', () => {
    const g = bankruptWith('japanese-model');
    g.policies[2] = 'C';
    g.classes.state.legitimacy.capitalist = 1;
    checkImf(g);
    expect(g.policies).toEqual({ 1: 'C', 2: 'B', 3: 'B', 4: 'B', 5: 'B', 6: 'C', 7: 'A' });
    expect(g.treasury).toBe(40);
    expect(g.classes.state.loans).toBe(0);
    // Legitimacy never drops below 1 (rules-decisions S24).
    expect(g.classes.state.legitimacy).toEqual({ working: 7, middle: 6, capitalist: 1 });
    // Income taxes this round still use the Labor Market from before the IMF (rules-decisions S3).
    expect(g.incomeTaxLabor).toBe('C');
  });

  it('Basic IMF Intervention: 1C 2C 3A 4B 5C 6B 7B with 1 and 3 locked; the Loans the State cannot pay are written off; all three Legitimacy halved, rounded up', () => {
    const g = bankruptWith('basic-imf-intervention');
    g.treasury = 60;
    g.policies[3] = 'C';
    checkImf(g);
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'A', 4: 'B', 5: 'C', 6: 'B', 7: 'B' });
    expect(crisisOf(g).locks).toEqual([1, 3]);
    // Check IMF pays one Loan first (rules-decisions S18); the card cannot pay the other two.
    expect(g.treasury).toBe(60 - 55);
    expect(g.classes.state.loans).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 4, middle: 4, capitalist: 3 });
  });

  it('Basic IMF Intervention with 2 players: the Treasury’s 3 Loans are written off and Policies 1 and 3 locked, but there is no Legitimacy to halve (no State player; rules-decisions X1)', () => {
    const g = bankruptWith('basic-imf-intervention', 2);
    g.bills = { 2: { owner: 'working', section: 'A' } };
    checkImf(g);
    expect(g.bills).toEqual({});
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'A', 4: 'B', 5: 'C', 6: 'B', 7: 'B' });
    expect(crisisOf(g).locks).toEqual([1, 3]);
    expect(g.treasuryLoans).toBe(0);
    expect(g.treasury).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 8, middle: 7, capitalist: 6 });
  });

  it('US Stimulus Package: 1C 2C 3B 4C 5C 6B 7B; the State gets 60, pays the WC and MC 10 and 2 Health each and the CC 15; WC and MC Legitimacy halved', () => {
    const g = bankruptWith('us-stimulus-package');
    checkImf(g);
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'B', 4: 'C', 5: 'C', 6: 'B', 7: 'B' });
    expect(g.classes.working.money).toBe(110);
    expect(g.classes.middle.money).toBe(110);
    expect(g.classes.capitalist.revenue).toBe(115);
    expect(g.classes.working.goods.health).toBe(2);
    expect(g.classes.middle.goods.health).toBe(2);
    expect(g.publicServices.health).toBe(6 - 4);
    // 60 − 35 = 25: not enough for a Loan at 55, all are written off.
    expect(g.treasury).toBe(25);
    expect(g.classes.state.loans).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 4, middle: 4, capitalist: 6 });
  });

  it('US Stimulus Package: the Health is given only if able (1 in the Public Services: the WC gets it, the MC none)', () => {
    const g = bankruptWith('us-stimulus-package');
    g.publicServices.health = 1;
    checkImf(g);
    expect(g.classes.working.goods.health).toBe(1);
    expect(g.classes.middle.goods.health).toBe(0);
  });

  it('IMF Intervention with Resistance: Bills out except on 4 and 5; 1C (locked) 2C 3B 6B 7A; the WC places 3 Strike tokens; −2 each', () => {
    const g = bankruptWith('imf-intervention-with-resistance');
    g.policies[4] = 'A';
    g.bills = { 3: { owner: 'working', section: 'B' }, 4: { owner: 'middle', section: 'B' } };
    checkImf(g);
    expect(questions(g)[0]?.kind).toBe('strike.pick');
    const targets = optionIds(g, 'working');
    answer(g, 'working', targets[0] as string);
    answer(g, 'working', optionIds(g, 'working')[0] as string);
    answer(g, 'working', optionIds(g, 'working')[0] as string);
    expect(g.companies.filter((c) => c.strike)).toHaveLength(3);
    expect(Object.keys(g.bills)).toEqual(['4']);
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'B', 4: 'A', 5: 'C', 6: 'B', 7: 'A' });
    expect(crisisOf(g).locks).toEqual([1]);
    expect(g.classes.state.legitimacy).toEqual({ working: 6, middle: 5, capitalist: 4 });
  });

  it('IMF Intervention with Resistance: with nothing the Working Class may strike, no token is placed', () => {
    const g = bankruptWith('imf-intervention-with-resistance');
    for (const c of g.companies) c.wage = 3;
    checkImf(g);
    expect(questions(g).some((q) => q.kind === 'strike.pick')).toBe(false);
    expect(g.companies.some((c) => c.strike)).toBe(false);
    expect(crisisOf(g).resolved).toEqual(['crisis.imf-intervention-with-resistance']);
  });

  it('EU Austerity Measures: all Bills out; 1C 2C 3A 4B 5B 6B 7B; each class pays 10; all three Legitimacy halved', () => {
    const g = bankruptWith('eu-austerity-measures');
    checkImf(g);
    expect(g.policies).toEqual({ 1: 'C', 2: 'C', 3: 'A', 4: 'B', 5: 'B', 6: 'B', 7: 'B' });
    expect(g.classes.working.money).toBe(90);
    expect(g.classes.middle.money).toBe(90);
    expect(g.classes.capitalist.revenue).toBe(90);
    expect(g.treasury).toBe(30);
    expect(g.classes.state.loans).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 4, middle: 4, capitalist: 3 });
  });

  it('EU Austerity Measures with 2 players: the Working and Capitalist Classes pay; no Legitimacy (no State player; rules-decisions X1)', () => {
    const g = bankruptWith('eu-austerity-measures', 2);
    checkImf(g);
    expect(g.classes.working.money).toBe(90);
    expect(g.classes.capitalist.revenue).toBe(90);
    expect(g.treasury).toBe(20);
    expect(g.treasuryLoans).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 8, middle: 7, capitalist: 6 });
  });

  it('Failed IMF Intervention: Revolution (2 Trade Unions): 1A 2C 3A 4A 5A 6A 7A, new Public Companies free this round; WC pays 10, CC 35 and MC 20, each of those two +1 Influence per 2 Companies; CC −3, MC −2', () => {
    const g = bankruptWith('failed-imf-intervention-revolution');
    addTradeUnion(g, 'food');
    addTradeUnion(g, 'health');
    checkImf(g);
    expect(g.policies).toEqual({ 1: 'A', 2: 'C', 3: 'A', 4: 'A', 5: 'A', 6: 'A', 7: 'A' });
    expect(g.roundFlags.publicCostFactor).toBe(0);
    expect(g.companies.filter((c) => c.owner === 'state')).toHaveLength(9);
    expect(g.classes.working.money).toBe(90);
    expect(g.classes.capitalist.revenue).toBe(65);
    expect(g.classes.middle.money).toBe(80);
    // 4 Capitalist Companies → 2 Influence; 2 Middle Class Companies → 1.
    expect(g.classes.capitalist.influence).toBe(2);
    expect(g.classes.middle.influence).toBe(1);
    // The Public Companies cost nothing, so the 65 pays one Loan; the rest are written off.
    expect(g.treasury).toBe(65 - 55);
    expect(g.classes.state.loans).toBe(0);
    expect(g.classes.state.legitimacy).toEqual({ working: 8, middle: 5, capitalist: 3 });
  });

  it('Failed IMF Intervention: Revolution with fewer than 2 Trade Unions is set aside and the next card is resolved (rules-decisions X9)', () => {
    const g = bankruptWith('failed-imf-intervention-revolution');
    addTradeUnion(g);
    nextCard(g, 'japanese-model');
    checkImf(g);
    expect(crisisOf(g).resolved).toEqual(['crisis.japanese-model']);
    expect(crisisOf(g).discard).toEqual(
      expect.arrayContaining(['crisis.failed-imf-intervention-revolution', 'crisis.japanese-model']),
    );
    expect(g.treasury).toBe(40);
  });
});

describe('New Government Bond Program and its 3 Bond cards (components reference §2.14; rules-decisions X11, C4–C6)', () => {
  it('New Government Bond Program: asks the classes in reverse player order; enough lent, all 3 Government Bonds are taken: the State pays off its Loans and owes 40 per 30 and 70 per 50, repaid at the end of the next round’s Action phase', () => {
    const g = bankruptWith('new-government-bond-program');
    g.treasury = 30;
    checkImf(g);
    // 3 Loans × 55 = 165, less the 30 in the Treasury: 135 needed.
    expect(questions(g)[0]?.seat).toBe('capitalist');
    expect(optionIds(g, 'capitalist')).toEqual(['50', '30', '0']);
    answer(g, 'capitalist', '50');
    expect(questions(g)[0]?.seat).toBe('middle');
    answer(g, 'middle', '50');
    answer(g, 'working', '50');
    expect(g.classes.capitalist.revenue).toBe(50);
    expect(g.classes.middle.money).toBe(50);
    expect(g.classes.working.money).toBe(50);
    expect(g.classes.state.loans).toBe(0);
    expect(g.treasury).toBe(30 + 150 - 165);
    const cr = crisisOf(g);
    expect(cr.bonds).toEqual([
      { lender: 'capitalist', lent: 50, repay: 70, dueRound: 2 },
      { lender: 'middle', lent: 50, repay: 70, dueRound: 2 },
      { lender: 'working', lent: 50, repay: 70, dueRound: 2 },
    ]);
    expect(cr.resolved).toEqual(['crisis.new-government-bond-program']);
    // No Policy moved, no Legitimacy lost.
    expect(g.classes.state.legitimacy).toEqual({ working: 8, middle: 7, capitalist: 6 });
    // Round 1's Action phase ends: nothing is due yet. Round 2's: 210 is repaid.
    run(g, step('action.end'));
    expect(cr.bonds).toHaveLength(3);
    g.round = 2;
    g.treasury = 300;
    run(g, step('action.end'));
    expect(cr.bonds).toEqual([]);
    expect(g.treasury).toBe(300 - 210);
    expect(g.classes.working.money).toBe(120);
  });

  it('Government Bond: a class may lend 30 (repaid 40), only what it can pay, or nothing', () => {
    const g = bankruptWith('new-government-bond-program');
    g.treasury = 100;
    g.classes.capitalist.revenue = 40;
    checkImf(g);
    expect(optionIds(g, 'capitalist')).toEqual(['30', '0']);
    answer(g, 'capitalist', '30');
    answer(g, 'middle', '0');
    answer(g, 'working', '50');
    expect(crisisOf(g).bonds.map((b) => [b.lender, b.repay])).toEqual([
      ['capitalist', 40],
      ['working', 70],
    ]);
  });

  it('New Government Bond Program: not enough lent, nobody pays and the next card is resolved instead', () => {
    const g = bankruptWith('new-government-bond-program');
    nextCard(g, 'japanese-model');
    checkImf(g);
    answer(g, 'capitalist', '50');
    answer(g, 'middle', '0');
    answer(g, 'working', '30');
    expect(g.classes.capitalist.revenue).toBe(100);
    expect(g.classes.working.money).toBe(100);
    expect(crisisOf(g).bonds).toEqual([]);
    expect(crisisOf(g).resolved).toEqual(['crisis.japanese-model']);
    expect(g.treasury).toBe(40);
  });

  it('New Government Bond Program in round 5: set aside at once and the next card is resolved (rules-decisions X9)', () => {
    const g = bankruptWith('new-government-bond-program');
    g.round = 5;
    nextCard(g, 'eu-austerity-measures');
    checkImf(g);
    expect(questions(g).some((q) => q.kind === 'crisis.bond')).toBe(false);
    expect(crisisOf(g).resolved).toEqual(['crisis.eu-austerity-measures']);
  });

  it('Government Bond: one the Treasury cannot repay is paid with a Loan (a mandatory payment)', () => {
    const g = bankruptWith('new-government-bond-program');
    const cr = crisisOf(g);
    cr.bonds = [{ lender: 'middle', lent: 30, repay: 40, dueRound: 1 }];
    g.classes.state.loans = 0;
    g.treasury = 10;
    run(g, step('action.end'));
    expect(g.classes.state.loans).toBe(1);
    expect(g.treasury).toBe(10 + 50 - 40);
    expect(g.classes.middle.money).toBe(140);
  });
});

describe('staffing a company for the Washington Consensus cube count', () => {
  it('counts a Capitalist Company that employs Middle Class Workers once, however many work there', () => {
    const g = bankruptWith('washington-consensus');
    const c = addCompany(g, 'capitalist', 'capitalist.clinic');
    staff(g, c, 'middle', ['health', null]);
    checkImf(g);
    expect(g.bag.middle).toBe(8 + 6);
  });
});
