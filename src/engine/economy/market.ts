/**
 * Where goods and services can be bought and at what price (rulebook, Buy Goods &
 * Services, components reference §2.5): the Capitalist and Middle Class Storages at their price tracks,
 * the State's own goods and Public Services (Health and Education at the Policy 4/5 price,
 * Influence at 10), and the Foreign Market (Food and Luxury only, base price + tariff to the State).
 */
import type { ClassId, Good } from '../../data/common.ts';
import { FOREIGN_TRADE, PRICE_TRACKS, STATE_PRICES, WELFARE } from '../../data/tables.ts';
import type { GameState } from '../game-state.ts';
import { statePlays } from '../seats.ts';

export type Ware = Good | 'influence';
export type Seller = 'capitalist' | 'middle' | 'state' | 'foreign';

export interface Offer {
  seller: Seller;
  ware: Ware;
  stock: number;
  /** Price per unit the buyer pays, tariff included. */
  unitPrice: number;
  /** The part of each unit's price that is a tariff for the State. */
  tariff: number;
}

export function classPrice(g: GameState, cls: 'capitalist' | 'middle', good: Good): number {
  return PRICE_TRACKS[good][g.classes[cls].prices[good]];
}

export function importTariff(g: GameState, good: 'food' | 'luxury'): number {
  return FOREIGN_TRADE.tariff[good][g.policies[6]];
}

export function importBasePrice(g: GameState, good: 'food' | 'luxury'): number {
  return g.roundFlags.importPrice?.[good] ?? FOREIGN_TRADE.importPrice[good];
}

/** The State's price for Public Health (Policy 4) or Public Education (Policy 5). */
export function welfarePrice(g: GameState, good: 'health' | 'education'): number {
  return WELFARE.price[g.policies[good === 'health' ? 4 : 5]];
}

/** What one seller offers of one ware (null if it never sells it). */
export function offerOf(g: GameState, seller: Seller, ware: Ware): Offer | null {
  if (seller === 'capitalist' || seller === 'middle') {
    if (ware === 'influence' || !g.options.seats[seller]) return null;
    return {
      seller,
      ware,
      stock: g.classes[seller].storage[ware],
      unitPrice: classPrice(g, seller, ware),
      tariff: 0,
    };
  }
  if (seller === 'state') {
    if (ware === 'health' || ware === 'education') {
      return { seller, ware, stock: g.publicServices[ware], unitPrice: welfarePrice(g, ware), tariff: 0 };
    }
    if (ware === 'influence')
      return {
        seller,
        ware,
        stock: g.publicServices.influence,
        unitPrice: STATE_PRICES.influence,
        tariff: 0,
      };
    if (!statePlays(g)) return null;
    return { seller, ware, stock: g.classes.state.goods[ware], unitPrice: STATE_PRICES[ware], tariff: 0 };
  }
  if (ware !== 'food' && ware !== 'luxury') return null;
  if (g.roundFlags.foreignMarketClosed) return null;
  const tariff = importTariff(g, ware);
  return {
    seller,
    ware,
    stock: Number.POSITIVE_INFINITY,
    unitPrice: importBasePrice(g, ware) + tariff,
    tariff,
  };
}

export const SELLERS: readonly Seller[] = ['state', 'capitalist', 'middle', 'foreign'];

/** Sellers a class may buy from: never itself, except the Middle Class from its own Storage. */
export function sellersFor(buyer: ClassId): Seller[] {
  return SELLERS.filter((s) => s !== buyer || buyer === 'middle');
}
