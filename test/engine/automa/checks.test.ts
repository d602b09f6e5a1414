/**
 * Advanced mode's checks, criterion by criterion (crisis-and-control.txt, "AI Checks": "When a
 * condition is met, you increase an action's priority by moving its corresponding priority card up
 * ... as many times as indicated on the Instruction card. Unless stated otherwise (e.g., with
 * "also"), each condition is checked independently."). The CHECK cards are transcribed in
 * components.md §2.14 (Working, Middle and Capitalist Class Automa Instruction cards). Each test
 * sets a board, reveals a chosen AI card through the engine's Automa turn and reads how far each
 * priority card was moved.
 */
import { describe, expect, it } from 'vitest';
import { policiesByPriority } from '../../../src/engine/automa/rows.ts';
import type { GameState } from '../../../src/engine/index.ts';
import { addCompany, newWorker, removeWorkers, staff, unemployed } from '../helpers.ts';
import { automaGame, checksText, checkWords, raised, rowsOf, turnUpToMove } from './helpers.ts';

/** Steps given to a card by the check lines whose reason mentions `part`. */
function raisedFor(
  g: GameState,
  cls: 'working' | 'middle' | 'capitalist',
  card: string | number,
  part: string,
): number {
  return (g.automa?.[cls]?.checks ?? [])
    .filter((m) => m.card === card && checkWords(m.why).includes(part))
    .reduce((n, m) => n + m.steps, 0);
}

/** A board with no Companies and no Workers of either class: each test adds what it needs. */
function bare(g: GameState): GameState {
  g.companies = [];
  removeWorkers(g, 'working');
  removeWorkers(g, 'middle');
  g.classes.capitalist.market = [];
  g.classes.middle.market = [];
  return g;
}

function union(g: GameState, skill: 'food' | 'health' | 'luxury' | 'media' | 'education') {
  const w = newWorker(g, 'working', skill);
  w.at = 'union';
}

describe('Working Class Automa — Check Workers (card 13: Buy › Assign › Bill › Strike)', () => {
  it('an assignment employing at least 2 unemployed: Assign Workers +1 per Worker; nothing for the Special Action', () => {
    const g = bare(automaGame(2, ['working']));
    addCompany(g, 'capitalist', 'capitalist.vegetable-farm'); // 3 unskilled slots
    addCompany(g, 'capitalist', 'capitalist.fast-food-chain'); // 2 unskilled slots
    unemployed(g, 'working', 3);
    turnUpToMove(g, 'working', 13);
    expect(raised(g, 'working', 'assign-workers')).toBe(3);
    expect(raised(g, 'working', 'special')).toBe(0);
    expect(raised(g, 'working', 'demonstration')).toBe(0);
  });

  it('no assignment of 2 and no Trade Union: Special Action +1', () => {
    const g = bare(automaGame(2, ['working']));
    addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    unemployed(g, 'working', 1);
    turnUpToMove(g, 'working', 13);
    expect(raised(g, 'working', 'assign-workers')).toBe(0);
    expect(raised(g, 'working', 'special')).toBe(1);
  });

  it('a Trade Union an assignment would form: Assign Workers +2 per Trade Union', () => {
    const g = bare(automaGame(2, ['working']));
    const farm = addCompany(g, 'capitalist', 'capitalist.vegetable-farm');
    const chain = addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    staff(g, farm, 'working', [null, null, null]);
    staff(g, chain, 'working', [null, null]);
    unemployed(g, 'working', 1, 'food'); // 5 employed in Agriculture, no union yet
    turnUpToMove(g, 'working', 13);
    expect(raised(g, 'working', 'assign-workers')).toBe(2);
    expect(raised(g, 'working', 'special')).toBe(0);
  });

  it('unemployed Workers outnumber the open slots: Demonstration +1 per Worker over', () => {
    const g = bare(automaGame(2, ['working']));
    addCompany(g, 'capitalist', 'capitalist.fast-food-chain');
    unemployed(g, 'working', 6);
    turnUpToMove(g, 'working', 13);
    expect(raised(g, 'working', 'demonstration')).toBe(4);
    expect(raised(g, 'working', 'assign-workers')).toBe(2);
  });
});

describe('Check Policies', () => {
  it('Working Class (card 5: Labor Market, Taxation): 1 away +1, Labor Market +1 more; the Policy card moves the same', () => {
    // Starting Policies 2B 3A; the Working Class desires 2A 3A.
    const g = automaGame(2, ['working']);
    turnUpToMove(g, 'working', 5);
    expect(raised(g, 'working', 'propose-bill')).toBe(2);
    expect(raised(g, 'working', 2)).toBe(2);
    expect(raised(g, 'working', 3)).toBe(0);
  });

  it('only listed Policies whose card is not set aside count: Taxation 2 away adds nothing while its card is aside', () => {
    // "For each of the 2 listed policies (priority card not set aside, Bill marker available)".
    const g = automaGame(2, ['working']);
    g.policies[3] = 'C';
    expect(rowsOf(g, 'working').setAside).toContain(3); // aside from the start (components.md §2.14)
    turnUpToMove(g, 'working', 5);
    expect(raised(g, 'working', 'propose-bill')).toBe(2);
    expect(raised(g, 'working', 3)).toBe(0);
  });

  it('2 away +2 (Working Class card 1: Fiscal Policy 1C, Labor Market 2C)', () => {
    const g = bare(automaGame(2, ['working']));
    g.policies[2] = 'C';
    turnUpToMove(g, 'working', 1);
    // Fiscal 1C→1A: +2; Labor 2C→2A: +2 and +1 for the Labor Market.
    expect(raisedFor(g, 'working', 'propose-bill', 'Desired')).toBe(5);
    expect(raisedFor(g, 'working', 1, 'Desired')).toBe(2);
    expect(raisedFor(g, 'working', 2, 'Desired')).toBe(3);
  });

  it('no Bill can be proposed on either listed Policy: Special Action +1', () => {
    const g = automaGame(2, ['working']);
    g.policies[2] = 'A';
    turnUpToMove(g, 'working', 5);
    expect(raised(g, 'working', 'propose-bill')).toBe(0);
    expect(raisedFor(g, 'working', 'special', 'no Bill can be proposed on either listed Policy')).toBe(1);
  });

  it('Capitalist (card 4: Taxation, Health): Taxation 2 away +2 and +1 for Taxation; Health 1 away +1', () => {
    // Starting 3A 4B; the Capitalist Class desires 3C 4C.
    const g = automaGame(2, ['capitalist']);
    turnUpToMove(g, 'capitalist', 4);
    expect(raised(g, 'capitalist', 'propose-bill')).toBe(4);
    expect(raised(g, 'capitalist', 3)).toBe(3);
    expect(raised(g, 'capitalist', 4)).toBe(1);
    // Taxation started alone in the top row, Health in the bottom one: after collapsing, Taxation
    // is still the highest and Health sits in the row above the rest.
    expect(policiesByPriority(rowsOf(g, 'capitalist')).slice(0, 2)).toEqual([3, 4]);
    expect(rowsOf(g, 'capitalist').policies).toEqual([[2, 6, 7], [4], [3]]);
  });
});

describe('Working Class Automa — Check Goods & Services and Check Strike (card 1)', () => {
  it('it cannot afford its Population of Health, Education or Luxury: Special Action +1', () => {
    const g = bare(automaGame(2, ['working']));
    g.classes.working.money = 0;
    turnUpToMove(g, 'working', 1);
    expect(raised(g, 'working', 'buy-goods')).toBe(0);
    expect(raised(g, 'working', 'special')).toBeGreaterThanOrEqual(1);
    expect(checksText(g, 'working')).toContain('it cannot buy its Population of Health, Education or Luxury');
  });

  it('Labor Market 2C: Strike +1 per 2 eligible Companies at the minimum Wage, and the Labor Market card +1', () => {
    const g = bare(automaGame(2, ['working']));
    g.policies[2] = 'C';
    for (let i = 0; i < 4; i++) {
      const c = addCompany(g, 'capitalist', 'capitalist.fast-food-chain', { wage: 1 });
      staff(g, c, 'working', [null, null]);
    }
    turnUpToMove(g, 'working', 1);
    expect(raised(g, 'working', 'strike')).toBe(2);
    expect(raisedFor(g, 'working', 2, 'Companies to strike')).toBe(1);
  });

  it('Labor Market 2B needs 2 Trade Unions: then +1 per 3 eligible Companies; a Company above the minimum Wage does not count', () => {
    const g = bare(automaGame(2, ['working']));
    for (let i = 0; i < 3; i++) {
      const c = addCompany(g, 'capitalist', 'capitalist.fast-food-chain', { wage: 2 });
      staff(g, c, 'working', [null, null]);
    }
    const paid = addCompany(g, 'capitalist', 'capitalist.radio-station', { wage: 3 });
    staff(g, paid, 'working', [null, null]);
    turnUpToMove(g, 'working', 1);
    expect(raised(g, 'working', 'strike')).toBe(0);

    const h = bare(automaGame(2, ['working']));
    for (let i = 0; i < 3; i++) {
      const c = addCompany(h, 'capitalist', 'capitalist.fast-food-chain', { wage: 2 });
      staff(h, c, 'working', [null, null]);
    }
    union(h, 'food');
    union(h, 'media');
    turnUpToMove(h, 'working', 1);
    expect(raised(h, 'working', 'strike')).toBe(1);
  });
});

describe('Capitalist Class Automa — Check Companies (card 4: Sell Foreign › Bill › Build › Lobby)', () => {
  it('an automated Market Company: +1 per 2 Production phases left, also +1 for a resource it does not make', () => {
    const g = bare(automaGame(2, ['capitalist']));
    g.classes.capitalist.market = ['capitalist.automated-grain-farm#901'];
    turnUpToMove(g, 'capitalist', 4);
    // Round 1 before Production: 5 Production phases left → +2; Food is new to it → +1.
    expect(raised(g, 'capitalist', 'build-company')).toBe(3);
  });

  it('a Demonstration in progress: Build Company +3; a card moved at most 1 gives the Special Action +1', () => {
    const g = bare(automaGame(2, ['capitalist']));
    g.classes.capitalist.market = ['capitalist.fast-food-chain#901']; // nobody to staff it
    turnUpToMove(g, 'capitalist', 4);
    expect(raised(g, 'capitalist', 'build-company')).toBe(0);
    expect(checksText(g, 'capitalist')).toContain('building would gain little');

    const h = bare(automaGame(2, ['capitalist']));
    h.classes.working.demonstration = true;
    turnUpToMove(h, 'capitalist', 4);
    expect(raised(h, 'capitalist', 'build-company')).toBe(3);
    expect(checksText(h, 'capitalist')).not.toContain('building would gain little');
  });

  it('an own non-operational Company that would sell for 20 or more: Sell Company +1 per 10', () => {
    const g = bare(automaGame(2, ['capitalist']));
    addCompany(g, 'capitalist', 'capitalist.university'); // cost 24, nobody working there
    addCompany(g, 'capitalist', 'capitalist.fast-food-chain'); // cost 8: under 20
    turnUpToMove(g, 'capitalist', 4);
    expect(raised(g, 'capitalist', 'sell-company')).toBe(2);
  });
});

describe('Check Companies, "produces a resource it can\'t currently produce" (components.md §2.14, CCA: BC +1; MCA: BC +2): an idle own Company produces nothing', () => {
  /** The Capitalist Automa owns a Shopping Mall (Luxury), idle or run; its Market holds an automated Electronics Manufacturer. */
  function capitalistLuxury(run: boolean) {
    const g = bare(automaGame(2, ['capitalist']));
    const mall = addCompany(g, 'capitalist', 'capitalist.shopping-mall'); // cost 16: not for sale
    if (run) staff(g, mall, 'working', ['luxury', null]);
    g.classes.capitalist.market = ['capitalist.electronics-manufacturer#901'];
    turnUpToMove(g, 'capitalist', 4);
    return g;
  }

  it('Capitalist: its Shopping Mall is idle, it cannot produce Luxury now — Build Company +1 for the Electronics Manufacturer (5 phases +2, in all +3)', () => {
    const g = capitalistLuxury(false);
    expect(raisedFor(g, 'capitalist', 'build-company', 'new to it')).toBe(1);
    expect(raised(g, 'capitalist', 'build-company')).toBe(3);
  });

  it('control: its Shopping Mall runs — Luxury is not new, only the 5 phases count (+2)', () => {
    const g = capitalistLuxury(true);
    expect(raisedFor(g, 'capitalist', 'build-company', 'new to it')).toBe(0);
    expect(raised(g, 'capitalist', 'build-company')).toBe(2);
  });

  /** The Middle Class Automa owns a Game Store (Luxury), idle or run; its Market holds a Jewelry Store its unemployed can run. */
  function middleLuxury(run: boolean) {
    const g = bare(automaGame(3, ['middle']));
    const store = addCompany(g, 'middle', 'middle.game-store');
    if (run) staff(g, store, 'middle', ['luxury']);
    g.classes.middle.market = ['middle.jewelry-store#901'];
    g.classes.middle.money = 50;
    unemployed(g, 'middle', 1, 'luxury');
    unemployed(g, 'middle', 1);
    turnUpToMove(g, 'middle', 10);
    return g;
  }

  it('Middle Class: its Game Store has no Workers, it cannot produce Luxury now — Build Company +2 for the Jewelry Store', () => {
    expect(raisedFor(middleLuxury(false), 'middle', 'build-company', 'new to it')).toBe(2);
  });

  it('control: its Game Store runs — Luxury is not new', () => {
    expect(raisedFor(middleLuxury(true), 'middle', 'build-company', 'new to it')).toBe(0);
  });
});

describe('Capitalist Class Automa — Check Influence and Check Foreign Market (card 5)', () => {
  it('no Bill proposed: Special Action +1 from the Influence check, Lobby not moved', () => {
    const g = bare(automaGame(2, ['capitalist']));
    turnUpToMove(g, 'capitalist', 5);
    expect(raised(g, 'capitalist', 'lobby')).toBe(0);
    expect(checksText(g, 'capitalist')).toContain('no Bill has been proposed');
  });

  it('a Bill proposed and the others would outspend it: Lobby +X, X the difference', () => {
    const g = bare(automaGame(2, ['capitalist']));
    g.bills[1] = { owner: 'working', section: 'B' };
    g.classes.working.influence = 10;
    g.classes.capitalist.influence = 1;
    turnUpToMove(g, 'capitalist', 5);
    // Neither class has Media Companies or Trade Unions: nothing more comes by the Elections.
    expect(raised(g, 'capitalist', 'lobby')).toBe(9);
  });

  it('fewer than 2 export transactions: Special Action +1, not Sell to the Foreign Market', () => {
    const g = bare(automaGame(2, ['capitalist']));
    g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
    g.classes.capitalist.freeTradeZone = { food: 0, luxury: 0 };
    turnUpToMove(g, 'capitalist', 5);
    expect(raised(g, 'capitalist', 'sell-foreign')).toBe(0);
    expect(checksText(g, 'capitalist')).toContain('fewer than 2 export transactions');
  });

  it('enough goods for 2 or more transactions: +1 per transaction', () => {
    const g = bare(automaGame(2, ['capitalist']));
    g.classes.capitalist.storage = { food: 50, luxury: 50, health: 50, education: 50 };
    turnUpToMove(g, 'capitalist', 5);
    // Every Export card holds more than 2 transactions (components.md §2.8); all can be made.
    expect(raised(g, 'capitalist', 'sell-foreign')).toBeGreaterThanOrEqual(2);
  });
});

describe('Middle Class Automa — Check Companies (card 10: Build › Assign › Buy › Bill)', () => {
  it('per affordable Market Company its Workers can run: +1 per 2 phases, +2 Working Class slot fillable, +2 new resource; +2 Prosperity ≥ fully operational Companies', () => {
    const g = bare(automaGame(3, ['middle']));
    g.classes.middle.market = ['middle.doctors-office#901'];
    g.classes.middle.money = 50;
    unemployed(g, 'middle', 1, 'health');
    unemployed(g, 'working', 1); // could take the office's unskilled employee slot
    turnUpToMove(g, 'middle', 10);
    // 5 phases → +2; employee slot → +2; Health new to it → +2; Prosperity ≥ 0 Companies → +2.
    expect(raised(g, 'middle', 'build-company')).toBe(8);
  });

  it('without its own Workers for it, the Company does not count; then the card moved ≤1: Special Action +1', () => {
    const g = bare(automaGame(3, ['middle']));
    g.classes.middle.market = ['middle.doctors-office#901'];
    g.classes.middle.prosperity = 0;
    const store = addCompany(g, 'middle', 'middle.game-store');
    staff(g, store, 'middle', ['luxury']);
    staff(g, store, 'working', [null], false, 1); // its employee slot: fully operational
    turnUpToMove(g, 'middle', 10);
    // Only the Prosperity line could hold: 0 Prosperity < 1 fully operational Company, so nothing.
    expect(raised(g, 'middle', 'build-company')).toBe(0);
    expect(checksText(g, 'middle')).toContain('building would gain little');
  });
});

describe('Special Action priority on "Special Action first" cards', () => {
  it('Capitalist card 25: +1 per 3 Luxury held, +1 with no Influence', () => {
    const g = bare(automaGame(2, ['capitalist']));
    g.classes.capitalist.storage.luxury = 6;
    g.classes.capitalist.influence = 0;
    turnUpToMove(g, 'capitalist', 25);
    const special = (g.automa?.capitalist?.checks ?? []).filter(
      (m) => m.card === 'special' && checkWords(m.why).startsWith('its card'),
    );
    expect(special.reduce((n, m) => n + m.steps, 0)).toBe(3);
  });
});
