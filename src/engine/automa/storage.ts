import type { Good } from '../../data/common.ts';
import { COMPONENT_LIMITS, STORAGE } from '../../data/tables.ts';
import { type Ctx, log } from '../core/flow.ts';
import { spend } from '../economy/money.ts';
import { freeTradeZoneRoom, type StoringClass, storageRoom, store } from '../economy/storage.ts';
import { isAutoma } from './seats.ts';

function buyStorageFor(x: Ctx, good: Good, incoming: number) {
  const g = x.g;
  const cc = g.classes.capitalist;
  if (!isAutoma(g, 'capitalist') || cc.tiles.includes(good)) return;
  const zone = good === 'food' || good === 'luxury' ? freeTradeZoneRoom(g, good) : 0;
  if (incoming <= storageRoom(g, 'capitalist', good) + zone) return;
  if (cc.tiles.length + g.classes.middle.tiles.length >= COMPONENT_LIMITS.storageTiles) return;
  if (!spend(x, 'capitalist', STORAGE.tileCost)) return;
  cc.tiles.push(good);
  log(x, 'automa.buysStorage', { automa: 'capitalist', good, cost: STORAGE.tileCost });
}

/** Puts goods into a class's Storage (see `store`); the Capitalist Automa first buys the tile they need. */
export function storeGoods(x: Ctx, cls: StoringClass, good: Good, amount: number): number {
  if (cls === 'capitalist') buyStorageFor(x, good, amount);
  return store(x.g, cls, good, amount);
}
