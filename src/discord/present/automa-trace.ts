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
import type { AiCard, AutomaClass, PriorityAction } from '../../data/automa/index.ts';
import type { ClassId, PolicyId } from '../../data/common.ts';
import {
  type AutomaMove,
  automa,
  type CheckTrace,
  type CheckWords,
  list,
  type RowsAt,
  type Said,
  type SaidValue,
  said,
} from '../../engine/index.ts';
import { aiCardLine, gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, type MessageKey, t } from '../../i18n/index.ts';
import { sayText } from '../../i18n/said.ts';
import type { GameRecord } from '../../store/types.ts';
import { UserError } from '../../table/errors.ts';
import { encodeCustomId } from '../custom-id.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';

/** The longest Automa line the channel's log shows. */
export const AUTOMA_LINE_MAX = 160;

/** The AI card of a move or turn, by seat and number. */
function aiCard(seat: AutomaClass, number: number | null): AiCard | undefined {
  return number === null ? undefined : automa.aiCardById(`automa.${seat}.${String(number).padStart(2, '0')}`);
}

/** The key of an Automa's line in the log (src/app.ts saves it; `eventText` words it here). */
export const AUTOMA_LINE = 'automa.line';

/** The key of an Automa's other reasons in the log (a Historical Event it takes or leaves). */
export const AUTOMA_WHY = 'automa.why';

/**
 * An Automa's move as the table saves it for the log: its class, move and AI card by id and
 * number, with where the move stood and why as the Automa's procedure says them (keys under
 * `automaWhy.`; a line saved before they were keys holds them in English).
 */
export function automaLineSaid(m: MoveTrace): Said {
  return said(AUTOMA_LINE, {
    automa: m.seat,
    move: m.chosen,
    card: m.card ?? -1,
    place: list([m.place]),
    reason: list(m.reason ? [m.reason] : []),
  });
}

/** An Automa's reason other than its move's (a Historical Event), as the table saves it for the log. */
export function automaWhySaid(why: Said): Said {
  return said(AUTOMA_WHY, { why: list([why]) });
}

/** The Automa's words in `l`: keys under `automaWhy.`; a string saved before them reads only in English. */
function automaWords(l: GameLocale, value: SaidValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'object') return value.items.map((item) => sayText(l, item, 'automaWhy')).join('');
  return l === 'en' ? String(value) : '';
}

/** An Automa's other reason, for the channel: in the game's language, cut to fit the log's line. */
export function automaWhyLine(l: GameLocale, saved: Said): string {
  return clip(automaWords(l, saved.params?.why), AUTOMA_LINE_MAX);
}

/**
 * One sentence for the channel, in the game's language: "🤖 Capitalist Class Automa builds a
 * Company (AI card 12, top priority: it can afford and staff a Company in its Market)"; a Special
 * Action says which. At most 160 characters: the reason, then the Special Action's text, are cut
 * at a word if they must be.
 */
export function automaLine(l: GameLocale, saved: Said): string {
  const p = saved.params ?? {};
  const seat = p.automa as AutomaClass;
  const move = p.move as AutomaMove;
  const card = typeof p.card === 'number' && p.card >= 0 ? p.card : null;
  const specialText = move === 'special' ? aiCard(seat, card)?.special.text : undefined;
  const special = specialText ? cardLine(l, specialText).replace(/\.$/, '') : undefined;
  const head = t(l, 'event.automaLine.head', {
    automa: gameWords(l).automa.names[seat],
    does: t(l, `event.automaLine.does.${move}` as MessageKey, {} as never),
  });
  const lastResort =
    p.place === 'last resort' ||
    (typeof p.place === 'object' && p.place.items[0]?.key === 'place.lastResort');
  const place = lastResort ? '' : automaWords(l, p.place);
  const where = [card === null ? '' : t(l, 'event.automaLine.card', { number: card }), place]
    .filter(Boolean)
    .join(', ');
  const line = (detail: string, reason: string) =>
    `${head}${detail ? `: ${detail}` : ''} (${where}${reason ? `: ${reason}` : ''})`;
  const size = (text: string) => [...text].length;
  let detail = special ?? '';
  let reason = automaWords(l, p.reason);
  if (size(line(detail, reason)) > AUTOMA_LINE_MAX && detail)
    detail = clip(detail, Math.max(24, AUTOMA_LINE_MAX - size(line('', reason)) - 2));
  if (size(line(detail, reason)) > AUTOMA_LINE_MAX)
    reason = clip(reason, Math.max(12, AUTOMA_LINE_MAX - size(line(detail, '')) - 2));
  return clip(line(detail, reason), AUTOMA_LINE_MAX);
}

// ---- The full trace, in its reader's language.

const policy = (l: GameLocale, p: PolicyId) => `${p} ${gameWords(l).policies[p]}`;

/** An AI card's line in `l` (src/data's English where `l` has none). */
const cardLine = (l: GameLocale, english: string) => aiCardLine(l, english) ?? english;

/** Rows top row first, each from the marker outwards: "3: Build Company · Lobby / 2: …". */
export function rowsLine(l: GameLocale, rows: RowsAt): string {
  const show = <T>(list: T[][], name: (c: T) => string) =>
    list
      .map((row, i) => ({ row, n: i + 1 }))
      .reverse()
      .filter(({ row }) => row.length > 0)
      .map(({ row, n }) => `${n}: ${row.map(name).join(' · ')}`)
      .join(' / ') || t(l, 'automaTrace.rowsNone');
  const actions = gameWords(l).automa.priorityActions;
  return t(l, 'automaTrace.rows', {
    actions: show(rows.actions, (c) => actions[c]),
    policies: show(rows.policies, (p) => policy(l, p)),
  });
}

const moved = (l: GameLocale, m: { card: string | number; steps: number }) =>
  `${typeof m.card === 'number' ? t(l, 'automaTrace.policyCard', { policy: policy(l, m.card as PolicyId) }) : gameWords(l).automa.priorityActions[m.card as AutomaMove & PriorityAction]} +${m.steps}`;

function checkLines(l: GameLocale, check: CheckTrace, n: number): string[] {
  // The engine's keys under `automaWhy.check.`; a trace saved before them holds English lines.
  const words = (w: CheckWords) => sayText(l, w, 'automaWhy');
  const head = t(l, check.bonus ? 'automaTrace.checkBonus' : 'automaTrace.check', {
    n,
    icon: gameWords(l).automa.icons[check.icon],
    card: words(check.card),
  });
  return [
    head,
    ...check.lines.map((line) =>
      t(l, 'automaTrace.checkLine', {
        rule: words(line.rule),
        saw: words(line.saw),
        moved:
          line.moved.length > 0 ? line.moved.map((m) => moved(l, m)).join(', ') : t(l, 'automaTrace.noMove'),
      }),
    ),
  ];
}

/** The turn's checks, each CHECK line read with what it saw and moved (`/automa`'s Why? trace). */
export function checksTrace(l: GameLocale, checks: readonly CheckTrace[]): string[] {
  return checks.flatMap((check, i) => checkLines(l, check, i + 1));
}

function moveLines(l: GameLocale, m: MoveTrace): string[] {
  const why = (s: Said) => sayText(l, s, 'automaWhy');
  const move = (automaMove: AutomaMove) => why(said('move.what', { automaMove }));
  return [
    t(l, m.mode === 'advanced' ? 'automaTrace.moveAdvanced' : 'automaTrace.moveSimple'),
    ...m.tried.map(
      (tried) =>
        `  ${tried.ok ? '✔' : '✘'} ${why(tried.place)}: ${move(tried.move)} — ${tried.offered ? (tried.reason ? why(tried.reason) : t(l, 'automaTrace.possible')) : t(l, 'automaTrace.notPossible')}`,
    ),
    ...(m.tried.some((tried) => tried.ok)
      ? []
      : [`  ✔ ${why(m.place)}: ${move(m.chosen)} — ${m.reason ? why(m.reason) : ''}`]),
  ];
}

function narrowLines(l: GameLocale, n: NarrowTrace): string[] {
  const bullets = n.bullets.map(
    (b) =>
      `${b.tie ? '      ↳' : '    ·'} ${sayText(l, b.bullet, 'automaWhy')}: ${b.described ? t(l, 'automaTrace.kept', { options: b.kept.map((k) => sayText(l, k)).join(', ') }) : t(l, 'automaTrace.skipped')}`,
  );
  return [
    t(l, 'automaTrace.among', { options: n.among.map((k) => sayText(l, k)).join(', ') }),
    ...bullets,
    t(l, n.random ? 'automaTrace.chosenRandom' : 'automaTrace.chosen', { chosen: sayText(l, n.chosen) }),
  ];
}

function decisionLines(l: GameLocale, d: DecisionTrace): string[] {
  return [
    t(l, 'automaTrace.decision', { prompt: sayText(l, d.prompt), chosen: sayText(l, d.chosen) }),
    ...d.narrowed.flatMap((n) => narrowLines(l, n)),
    ...(d.rule ? [`    (${sayText(l, d.rule, 'automaWhy')})`] : []),
  ];
}

/** A whole turn, line by line, in the order the cards are read. */
export function turnTrace(l: GameLocale, tr: AutomaTurnTrace): string[] {
  const r = tr.record;
  const card = automa.aiCardById(r.card);
  const words = gameWords(l);
  const rows = (key: 'rowsBefore' | 'rowsAfterChecks' | 'rowsAfter', at: RowsAt | undefined) =>
    at ? [t(l, `automaTrace.${key}`, { rows: rowsLine(l, at) })] : [];
  const out = [
    t(l, 'automaTrace.head', {
      round: tr.round,
      turn: tr.turn,
      name: words.automa.names[tr.seat],
      mode: t(l, `automa.mode.${tr.mode}`),
    }),
    card
      ? t(l, card.policies.length ? 'automaTrace.cardPolicies' : 'automaTrace.card', {
          number: card.number,
          actions: card.actions.map((i) => words.automa.icons[i]).join(' › '),
          policies: card.policies.map((p) => policy(l, p)).join(', '),
        })
      : t(l, 'automa.card', { number: r.card }),
  ];
  if (card?.bonus) out.push(t(l, 'automaTrace.bonus', { text: cardLine(l, card.bonus.text) }));
  for (const rule of card?.specialPriority ?? [])
    out.push(t(l, 'automa.specialPriority', { text: cardLine(l, rule.text) }));
  if (card) out.push(t(l, 'automa.special', { text: cardLine(l, card.special.text) }));
  for (const line of r.atStart) out.push(t(l, 'automaTrace.atStart', { line: sayText(l, line) }));
  out.push(...rows('rowsBefore', r.rowsBefore));
  out.push(...checksTrace(l, r.checks ?? []));
  out.push(...rows('rowsAfterChecks', r.rowsAfterChecks));
  const [first, ...rest] = tr.decisions;
  if (first?.move) out.push(...moveLines(l, first.move));
  for (const d of rest) out.push(...decisionLines(l, d));
  out.push(...rows('rowsAfter', r.rowsAfter));
  return out;
}

// ---- Behind /automa: the Why? button and the trace it shows.

/** The "Why?" buttons of `/automa`: one per Automa shown that has played a turn. */
export function whyButtons(
  l: GameLocale,
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
        label:
          classes.length === 1
            ? t(l, 'automaTrace.whyOne')
            : t(l, 'automaTrace.whyOf', { name: gameWords(l).automa.names[cls] }),
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
function folded(l: GameLocale, lines: string[]): string[] {
  const out: string[] = [];
  const still = `→ ${t(l, 'automaTrace.noMove')}`;
  let quiet = 0;
  const count = () => {
    if (quiet > 0) out.push(t(l, 'automaTrace.folded', { count: quiet }));
    quiet = 0;
  };
  for (const line of lines) {
    if (line.startsWith('  • ') && line.endsWith(still)) {
      quiet++;
      continue;
    }
    count();
    out.push(line);
  }
  count();
  return out;
}

/**
 * The Why? answer: the turn's trace as embeds; when it is too long for one message, the lines that
 * moved nothing are folded into counts and the whole trace comes as a text file.
 */
export function automaTraceMessage(l: GameLocale, tr: AutomaTurnTrace): MessagePayload {
  const lines = turnTrace(l, tr);
  const title = t(l, 'automaTrace.title', {
    name: gameWords(l).automa.names[tr.seat],
    round: tr.round,
    turn: tr.turn,
  });
  const room = LIMITS.embedTotal - [...title].length - 100;
  const full = lines.join('\n');
  const fits = [...full].length <= room;
  const shown = fits ? lines : folded(l, lines);
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
          { name: `automa-${tr.seat}-round-${tr.round}-turn-${tr.turn}.txt`, data: Buffer.from(`${full}\n`) },
        ],
      };
}

/** The Why? answer for a game's Automa seat: its last turn, replayed from the game's log and traced. */
export function automaWhyMessage(l: GameLocale, record: GameRecord, cls: ClassId): MessagePayload {
  if (record.options.seats[cls]?.kind !== 'automa' || cls === 'state')
    throw new UserError(t(l, 'automaTrace.notAutoma', { class: gameWords(l).classes[cls] }));
  const turn = lastTurnOf(record, cls);
  if (!turn) throw new UserError(t(l, 'automaTrace.noTurn', { name: gameWords(l).automa.names[cls] }));
  return automaTraceMessage(l, turn);
}
