/**
 * Rulesets are composed per game from explicit lists: the base game plus the modules the game's
 * options switch on, nothing registered by being imported.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../src/engine/index.ts';
import { compose, Rules, rulesFor } from '../../src/engine/ruleset.ts';
import { BASE_GAME, MODULES } from '../../src/engine/rulesets.ts';

describe('the rules of a game', () => {
  it('hold the Crisis & Control card effects only when the extra Action cards are switched on', () => {
    const base = rulesFor(defaultOptions(4));
    expect(base.modules).toEqual([]);
    expect(base.effects.has('rising-covid-cases')).toBe(false);
    expect(base.effects.has('propose-bills')).toBe(true);
    const options = defaultOptions(4);
    options.modules.extraActionCards = true;
    const withCards = rulesFor(options);
    expect(withCards.modules).toEqual(['extraActionCards']);
    for (const id of ['rising-covid-cases', 'momentum-for-change', 'vaccination-program'])
      expect(withCards.effects.has(id)).toBe(true);
  });

  it('list the base game actions in turn-menu order, each class seeing its own', () => {
    const rules = rulesFor(defaultOptions(4));
    expect(rules.actions.slice(0, 3).map((a) => a.id)).toEqual([
      'propose-bill',
      'assign-workers',
      'buy-goods',
    ]);
    expect(rules.actionsOf('basic', 'state').map((a) => a.id)).toContain('event-action');
    expect(rules.actionsOf('basic', 'working').map((a) => a.id)).not.toContain('event-action');
  });

  it('refuse a list that defines an action, an effect or a task twice', () => {
    const twice = new Rules();
    twice.effect('buy-cubes', { can: () => true, start: () => undefined });
    expect(() => compose([], [...BASE_GAME, twice])).toThrow(/card effect buy-cubes is defined twice/);
  });

  it('know every module the game options name', () => {
    expect(MODULES.map((m) => m.id).sort()).toEqual(Object.keys(defaultOptions(2).modules).sort());
  });
});
