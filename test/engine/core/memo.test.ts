/**
 * While a question is asked (src/engine/core/memo.ts), values worked out from the state are worked
 * out once and reused; outside a question, afresh. (The Workers of each Company:
 * workers-index.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { memo, whileAsking } from '../../../src/engine/core/memo.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

describe('look-ups while asking', () => {
  it('works a value out once per question, and afresh outside one', () => {
    const { state: g } = playRandomGame(4, 'memo', { checkInvariants: false, untilRound: 2 });
    let computed = 0;
    const value = () => memo(g, 'test.value', () => ++computed);
    whileAsking(g, () => {
      expect(value()).toBe(1);
      expect(value()).toBe(1);
    });
    expect(value()).toBe(2);
    expect(value()).toBe(3);
  });
});
