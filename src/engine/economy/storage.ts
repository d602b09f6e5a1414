/**
 * Where goods are kept and how much fits: Capitalist and Middle Class Storages (plus Storage
 * tiles), the Capitalist Free Trade Zone, and the Public Services (limit = production of the
 * available Public Companies + 6).
 */
import type { Good } from '../../data/common.ts';
import { PUBLIC_SERVICES, STORAGE } from '../../data/tables.ts';
import { cardOf, companiesOf, openPublicSlots } from '../companies/companies.ts';
import type { GameState } from '../game-state.ts';
import { influenceLeft } from '../politics/influence.ts';

export type StoringClass = 'capitalist' | 'middle';

export function storageLimit(g: GameState, cls: StoringClass, good: Good): number {
  const tiles = g.classes[cls].tiles.filter((t) => t === good).length;
  return STORAGE[cls][good] + tiles * STORAGE.tile[good];
}

export function storageRoom(g: GameState, cls: StoringClass, good: Good): number {
  return Math.max(0, storageLimit(g, cls, good) - g.classes[cls].storage[good]);
}

export function freeTradeZoneRoom(g: GameState, good: 'food' | 'luxury'): number {
  return Math.max(0, STORAGE.freeTradeZone[good] - g.classes.capitalist.freeTradeZone[good]);
}

/**
 * Puts produced or bought goods into a Storage; what does not fit is lost, except that the
 * Capitalist Class's Food and Luxury overflow into its Free Trade Zone. Returns the amount kept.
 */
export function store(
  g: GameState,
  cls: StoringClass,
  good: Good,
  amount: number,
  overflowToZone = true,
): number {
  const room = storageRoom(g, cls, good);
  const kept = Math.min(room, amount);
  g.classes[cls].storage[good] += kept;
  let rest = amount - kept;
  if (cls === 'capitalist' && overflowToZone && (good === 'food' || good === 'luxury') && rest > 0) {
    const zone = Math.min(freeTradeZoneRoom(g, good), rest);
    g.classes.capitalist.freeTradeZone[good] += zone;
    rest -= zone;
  }
  return amount - rest;
}

export type Service = 'health' | 'education' | 'influence';
const SERVICE_INDUSTRY = { health: 'health', education: 'education', influence: 'media' } as const;

/** Each Public Service's limit: the output of the available Public Companies producing it, + 6. */
export function publicServiceLimit(g: GameState, service: Service): number {
  const open = openPublicSlots(g);
  let production = 0;
  for (const c of companiesOf(g, 'state')) {
    const card = cardOf(c);
    if ((c.publicSlot ?? 99) < open && card.industry === SERVICE_INDUSTRY[service]) production += card.output;
  }
  return production + PUBLIC_SERVICES.limitMargin;
}

/** Adds to a Public Service up to its limit; returns what was kept. */
export function addPublicService(g: GameState, service: Service, amount: number): number {
  let room = Math.max(0, publicServiceLimit(g, service) - g.publicServices[service]);
  if (service === 'influence') room = Math.min(room, influenceLeft(g));
  const kept = Math.min(room, amount);
  g.publicServices[service] += kept;
  return kept;
}

/** Discards Public Services above their limits (after the Public Sector shrinks; rules-decisions S22). */
export function trimPublicServices(g: GameState) {
  for (const s of ['health', 'education', 'influence'] as const) {
    g.publicServices[s] = Math.min(g.publicServices[s], publicServiceLimit(g, s));
  }
}
