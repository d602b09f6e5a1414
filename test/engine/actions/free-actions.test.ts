/**
 * Turns in the Action Phase: one Main Action (a card played for its effect, or discarded for a
 * Basic Action) and at most one Free Action, before or after it (rulebook, Action Phase);
 * which Free Actions each class has (each class's "Free Actions"); Action cards' requirements and
 * Legitimacy icons (rulebook, Component Anatomy).
 */
import { describe, expect, it } from 'vitest';
import { actionCardById } from '../../../src/data/action-cards.ts';
import { availableActions } from '../../../src/engine/actions/registry.ts';
import { playCard, requirementMet } from '../../../src/engine/cards/play.ts';
import { answer, ctx, menu, newGame, optionIds } from '../helpers.ts';
import { setHand } from '../testing.ts';

describe('a turn: one Main Action and one Free Action, before or after (rulebook, Action Phase)', () => {
  it('a Free Action first, then the Main Action; no second Free Action', () => {
    const g = newGame(4);
    g.classes.working.goods.luxury = 6;
    expect(menu(g, 'working')).toContain('free:use-luxury');
    answer(g, 'working', 'free:use-luxury');
    const ids = optionIds(g, 'working');
    expect(ids.some((id) => id.startsWith('free:'))).toBe(false);
    expect(ids).toContain('basic:political-pressure');
    answer(g, 'working', 'basic:political-pressure', g.classes.working.hand[0] as string);
    // The turn is over: the next class is asked.
    expect(optionIds(g, 'middle')).toBeDefined();
    expect(g.turn?.seat).toBe('middle');
  });

  it('the Main Action first, then a Free Action may still be taken, or the turn ended', () => {
    const g = newGame(4);
    g.classes.working.goods.luxury = 3;
    menu(g, 'working');
    answer(g, 'working', 'basic:political-pressure', g.classes.working.hand[0] as string);
    expect(optionIds(g, 'working')).toEqual(['free:use-luxury', 'end']);
    answer(g, 'working', 'end');
    expect(g.turn?.seat).toBe('middle');
  });

  it('discarding for a Basic Action spends the card: the hand shrinks by one', () => {
    const g = newGame(4);
    const card = g.classes.working.hand[0] as string;
    menu(g, 'working');
    answer(g, 'working', 'basic:political-pressure', card);
    expect(g.classes.working.hand).toHaveLength(6);
    expect(g.decks.actions.working.discard).toContain(card);
  });

  it('turn order is Working, Middle, Capitalist, State; roles not playing are skipped', () => {
    const seen: string[] = [];
    const g = newGame(3);
    for (let i = 0; i < 6; i++) {
      const seat = g.turn?.seat as 'working' | 'middle' | 'capitalist';
      seen.push(seat);
      answer(g, seat, 'basic:political-pressure', g.classes[seat].hand[0] as string);
      if (g.turn?.seat === seat) answer(g, seat, 'end');
    }
    expect(seen).toEqual(['working', 'middle', 'capitalist', 'working', 'middle', 'capitalist']);
  });
});

describe('each class’s Free Actions (rulebook, each class’s "Free Actions")', () => {
  it('are exactly the ones listed in the rulebook', () => {
    const g = newGame(4);
    const free = (cls: 'working' | 'middle' | 'capitalist' | 'state') =>
      [
        'use-health',
        'use-education',
        'use-luxury',
        'swap-workers',
        'receive-benefits-free',
        'adjust-prices',
        'adjust-wages',
        'give-bonus',
        'buy-storage',
        'pay-off-loan-free',
      ].filter((id) => {
        // Make every Free Action possible, then ask which the class is offered.
        const s = structuredClone(g);
        s.classes[cls].loans = 1;
        for (const c of ['working', 'middle'] as const)
          s.classes[c].goods = { food: 9, luxury: 9, health: 9, education: 9 };
        for (const c of ['working', 'middle', 'capitalist'] as const)
          s.classes[c].benefits = {
            money: 5,
            goods: { food: 0, luxury: 0, health: 0, education: 0 },
            influence: 0,
            cubes: 0,
          };
        const swapper = s.workers.find((w) => w.cls === cls && w.at === 'company' && w.slot === 1);
        if (swapper) swapper.skill = 'media';
        return availableActions(s, cls, 'free').some((a) => a.id === id);
      });
    expect(free('working')).toEqual([
      'use-health',
      'use-education',
      'use-luxury',
      'swap-workers',
      'receive-benefits-free',
    ]);
    expect(free('middle')).toEqual([
      'use-health',
      'use-education',
      'use-luxury',
      'swap-workers',
      'adjust-prices',
      'adjust-wages',
    ]);
    expect(free('capitalist')).toEqual(['adjust-prices', 'adjust-wages', 'give-bonus', 'buy-storage']);
    expect(free('state')).toEqual(['adjust-wages', 'pay-off-loan-free']);
  });
});

describe('Action cards (rulebook, Component Anatomy)', () => {
  it('may be played for their effect only when the requirement (a Policy section) is met', () => {
    const g = newGame(4);
    const card = actionCardById('working.healthcare-benefits');
    if (!card) throw new Error('no card');
    expect(requirementMet(g, card)).toBe(true); // 4B
    g.policies[4] = 'A';
    expect(requirementMet(g, card)).toBe(false);
  });

  it('Legitimacy icons change the State’s tracks only with 4 players and only when the card is played for its effect', () => {
    const g = newGame(4);
    setHand(g, 'working', ['working.highlight-social-issues']);
    playCard(ctx(g), 'working', 'working.highlight-social-issues#90');
    expect(g.classes.state.legitimacy.working).toBe(3);

    const g3 = newGame(3);
    setHand(g3, 'working', ['working.highlight-social-issues']);
    playCard(ctx(g3), 'working', 'working.highlight-social-issues#90');
    expect(g3.classes.state.legitimacy.working).toBe(2);

    const g4 = newGame(4);
    setHand(g4, 'working', ['working.highlight-social-issues', 'working.highlight-social-issues']);
    menu(g4, 'working');
    answer(g4, 'working', 'basic:political-pressure', 'working.highlight-social-issues#90');
    expect(g4.classes.state.legitimacy.working).toBe(2);
  });
});
