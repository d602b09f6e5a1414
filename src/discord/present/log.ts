/**
 * The log line of a change: one channel message per action, built from the engine's public events
 * only, mentioning the players the game now waits for. A secret answer says only who answered.
 */
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { view } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import type { GameChange } from '../../table/change.ts';
import { waitingSeats } from '../../table/questions.ts';
import { LIMITS, type MessagePayload } from '../limits.ts';
import { revealedLines } from './historical-events.ts';
import { CLASS_EMOJI, kindText, seatHolder } from './text.ts';

/** Players to mention: seats waiting now that were not waiting before the change. */
function newlyWaiting(record: GameRecord, before: ClassId[]) {
  if (record.status !== 'playing' || !record.state) return [];
  return waitingSeats(record.state).filter((w) => !before.includes(w.seat));
}

export function logMessage(change: GameChange): MessagePayload | null {
  const record = change.record;
  const lines: string[] = [];
  if (change.note) lines.push(change.note);
  if (change.kind === 'started') {
    lines.push(`🎲 The game begins! ${record.options.players} players.`);
    // Setup's own changes (the Early Historical Event) are not events of an answer.
    if (record.state) lines.push(...revealedLines(view(record.state, 'public')));
  }
  if (change.kind === 'answered' && change.secret && change.actor && change.events.length === 0)
    lines.push(`🔒 The ${CLASS_NAMES[change.actor]} has answered in secret.`);
  lines.push(...change.events.map((e) => `• ${e}`));

  const waiting = newlyWaiting(record, change.waitingBefore);
  const users = new Set<string>();
  const secret = waiting.filter((w) => w.secret);
  if (secret.length > 0) {
    const who = secret.map((w) => seatHolder(record, w.seat)).join(', ');
    lines.push(`🔒 Secret bids: ${who} — press **Place your bid** on the board.`);
  }
  for (const w of waiting.filter((w) => !w.secret)) {
    lines.push(
      `➡️ ${seatHolder(record, w.seat)}, your move — ${CLASS_EMOJI[w.seat]} ${CLASS_NAMES[w.seat]}: ${kindText(w.kind)}.`,
    );
  }
  for (const w of waiting) {
    const id = record.seats[w.seat]?.userId;
    if (id) users.add(id);
  }
  for (const id of change.mention ?? []) users.add(id);
  if (change.kind === 'answered' && record.status === 'finished' && record.state) {
    const winners = record.state.winners ?? [];
    lines.push(
      `🏁 **Game over!** ${winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.map((w) => `${CLASS_NAMES[w]} (${seatHolder(record, w)})`).join(', ')}.` : ''} Final scores are on the board; \`/score\` for the breakdown.`,
    );
  }
  if (lines.length === 0) return null;
  const allowedMentions = { users: [...users] };
  const text = lines.join('\n');
  if ([...text].length <= LIMITS.content) return { content: text, allowedMentions };
  // A long batch (a whole Production phase) goes into an embed, which holds twice as much.
  const mentions = lines.filter((l) => l.startsWith('➡️') || l.startsWith('🔒 Secret'));
  const rest = lines.filter((l) => !mentions.includes(l));
  return {
    content: mentions.join('\n') || undefined,
    embeds: packLines(rest).map((description) => ({ description })),
    allowedMentions,
  };
}

/** Room kept for the note that says how many lines did not fit. */
const MORE_NOTE = 100;

/**
 * Lines in as many embed descriptions as one message holds (4096 characters each, 6000 in all),
 * whole lines each — a batch with several Automa turns keeps every turn's line. Past that, a note
 * says how many lines are left out.
 */
function packLines(lines: string[]): string[] {
  const out: string[] = [''];
  let total = 0;
  for (const [i, line] of lines.entries()) {
    const size = [...line].length + 1;
    const last = out.length - 1;
    const full = [...(out[last] as string)].length + size > LIMITS.embedDescription;
    if (total + size > LIMITS.embedTotal - MORE_NOTE || (full && out.length === LIMITS.embeds)) {
      const more = lines.length - i;
      out[last] +=
        `\n… and ${more} more line${more === 1 ? '' : 's'} (\`/game export\` has the whole log once the game is over).`;
      break;
    }
    if (full && out[last]) out.push('');
    const at = out.length - 1;
    out[at] = out[at] ? `${out[at]}\n${line}` : line;
    total += size;
  }
  return out;
}
