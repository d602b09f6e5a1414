/**
 * An Automa's turn for people: one short line for the channel's log (its move, its AI card, why —
 * at most 160 characters), and the full trace behind `/automa`'s Why? button and
 * `npm run automa:trace`: the AI card, the Free Actions at the start, the rows before the checks,
 * each CHECK line as printed with what it saw and moved, the rows after, the move tried in order,
 * each Instruction card's bullets with the options they kept, and the rows after the move.
 */
import type { AutomaTurnTrace, DecisionTrace, MoveTrace, NarrowTrace } from '../../automa/index.ts';
import {
  AI_ICON_LABELS,
  type AiCard,
  AUTOMA_NAMES,
  type AutomaClass,
  PRIORITY_ACTION_LABELS,
} from '../../data/automa/index.ts';
import type { PolicyId } from '../../data/common.ts';
import { POLICY_NAMES } from '../../data/tables.ts';
import { type AutomaMove, automa, type CheckTrace, type RowsAt } from '../../engine/index.ts';

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

/** Cuts a text to `max` characters at a word, with an ellipsis (never mid-word). */
export function clip(text: string, max: number): string {
  if ([...text].length <= max) return text;
  const cut = [...text].slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:—-]+$/, '')}…`;
}

/**
 * One sentence for the channel: "🤖 Capitalist Class Automa builds a Company (AI card 12, top
 * priority: it can afford and staff a Company in its Market)" — at most 160 characters, the reason
 * shortened at a word when it must be.
 */
export function automaLine(m: MoveTrace): string {
  const special =
    m.chosen === 'special' ? aiCard(m.seat, m.card)?.special.text.replace(/\.$/, '') : undefined;
  const what = special ? `${DOES.special}: ${special}` : DOES[m.chosen];
  const head = `🤖 ${AUTOMA_NAMES[m.seat]} ${what}`;
  const where = [m.card === null ? null : `AI card ${m.card}`, m.place === 'last resort' ? null : m.place]
    .filter(Boolean)
    .join(', ');
  const full = `${head} (${where}${m.reason ? `: ${m.reason}` : ''})`;
  if ([...full].length <= AUTOMA_LINE_MAX) return full;
  // Keep the card and place; shorten the reason, then the Special Action's text.
  const room = AUTOMA_LINE_MAX - [...`${head} (${where}: )`].length;
  if (room >= 20) return `${head} (${where}: ${clip(m.reason, room)})`;
  const short = `🤖 ${AUTOMA_NAMES[m.seat]} ${special ? DOES.special : what}`;
  return clip(`${short} (${where}: ${m.reason})`, AUTOMA_LINE_MAX);
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
        `  ${t.ok ? '✔' : '✘'} ${t.place}: ${automa.moveLabel(t.move)} — ${t.offered ? t.reason : 'not possible now'}`,
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
