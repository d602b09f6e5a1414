import { describe, expect, it } from 'vitest';
import {
  CRISIS_LOCK_TOKENS,
  CRISIS_RESPONSE_CARDS,
  CrisisResponseCard,
  GOVERNMENT_BOND,
} from '../../../src/data/crisis-response.ts';

function card(id: string) {
  const found = CRISIS_RESPONSE_CARDS.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}
const asString = (id: string) =>
  card(id)
    .policies.map((p) => `${p.policy}${p.set}`)
    .join(' ');
const locked = (id: string) =>
  card(id)
    .policies.filter((p) => p.locked)
    .map((p) => p.policy);

describe('Crisis Response — counts (Crisis & Control rulebook, Crisis Response Mini-Expansion Setup; components reference §2.1)', () => {
  it('has 10 Crisis Response cards', () => {
    expect(CRISIS_RESPONSE_CARDS).toHaveLength(10);
  });

  it('has 3 Government Bond cards: lend 30 repaid 40, or 50 repaid 70', () => {
    expect(GOVERNMENT_BOND.copies).toBe(3);
    expect(GOVERNMENT_BOND.sides).toEqual([
      { lend: 30, repay: 40 },
      { lend: 50, repay: 70 },
    ]);
  });

  it('never locks more Policies than the 2 Lock tokens in the box', () => {
    expect(CRISIS_LOCK_TOKENS).toBe(2);
    for (const c of CRISIS_RESPONSE_CARDS) expect(locked(c.id).length).toBeLessThanOrEqual(2);
  });
});

describe('Crisis Response — card facts (components reference §2.14 "Crisis Response cards", §3.2, §3.4)', () => {
  it('Basic IMF Intervention sets 1C 2C 3A 4B 5C 6B 7B with Policies 1 and 3 locked, halving Legitimacy', () => {
    expect(asString('crisis.basic-imf-intervention')).toBe('1C 2C 3A 4B 5C 6B 7B');
    expect(locked('crisis.basic-imf-intervention')).toEqual([1, 3]);
    expect(card('crisis.basic-imf-intervention').legitimacyLost).toEqual({
      kind: 'halve',
      classes: ['working', 'middle', 'capitalist'],
    });
  });

  it('"Failed IMF Intervention: Revolution" sets 2C as printed and needs 2 Trade Unions', () => {
    const revolution = card('crisis.failed-imf-intervention-revolution');
    expect(asString(revolution.id)).toBe('1A 2C 3A 4A 5A 6A 7A');
    expect(revolution.requires).toEqual([{ condition: 'trade-unions', min: 2 }]);
    expect(revolution.uncertain.map((u) => u.field)).toContain('policies[1]');
  });

  it('Moderate IMF Intervention locks only Policy 6; IMF with Resistance locks only Policy 1', () => {
    expect(locked('crisis.moderate-imf-intervention')).toEqual([6]);
    expect(locked('crisis.imf-intervention-with-resistance')).toEqual([1]);
  });

  it('IMF Intervention with Resistance keeps the Bills on Policies 4 and 5 and leaves them unchanged', () => {
    const resistance = card('crisis.imf-intervention-with-resistance');
    expect(resistance.discardBills).toEqual({ kind: 'all-except', policies: [4, 5] });
    expect(asString(resistance.id)).toBe('1C 2C 3B 6B 7A');
  });

  it('Failed IMF Negotiations discards only Bills on Policies 2 and 7', () => {
    const failed = card('crisis.failed-imf-negotiations');
    expect(failed.discardBills).toEqual({ kind: 'only', policies: [2, 7] });
    expect(asString(failed.id)).toBe('2C 7A');
    expect(failed.legitimacyLost).toEqual({ kind: 'per-money-taken', per: 10, change: -1 });
  });

  it('New Government Bond Program changes nothing, is redrawn in round 5 and pays Loans itself', () => {
    const bond = card('crisis.new-government-bond-program');
    expect(bond.discardBills).toEqual({ kind: 'none' });
    expect(bond.policies).toEqual([]);
    expect(bond.requires).toEqual([{ condition: 'round', max: 4 }]);
    expect(bond.payOffLoans).toBe(false);
    expect(bond.legitimacyLost).toEqual({ kind: 'none' });
  });

  it('Washington Consensus: 1C–6C 7B; WC −3 and MC −2 Legitimacy', () => {
    expect(asString('crisis.washington-consensus')).toBe('1C 2C 3C 4C 5C 6C 7B');
    expect(card('crisis.washington-consensus').legitimacyLost).toEqual({
      kind: 'change',
      changes: [
        { class: 'working', change: -3 },
        { class: 'middle', change: -2 },
      ],
    });
  });

  it('every other card pays off Loans like the base IMF', () => {
    const others = CRISIS_RESPONSE_CARDS.filter((c) => c.id !== 'crisis.new-government-bond-program');
    expect(others.every((c) => c.payOffLoans)).toBe(true);
  });
});

describe('Crisis Response — validation', () => {
  const basic = card('crisis.basic-imf-intervention');

  it('rejects three locks, naming the policies field', () => {
    const result = CrisisResponseCard.safeParse({
      ...basic,
      policies: basic.policies.map((p) => ({ ...p, locked: true })),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('policies');
  });

  it('rejects a section that does not exist, naming its path', () => {
    const result = CrisisResponseCard.safeParse({
      ...basic,
      policies: [{ policy: 1, set: 'D', locked: false }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['policies', 0, 'set']);
  });

  it('rejects an unknown effect id, naming the effect field', () => {
    const result = CrisisResponseCard.safeParse({
      ...basic,
      effects: [{ effect: 'print-money', params: {}, who: 'game' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['effects', 0, 'effect']);
  });
});
