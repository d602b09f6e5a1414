/**
 * The status block at the top of a player's panel: where their own class stands, so a turn can be
 * decided without opening the board — money (or Revenue and Capital, or the Treasury), Influence,
 * VP, Prosperity or Legitimacy, goods, Workers employed and unemployed, Loans, cards in hand, and
 * what the modules add (a Hidden Agenda, kept Benefits). Built from the seat's own view.
 */
import type { APIEmbed } from 'discord.js';
import { type ClassId, GOODS } from '../../data/common.ts';
import { CLASS_NAMES, RESOURCE_NAMES } from '../../data/names.ts';
import type { GameView } from '../../engine/index.ts';
import { moduleClassLines } from './modules.ts';
import { CLASS_EMOJI } from './text.ts';

/** "Food 2 · Luxury 0 · …" for the goods a class holds. */
function goodsLine(label: string, goods: Partial<Record<string, number>>): string {
  const parts = GOODS.filter((g) => goods[g] !== undefined).map((g) => `${RESOURCE_NAMES[g]} ${goods[g]}`);
  return `${label}: ${parts.join(' · ')}`;
}

/** Workers of a class: employed (in a Company or a Trade Union) and unemployed. */
function workersLine(v: GameView, cls: 'working' | 'middle'): string {
  const mine = v.workers.filter((w) => w.cls === cls);
  const unemployed = mine.filter((w) => w.at === 'unemployed').length;
  return `👷 Workers ${mine.length - unemployed} employed · ${unemployed} unemployed`;
}

function lines(v: GameView, seat: ClassId): string[] {
  switch (seat) {
    case 'working': {
      const c = v.classes.working;
      return [
        `💰 ${c.money} · Influence ${c.influence} · Prosperity ${c.prosperity} · Loans ${c.loans} · Hand ${c.handSize}`,
        workersLine(v, 'working'),
        goodsLine('📦 Goods', c.goods),
      ];
    }
    case 'middle': {
      const c = v.classes.middle;
      return [
        `💰 ${c.money} · Influence ${c.influence} · Prosperity ${c.prosperity} · Loans ${c.loans} · Hand ${c.handSize}`,
        workersLine(v, 'middle'),
        goodsLine('📦 Goods & Services', c.goods),
        goodsLine('🏬 Storage', c.storage),
        `🏭 Companies ${v.companies.filter((co) => co.owner === 'middle').length}`,
      ];
    }
    case 'capitalist': {
      const c = v.classes.capitalist;
      return [
        `💰 Revenue ${c.revenue} · Capital ${c.capital} · Influence ${c.influence} · Loans ${c.loans} · Hand ${c.handSize}`,
        `🏭 Companies ${v.companies.filter((co) => co.owner === 'capitalist').length}`,
        goodsLine('🏬 Storage', c.storage),
      ];
    }
    case 'state': {
      const c = v.classes.state;
      const l = c.legitimacy;
      return [
        `💰 Treasury ${v.treasury} · Influence ${c.influence} · Loans ${c.loans} · Hand ${c.handSize}`,
        `⚖️ Legitimacy: Working ${l.working} · Middle ${l.middle} · Capitalist ${l.capitalist}`,
        `🏛️ Public Companies ${v.companies.filter((co) => co.owner === 'state').length} · Food ${c.goods.food} · Luxury ${c.goods.luxury}`,
      ];
    }
  }
}

/** The seat's own status, as the first embed of its panel. */
export function statusEmbed(v: GameView, seat: ClassId): APIEmbed {
  return {
    title: `${CLASS_EMOJI[seat]} ${CLASS_NAMES[seat]} — ${v.classes[seat].vp} VP`,
    description: [...lines(v, seat), ...moduleClassLines(v, seat)].join('\n'),
    color: 0x2f3136,
  };
}
