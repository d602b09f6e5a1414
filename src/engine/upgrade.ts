/**
 * States saved by an older engine are brought up to date before use, so a game in progress
 * survives an upgrade of the bot. Each step takes a state of one schema version to the next.
 */
import { CLASS_IDS, type ClassId, GOODS, type Good, type PolicyId } from '../data/common.ts';
import { type GameState, type RoundFlags, SCHEMA_VERSION } from './game-state.ts';

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
 * The state in the current schema (the same object, changed in place, when it was older).
 * Throws StateVersionError for a state from a newer engine, which this one cannot read.
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
  return g;
}
