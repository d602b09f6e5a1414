import { describe, expect, it } from 'vitest';
import {
  ALT_EVENT_DISCARD_VP,
  ALTERNATIVE_EVENTS,
  AlternativeEvent,
} from '../../../src/data/alternative-events.ts';

function card(id: string) {
  const found = ALTERNATIVE_EVENTS.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

describe('Alternative Events — counts (Crisis & Control rulebook, Alternative Events Mini-Expansion Setup; components reference §2.1)', () => {
  it('has 25 cards, as many as the base Event deck they replace', () => {
    expect(ALTERNATIVE_EVENTS).toHaveLength(25);
  });

  it('discarding a received card is worth 1 VP (components reference §2.14, C&C rulebook p.15)', () => {
    expect(ALT_EVENT_DISCARD_VP).toBe(1);
  });
});

describe('Alternative Events — card facts (components reference §2.14 "Alternative Events")', () => {
  it('every card names the phase of its Benefit and at least one effect', () => {
    for (const c of ALTERNATIVE_EVENTS) {
      expect(['preparation', 'production', 'elections', 'action']).toContain(c.benefit.phase);
      expect(c.benefit.effects.length).toBeGreaterThan(0);
    }
  });

  it('Hurricane: buy up to 5 Food; a token for WC or MC; the State gives 1 Food at Production', () => {
    const hurricane = card('alt-event.hurricane');
    expect(hurricane.task.payment).toEqual({ kind: 'buy', resource: 'food', upTo: 5 });
    expect(hurricane.rewards).toEqual([
      { class: 'working', reward: { kind: 'legitimacy-token' } },
      { class: 'middle', reward: { kind: 'legitimacy-token' } },
    ]);
    expect(hurricane.benefit.phase).toBe('production');
    expect(hurricane.benefit.effects[0]?.effect).toBe('state-provides-food');
  });

  it('Rising Traffic Accidents: 4 Health and Education together, at least 1 of each', () => {
    expect(card('alt-event.rising-traffic-accidents').task.payment).toEqual({
      kind: 'resource-mix',
      resources: ['health', 'education'],
      total: 4,
      minEach: 1,
    });
  });

  it('"any two" No Action penalties go with three-class reward lists', () => {
    for (const c of ALTERNATIVE_EVENTS) {
      if ('anyTwo' in c.noAction) expect(c.rewards, c.id).toHaveLength(3);
      else expect([...c.noAction.classes].sort(), c.id).toEqual(c.rewards.map((r) => r.class).sort());
    }
  });

  it('the three "sell 2 to the State" Benefits give the State 1 VP', () => {
    for (const id of [
      'alt-event.better-public-education',
      'alt-event.administrative-upgrade',
      'alt-event.rising-flu-infections',
    ]) {
      const sell = card(id).benefit.effects[0];
      if (sell?.effect !== 'sell-to-state') throw new Error(id);
      expect(sell.params).toMatchObject({ max: 2, price: 10, stateVp: 1 });
    }
  });
});

describe('Alternative Events — validation', () => {
  const valid = card('alt-event.tax-returns');

  it('rejects a reward class listed twice', () => {
    const result = AlternativeEvent.safeParse({
      ...valid,
      rewards: [...valid.rewards, valid.rewards[0]],
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('rewards');
  });

  it('rejects an unknown Benefit phase, naming it', () => {
    const result = AlternativeEvent.safeParse({ ...valid, benefit: { ...valid.benefit, phase: 'scoring' } });
    expect(result.error?.issues[0]?.path).toEqual(['benefit', 'phase']);
  });

  it('rejects a bad effect param, naming its path', () => {
    const result = AlternativeEvent.safeParse({
      ...valid,
      benefit: {
        phase: 'production',
        effects: [{ effect: 'tax-reduction', params: { amount: -10 }, who: 'self' }],
      },
    });
    expect(result.error?.issues[0]?.path).toEqual(['benefit', 'effects', 0, 'params', 'amount']);
  });
});
