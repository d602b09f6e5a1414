import { describe, expect, it } from 'vitest';
import { type EffectStep, thresholdFor } from '../../../src/data/expansions.schema.ts';
import {
  HISTORICAL_EVENTS,
  HISTORICAL_PERIOD_SIZES,
  HistoricalEvent,
  historicalEventsOfPeriod,
} from '../../../src/data/historical-events.ts';
import { STARTING_POLICIES } from '../../../src/data/tables.ts';

function card(id: string) {
  const found = HISTORICAL_EVENTS.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}
function step<K extends EffectStep['effect']>(id: string, effect: K): Extract<EffectStep, { effect: K }> {
  const found = card(id).effects.find((e) => e.effect === effect);
  if (!found) throw new Error(`${id} has no ${effect}`);
  return found as Extract<EffectStep, { effect: K }>;
}

describe('Historical Events — counts (Historical Events rulebook, Historical Events; components reference §2.1, §2.15)', () => {
  it('has 50 cards: 5 Early and 9 in each Period I–V', () => {
    expect(HISTORICAL_EVENTS).toHaveLength(50);
    expect(historicalEventsOfPeriod('early')).toHaveLength(5);
    for (const period of [1, 2, 3, 4, 5] as const) expect(historicalEventsOfPeriod(period)).toHaveLength(9);
    expect(Object.values(HISTORICAL_PERIOD_SIZES).reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('applies every Early card at setup and no other card (Historical Events rulebook, Setup)', () => {
    for (const c of HISTORICAL_EVENTS) expect(c.trigger === 'setup', c.id).toBe(c.period === 'early');
  });

  it('belongs to the Historical Events module', () => {
    for (const c of HISTORICAL_EVENTS) expect(c.module).toBe('historical-events');
  });
});

describe('Historical Events — easy-to-get-wrong facts (components reference §2.15)', () => {
  it('Bismarck Welfare State starts at 1C 2B 3B 4A 5A 6B 7B', () => {
    expect(step('he.bismarck-welfare-state', 'set-starting-policies').params.policies).toEqual({
      1: 'C',
      2: 'B',
      3: 'B',
      4: 'A',
      5: 'A',
      6: 'B',
      7: 'B',
    });
  });

  it('American Revolution starts at 1C 2B 3B 4B 5C 6A 7B', () => {
    const policies = step('he.american-revolution', 'set-starting-policies').params.policies;
    expect(policies).toEqual({ 1: 'C', 2: 'B', 3: 'B', 4: 'B', 5: 'C', 6: 'A', 7: 'B' });
    // Only Taxation and Foreign Trade differ from the usual start (rules-decisions S1).
    const changed = ([1, 2, 3, 4, 5, 6, 7] as const).filter((p) => policies[p] !== STARTING_POLICIES[p]);
    expect(changed).toEqual([3, 6]);
  });

  it('Baby Boom needs 2A/2B and 2 (2 players) / 3 (3–4 players) operational Health Companies', () => {
    const baby = card('he.baby-boom');
    expect(baby.policyRequirements).toEqual([{ policy: 2, sections: ['A', 'B'] }]);
    const health = baby.conditions[0];
    if (health?.condition !== 'companies' || health.min === undefined) throw new Error('no Health condition');
    expect(health.industries).toEqual(['health']);
    expect(health.status).toBe('operational');
    // Historical Events rulebook, Example: a 4-player game needs 3 (rules-decisions S6).
    expect(thresholdFor(health.min, 4)).toBe(3);
    expect(thresholdFor(health.min, 3)).toBe(3);
    expect(thresholdFor(health.min, 2)).toBe(2);
    expect(baby.trigger).toEqual({ classes: ['working', 'middle'], action: 'free' });
  });

  it('Post-WWII Decolonization has three thresholds: 4 / 5 / 7 Influence, State Personal only', () => {
    const influence = card('he.post-wwii-decolonization').conditions[0];
    if (influence?.condition !== 'influence' || influence.min === undefined) throw new Error('no condition');
    expect(influence.statePersonalOnly).toBe(true);
    const min = influence.min;
    expect(([2, 3, 4] as const).map((n) => thresholdFor(min, n))).toEqual([4, 5, 7]);
  });

  it('World War I and II move Policies 1, 3 and 6 one step toward A', () => {
    for (const id of ['he.world-war-i', 'he.world-war-ii']) {
      expect(step(id, 'change-policies').params.changes).toEqual([
        { policy: 1, direction: 'toward-A' },
        { policy: 3, direction: 'toward-A' },
        { policy: 6, direction: 'toward-A' },
      ]);
    }
  });

  it('Russian Revolution costs a Basic Action and 2 Influence and sets 1A 2C 3A 4A as printed', () => {
    const russian = card('he.russian-revolution');
    expect(russian.trigger).toEqual({ classes: ['working'], action: 'basic', influence: 2 });
    expect(step('he.russian-revolution', 'change-policies').params.changes).toEqual([
      { policy: 1, set: 'A' },
      { policy: 2, set: 'C' },
      { policy: 3, set: 'A' },
      { policy: 4, set: 'A' },
    ]);
  });

  it('Revolutions of 1848 removes 2 Media Influence at every player count (rules-decisions S9, S31)', () => {
    const removal = step('he.revolutions-of-1848', 'remove-public-services');
    expect(removal.params).toEqual({ resource: 'influence', amount: 2 });
    expect(removal.statePlayerOnly).toBeFalsy();
  });

  it('State choices, Influence and Legitimacy apply only with a State player (rules-decisions S31)', () => {
    for (const c of HISTORICAL_EVENTS) {
      for (const e of c.effects) {
        const byState = Array.isArray(e.who) && e.who.includes('state');
        if (e.effect === 'legitimacy' || (e.effect === 'move-chosen-policies' && byState)) {
          expect(e.statePlayerOnly, `${c.id} ${e.effect}`).toBe(true);
        }
        if (e.effect === 'gain-money' && byState) {
          expect(e.statePlayerOnly, `${c.id} Treasury money`).toBeFalsy();
        }
      }
    }
  });

  it('Great Depression triggers on 2 Loans among all players OR the State at 100 or less', () => {
    const condition = card('he.great-depression').conditions[0];
    expect(condition).toEqual({
      condition: 'any-of',
      options: [
        { condition: 'loans', whose: 'all-players', min: 2 },
        { condition: 'money', whose: 'state', max: 100 },
      ],
    });
  });

  it('Maastricht pays out only if its election passes and awards no VP for it', () => {
    const maastricht = card('he.maastricht-treaty');
    expect(step('he.maastricht-treaty', 'special-election').params.awardVp).toBe(false);
    expect(maastricht.effects.slice(1).every((e) => e.onlyIf === 'election-passed')).toBe(true);
  });
});

describe('Historical Events — validation', () => {
  const valid = HistoricalEvent.parse(HISTORICAL_EVENTS[5]);

  it('accepts a card it produced', () => {
    expect(valid.id).toBe(HISTORICAL_EVENTS[5]?.id);
  });

  it('rejects a period that does not exist, naming the field', () => {
    const result = HistoricalEvent.safeParse({ ...valid, period: 6 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path[0] === 'period')).toBe(true);
  });

  it('rejects an Early card with a requirement', () => {
    const early = HISTORICAL_EVENTS.find((c) => c.period === 'early');
    const result = HistoricalEvent.safeParse({
      ...early,
      conditions: [{ condition: 'trade-unions', min: 1 }],
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('conditions');
  });

  it('rejects a text longer than a Discord option label', () => {
    const result = HistoricalEvent.safeParse({ ...valid, text: 'x'.repeat(101) });
    expect(result.error?.issues[0]?.path).toEqual(['text']);
  });
});
