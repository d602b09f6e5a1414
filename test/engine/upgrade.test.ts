/** A game saved by an older engine goes on after an upgrade of the bot. */
import { describe, expect, it } from 'vitest';
import { applyInPlace, pending, StateVersionError, upgradeState } from '../../src/engine/index.ts';
import { newGame } from '../../src/engine/testing.ts';

describe('upgrading a saved state', () => {
  it('turns version 1 round flags (flat string keys) into the typed flags, and the game goes on', () => {
    const g = newGame(4, 'upgrade');
    const v1 = JSON.parse(JSON.stringify(g));
    v1.schemaVersion = 1;
    v1.roundFlags = {
      'billMarkersSetAside.working': 1,
      blockedPolicies: '3,6',
      'demonstrationLoss.capitalist': true,
      'provideBatch.middle': 'r1t2state',
      'pricesLocked.food': true,
    };
    const up = upgradeState(v1);
    expect(up.schemaVersion).toBe(2);
    expect(up.roundFlags).toEqual({
      billMarkersSetAside: { working: 1 },
      blockedPolicies: [3, 6],
      demonstrationLoss: { capitalist: true },
      provideBatch: { middle: 'r1t2state' },
      pricesLocked: { food: true },
    });
    const q = pending(up)[0]!;
    expect(applyInPlace(up, q.seat, q.options[0]!.id).ok).toBe(true);
  });

  it('leaves a current state as it is, and refuses one from a newer engine', () => {
    const g = newGame(2, 'upgrade');
    const before = JSON.stringify(g);
    expect(JSON.stringify(upgradeState(g))).toBe(before);
    expect(() => upgradeState({ ...g, schemaVersion: 99 })).toThrow(StateVersionError);
  });
});
