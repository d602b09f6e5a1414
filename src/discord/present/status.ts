/**
 * The status block at the top of a player's panel: where their own class stands, so a turn can be
 * decided without opening the board — money (or Revenue and Capital, or the Treasury), Influence,
 * VP, Prosperity or Legitimacy, goods, Workers employed and unemployed, Loans, cards in hand, and
 * what the modules add (a Hidden Agenda, kept Benefits). Built from the seat's own view.
 */
import type { APIEmbed } from 'discord.js';
import { type ClassId, GOODS } from '../../data/common.ts';
import type { GameView } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import { moduleClassLines } from './modules.ts';
import { CLASS_EMOJI } from './text.ts';

/** "📦 Goods: Food 2 · Luxury 0 · …" for the goods a class holds. */
function goodsLine(l: GameLocale, label: string, goods: Partial<Record<string, number>>): string {
  const names = gameWords(l).resources;
  const parts = GOODS.filter((g) => goods[g] !== undefined).map((g) => `${names[g]} ${goods[g]}`);
  return t(l, 'status.goodsLine', { label, goods: parts.join(' · ') });
}

/** Workers of a class: employed (in a Company or a Trade Union) and unemployed. */
function workersLine(l: GameLocale, v: GameView, cls: 'working' | 'middle'): string {
  const mine = v.workers.filter((w) => w.cls === cls);
  const unemployed = mine.filter((w) => w.at === 'unemployed').length;
  return t(l, 'status.workers', { employed: mine.length - unemployed, unemployed });
}

const companiesOf = (v: GameView, owner: ClassId) => v.companies.filter((co) => co.owner === owner).length;

function lines(l: GameLocale, v: GameView, seat: ClassId): string[] {
  switch (seat) {
    case 'working': {
      const c = v.classes.working;
      return [
        t(l, 'status.money', { ...c, hand: c.handSize }),
        workersLine(l, v, 'working'),
        goodsLine(l, t(l, 'status.goods'), c.goods),
      ];
    }
    case 'middle': {
      const c = v.classes.middle;
      return [
        t(l, 'status.money', { ...c, hand: c.handSize }),
        workersLine(l, v, 'middle'),
        goodsLine(l, t(l, 'status.goodsAndServices'), c.goods),
        goodsLine(l, t(l, 'status.storage'), c.storage),
        t(l, 'status.companies', { count: companiesOf(v, 'middle') }),
      ];
    }
    case 'capitalist': {
      const c = v.classes.capitalist;
      return [
        t(l, 'status.capitalistMoney', { ...c, hand: c.handSize }),
        t(l, 'status.companies', { count: companiesOf(v, 'capitalist') }),
        goodsLine(l, t(l, 'status.storage'), c.storage),
      ];
    }
    case 'state': {
      const c = v.classes.state;
      return [
        t(l, 'status.stateMoney', {
          treasury: v.treasury,
          influence: c.influence,
          loans: c.loans,
          hand: c.handSize,
        }),
        t(l, 'status.legitimacy', c.legitimacy),
        t(l, 'status.publicCompanies', {
          count: companiesOf(v, 'state'),
          food: c.goods.food,
          luxury: c.goods.luxury,
        }),
      ];
    }
  }
}

/** The seat's own status, as the first embed of its panel, in its reader's language. */
export function statusEmbed(v: GameView, seat: ClassId, l: GameLocale = 'en'): APIEmbed {
  return {
    title: t(l, 'status.title', {
      emoji: CLASS_EMOJI[seat],
      class: gameWords(l).classes[seat],
      vp: v.classes[seat].vp,
    }),
    description: [...lines(l, v, seat), ...moduleClassLines(v, seat, l)].join('\n'),
    color: 0x2f3136,
  };
}
