/** A game saved by an older engine goes on after an upgrade of the bot. */
import { describe, expect, it } from 'vitest';
import type { Step } from '../../src/engine/game-state.ts';
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

/** A step as versions 1 and 2 saved it: its parameters beside its type. */
function savedBeforeV3(step: Step): Record<string, unknown> {
  return step.askedAt === undefined
    ? { ...step.p, t: step.t }
    : { ...step.p, t: step.t, askedAt: step.askedAt };
}

/** The same 40 answers given to both states give the same game. */
function playsOnAlike(up: GameState, played: GameState) {
  for (let i = 0; i < 40; i++) {
    const q = pending(played)[0];
    if (!q) break;
    const id = q.options[i % q.options.length]!.id;
    expect(applyInPlace(up, q.seat, id).ok).toBe(true);
    expect(applyInPlace(played, q.seat, id).ok).toBe(true);
  }
  expect(JSON.stringify(up)).toBe(JSON.stringify(played));
}

/** Every key of the state, its Workers, Companies, sheets and steps, in order (undefined ones included). */
function shapeOf(g: GameState) {
  return {
    state: Object.keys(g),
    workers: [...new Set(g.workers.map((w) => Object.keys(w).join()))],
    companies: [...new Set(g.companies.map((c) => Object.keys(c).join()))],
    classes: Object.values(g.classes).map((sheet) => Object.keys(sheet).join()),
    steps: [...new Set(g.flow.map((step) => Object.keys(step).join()))],
  };
}

describe('upgrading a saved state', () => {
  it('turns version 1 round flags (flat string keys) into the typed flags, and the game goes on', () => {
    const g = newGame(4, 'upgrade');
    const v1 = JSON.parse(JSON.stringify(g));
    v1.schemaVersion = 1;
    v1.flow = g.flow.map(savedBeforeV3);
    v1.roundFlags = {
      'billMarkersSetAside.working': 1,
      blockedPolicies: '3,6',
      'demonstrationLoss.capitalist': true,
      'provideBatch.middle': 'r1t2state',
      'pricesLocked.food': true,
    };
    const up = upgradeState(v1);
    expect(up.schemaVersion).toBe(g.schemaVersion);
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

  it('holds apart the parameters version 2 kept beside a step’s type, in steps carried by steps too, and the game goes on the same', () => {
    const played = playRandomGame(4, 'steps', { modules: allModules(4), maxDecisions: 200 }).state;
    const v2 = JSON.parse(JSON.stringify(played));
    v2.schemaVersion = 2;
    v2.flow = played.flow.map(savedBeforeV3);
    const up = upgradeState(v2);
    expect(up.schemaVersion).toBe(played.schemaVersion);
    expect(JSON.stringify(up)).toBe(JSON.stringify(played));
    playsOnAlike(up, played);

    // A Government Bond Program carries the steps that follow it; any object whose `t` names no
    // step is left as it is.
    const carrying = newGame(4, 'steps');
    const saved = JSON.parse(JSON.stringify(carrying));
    saved.schemaVersion = 2;
    const then = { t: 'turn.begin', seat: 'middle', number: 2 };
    const redraw = { t: 'turn.end', seat: 'middle' };
    const note = { t: 'not a step', n: 1 };
    saved.flow = [{ t: 'crisis.bond-settle', askedAt: 7, seats: ['working'], lent: {}, then, redraw, note }];
    const [carrier] = JSON.parse(JSON.stringify(upgradeState(saved).flow)) as Step[];
    expect(Object.keys(carrier!)).toEqual(['t', 'askedAt', 'p']);
    expect(carrier).toMatchObject({ t: 'crisis.bond-settle', askedAt: 7 });
    const p = carrier!.p as Record<string, unknown>;
    expect(p.seats).toEqual(['working']);
    expect(p.then).toEqual({ t: 'turn.begin', p: { seat: 'middle', number: 2 } });
    expect(p.redraw).toEqual({ t: 'turn.end', p: { seat: 'middle' } });
    expect(p.note).toEqual(note);
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
    playsOnAlike(up, played);
  });
});
