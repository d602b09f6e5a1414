/**
 * The State's Basic and Free Actions (rulebook, State; 4 players only).
 */
import { describe, expect, it } from 'vitest';
import { answer, basic, companyByCard, free, menu, newGame, optionIds, workersAt } from '../helpers.ts';

describe('Meet with a Party’s MPs (rulebook, State Basic Actions)', () => {
  it('gives 2 Personal Influence to a player and moves that class’s Legitimacy forward 1', () => {
    const g = newGame(4);
    g.classes.state.influence = 3;
    basic(g, 'state', 'meet-mps');
    expect(optionIds(g, 'state')).toEqual(['working', 'middle', 'capitalist']);
    answer(g, 'state', 'middle');
    expect(g.classes.state.influence).toBe(1);
    expect(g.classes.middle.influence).toBe(3);
    expect(g.classes.state.legitimacy.middle).toBe(3);
  });

  it('needs 2 Personal Influence', () => {
    const g = newGame(4);
    expect(g.classes.state.influence).toBe(1);
    expect(menu(g, 'state')).not.toContain('basic:meet-mps');
  });
});

describe('Extra Tax (rulebook, State Basic Actions; components reference §3.1 FAQ)', () => {
  it('takes 10 from each other player into the Treasury, then −1 Legitimacy with the two lowest classes', () => {
    const g = newGame(4);
    g.classes.state.legitimacy = { working: 3, middle: 5, capitalist: 2 };
    const treasury = g.treasury;
    basic(g, 'state', 'extra-tax');
    expect(g.treasury).toBe(treasury + 30);
    expect(g.classes.working.money).toBe(20);
    expect(g.classes.middle.money).toBe(30);
    expect(g.classes.capitalist.revenue).toBe(110);
    expect(g.classes.state.legitimacy).toEqual({ working: 2, middle: 5, capitalist: 1 });
  });

  it('a player who cannot pay takes a Loan', () => {
    const g = newGame(4);
    g.classes.state.legitimacy = { working: 3, middle: 3, capitalist: 3 };
    g.classes.working.money = 4;
    basic(g, 'state', 'extra-tax');
    expect(g.classes.working.loans).toBe(1);
    expect(g.classes.working.money).toBe(44);
  });

  it('the State chooses between classes tied for the two lowest', () => {
    const g = newGame(4);
    g.classes.state.legitimacy = { working: 3, middle: 3, capitalist: 3 };
    basic(g, 'state', 'extra-tax');
    expect(optionIds(g, 'state').sort()).toEqual(
      ['middle+capitalist', 'working+capitalist', 'working+middle'].sort(),
    );
    answer(g, 'state', 'working+capitalist');
    expect(g.classes.state.legitimacy).toEqual({ working: 2, middle: 3, capitalist: 2 });
  });

  it('cannot be taken when a class that would lose Legitimacy is already at 1', () => {
    const g = newGame(4);
    g.classes.state.legitimacy = { working: 1, middle: 4, capitalist: 5 };
    expect(menu(g, 'state')).not.toContain('basic:extra-tax');
    g.classes.state.legitimacy = { working: 2, middle: 4, capitalist: 5 };
    expect(menu(g, 'state')).toContain('basic:extra-tax');
  });
});

describe('Campaign, Sell to the Foreign Market, Pay Off Loan (rulebook, State Basic Actions)', () => {
  it('Campaign converts up to 3 Media Influence from the Public Services to Personal Influence', () => {
    const g = newGame(4);
    g.publicServices.influence = 5;
    basic(g, 'state', 'campaign');
    expect(optionIds(g, 'state')).toEqual(['3', '2', '1']);
    answer(g, 'state', '3');
    expect(g.publicServices.influence).toBe(2);
    expect(g.classes.state.influence).toBe(4);
  });

  it('sells only goods (its own Food and Luxury), never the Public Services', () => {
    const g = newGame(4);
    g.decks.exports.current = 'export.1'; // Food 2→20, 6→55; Health 3→25…
    g.publicServices.health = 10;
    expect(menu(g, 'state')).not.toContain('basic:sell-foreign');
    g.classes.state.goods.food = 2;
    basic(g, 'state', 'sell-foreign');
    expect(optionIds(g, 'state')).toEqual(['t:0']);
    answer(g, 'state', 't:0');
    expect(g.treasury).toBe(140);
    expect(g.classes.state.vp).toBe(0);
  });

  it('Pay Off Loan is both a Basic and a Free Action for the State (50 from the Treasury)', () => {
    const g = newGame(4);
    g.classes.state.loans = 2;
    const m = menu(g, 'state');
    expect(m).toContain('basic:pay-off-loan');
    expect(m).toContain('free:pay-off-loan-free');
    free(g, 'state', 'pay-off-loan-free');
    expect(g.classes.state.loans).toBe(1);
    expect(g.treasury).toBe(70);
  });
});

describe('Adjust Wages (rulebook, State Free Actions)', () => {
  it('sets the Wage of a Public Company; a raise commits its Workers', () => {
    const g = newGame(4);
    const hospital = companyByCard(g, 'public.university-hospital');
    free(g, 'state', 'adjust-wages');
    answer(g, 'state', hospital.id, '3');
    expect(hospital.wage).toBe(3);
    expect(workersAt(g, hospital).every((w) => w.committed)).toBe(true);
  });
});

describe('The State exists only with 4 players (rulebook, Player Counts)', () => {
  it('has no seat with 2 or 3 players', () => {
    expect(newGame(3).options.seats.state).toBeUndefined();
    expect(newGame(2).options.seats.state).toBeUndefined();
  });
});
