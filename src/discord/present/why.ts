/**
 * "Why can't I?" in words: the engine says why a card or an action is not offered as a reason code
 * and its figures (engine core/why.ts); here each code has its English sentence and the rule it
 * comes from (a file and section of the rules), so a later translation keys the same codes.
 */
import { type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId, PolicyId, Resource } from '../../data/common.ts';
import { CLASS_NAMES, RESOURCE_NAMES } from '../../data/names.ts';
import { POLICY_NAMES } from '../../data/tables.ts';
import {
  type Figure,
  type NotOffered,
  notOffered,
  type Reason,
  type ReasonCode,
  type TurnChoice,
} from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { clip, LIMITS, type MessagePayload } from '../limits.ts';
import { CLASS_EMOJI } from './text.ts';

/** A reason's sentence from its figures, and where the rule is written. */
interface ReasonWords {
  text: (f: readonly Figure[]) => string;
  rule: string;
}

const RULEBOOK = 'Rulebook';
const WORKING = `${RULEBOOK}, Working Class`;
const MIDDLE_OR_WORKING = `${RULEBOOK}, Working and Middle Class`;
const CAPITALIST = `${RULEBOOK}, Capitalist Class`;
const STATE = `${RULEBOOK}, State`;
const ACTION_PHASE = `${RULEBOOK}, Action Phase`;
const ACTION_CARDS = `${RULEBOOK}, Component Anatomy: Action Cards`;
const BILLS = 'Bills and Elections rules, Propose Bill';
const HISTORICAL = 'Historical Events rulebook';

const policy = (f: Figure | undefined) => `Policy ${f} (${POLICY_NAMES[Number(f) as PolicyId] ?? '?'})`;
const resource = (f: Figure | undefined) => RESOURCE_NAMES[f as Resource] ?? String(f);
const either = (sections: Figure | undefined) => [...String(sections)].join(' or ');

export const REASON_WORDS: Record<ReasonCode, ReasonWords> = {
  'turn.not-yours': { text: () => 'it is not your turn menu right now', rule: ACTION_PHASE },
  'turn.main-done': { text: () => 'you already took your Main Action this turn', rule: ACTION_PHASE },
  'turn.main-first': { text: () => 'take your Main Action first', rule: ACTION_PHASE },
  'turn.free-used': { text: () => 'you already took a Free Action this turn', rule: ACTION_PHASE },
  'turn.not-in-hand': { text: () => 'that card is not in your hand', rule: ACTION_PHASE },
  'turn.pass': { text: () => 'you may pass only when no Basic Action is possible', rule: ACTION_PHASE },
  'action.not-your-class': { text: () => 'it is not one of your class’s actions', rule: ACTION_PHASE },
  'action.four-players': { text: () => 'only in 4-player games', rule: `${RULEBOOK}, Player Counts` },
  'card.policy': {
    text: (f) => `needs ${policy(f[0])} in section ${either(f[1])} (it is in ${f[2]})`,
    rule: ACTION_CARDS,
  },
  'card.no-effect': { text: () => 'this card has no effect in this game', rule: ACTION_CARDS },
  'historical.condition': {
    text: (f) => `its requirement is not met: ${f[0]} (now ${f[1]})`,
    rule: `${HISTORICAL}, The Trigger`,
  },
  'historical.not-current': {
    text: () => 'it is not the Historical Event in play',
    rule: `${HISTORICAL}, How to Play`,
  },
  'money.short': { text: (f) => `costs ${f[0]}; you have ${f[1]}`, rule: RULEBOOK },
  'capital.short': { text: (f) => `costs ${f[0]} from Capital; you have ${f[1]} Capital`, rule: CAPITALIST },
  'revenue.short': {
    text: (f) => `needs at least ${f[0]} Revenue; you have ${f[1]}`,
    rule: ACTION_CARDS,
  },
  'supply.cubes': { text: () => 'none of your Voting cubes are left in the supply', rule: RULEBOOK },
  'influence.short': { text: (f) => `needs ${f[0]} Influence; you have ${f[1]}`, rule: RULEBOOK },
  'influence.supply': { text: () => 'no Influence is left in the supply', rule: RULEBOOK },
  'media.none': { text: () => 'no Media Influence is left in the Public Services', rule: STATE },
  'loans.none': { text: () => 'you have no Loan to pay off', rule: RULEBOOK },
  'build.limit': { text: (f) => `you already have ${f[0]} Companies, the most allowed`, rule: RULEBOOK },
  'build.no-supply-worker': {
    text: () => 'no Middle Class Worker is left in the supply',
    rule: MIDDLE_OR_WORKING,
  },
  'build.market-empty': { text: () => 'your Company Market is empty', rule: RULEBOOK },
  'build.deck-empty': { text: () => 'your Company deck is empty', rule: RULEBOOK },
  'build.none': {
    text: (f) => `you cannot pay for any Company in your Market (you have ${f[0]})`,
    rule: `${CAPITALIST}: Build Company`,
  },
  'build.none-middle': {
    text: (f) =>
      `no Company in your Market is both affordable (you have ${f[0]}) and runnable by your unemployed Middle Class Workers`,
    rule: `${RULEBOOK}, Middle Class: Build Company`,
  },
  'sell.none': {
    text: (f) =>
      Number(f[0]) === 0
        ? 'you have no Company'
        : `every one of your ${f[0]} Companies has committed Workers`,
    rule: `${RULEBOOK}, Sell Company`,
  },
  'extra-shift.none': {
    text: () =>
      'none of your Companies is operational with uncommitted Middle Class Workers and Wages you can pay',
    rule: `${RULEBOOK}, Middle Class: Extra Shift`,
  },
  'wages.none': {
    text: () =>
      'no Company of yours can change its Wage (the Labor Market minimum, L3, or committed Workers hold it)',
    rule: `${CAPITALIST}: Adjust Wages`,
  },
  'bonus.none': {
    text: () => 'none of your Companies is operational with Workers to receive a Bonus',
    rule: `${CAPITALIST}: Give Bonus`,
  },
  'storage.none': {
    text: () => 'you have a Storage for every good, or no Storage tile is left',
    rule: `${CAPITALIST}: Buy Storage`,
  },
  'swap.no-unemployed': {
    text: () => 'you have no unemployed Worker',
    rule: `${MIDDLE_OR_WORKING}: Swap Workers`,
  },
  'swap.none': {
    text: () => 'none of your skilled Workers is in an unskilled job an unemployed Worker could take',
    rule: `${MIDDLE_OR_WORKING}: Swap Workers`,
  },
  'assign.no-workers': { text: () => 'you have no Worker free to move', rule: `${WORKING}: Assign Workers` },
  'assign.no-unemployed': { text: () => 'you have no unemployed Worker', rule: `${WORKING}: Assign Workers` },
  'assign.none': {
    text: () => 'no open job or Trade Union fits your Workers (skills, Wages and the Labor Market)',
    rule: `${WORKING}: Assign Workers`,
  },
  'unemployed.few': {
    text: (f) => `needs at least ${f[0]} unemployed Workers; you have ${f[1]}`,
    rule: ACTION_CARDS,
  },
  'farm.none-left': {
    text: () => 'both Cooperative Farms are already built',
    rule: `${RULEBOOK}, Component Anatomy: Cooperative Farm`,
  },
  'strike.tokens': { text: () => 'every Strike token is already on the board', rule: `${WORKING}: Strike` },
  'strike.none': {
    text: () => 'every Company your Workers are in pays L3 or has committed Workers',
    rule: `${WORKING}: Strike`,
  },
  'demonstration.on': {
    text: () => 'your Demonstration token is already out',
    rule: `${WORKING}: Demonstration`,
  },
  'demonstration.few': {
    text: (f) =>
      `you need ${f[0]} more unemployed Workers than open slots for your class (you have ${f[1]} unemployed, ${f[2]} open slots)`,
    rule: `${WORKING}: Demonstration`,
  },
  'prices.locked': { text: () => 'a Historical Event locked every price this round', rule: HISTORICAL },
  'buy.none': {
    text: (f) => `no seller offers anything you can take and pay for (you have ${f[0]})`,
    rule: `${MIDDLE_OR_WORKING}: Buy Goods & Services`,
  },
  'sell-foreign.closed': {
    text: () => 'a Historical Event closed the Foreign Market this round',
    rule: HISTORICAL,
  },
  'sell-foreign.none': {
    text: () => 'you do not have the goods any deal of the current Export card asks for',
    rule: `${RULEBOOK}, Sell to the Foreign Market`,
  },
  'deal.closed': { text: () => 'a Historical Event closed the Foreign Market this round', rule: HISTORICAL },
  'deal.none': {
    text: (f) =>
      Number(f[0]) === 0
        ? 'no Business Deal is on offer'
        : `no Business Deal on offer fits your money and room (the cheapest costs ${f[0]}; you have ${f[1]})`,
    rule: `${CAPITALIST}: Make Business Deal`,
  },
  'use.none': {
    text: (f) => `needs ${resource(f[0])} equal to your Population (${f[2]}); you have ${f[1]}`,
    rule: `${MIDDLE_OR_WORKING}: Free Actions (Use goods)`,
  },
  'benefits.none': { text: () => 'the State has provided you nothing to receive', rule: `${STATE}: Provide` },
  'bill.no-elections': {
    text: () => 'a Historical Event cancelled this round’s elections',
    rule: HISTORICAL,
  },
  'bill.markers': { text: (f) => `all ${f[0]} of your Bill markers are in use`, rule: BILLS },
  'bill.none': {
    text: () => 'every Policy it may name already has a Bill or is closed to Bills',
    rule: BILLS,
  },
  'bills.few': {
    text: (f) => `needs at least ${f[0]} Bills proposed; there are ${f[1]}`,
    rule: ACTION_CARDS,
  },
  'legitimacy.at-one': {
    text: (f) => `the State's Legitimacy with the ${CLASS_NAMES[f[0] as ClassId]} is already 1`,
    rule: `${STATE}: Extra Tax (components reference §3.1 FAQ)`,
  },
  'state.absent': { text: () => 'no State plays in this game', rule: `${RULEBOOK}, Player Counts` },
  'event.none': { text: () => 'you have no Event to deal with', rule: `${STATE}: Event Action` },
  'event.none-doable': {
    text: () => 'none of your Events has a task you can carry out now',
    rule: `${STATE}: Event Action`,
  },
  'bills.many': {
    text: (f) => `only with at most ${f[0]} Bills proposed; there are ${f[1]}`,
    rule: ACTION_CARDS,
  },
  'bill.others-none': { text: () => 'no other class has a Bill on the table', rule: ACTION_CARDS },
  'influence.others-none': { text: () => 'no other class has any Influence', rule: ACTION_CARDS },
  'competitive-wages.none': {
    text: () =>
      'none of your empty Companies has an operational Public Company of its industry whose Workers could all move over',
    rule: ACTION_CARDS,
  },
  'exit.none': {
    text: () =>
      'you have no Company without committed Workers that is neither automated nor built for Machinery',
    rule: ACTION_CARDS,
  },
  'machinery.none': {
    text: (f) =>
      Number(f[0]) === 0
        ? 'no Company of yours with the Machinery icon can take a token, or no token is left'
        : `one Machinery token costs ${f[1]}; you have ${f[2]}`,
    rule: `${CAPITALIST}: Machinery Tokens`,
  },
  'recruit.none': {
    text: () => 'none of your empty Companies can be filled with Workers from the supply',
    rule: ACTION_CARDS,
  },
  'initiative.none': {
    text: () => 'none of your idle Companies can be filled with unemployed Workers',
    rule: ACTION_CARDS,
  },
  'sell-to-state.none': {
    text: (f) => `you have ${f[1]} ${resource(f[0])} in Storage and the State has room for ${f[2]}`,
    rule: ACTION_CARDS,
  },
  'public-services.none': { text: (f) => `the Public Services hold no ${resource(f[0])}`, rule: STATE },
  'health-companies.none': { text: () => 'you have no operational Healthcare Company', rule: ACTION_CARDS },
  'nationalize.no-public-slot': {
    text: () => 'every available Public Company is operational: none can be replaced',
    rule: ACTION_CARDS,
  },
  'nationalize.none': {
    text: (f) =>
      `no Capitalist Company is idle, without Machinery or automation, and affordable from the Treasury (${f[0]})`,
    rule: ACTION_CARDS,
  },
  'agenda.none': { text: () => 'no Policy matches the Political Agenda now', rule: ACTION_CARDS },
  'legitimacy.few-above-min': {
    text: (f) => `needs ${f[0]} classes whose Legitimacy can still fall; there are ${f[1]}`,
    rule: ACTION_CARDS,
  },
  'public-shift.none': {
    text: () => 'no available Public Company is operational and free of a Strike',
    rule: ACTION_CARDS,
  },
  'provide.none': {
    text: () =>
      'you cannot provide it to any class now (your Influence, their Voting cubes, or the Treasury)',
    rule: `${STATE}: Provide`,
  },
  'protectionism.none': {
    text: () => 'you have no Agriculture Company (nor a Luxury one while Policy 6 is in A)',
    rule: ACTION_CARDS,
  },
  'employees.none': {
    text: () => 'none of your Companies has a Working Class employee',
    rule: ACTION_CARDS,
  },
  'treasury.short': { text: (f) => `costs the Treasury ${f[0]}; it holds ${f[1]}`, rule: ACTION_CARDS },
  'capitalist-companies.none': { text: () => 'the Capitalist Class has no Company', rule: ACTION_CARDS },
  'no-choice': { text: () => 'it would have no legal choice to make right now', rule: ACTION_CARDS },
};

/** One reason as a sentence, with its rule. */
export function reasonText(r: Reason): string {
  const words = REASON_WORDS[r.code];
  return `${words.text(r.figures)} — ${words.rule}`;
}

/** What a choice is called in a reason: "Play *Workers Movement*", "Strike", "Free Action: Adjust Wages". */
export function choiceName(n: Pick<NotOffered, 'choice' | 'name'>): string {
  return n.choice.kind === 'play'
    ? `Play *${n.name}*`
    : n.choice.kind === 'free'
      ? `Free Action: ${n.name}`
      : n.name;
}

/** "Strike: every Company your Workers are in pays L3 …" (several reasons joined). */
export function notOfferedLine(n: NotOffered): string {
  return `**${choiceName(n)}**: ${n.reasons.map(reasonText).join('; ')}`;
}

/** What the player cannot do now and why, for the panel's Why not? button. */
export function whyNotEmbed(items: readonly NotOffered[]): APIEmbed {
  const shown = items.filter((n) => !n.reasons.every((r) => NOT_IN_THIS_GAME.has(r.code)));
  const cards = shown.filter((n) => n.choice.kind === 'play');
  const actions = shown.filter((n) => n.choice.kind !== 'play');
  const fields = [
    ...listFields('Cards you cannot play now', cards),
    ...listFields('Actions you cannot take now', actions),
  ];
  return {
    title: '❔ Why not?',
    description:
      shown.length === 0 ? 'Everything in your hand and every action of your class is on offer now.' : '',
    color: 0x2f3136,
    ...(fields.length ? { fields } : {}),
    footer: { text: 'Only you can see this.' },
  };
}

/**
 * Actions the list leaves out, as not part of the game right now: a Historical Event's trigger
 * while another card is in play, an action of 4-player games in a smaller one (`/why` still
 * answers for them).
 */
const NOT_IN_THIS_GAME: ReadonlySet<ReasonCode> = new Set(['historical.not-current', 'action.four-players']);

/** One line per choice, in as many fields as they need (the first named, the others "continued"). */
function listFields(name: string, list: readonly NotOffered[]): Array<{ name: string; value: string }> {
  const fields: Array<{ name: string; value: string }> = [];
  for (const n of list) {
    const line = clip(`• ${notOfferedLine(n)}`, LIMITS.embedFieldValue);
    const last = fields.at(-1);
    if (last && last.value.length + 1 + line.length <= LIMITS.embedFieldValue) last.value += `\n${line}`;
    else fields.push({ name: fields.length === 0 ? name : `${name} (continued)`, value: line });
  }
  return fields;
}

/** The panel's Why not? button (on the turn menu). */
export function whyNotButton(game: string, seat: ClassId) {
  return {
    type: ComponentType.Button as const,
    style: ButtonStyle.Secondary as const,
    custom_id: encodeCustomId({ kind: 'why-not', game, cls: seat }),
    label: 'Why not?',
    emoji: { name: '❔' },
  };
}

/** A choice written as the turn menu's option ids are (`play:<card>`, `basic:strike`, `free:adjust-wages`). */
export function choiceKey(c: TurnChoice): string {
  return 'of' in c ? `${c.kind}:${c.of}` : c.kind;
}

/** The choice a typed text stands for among those not offered: its key, or its name in any case. */
export function notOfferedNamed(items: readonly NotOffered[], typed: string, kind?: TurnChoice['kind']) {
  const t = typed.trim().toLowerCase();
  return items.find(
    (n) =>
      (kind === undefined || n.choice.kind === kind) &&
      (n.name.toLowerCase() === t || choiceKey(n.choice).toLowerCase() === t),
  );
}

/** The answer to the panel's Why not? button: every card and action of the seat not on offer now. */
export function whyNotMessage(record: GameRecord, seat: ClassId): MessagePayload {
  const items = record.state ? notOffered(record.state, seat) : [];
  return {
    content: `${CLASS_EMOJI[seat]} **${CLASS_NAMES[seat]}** — what you cannot do now, and why:`,
    embeds: [whyNotEmbed(items)],
    components: [],
  };
}
