/** Small pieces of player-facing text shared by the presenters. */

import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import type { AutomaMode } from '../../engine/index.ts';
import { EN } from '../../i18n/game-words/en.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { aiLevelOf } from '../../table/ai-seats.ts';
import { automaModeOf } from '../../table/automa-seats.ts';
import { classChoice } from '../command-words.ts';

export const CLASS_EMOJI: Record<ClassId, string> = {
  working: '🔴',
  middle: '🟡',
  capitalist: '🔵',
  state: '⚪',
};

/** The phases' names, from the game's English words. */
export const PHASE_NAMES: Record<string, string> = EN.phases;

/** What a seat is being asked, in a few public words (never the options). */
const KIND_TEXT: Record<string, string> = {
  turn: 'their turn',
  'vote.side': 'for or against the Bill',
  'vote.bid': 'a secret Influence bid',
  'bill.immediate': 'whether to call an Immediate Vote',
  'needs.buy': 'covering their needs',
  'end.loans': 'repaying Loans',
  'prep.market-discard': 'refreshing their Market',
  'prep.skilled': 'a setup choice',
  'agenda.keep': 'choosing a Hidden Agenda in secret',
  'crisis.bond': 'whether to lend to the State',
  'crisis.remove-worker': 'which Worker leaves',
  'alt.keep': 'keeping or discarding an Event card',
  'alt.benefit': 'whether to use a Benefit',
  'alt.pressure-use': 'whether to use Public Pressure',
};

/** How the board and the log ask for secret answers of a kind (bids, or Hidden Agendas): the button's label. */
export function secretWords(kind: string | undefined): { button: string } {
  return { button: kind === 'agenda.keep' ? 'Choose your Hidden Agenda' : 'Place your bid' };
}

export function kindText(kind: string): string {
  if (Object.hasOwn(KIND_TEXT, kind)) return KIND_TEXT[kind] as string;
  return kind.startsWith('turn') ? 'their turn' : 'a choice';
}

export function mention(userId: string | null | undefined, l: GameLocale = 'en'): string {
  return userId ? `<@${userId}>` : t(l, 'seat.open');
}

/** "Automa (simple)", in a language. */
export function automaSeatName(mode: AutomaMode, l: GameLocale = 'en'): string {
  return t(l, 'seat.automa', { mode: t(l, `seat.mode.${mode}`) });
}

/** Who plays a seat, as the channel shows it: the player mentioned, or "🤖 Automa (advanced)". */
export function seatHolder(
  record: Pick<GameRecord, 'options' | 'seats'>,
  cls: ClassId,
  l: GameLocale = 'en',
): string {
  const mode = automaModeOf(record, cls);
  if (mode) return `🤖 ${automaSeatName(mode, l)}`;
  const level = aiLevelOf(record, cls);
  return level ? `🧠 ${t(l, 'seat.ai', { level })}` : mention(record.seats[cls]?.userId, l);
}

/** The four classes as slash-command choices. */
export const CLASS_CHOICES = (Object.keys(CLASS_NAMES) as ClassId[]).map(classChoice);
