/**
 * States saved by an older engine are brought up to date before use, so a game in progress
 * survives an upgrade of the bot. Each step takes a state of one schema version to the next.
 */
import { CLASS_IDS, type ClassId, GOODS, type Good, type PolicyId } from '../data/common.ts';
import { isStepType } from './core/flow.ts';
import { fork } from './fork.ts';
import { type GameState, type RoundFlags, SCHEMA_VERSION, type Step } from './game-state.ts';
import { initialState } from './setup.ts';

export class StateVersionError extends Error {}

/** Version 1 kept round flags as flat string keys (`billMarkersSetAside.working`, `blockedPolicies: '3,6'`). */
function roundFlagsFromV1(old: Record<string, unknown>): RoundFlags {
  const flags: RoundFlags = {};
  const perClass = <T>(prefix: string, read: (v: unknown) => T) => {
    const out: Partial<Record<ClassId, T>> = {};
    for (const cls of CLASS_IDS)
      if (old[`${prefix}.${cls}`] !== undefined) out[cls] = read(old[`${prefix}.${cls}`]);
    return Object.keys(out).length > 0 ? out : undefined;
  };
  const aside = perClass('billMarkersSetAside', Number);
  if (aside) flags.billMarkersSetAside = aside;
  const lost = perClass('demonstrationLoss', () => true as const);
  if (lost) flags.demonstrationLoss = lost;
  const batch = perClass('provideBatch', String);
  if (batch) flags.provideBatch = batch;
  if (typeof old.blockedPolicies === 'string' && old.blockedPolicies !== '')
    flags.blockedPolicies = old.blockedPolicies.split(',').map(Number) as PolicyId[];
  if (old.noElections) flags.noElections = true;
  if (old.freeImmediateVotes) flags.freeImmediateVotes = true;
  if (old.foreignMarketClosed) flags.foreignMarketClosed = true;
  const locked = GOODS.filter((good: Good) => old[`pricesLocked.${good}`]);
  if (locked.length > 0) flags.pricesLocked = Object.fromEntries(locked.map((g) => [g, true]));
  if (typeof old.publicCostFactor === 'number') flags.publicCostFactor = old.publicCostFactor;
  return flags;
}

/**
 * Version 2 kept a step's parameters beside its type (`{ ...params, t, askedAt }`); version 3 holds
 * them apart (`{ t, askedAt, p }`). A step carried in another's parameters (the Government Bond
 * Program's next steps) is found by its type, which names a step.
 */
function stepFromV2(old: Record<string, unknown>): Step {
  const { t, askedAt, ...params } = old;
  return { t: t as string, askedAt: askedAt as number | undefined, p: carriedFromV2(params) as object };
}

function carriedFromV2(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(carriedFromV2);
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (typeof o.t === 'string' && isStepType(o.t)) return stepFromV2(o);
  const out: Record<string, unknown> = {};
  for (const key in o) out[key] = carriedFromV2(o[key]);
  return out;
}

/** A fresh state's keys, in the order `initialState` writes them (the same in every kind of game). */
let freshKeys: readonly string[] | undefined;

/**
 * The state with every key a fresh one holds, in a fresh state's order, and its Workers, Companies
 * and class sheets copied as a fork writes them. JSON leaves out the keys a fresh state holds as
 * undefined (the modules' parts, a Worker's Company), so a state read back has one shape per kind
 * of game and placement; rebuilt, it has the shape of a created one and the engine's reads stay
 * monomorphic in a process that loads games and creates them (docs/engine.md, "Speed"); so are the
 * flow's steps, whose `askedAt` JSON leaves out until it is written. Its JSON is unchanged when it
 * was written by this engine (an older one added module parts in another order).
 */
function withEveryKey(g: GameState): GameState {
  freshKeys ??= Object.keys(initialState(g.options, 'keys'));
  const loaded = g as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of freshKeys) out[key] = loaded[key];
  for (const key in loaded) if (!(key in out)) out[key] = loaded[key];
  out.flow = g.flow.map((step) => ({ t: step.t, askedAt: step.askedAt, p: step.p }));
  return fork(out as unknown as GameState);
}

/**
 * The state in the current schema, with every key a created state has (a new object: the one given
 * may have been changed on the way, and is no longer to be used). Throws StateVersionError for a
 * state from a newer engine, which this one cannot read.
 */
export function upgradeState(g: GameState): GameState {
  if (g.schemaVersion > SCHEMA_VERSION)
    throw new StateVersionError(
      `game state version ${g.schemaVersion} is newer than this engine's ${SCHEMA_VERSION}`,
    );
  if (g.schemaVersion < 2) {
    g.roundFlags = roundFlagsFromV1(g.roundFlags as unknown as Record<string, unknown>);
    g.schemaVersion = 2;
  }
  if (g.schemaVersion < 3) {
    g.flow = g.flow.map((step) => stepFromV2(step as unknown as Record<string, unknown>));
    g.schemaVersion = 3;
  }
  return withEveryKey(g);
}
