/**
 * "Why can't I?" in words: the engine says why a card or an action is not offered as a reason code
 * and its figures (engine core/why.ts); here each code has its sentence (catalogue `reason.<code>`)
 * and the rule it comes from (`rule.*`), in the reader's language.
 */
import { type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId, PolicyId, Resource } from '../../data/common.ts';
import { historicalEventById } from '../../data/historical-events.ts';
import {
  cardIdOf,
  type Figure,
  type NotOffered,
  notOffered,
  type Reason,
  type ReasonCode,
  type TurnChoice,
} from '../../engine/index.ts';
import { cardWords, gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, type MessageKey, type NeedsParams, t } from '../../i18n/index.ts';
import { sayText, triggerName } from '../../i18n/said.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';
import { CLASS_EMOJI } from './text.ts';

/** A reason's sentence from its figures, in a language, and where the rule is written. */
interface ReasonWords {
  text: (f: readonly Figure[], l: GameLocale) => string;
  rule: Extract<MessageKey, `rule.${string}`>;
}

const policy = (l: GameLocale, f: Figure | undefined) =>
  t(l, 'why.policy', { number: String(f), name: gameWords(l).policies[Number(f) as PolicyId] ?? '?' });
const resource = (l: GameLocale, f: Figure | undefined) => gameWords(l).resources[f as Resource] ?? String(f);
const either = (l: GameLocale, sections: Figure | undefined) => [...String(sections)].join(t(l, 'why.or'));
/** A reason whose sentence takes no figure. */
const plain = (key: PlainReason, rule: ReasonWords['rule']): ReasonWords => ({
  text: (_f, l) => t(l, key),
  rule,
});
/** The reason sentences that take no parameter. */
type PlainReason = {
  [K in MessageKey]: K extends `reason.${string}` ? (NeedsParams<K> extends true ? never : K) : never;
}[MessageKey];
/** `have` and `cost`, `need` or `count` from the first figures. */
const costs = (
  key: 'reason.money.short' | 'reason.capital.short' | 'reason.treasury.short',
  rule: ReasonWords['rule'],
): ReasonWords => ({ text: (f, l) => t(l, key, { cost: String(f[0]), have: String(f[1]) }), rule });
const needs = (
  key: 'reason.revenue.short' | 'reason.influence.short' | 'reason.unemployed.few',
  rule: ReasonWords['rule'],
): ReasonWords => ({ text: (f, l) => t(l, key, { need: String(f[0]), have: String(f[1]) }), rule });

export const REASON_WORDS: Record<ReasonCode, ReasonWords> = {
  'turn.not-yours': plain('reason.turn.not-yours', 'rule.actionPhase'),
  'turn.main-done': plain('reason.turn.main-done', 'rule.actionPhase'),
  'turn.main-first': plain('reason.turn.main-first', 'rule.actionPhase'),
  'turn.free-used': plain('reason.turn.free-used', 'rule.actionPhase'),
  'turn.not-in-hand': plain('reason.turn.not-in-hand', 'rule.actionPhase'),
  'turn.pass': plain('reason.turn.pass', 'rule.actionPhase'),
  'action.not-your-class': plain('reason.action.not-your-class', 'rule.actionPhase'),
  'action.four-players': plain('reason.action.four-players', 'rule.playerCounts'),
  'card.policy': {
    text: (f, l) =>
      t(l, 'reason.card.policy', { policy: policy(l, f[0]), sections: either(l, f[1]), now: String(f[2]) }),
    rule: 'rule.actionCards',
  },
  'card.no-effect': plain('reason.card.no-effect', 'rule.actionCards'),
  'historical.condition': {
    text: (f, l) =>
      t(l, 'reason.historical.condition', {
        requirement: typeof f[0] === 'object' ? sayText(l, f[0]) : String(f[0]),
        now: String(f[1]),
      }),
    rule: 'rule.historicalTrigger',
  },
  'historical.not-current': plain('reason.historical.not-current', 'rule.historicalHowToPlay'),
  'money.short': costs('reason.money.short', 'rule.rulebook'),
  'capital.short': costs('reason.capital.short', 'rule.capitalist'),
  'revenue.short': needs('reason.revenue.short', 'rule.actionCards'),
  'supply.cubes': plain('reason.supply.cubes', 'rule.rulebook'),
  'influence.short': needs('reason.influence.short', 'rule.rulebook'),
  'influence.supply': plain('reason.influence.supply', 'rule.rulebook'),
  'media.none': plain('reason.media.none', 'rule.state'),
  'loans.none': plain('reason.loans.none', 'rule.rulebook'),
  'build.limit': {
    text: (f, l) => t(l, 'reason.build.limit', { count: String(f[0]) }),
    rule: 'rule.rulebook',
  },
  'build.no-supply-worker': plain('reason.build.no-supply-worker', 'rule.middleOrWorking'),
  'build.market-empty': plain('reason.build.market-empty', 'rule.rulebook'),
  'build.deck-empty': plain('reason.build.deck-empty', 'rule.rulebook'),
  'build.none': {
    text: (f, l) => t(l, 'reason.build.none', { have: String(f[0]) }),
    rule: 'rule.buildCompany',
  },
  'build.none-middle': {
    text: (f, l) => t(l, 'reason.build.none-middle', { have: String(f[0]) }),
    rule: 'rule.buildCompanyMiddle',
  },
  'sell.none': {
    text: (f, l) =>
      Number(f[0]) === 0 ? t(l, 'reason.sell.none-zero') : t(l, 'reason.sell.none', { count: String(f[0]) }),
    rule: 'rule.sellCompany',
  },
  'extra-shift.none': plain('reason.extra-shift.none', 'rule.extraShift'),
  'wages.none': plain('reason.wages.none', 'rule.adjustWages'),
  'bonus.none': plain('reason.bonus.none', 'rule.giveBonus'),
  'storage.none': plain('reason.storage.none', 'rule.buyStorage'),
  'swap.no-unemployed': plain('reason.swap.no-unemployed', 'rule.swapWorkers'),
  'swap.none': plain('reason.swap.none', 'rule.swapWorkers'),
  'assign.no-workers': plain('reason.assign.no-workers', 'rule.assignWorkers'),
  'assign.no-unemployed': plain('reason.assign.no-unemployed', 'rule.assignWorkers'),
  'assign.none': plain('reason.assign.none', 'rule.assignWorkers'),
  'unemployed.few': needs('reason.unemployed.few', 'rule.actionCards'),
  'farm.none-left': plain('reason.farm.none-left', 'rule.cooperativeFarm'),
  'strike.tokens': plain('reason.strike.tokens', 'rule.strike'),
  'strike.none': plain('reason.strike.none', 'rule.strike'),
  'demonstration.on': plain('reason.demonstration.on', 'rule.demonstration'),
  'demonstration.few': {
    text: (f, l) =>
      t(l, 'reason.demonstration.few', { need: String(f[0]), unemployed: String(f[1]), slots: String(f[2]) }),
    rule: 'rule.demonstration',
  },
  'prices.locked': plain('reason.prices.locked', 'rule.historical'),
  'buy.none': { text: (f, l) => t(l, 'reason.buy.none', { have: String(f[0]) }), rule: 'rule.buyGoods' },
  'sell-foreign.closed': plain('reason.sell-foreign.closed', 'rule.historical'),
  'sell-foreign.none': plain('reason.sell-foreign.none', 'rule.sellForeign'),
  'deal.closed': plain('reason.deal.closed', 'rule.historical'),
  'deal.none': {
    text: (f, l) =>
      Number(f[0]) === 0
        ? t(l, 'reason.deal.none-zero')
        : t(l, 'reason.deal.none', { cost: String(f[0]), have: String(f[1]) }),
    rule: 'rule.businessDeal',
  },
  'use.none': {
    text: (f, l) =>
      t(l, 'reason.use.none', { resource: resource(l, f[0]), population: String(f[2]), have: String(f[1]) }),
    rule: 'rule.useGoods',
  },
  'benefits.none': plain('reason.benefits.none', 'rule.provide'),
  'bill.no-elections': plain('reason.bill.no-elections', 'rule.historical'),
  'bill.markers': {
    text: (f, l) => t(l, 'reason.bill.markers', { count: String(f[0]) }),
    rule: 'rule.bills',
  },
  'bill.none': plain('reason.bill.none', 'rule.bills'),
  'bills.few': {
    text: (f, l) => t(l, 'reason.bills.few', { need: String(f[0]), now: String(f[1]) }),
    rule: 'rule.actionCards',
  },
  'legitimacy.at-one': {
    text: (f, l) => t(l, 'reason.legitimacy.at-one', { class: gameWords(l).classes[f[0] as ClassId] }),
    rule: 'rule.extraTax',
  },
  'state.absent': plain('reason.state.absent', 'rule.playerCounts'),
  'event.none': plain('reason.event.none', 'rule.eventAction'),
  'event.none-doable': plain('reason.event.none-doable', 'rule.eventAction'),
  'event.none-to-see': plain('reason.event.none-to-see', 'rule.eventAction'),
  'event.none-may-help': plain('reason.event.none-may-help', 'rule.eventAction'),
  'bills.many': {
    text: (f, l) => t(l, 'reason.bills.many', { most: String(f[0]), now: String(f[1]) }),
    rule: 'rule.actionCards',
  },
  'bill.others-none': plain('reason.bill.others-none', 'rule.actionCards'),
  'influence.others-none': plain('reason.influence.others-none', 'rule.actionCards'),
  'competitive-wages.none': plain('reason.competitive-wages.none', 'rule.actionCards'),
  'exit.none': plain('reason.exit.none', 'rule.actionCards'),
  'machinery.none': {
    text: (f, l) =>
      Number(f[0]) === 0
        ? t(l, 'reason.machinery.none-zero')
        : t(l, 'reason.machinery.none', { cost: String(f[1]), have: String(f[2]) }),
    rule: 'rule.machinery',
  },
  'recruit.none': plain('reason.recruit.none', 'rule.actionCards'),
  'initiative.none': plain('reason.initiative.none', 'rule.actionCards'),
  'sell-to-state.none': {
    text: (f, l) =>
      t(l, 'reason.sell-to-state.none', {
        have: String(f[1]),
        resource: resource(l, f[0]),
        room: String(f[2]),
      }),
    rule: 'rule.actionCards',
  },
  'public-services.none': {
    text: (f, l) => t(l, 'reason.public-services.none', { resource: resource(l, f[0]) }),
    rule: 'rule.state',
  },
  'health-companies.none': plain('reason.health-companies.none', 'rule.actionCards'),
  'nationalize.no-public-slot': plain('reason.nationalize.no-public-slot', 'rule.actionCards'),
  'nationalize.none': {
    text: (f, l) => t(l, 'reason.nationalize.none', { treasury: String(f[0]) }),
    rule: 'rule.actionCards',
  },
  'agenda.none': plain('reason.agenda.none', 'rule.actionCards'),
  'legitimacy.few-above-min': {
    text: (f, l) => t(l, 'reason.legitimacy.few-above-min', { need: String(f[0]), now: String(f[1]) }),
    rule: 'rule.actionCards',
  },
  'public-shift.none': plain('reason.public-shift.none', 'rule.actionCards'),
  'provide.none': plain('reason.provide.none', 'rule.provide'),
  'protectionism.none': plain('reason.protectionism.none', 'rule.actionCards'),
  'employees.none': plain('reason.employees.none', 'rule.actionCards'),
  'treasury.short': costs('reason.treasury.short', 'rule.actionCards'),
  'capitalist-companies.none': plain('reason.capitalist-companies.none', 'rule.actionCards'),
  'no-choice': plain('reason.no-choice', 'rule.actionCards'),
};

/** One reason as a sentence, with its rule. */
export function reasonText(r: Reason, l: GameLocale = 'en'): string {
  const words = REASON_WORDS[r.code];
  return t(l, 'why.withRule', { reason: words.text(r.figures, l), rule: t(l, words.rule) });
}

/**
 * The name of a card or action not offered, in a language: from the game's words by the card's or
 * action's id (a Historical Event's trigger by its card), else as the engine names it.
 */
function itemName(n: Pick<NotOffered, 'choice' | 'name'>, l: GameLocale): string {
  if (l === 'en' || !('of' in n.choice)) return n.name;
  if (n.choice.kind === 'play') return cardWords(l, cardIdOf(n.choice.of))?.name ?? n.name;
  const action = (gameWords(l).actions as Record<string, string>)[n.choice.of];
  if (action) return action;
  return historicalEventById(n.choice.of) ? triggerName(l, n.choice.of) : n.name;
}

/** What a choice is called in a reason: "Play *Workers Movement*", "Strike", "Free Action: Adjust Wages". */
export function choiceName(n: Pick<NotOffered, 'choice' | 'name'>, l: GameLocale = 'en'): string {
  const name = itemName(n, l);
  return n.choice.kind === 'play'
    ? t(l, 'why.playCard', { card: name })
    : n.choice.kind === 'free'
      ? t(l, 'why.freeAction', { action: name })
      : name;
}

/** "Strike: every Company your Workers are in pays L3 …" (several reasons joined). */
export function notOfferedLine(n: NotOffered, l: GameLocale = 'en'): string {
  return t(l, 'why.line', {
    choice: choiceName(n, l),
    reasons: n.reasons.map((r) => reasonText(r, l)).join('; '),
  });
}

/** What the player cannot do now and why, for the panel's Why not? button. */
export function whyNotEmbed(items: readonly NotOffered[], l: GameLocale = 'en'): APIEmbed {
  const shown = items.filter((n) => !n.reasons.every((r) => NOT_IN_THIS_GAME.has(r.code)));
  const cards = shown.filter((n) => n.choice.kind === 'play');
  const actions = shown.filter((n) => n.choice.kind !== 'play');
  const fields = [...listFields(t(l, 'why.cards'), cards, l), ...listFields(t(l, 'why.actions'), actions, l)];
  return {
    title: t(l, 'why.title'),
    description: shown.length === 0 ? t(l, 'why.everything') : '',
    color: 0x2f3136,
    ...(fields.length ? { fields } : {}),
    footer: { text: t(l, 'private.onlyYou') },
  };
}

/**
 * Actions the list leaves out, as not part of the game right now: a Historical Event's trigger
 * while another card is in play, an action of 4-player games in a smaller one (`/why` still
 * answers for them).
 */
const NOT_IN_THIS_GAME: ReadonlySet<ReasonCode> = new Set(['historical.not-current', 'action.four-players']);

/** One line per choice, in as many fields as they need (the first named, the others "continued"). */
function listFields(
  name: string,
  list: readonly NotOffered[],
  l: GameLocale,
): Array<{ name: string; value: string }> {
  const fields: Array<{ name: string; value: string }> = [];
  for (const n of list) {
    const line = clip(`• ${notOfferedLine(n, l)}`, LIMITS.embedFieldValue);
    const last = fields.at(-1);
    if (last && last.value.length + 1 + line.length <= LIMITS.embedFieldValue) last.value += `\n${line}`;
    else fields.push({ name: fields.length === 0 ? name : t(l, 'why.continued', { name }), value: line });
  }
  return fields;
}

/** The panel's Why not? button (on the turn menu). */
export function whyNotButton(game: string, seat: ClassId, l: GameLocale = 'en') {
  return {
    type: ComponentType.Button as const,
    style: ButtonStyle.Secondary as const,
    custom_id: encodeCustomId({ kind: 'why-not', game, cls: seat }),
    label: t(l, 'why.button'),
    emoji: { name: '❔' },
  };
}

/** A choice written as the turn menu's option ids are (`play:<card>`, `basic:strike`, `free:adjust-wages`). */
export function choiceKey(c: TurnChoice): string {
  return 'of' in c ? `${c.kind}:${c.of}` : c.kind;
}

/**
 * The choice a typed text stands for among those not offered: its key, or its name in any case
 * (the English name, or the name in `l`).
 */
export function notOfferedNamed(
  items: readonly NotOffered[],
  typed: string,
  kind?: TurnChoice['kind'],
  l: GameLocale = 'en',
) {
  const wanted = typed.trim().toLowerCase();
  return items.find(
    (n) =>
      (kind === undefined || n.choice.kind === kind) &&
      (n.name.toLowerCase() === wanted ||
        itemName(n, l).toLowerCase() === wanted ||
        choiceKey(n.choice).toLowerCase() === wanted),
  );
}

/** The answer to the panel's Why not? button: every card and action of the seat not on offer now. */
export function whyNotMessage(record: GameRecord, seat: ClassId, l: GameLocale = 'en'): MessagePayload {
  const items = record.state ? notOffered(record.state, seat) : [];
  return {
    content: t(l, 'why.heading', { emoji: CLASS_EMOJI[seat], class: gameWords(l).classes[seat] }),
    embeds: [whyNotEmbed(items, l)],
    components: [],
  };
}

/** The name a not-offered item shows in `/why`'s autocomplete, in the reader's language. */
export function notOfferedItemName(n: NotOffered, l: GameLocale): string {
  return itemName(n, l);
}
