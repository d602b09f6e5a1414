/**
 * What the game asks of the players it waits for, one line each, addressed to them and starting
 * with their mention: "<@ana> — your move: Action 3 of 5 · 🔴 Working Class", "<@ana>, <@ben> —
 * place your bid on Bill 4A". A phone's notification shows the start of a message, so the line a
 * ping posts comes first; the same lines head the turn message while it is edited, so they always
 * say what is asked now (the board's "Waiting for" says the same).
 */
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { GAME } from '../../data/tables.ts';
import type { GameView } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { CLASS_EMOJI, PHASE_NAMES, seatHolder } from './text.ts';

/** A seat the game waits for, as `waitingSeats` gives it. */
export interface Waited {
  seat: ClassId;
  kind: string;
  secret: boolean;
}

/** The Bill (or Bills of a special election) being voted on: "Bill 4A", "Bills 2B and 5C". */
export function billName(v: GameView): string | null {
  const vote = v.vote;
  if (!vote) return null;
  const changes = vote.changes ?? [{ policy: vote.policy, section: vote.section }];
  const names = changes.map((c) => `${c.policy}${c.section}`);
  return `${names.length > 1 ? 'Bills' : 'Bill'} ${names.join(' and ')}`;
}

/** What a seat is asked outside its turn, by the kind of question (never its options). */
const ASKED: Record<string, string> = {
  'bill.immediate': 'call an Immediate Vote or not?',
  'needs.buy': 'cover your needs',
  'end.loans': 'repay your Loans',
  'prep.market-discard': 'refresh your Market',
  'prep.skilled': 'choose your skilled Workers',
  'scoring.penalty': 'choose your penalty',
  'crisis.bond': 'lend to the State or not?',
  'crisis.remove-worker': 'choose which Worker leaves',
  'alt.keep': 'keep or discard the Event card',
  'alt.benefit': 'use a Benefit or not?',
  'alt.pressure-use': 'use Public Pressure or not?',
  'demonstration.loss': 'choose what the demonstration costs you',
};

/** The words of a secret question's ping, its button and its panel note. */
export function askedSecret(kind: string | undefined, v: GameView): string {
  if (kind === 'agenda.keep') return 'choose your Hidden Agenda';
  const bill = billName(v);
  return bill ? `place your bid on ${bill}` : 'place your secret bid';
}

/** What one seat is asked now, after "your move: ". */
function askedOf(w: Waited, v: GameView): string {
  if (w.kind === 'vote.side') {
    const bill = billName(v);
    return bill ? `for or against ${bill}?` : 'for or against the Bill?';
  }
  if (Object.hasOwn(ASKED, w.kind)) return ASKED[w.kind] as string;
  if (v.turn?.seat === w.seat) return `Action ${v.turn.number} of ${GAME.turnsPerRound}`;
  return PHASE_NAMES[v.phase] ?? 'a choice';
}

/**
 * The lines naming what every waited seat is asked: the secret ones together on one line, each
 * other seat on its own, `first` (the seats newly waited for) before the rest.
 */
export function askedLines(
  record: Pick<GameRecord, 'options' | 'seats'>,
  waited: readonly Waited[],
  v: GameView,
  first: readonly ClassId[] = [],
): string[] {
  const ordered = [
    ...waited.filter((w) => first.includes(w.seat)),
    ...waited.filter((w) => !first.includes(w.seat)),
  ];
  const lines: string[] = [];
  const secret = ordered.filter((w) => w.secret);
  if (secret.length > 0)
    lines.push(
      `${secret.map((w) => seatHolder(record, w.seat)).join(', ')} — 🔒 ${askedSecret(secret[0]?.kind, v)}`,
    );
  for (const w of ordered.filter((w) => !w.secret))
    lines.push(
      `${seatHolder(record, w.seat)} — your move: ${askedOf(w, v)} · ${CLASS_EMOJI[w.seat]} ${CLASS_NAMES[w.seat]}`,
    );
  return lines;
}
