/**
 * A player's own panel (always ephemeral): the engine's question for their seat as one message of
 * buttons or one select (paged past 25 options), their hand when they are choosing a card, and
 * what the game waits for when they have nothing to answer.
 */
import {
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { type GameView, type Question, type Said, view } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { GameRecord } from '../../store/types.ts';
import type { QuestionRef } from '../../table/questions.ts';
import { fingerprint, questionFor, seatsOf } from '../../table/questions.ts';
import { undoableAtOnce } from '../../table/undo.ts';
import { answerId, encodeCustomId } from '../custom-id.ts';
import { clip, LAYOUT, LIMITS, type MessagePayload } from '../limits.ts';
import { waitingText } from './board.ts';
import { cardLine } from './cards.ts';
import { eventText } from './events.ts';
import { promptOf, questionInWords } from './menu.ts';
import { agendaName, agendaText } from './modules.ts';
import { statusEmbed } from './status.ts';
import { steppedRows } from './steps.ts';
import { CLASS_EMOJI } from './text.ts';
import { whyNotButton } from './why.ts';

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/**
 * Several steps in one where the engine's questions allow it (steps.ts); else buttons when there
 * are few short options, or one select with page buttons past 25. The way out of a turn ("End
 * your turn", or passing) comes first, and stays a button above a turn menu's select (whose
 * options say what each does): once the main action is done it is the usual answer, one tap.
 */
export function questionComponents(
  record: GameRecord,
  seat: ClassId,
  asked: Question,
  page = 0,
  l: GameLocale = 'en',
): Row[] {
  const state = record.state!;
  const stepped = steppedRows(state, seat, asked, record.id, l);
  if (stepped) return stepped;
  const ref: QuestionRef = { game: record.id, seat, version: state.version, question: fingerprint(asked) };
  // The question and its options in the reader's words.
  const q = questionInWords(asked, l);
  const order = q.options.map((o, i) => [o, i] as const);
  if (q.kind === 'turn') order.sort(([a], [b]) => Number(b.tone === 'quiet') - Number(a.tone === 'quiet'));
  const button = ([o, i]: (typeof order)[number]): APIButtonComponent => ({
    type: ComponentType.Button,
    style: o.tone === 'quiet' ? ButtonStyle.Secondary : ButtonStyle.Primary,
    custom_id: answerId(ref, o.id, i),
    label: clip(o.label, LIMITS.buttonLabel),
  });
  // Buttons for a few short options; a select when an option says what it does (a card's
  // effect under its name), as a button cannot.
  const short = q.options.every((o) => [...o.label].length <= LIMITS.buttonLabel && !o.description);
  if (q.options.length <= LAYOUT.maxButtons && short) {
    const rows: Row[] = [];
    order.forEach((entry, n) => {
      if (n % LIMITS.buttonsPerRow === 0) rows.push({ type: ComponentType.ActionRow, components: [] });
      (rows.at(-1) as Row).components.push(button(entry));
    });
    return rows;
  }
  const ways =
    q.kind === 'turn' ? order.filter(([o]) => o.tone === 'quiet').slice(0, LIMITS.buttonsPerRow) : [];
  const listed = order.filter((entry) => !ways.includes(entry));
  const rows: Row[] = ways.length ? [{ type: ComponentType.ActionRow, components: ways.map(button) }] : [];
  if (!listed.length) return rows;
  const pages = Math.max(1, Math.ceil(listed.length / LIMITS.selectOptions));
  const p = Math.min(Math.max(0, page), pages - 1);
  const start = p * LIMITS.selectOptions;
  const slice = listed.slice(start, start + LIMITS.selectOptions);
  rows.push({
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'select', ...ref, page: p }),
        placeholder: clip(
          pages > 1 ? t(l, 'panel.choosePage', { page: p + 1, pages }) : t(l, 'panel.choose'),
          LIMITS.selectPlaceholder,
        ),
        min_values: 1,
        max_values: 1,
        options: slice.map(([o, i]) => ({
          label: clip(o.label, LIMITS.selectOptionText),
          value: o.id.length <= LIMITS.selectOptionText && !o.id.startsWith('~') ? o.id : `~${i}`,
          ...(o.description ? { description: clip(o.description, LIMITS.selectOptionText) } : {}),
        })),
      },
    ],
  });
  if (pages > 1) {
    const nav = (to: number, label: string): APIButtonComponent => ({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      custom_id: encodeCustomId({ kind: 'page', ...ref, page: to }),
      label,
      disabled: to < 0 || to >= pages,
    });
    // Disabled buttons still need distinct ids: point them at distinct (unreachable) pages.
    const prev = nav(p - 1, t(l, 'panel.previous'));
    const next = nav(p + 1, t(l, 'panel.next'));
    if (prev.disabled)
      (prev as { custom_id: string }).custom_id = encodeCustomId({ kind: 'page', ...ref, page: 998 });
    if (next.disabled)
      (next as { custom_id: string }).custom_id = encodeCustomId({ kind: 'page', ...ref, page: 999 });
    rows.push({ type: ComponentType.ActionRow, components: [prev, next] });
  }
  return rows;
}

/** The seat's hand, from its own view (`mine`), with its latest private news. */
export function handEmbed(record: GameRecord, seat: ClassId, mine: GameView, l: GameLocale = 'en'): APIEmbed {
  const hand = mine.classes[seat].hand ?? [];
  const notes = record.private?.[seat] ?? [];
  const agendas = mine.hiddenAgendas?.mine ?? [];
  const fields = [
    ...(agendas.length
      ? [
          {
            name: t(l, 'panel.hiddenAgenda'),
            value: agendas.map((id) => `**${agendaName(id, l)}** — ${agendaText(id, l)}`).join('\n'),
          },
        ]
      : []),
    ...(notes.length
      ? [
          {
            name: t(l, 'panel.onlyYouKnow'),
            value: notes
              .slice(-5)
              .map((n) => eventText(l, n))
              .join('\n'),
          },
        ]
      : []),
  ];
  return {
    title: t(l, 'panel.handTitle', { emoji: CLASS_EMOJI[seat], class: gameWords(l).classes[seat] }),
    description: hand.length ? hand.map((c) => cardLine(c, l)).join('\n') : t(l, 'panel.noCards'),
    color: 0x2f3136,
    ...(fields.length ? { fields } : {}),
    footer: { text: t(l, 'private.onlyYou') },
  };
}

/** Notes shown above the next question after an answer: what was chosen, and private news. */
export function answerNotes(chosen: string | null, privateEvents: readonly Said[], l: GameLocale): string[] {
  return [...(chosen ? [`✅ ${chosen}`] : []), ...privateEvents.map((e) => `🤫 ${eventText(l, e)}`)];
}

export interface PanelOptions {
  /** Which page of a long select to show. */
  page?: number;
  /** Lines shown above the question (what just happened, private events). */
  notes?: string[];
  /** Always include the hand (for /hand). */
  withHand?: boolean;
  /** Which of the user's seats to show, when they have several. */
  seat?: ClassId;
  /** The public events since the seat's player last answered, oldest first (shown at the top). */
  since?: (seat: ClassId) => readonly Said[];
  /** The reader's language (their `/hegemony me language:`, else their Discord client's). */
  locale?: GameLocale;
}

/** Lines of "Since your last turn" a panel shows: the latest, the rest counted. */
const SINCE_SHOWN = 12;
/** Characters it takes at most, leaving the hand its room in the message's 6000. */
const SINCE_SIZE = 1500;

/** What changed since the player last answered, newest at the bottom; none when nothing did. */
export function sinceEmbed(events: readonly Said[], l: GameLocale = 'en'): APIEmbed | null {
  if (events.length === 0) return null;
  const shown = events.slice(-SINCE_SHOWN).map((e) => `• ${clip(eventText(l, e), 300)}`);
  const earlier = events.length - shown.length;
  return {
    title: t(l, 'panel.since'),
    description: clip(
      [...(earlier > 0 ? [t(l, 'panel.earlier', { count: earlier })] : []), ...shown].join('\n'),
      SINCE_SIZE,
    ),
    color: 0x2f3136,
  };
}

/**
 * The seat's secret bid while the vote is open. Its amount is shown only to the user who placed
 * it: a seat that changed hands since shows its new holder only that a bid is in.
 */
function bidLine(
  record: GameRecord,
  seat: ClassId,
  userId: string,
  bid: number | undefined,
  l: GameLocale,
): string {
  if (bid === undefined) return '';
  // While a seat's bid waits for the others, that bid is the seat's last answer.
  const placedBy = record.actions.findLast((a) => a.seat === seat)?.userId;
  return placedBy === userId ? t(l, 'panel.myBid', { bid }) : t(l, 'panel.otherBid');
}

/** The panel of `userId`: their open question, or what the game waits for. */
export function panelMessage(record: GameRecord, userId: string, opts: PanelOptions = {}): MessagePayload {
  const notes = opts.notes ?? [];
  const l = opts.locale ?? 'en';
  const state = record.state;
  if (!state || record.status !== 'playing') {
    return {
      content: [...notes, t(l, 'panel.gameOver')].join('\n'),
      embeds: [],
      components: [],
    };
  }
  const seats = opts.seat ? [opts.seat] : seatsOf(record, userId);
  let seat = seats[0] as ClassId;
  let q: Question | undefined;
  for (const s of seats) {
    q = questionFor(state, s);
    if (q) {
      seat = s;
      break;
    }
  }
  const embeds: APIEmbed[] = [];
  // One view of the seat serves its status, the hand, the bid and who is waited for.
  const seatView = view(state, seat);
  const mine = () => seatView;
  // Where the seat stands first: the turn can be decided without the board.
  embeds.push(statusEmbed(seatView, seat, l));
  const since = opts.since && sinceEmbed(opts.since(seat), l);
  if (since) embeds.push(since);
  if (opts.withHand || q?.kind.startsWith('turn')) embeds.push(handEmbed(record, seat, mine(), l));
  const named = { emoji: CLASS_EMOJI[seat], class: gameWords(l).classes[seat] };
  if (!q) {
    return {
      content: [
        ...notes,
        t(l, 'panel.nothingToAnswer', named),
        bidLine(record, seat, userId, mine().vote?.myBid, l),
        t(l, 'panel.waitingFor', { who: waitingText(record, mine(), l) }),
      ]
        .filter(Boolean)
        .join('\n'),
      embeds,
      components: withUndo(record, userId, [], [], l),
    };
  }
  const content = [
    ...notes,
    t(l, 'panel.question', { ...named, prompt: promptOf(q, l) }),
    q.secret ? t(l, q.kind === 'agenda.keep' ? 'panel.secretAgenda' : 'panel.secretBid') : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    content,
    embeds,
    components: withUndo(
      record,
      userId,
      questionComponents(record, seat, q, opts.page ?? 0, l),
      // On the turn menu: what the player cannot do now, and why.
      q.kind === 'turn' ? [whyNotButton(record.id, seat, l)] : [],
      l,
    ),
  };
}

/**
 * The panel's Undo button, while the player's last answer can be taken back at once, after the
 * other buttons of the panel (`extra`), each in the last row of buttons while it has room.
 */
function withUndo(
  record: GameRecord,
  userId: string,
  rows: Row[],
  extra: APIButtonComponent[],
  l: GameLocale,
): Row[] {
  const buttons = [...extra];
  if (undoableAtOnce(record, userId))
    buttons.push({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      custom_id: encodeCustomId({ kind: 'undo', game: record.id }),
      label: t(l, 'panel.undo'),
      emoji: { name: '↩️' },
    });
  let out = rows;
  for (const button of buttons) {
    const last = out.at(-1);
    const buttonsOnly = last?.components.every((c) => c.type === ComponentType.Button);
    if (last && buttonsOnly && last.components.length < LIMITS.buttonsPerRow)
      out = [...out.slice(0, -1), { ...last, components: [...last.components, button] }];
    else if (out.length < LIMITS.actionRows)
      out = [...out, { type: ComponentType.ActionRow, components: [button] }];
  }
  return out;
}
