/**
 * The questions of a state are worked out once per version (engine/flow.ts); a copy made by
 * `apply` shares them, as it asks the same questions.
 */
import { describe, expect, it } from 'vitest';
import { deepCopy } from '../../../src/engine/core/copy.ts';
import { shareQuestions } from '../../../src/engine/core/flow.ts';
import { pending } from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

describe('questions of a copied state', () => {
  it('are shared with the copy while it is the same version', () => {
    const { state } = playRandomGame(4, 'share', { checkInvariants: false, untilRound: 2 });
    const questions = pending(state);
    const copy = deepCopy(state);
    shareQuestions(state, copy);
    expect(pending(copy)).toBe(questions);
  });

  it('are worked out afresh for a copy of another version', () => {
    const { state } = playRandomGame(4, 'share', { checkInvariants: false, untilRound: 2 });
    const questions = pending(state);
    const copy = deepCopy(state);
    copy.version += 1;
    shareQuestions(state, copy);
    expect(pending(copy)).not.toBe(questions);
    expect(pending(copy)).toEqual(questions);
  });
});
