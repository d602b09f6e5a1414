/** Small pieces of player-facing text shared by the presenters. */

import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import type { AutomaMode } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
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

/** A phase's name in a language (the engine's id where the game's words have none). */
export function phaseName(phase: string, l: GameLocale): string {
  return (gameWords(l).phases as Record<string, string>)[phase] ?? phase;
}

/** The question kinds with words of their own (catalogue `asked.<kind>`): what a seat is being asked, never the options. */
const ASKED_KINDS = [
  'turn',
  'vote.side',
  'vote.bid',
  'bill.immediate',
  'needs.buy',
  'end.loans',
  'prep.market-discard',
  'prep.skilled',
  'agenda.keep',
  'crisis.bond',
  'crisis.remove-worker',
  'alt.keep',
  'alt.benefit',
  'alt.pressure-use',
] as const;
type AskedKind = (typeof ASKED_KINDS)[number];

/** How the board and the log ask for secret answers of a kind (bids, or Hidden Agendas): the button's label. */
export function secretWords(kind: string | undefined, l: GameLocale = 'en'): { button: string } {
  return { button: t(l, kind === 'agenda.keep' ? 'board.chooseAgenda' : 'board.placeBid') };
}

/** What a seat is being asked, in a few public words ("a secret Influence bid"). */
export function kindText(kind: string, l: GameLocale = 'en'): string {
  if ((ASKED_KINDS as readonly string[]).includes(kind)) return t(l, `asked.${kind as AskedKind}`);
  return t(l, kind.startsWith('turn') ? 'asked.turn' : 'asked.other');
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
