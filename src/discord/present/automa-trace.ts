/**
 * An Automa's turn for people: one short line for the channel's log (its move, its AI card, why —
 * at most 160 characters), and the full trace behind `/automa`'s Why? button and
 * `npm run automa:trace`: the AI card, the Free Actions at the start, the rows before the checks,
 * each CHECK line as printed with what it saw and moved, the rows after, the move tried in order,
 * each Instruction card's bullets with the options they kept, and the rows after the move.
 */

import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import {
  type AutomaTurnTrace,
  type DecisionTrace,
  lastTurnOf,
  type MoveTrace,
  type NarrowTrace,
} from '../../automa/index.ts';
import {
  AI_ICON_LABELS,
  type AiCard,
  AUTOMA_NAMES,
  type AutomaClass,
  PRIORITY_ACTION_LABELS,
} from '../../data/automa/index.ts';
import type { ClassId, PolicyId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { POLICY_NAMES } from '../../data/tables.ts';
import { type AutomaMove, automa, type CheckTrace, type RowsAt } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { UserError } from '../../table/errors.ts';
import { encodeCustomId } from '../custom-id.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';

/** The longest Automa line the channel's log shows. */
export const AUTOMA_LINE_MAX = 160;

const DOES: Record<AutomaMove, string> = {
  'assign-workers': 'assigns Workers',
  'buy-goods': 'buys Goods & Services',
  'propose-bill': 'proposes a Bill',
  strike: 'strikes',
  'build-company': 'builds a Company',
  'sell-foreign': 'sells to the Foreign Market',
  lobby: 'lobbies',
  special: 'takes its Special Action',
  demonstration: 'demonstrates',
  'sell-company': 'sells a Company',
  pressure: 'applies Political Pressure',
  pass: 'can do nothing',
};

/** The AI card of a move or turn, by seat and number. */
function aiCard(seat: AutomaClass, number: number | null): AiCard | undefined {
  return number === null ? undefined : automa.aiCardById(`automa.${seat}.${String(number).padStart(2, '0')}`);
}

/**
 * One sentence for the channel: "🤖 Capitalist Class Automa builds a Company (AI card 12, top
 * priority: it can afford and staff a Company in its Market)"; a Special Action says which. At
 * most 160 characters: the reason, then the Special Action's text, are cut at a word if they must be.
 */
export function automaLine(m: MoveTrace): string {
  const special =
    m.chosen === 'special' ? aiCard(m.seat, m.card)?.special.text.replace(/\.$/, '') : undefined;
  const head = `🤖 ${AUTOMA_NAMES[m.seat]} ${DOES[m.chosen]}`;
  const where = [m.card === null ? null : `AI card ${m.card}`, m.place === 'last resort' ? null : m.place]
    .filter(Boolean)
    .join(', ');
  const line = (detail: string, reason: string) =>
    `${head}${detail ? `: ${detail}` : ''} (${where}${reason ? `: ${reason}` : ''})`;
  const size = (text: string) => [...text].length;
  let detail = special ?? '';
  let reason = m.reason;
  if (size(line(detail, reason)) > AUTOMA_LINE_MAX && detail)
    detail = clip(detail, Math.max(24, AUTOMA_LINE_MAX - size(line('', reason)) - 2));
  if (size(line(detail, reason)) > AUTOMA_LINE_MAX)
    reason = clip(reason, Math.max(12, AUTOMA_LINE_MAX - size(line(detail, '')) - 2));
  return clip(line(detail, reason), AUTOMA_LINE_MAX);
}

// ---- The full trace.

const policy = (p: PolicyId) => `${p} ${POLICY_NAMES[p]}`;

/** Rows top row first, each from the marker outwards: "3: Build Company · Lobby / 2: …". */
export function rowsLine(rows: RowsAt): string {
  const show = <T>(list: T[][], name: (c: T) => string) =>
    list
      .map((row, i) => ({ row, n: i + 1 }))
      .reverse()
      .filter(({ row }) => row.length > 0)
      .map(({ row, n }) => `${n}: ${row.map(name).join(' · ')}`)
      .join(' / ') || 'none';
  return `actions ${show(rows.actions, (c) => PRIORITY_ACTION_LABELS[c])}; policies ${show(rows.policies, policy)}`;
}

const moved = (m: { card: string | number; steps: number }) =>
  `${typeof m.card === 'number' ? `${policy(m.card as PolicyId)} card` : PRIORITY_ACTION_LABELS[m.card as AutomaMove & keyof typeof PRIORITY_ACTION_LABELS]} +${m.steps}`;

function checkLines(check: CheckTrace, n: number): string[] {
  const head = `Check ${n} — ${AI_ICON_LABELS[check.icon]}: ${check.card}${check.bonus ? ' (the bonus counts)' : ''}`;
  return [
    head,
    ...check.lines.map(
      (l) =>
        `  • ${l.rule} — saw: ${l.saw} → ${l.moved.length > 0 ? l.moved.map(moved).join(', ') : 'no move'}`,
    ),
  ];
}

function moveLines(m: MoveTrace): string[] {
  return [
    `Move (${m.mode === 'advanced' ? 'the two highest Action cards, then Political Pressure' : "the card's actions in order, then its Special Action, then Political Pressure"}):`,
    ...m.tried.map(
      (t) =>
        `  ${t.ok ? '✔' : '✘'} ${t.place}: ${automa.moveLabel(t.move)} — ${t.offered ? t.reason || 'possible now' : 'not possible now'}`,
    ),
    ...(m.tried.some((t) => t.ok) ? [] : [`  ✔ ${m.place}: ${automa.moveLabel(m.chosen)} — ${m.reason}`]),
  ];
}

function narrowLines(n: NarrowTrace): string[] {
  const bullets = n.bullets.map(
    (b) =>
      `    · ${b.bullet}: ${b.described ? `kept ${b.kept.join(', ')}` : 'describes none of them, skipped'}`,
  );
  return [
    `    among: ${n.among.join(', ')}`,
    ...bullets,
    `    → ${n.chosen}${n.random ? ' (at random among those left)' : ''}`,
  ];
}

function decisionLines(d: DecisionTrace): string[] {
  return [
    `Then: ${d.prompt} → ${d.chosen}`,
    ...d.narrowed.flatMap(narrowLines),
    ...(d.rule ? [`    (${d.rule})`] : []),
  ];
}

/** A whole turn, line by line, in the order the cards are read. */
export function turnTrace(t: AutomaTurnTrace): string[] {
  const r = t.record;
  const card = automa.aiCardById(r.card);
  const out = [
    `Round ${t.round}, turn ${t.turn} — ${AUTOMA_NAMES[t.seat]} (${t.mode})`,
    card
      ? `AI card ${card.number}: ${card.actions.map((i) => AI_ICON_LABELS[i]).join(' › ')}${card.policies.length ? ` (Policies: ${card.policies.map(policy).join(', ')})` : ''}`
      : `AI card ${r.card}`,
  ];
  if (card?.bonus) out.push(`Bonus (1st action): ${card.bonus.text}`);
  for (const rule of card?.specialPriority ?? []) out.push(`Special Action priority: ${rule.text}`);
  if (card) out.push(`Special Action: ${card.special.text}`);
  for (const line of r.atStart) out.push(`At the start: ${line}`);
  if (r.rowsBefore) out.push(`Rows before the checks: ${rowsLine(r.rowsBefore)}`);
  (r.checks ?? []).forEach((check, i) => {
    out.push(...checkLines(check, i + 1));
  });
  if (r.rowsAfterChecks) out.push(`Rows after the checks: ${rowsLine(r.rowsAfterChecks)}`);
  const [first, ...rest] = t.decisions;
  if (first?.move) out.push(...moveLines(first.move));
  for (const d of rest) out.push(...decisionLines(d));
  if (r.rowsAfter) out.push(`Rows after the move: ${rowsLine(r.rowsAfter)}`);
  return out;
}

// ---- Behind /automa: the Why? button and the trace it shows.

/** The "Why?" buttons of `/automa`: one per Automa shown that has played a turn. */
export function whyButtons(
  game: string,
  classes: readonly AutomaClass[],
): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  if (classes.length === 0) return [];
  return [
    {
      type: ComponentType.ActionRow,
      components: classes.map((cls) => ({
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        custom_id: encodeCustomId({ kind: 'why', game, cls }),
        label: classes.length === 1 ? 'Why? (its last turn, step by step)' : `Why? ${AUTOMA_NAMES[cls]}`,
      })),
    },
  ];
}

/** Lines in runs of at most `max` characters (whole lines). */
function inRuns(lines: string[], max: number): string[] {
  const runs: string[] = [];
  let run = '';
  for (const line of lines) {
    const next = run ? `${run}\n${line}` : line;
    if ([...next].length > max && run) {
      runs.push(run);
      run = clip(line, max);
    } else run = clip(next, max);
  }
  if (run) runs.push(run);
  return runs;
}

/** Check lines that moved nothing, folded into a count (the short form of a long trace). */
function folded(lines: string[]): string[] {
  const out: string[] = [];
  let quiet = 0;
  for (const line of lines) {
    if (line.startsWith('  • ') && line.endsWith('→ no move')) {
      quiet++;
      continue;
    }
    if (quiet > 0) out.push(`  (${quiet} more line${quiet === 1 ? '' : 's'} read, moving nothing)`);
    quiet = 0;
    out.push(line);
  }
  if (quiet > 0) out.push(`  (${quiet} more line${quiet === 1 ? '' : 's'} read, moving nothing)`);
  return out;
}

/**
 * The Why? answer: the turn's trace as embeds; when it is too long for one message, the lines that
 * moved nothing are folded into counts and the whole trace comes as a text file.
 */
export function automaTraceMessage(t: AutomaTurnTrace): MessagePayload {
  const lines = turnTrace(t);
  const title = `Why? ${AUTOMA_NAMES[t.seat]} — round ${t.round}, turn ${t.turn}`;
  const room = LIMITS.embedTotal - [...title].length - 100;
  const full = lines.join('\n');
  const fits = [...full].length <= room;
  const shown = fits ? lines : folded(lines);
  const runs = inRuns(shown, LIMITS.embedDescription);
  const embeds = runs.map((description, i) => ({
    ...(i === 0 ? { title } : {}),
    description,
    color: 0x708090,
  }));
  return fits
    ? { embeds }
    : {
        embeds,
        files: [
          { name: `automa-${t.seat}-round-${t.round}-turn-${t.turn}.txt`, data: Buffer.from(`${full}\n`) },
        ],
      };
}

/** The Why? answer for a game's Automa seat: its last turn, replayed from the game's log and traced. */
export function automaWhyMessage(record: GameRecord, cls: ClassId): MessagePayload {
  if (record.options.seats[cls]?.kind !== 'automa' || cls === 'state')
    throw new UserError(`No Automa plays the ${CLASS_NAMES[cls]} in this game.`);
  const turn = lastTurnOf(record, cls);
  if (!turn) throw new UserError(`The ${AUTOMA_NAMES[cls]} has not played a turn yet.`);
  return automaTraceMessage(turn);
}
