/** A game saved by an older engine goes on after an upgrade of the bot. */
import { describe, expect, it } from 'vitest';
import {
  allModules,
  applyInPlace,
  createGame,
  defaultOptions,
  type GameState,
  pending,
  StateVersionError,
  upgradeState,
} from '../../src/engine/index.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';
import { newGame } from './testing.ts';

/** Every key of the state, its Workers and its Companies, in order (undefined ones included). */
function shapeOf(g: GameState) {
  return {
    state: Object.keys(g),
    workers: [...new Set(g.workers.map((w) => Object.keys(w).join()))],
    companies: [...new Set(g.companies.map((c) => Object.keys(c).join()))],
    classes: Object.values(g.classes).map((sheet) => Object.keys(sheet).join()),
  };
}

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

  it('gives a state read back from JSON the keys and order of a created one, and the game goes on the same', () => {
    // JSON leaves out the keys a created state holds as undefined (the modules' parts, an unemployed
    // Worker's Company): rebuilt on load, a stored game is read through one shape, like a created one.
    const fresh = createGame({ ...defaultOptions(4), modules: allModules(4) }, 'shape');
    const played = playRandomGame(4, 'shape', { modules: allModules(4), maxDecisions: 150 }).state;
    const loaded = JSON.parse(JSON.stringify(played)) as GameState;
    expect(Object.keys(loaded)).not.toEqual(Object.keys(fresh)); // what the upgrade has to mend
    const up = upgradeState(loaded);
    expect(shapeOf(up)).toEqual(shapeOf(played));
    expect(shapeOf(up).state).toEqual(Object.keys(fresh));
    expect(shapeOf(up).workers).toEqual(shapeOf(fresh).workers);
    expect(shapeOf(up).companies).toEqual(shapeOf(fresh).companies);
    expect(JSON.stringify(up)).toBe(JSON.stringify(played));
    // The same answers from here give the same game.
    for (let i = 0; i < 40; i++) {
      const q = pending(played)[0];
      if (!q) break;
      const id = q.options[i % q.options.length]!.id;
      expect(applyInPlace(up, q.seat, id).ok).toBe(true);
      expect(applyInPlace(played, q.seat, id).ok).toBe(true);
    }
    expect(JSON.stringify(up)).toBe(JSON.stringify(played));
  });
});
