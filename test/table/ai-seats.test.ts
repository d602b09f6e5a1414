/** Game settings of the AI at a table (issue 26, src/table/ai-seats.ts). */
import { describe, expect, it } from 'vitest';
import { aiAutopilot, hintsAllowed } from '../../src/table/ai-seats.ts';

describe('hints', () => {
  it('are allowed by default, except in league games; the game setting decides either way', () => {
    const league = { season: 1, round: 1, pod: 1 };
    expect(hintsAllowed({})).toBe(true);
    expect(hintsAllowed({ league })).toBe(false);
    expect(hintsAllowed({ league, ai: { hints: true } })).toBe(true);
    expect(hintsAllowed({ ai: { hints: false } })).toBe(false);
  });

  it('the AI as autopilot is off unless the game asks for it', () => {
    expect(aiAutopilot({})).toBe(false);
    expect(aiAutopilot({ ai: { hints: true } })).toBe(false);
    expect(aiAutopilot({ ai: { autopilot: true } })).toBe(true);
  });
});
