/**
 * The Legitimacy icons on AI cards (4-player games: the State's Legitimacy with the Automa's class)
 * count only if the part they are printed on was used (C&C Automa digest; rules-decisions X14). A
 * part is used when the State gave, paid or sold something for it during the move; "+1 per 3"
 * counts the goods sold to the State, or the Companies counted. Worked out from the state before
 * and after the move, so no base-game step needs to know about Automas.
 */
import type { AiCard, AutomaClass, AutomaEffect } from '../../data/automa/index.ts';
import { GOODS, type Good } from '../../data/common.ts';
import { auto } from '../core/flow.ts';
import type { AutomaMove, GameState } from '../game-state.ts';
import { changeLegitimacy } from '../politics/legitimacy.ts';
import { statePlays } from '../seats.ts';
import { amountFor, countOf } from './amounts.ts';
import { bonusApplies } from './moves.ts';
import { aiCardById } from './seats.ts';

export interface Before {
  treasury: number;
  services: number;
  influence: number;
  /** The Automa's stored goods (Storage, or Goods & Services for the Working Class). */
  goods: Record<Good, number>;
  /** Luxury in the Capitalist and Middle Class Storages (bought from players). */
  playersLuxury: number;
  /** Workers in the Automa's own Companies. */
  staff: number;
  /** What "+1 per N" parts count, as it stood before the move. */
  counted: number;
}

function goodsOf(g: GameState, cls: AutomaClass): Record<Good, number> {
  return cls === 'working' ? { ...g.classes.working.goods } : { ...g.classes[cls].storage };
}

function staffOf(g: GameState, cls: AutomaClass): number {
  return g.workers.filter(
    (w) => w.at === 'company' && g.companies.find((c) => c.id === w.company)?.owner === cls,
  ).length;
}

export function before(g: GameState, cls: AutomaClass, part: AutomaEffect): Before {
  const per = part?.effects.find((s) => s.effect === 'gain-money');
  return {
    treasury: g.treasury,
    services: g.publicServices.health + g.publicServices.education + g.publicServices.influence,
    influence: g.classes[cls].influence,
    goods: goodsOf(g, cls),
    playersLuxury: g.classes.capitalist.storage.luxury + g.classes.middle.storage.luxury,
    staff: staffOf(g, cls),
    counted:
      per?.effect === 'gain-money' && typeof per.params.amount !== 'number'
        ? countOf(g, cls, per.params.amount)
        : per?.effect === 'gain-money'
          ? amountFor(g, cls, per.params.amount)
          : 0,
  };
}

/** The part of the card the move uses: the Special Action, or the bonus if it applies. */
export function partUsed(g: GameState, card: AiCard, move: AutomaMove): 'special' | 'bonus' | null {
  if (move === 'special') return 'special';
  return bonusApplies(g, card, move) ? 'bonus' : null;
}

/** How many things the part counted (0: it was not used). */
function used(g: GameState, cls: AutomaClass, b: Before, part: AutomaEffect): number {
  const sold = GOODS.reduce((n, good) => n + Math.max(0, b.goods[good] - goodsOf(g, cls)[good]), 0);
  if (part.effects.some((s) => s.effect === 'sell-to-state')) return sold;
  if (part.legitimacy?.perItems) return b.counted;
  const services = g.publicServices.health + g.publicServices.education + g.publicServices.influence;
  const stateGave =
    g.treasury < b.treasury ||
    services < b.services ||
    g.classes[cls].influence > b.influence ||
    g.classes.capitalist.storage.luxury + g.classes.middle.storage.luxury < b.playersLuxury ||
    staffOf(g, cls) > b.staff;
  return stateGave ? 1 : 0;
}

/** After the move: the icon of the part it used, if that part was used. */
export const moveLegitimacy = auto<{
  seat: AutomaClass;
  card: string;
  part: 'special' | 'bonus';
  before: Before;
}>('automa.legitimacy', (x, s) => {
  const card = aiCardById(s.card);
  if (!card || !statePlays(x.g)) return;
  const part = s.part === 'special' ? card.special : card.bonus;
  const icon = part?.legitimacy;
  if (!part || !icon) return;
  const items = used(x.g, s.seat, s.before, part);
  const change = icon.perItems
    ? Math.floor(items / icon.perItems) * icon.change
    : items > 0
      ? icon.change
      : 0;
  if (change !== 0) changeLegitimacy(x, icon.class, change);
});
