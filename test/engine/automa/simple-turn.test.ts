/**
 * Simple mode's move and the final round (crisis-and-control.txt, "Automa Turn Overview (Simple
 * Mode)": "The Automa will attempt to perform the first action listed ... If the Automa cannot
 * perform the first action, it tries the second, then the third, and then the fourth. If none of
 * the 4 actions can be performed, it attempts the Special Action ... If that also fails, it will
 * Apply Political Pressure"; "Final Round Rules").
 */
import { describe, expect, it } from 'vitest';
import { automaBeforeElections } from '../../../src/engine/automa/phases.ts';
import type { GameState } from '../../../src/engine/index.ts';
import { automaGame, driverAnswer, turnUpToMove } from './helpers.ts';

/** A Capitalist Automa that cannot export, build or sell: only Bills, Lobby and its Special Action are left. */
function poorCapitalist(): GameState {
  const g = automaGame(2, ['capitalist'], 'simple');
  g.classes.capitalist.storage = { food: 0, luxury: 0, health: 0, education: 0 };
  g.classes.capitalist.freeTradeZone = { food: 0, luxury: 0 };
  g.classes.capitalist.capital = 0;
  g.classes.capitalist.revenue = 0;
  g.companies = g.companies.filter((c) => c.owner !== 'capitalist');
  return g;
}

describe('simple mode', () => {
  it('falls back from the first action to the next the card lists, and says what it passed over', () => {
    // Card 15: Sell Foreign › Build › Bill › Lobby; Immigration, Taxation. Immigration 7B → 7C is 1 away.
    const g = poorCapitalist();
    turnUpToMove(g, 'capitalist', 15);
    const d = driverAnswer(g, 'capitalist');
    expect(d.value).toBe('propose-bill');
    expect(d.why).toContain('passed over');
  });

  it('with none of the four actions possible, the Special Action; without it, Political Pressure (3 cubes)', () => {
    const g = poorCapitalist();
    g.policies[3] = 'C';
    g.policies[7] = 'C';
    g.classes.capitalist.influence = 5; // Lobby needs less Influence than all the others combined
    g.classes.working.influence = 0;
    // Card 15's Special Action: add 3 cubes (then pay 15 for 3 more if able).
    turnUpToMove(g, 'capitalist', 15);
    expect(driverAnswer(g, 'capitalist').value).toBe('special');
  });

  it('a card listing its Special Action first attempts it once: its condition unmet, the last resort is Political Pressure (rules-decisions AU18)', () => {
    // Card 25: Special Action › Build › Sell Foreign › Bill; Immigration, Fiscal. Its condition (the
    // first of its Special Action rules): 3 Luxury held. Its Special Action sells Luxury to the State.
    const g = poorCapitalist();
    g.policies[1] = 'C';
    g.policies[7] = 'C'; // both listed Policies at the Capitalists' Desired section: no Bill
    g.classes.capitalist.storage.luxury = 1; // the Special Action could sell it, but the condition wants 3
    turnUpToMove(g, 'capitalist', 25);
    const d = driverAnswer(g, 'capitalist');
    expect(d.value).toBe('pressure');
    // With its condition met, the Special Action is its first action.
    const h = poorCapitalist();
    h.policies[1] = 'C';
    h.policies[7] = 'C';
    h.classes.capitalist.storage.luxury = 3;
    turnUpToMove(h, 'capitalist', 25);
    expect(driverAnswer(h, 'capitalist').value).toBe('special');
  });
});

describe('Final Round Rules', () => {
  it('no Bill on Immigration in round 5: the listed Policy is ignored', () => {
    // "An Automa does not Propose any Bills for Policy 7 (Immigration). In Simple Mode, ignore this policy if listed on a card."
    const g = poorCapitalist();
    g.policies[3] = 'C'; // Taxation at its Desired section: only Immigration is left on card 15
    turnUpToMove(g, 'capitalist', 15);
    expect(driverAnswer(g, 'capitalist').value).toBe('propose-bill');
    const h = poorCapitalist();
    h.policies[3] = 'C';
    h.round = 5;
    turnUpToMove(h, 'capitalist', 15);
    expect(driverAnswer(h, 'capitalist').value).not.toBe('propose-bill');
  });

  it('before the final Elections the discards go under the pile', () => {
    // "In the Elections Phase, the AI card pile will have only 5 cards. To ensure enough cards for
    // Influence checks, shuffle the discard pile and place those cards at the bottom of the AI card pile."
    const g = automaGame(2, ['capitalist'], 'simple');
    const a = g.automa?.capitalist;
    if (!a) throw new Error('no Automa');
    a.discard = a.pile.splice(0, 25);
    g.round = 5;
    automaBeforeElections(g);
    expect(a.pile).toHaveLength(30);
    expect(a.discard).toHaveLength(0);
  });
});
