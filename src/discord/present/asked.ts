/**
 * What the game asks of the players it waits for, one line each, addressed to them and starting
 * with their mention: "<@ana> — your move: Action 3 of 5 · 🔴 Working Class", "<@ana>, <@ben> —
 * place your bid on Bill 4A". A phone's notification shows the start of a message, so the line a
 * ping posts comes first; the same lines head the turn message while it is edited, so they always
 * say what is asked now (the board's "Waiting for" says the same).
 */
import type { ClassId } from '../../data/common.ts';
import { GAME } from '../../data/tables.ts';
import type { GameView } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { gameLocale } from '../locale.ts';
import { CLASS_EMOJI, seatHolder } from './text.ts';

/** A seat the game waits for, as `waitingSeats` gives it. */
export interface Waited {
  seat: ClassId;
  kind: string;
  secret: boolean;
}

/** The Bill (or Bills of a special election) being voted on: "Bill 4A", "Bills 2B and 5C". */
export function billName(v: GameView, l: GameLocale = 'en'): string | null {
  const vote = v.vote;
  if (!vote) return null;
  const changes = vote.changes ?? [{ policy: vote.policy, section: vote.section }];
  const names = changes.map((c) => `${c.policy}${c.section}`);
  return t(l, 'ping.bill', { count: names.length, names: names.join(t(l, 'board.and')) });
}

/** The question kinds asked outside a turn that have words of their own (catalogue `ping.kind.<kind>`). */
const ASKED_KINDS = [
  'bill.immediate',
  'needs.buy',
  'end.loans',
  'prep.market-discard',
  'prep.skilled',
  'scoring.penalty',
  'crisis.bond',
  'crisis.remove-worker',
  'alt.keep',
  'alt.benefit',
  'alt.pressure-use',
  'demonstration.loss',
] as const;

/** The words of a secret question's ping, its button and its panel note. */
export function askedSecret(kind: string | undefined, v: GameView, l: GameLocale = 'en'): string {
  if (kind === 'agenda.keep') return t(l, 'ping.chooseAgenda');
  const bill = billName(v, l);
  return bill ? t(l, 'ping.bidOn', { bill }) : t(l, 'ping.bid');
}

/** What one seat is asked now, after "your move: ". */
function askedOf(w: Waited, v: GameView, l: GameLocale): string {
  if (w.kind === 'vote.side') {
    const bill = billName(v, l);
    return bill ? t(l, 'ping.sideOn', { bill }) : t(l, 'ping.side');
  }
  const kind = ASKED_KINDS.find((k) => k === w.kind);
  if (kind) return t(l, `ping.kind.${kind}`);
  if (v.turn?.seat === w.seat)
    return t(l, 'ping.action', { number: v.turn.number, turns: GAME.turnsPerRound });
  return (gameWords(l).phases as Record<string, string>)[v.phase] ?? t(l, 'ping.other');
}

/**
 * The lines naming what every waited seat is asked, in the game's language (or `l`): the secret ones
 * together on one line, each other seat on its own, `first` (the seats newly waited for) before
 * the rest.
 */
export function askedLines(
  record: Pick<GameRecord, 'options' | 'seats' | 'language'>,
  waited: readonly Waited[],
  v: GameView,
  first: readonly ClassId[] = [],
  l: GameLocale = gameLocale(record),
): string[] {
  const ordered = [
    ...waited.filter((w) => first.includes(w.seat)),
    ...waited.filter((w) => !first.includes(w.seat)),
  ];
  const lines: string[] = [];
  const secret = ordered.filter((w) => w.secret);
  if (secret.length > 0)
    lines.push(
      t(l, 'ping.secret', {
        holders: secret.map((w) => seatHolder(record, w.seat, l)).join(', '),
        asked: askedSecret(secret[0]?.kind, v, l),
      }),
    );
  for (const w of ordered.filter((w) => !w.secret))
    lines.push(
      t(l, 'ping.yourMove', {
        holder: seatHolder(record, w.seat, l),
        asked: askedOf(w, v, l),
        emoji: CLASS_EMOJI[w.seat],
        class: gameWords(l).classes[w.seat],
      }),
    );
  return lines;
}
