/**
 * The engine's events, questions and notes in a player's language (docs/localisation.md, *What the
 * engine says*). The engine hands over a `Said` — a key under `event.` and parameters made of ids
 * and numbers — and never a sentence; these words are the presenters'. The shape is the engine's
 * (`Said` in src/data/said.ts).
 *
 * A parameter's name says what its id stands for: `class` (and `to`, `payer`, `lender`, `owner`,
 * `seller`, `proposer`, `other`) a class, `automa` an Automa, `card` / `company` / `event` /
 * `agenda` (and `replaced`, `fromCompany`, `newEvent`) a card (an instance id `working.strike#12` too), `cardText` / `cardDescription` that card's text, `resource` / `good` a good, `industry`,
 * `situation` / `spendingRule` a Spending Influence card and its rule, `actionCard` an Action card ("the card" when '': an AI card's effect), `turnOption` a turn menu option by its id, `skill` a Worker's skill (`aSkill` with English's a/an), `policy` a Policy ("3 Taxation"), `action` a Basic or Free Action.
 * `classId` a seat by its id (English keeps the id, as the engine's refusals wrote it), `automaMode` /
 * `aiLevel` who plays a seat, `commandOption` a slash command's option by its usage (`/hegemony me
 * quiet-from`) as the reader's client names it ("Automa (simple)", "AI (quick)"); for an Automa's reasons, `automaMove` a move
 * ("Build Company"), `icon` an AI card's icon, `policyName` a Policy's name alone, `aiCardLine` /
 * `aiCardText` (without its full stop) / `aiCardCondition` (without its "+1 per …") an AI card's line
 * by its English text, `checkRule` a CHECK card's line by the card's id and its place on it
 * (`automa.middle.instruction.check-workers#1`).
 * Any other parameter (numbers, section letters, a wage level) is written as it is.
 */
import { SPENDING_INFLUENCE_CARDS } from '../data/automa/index.ts';
import type { ClassId, Industry, PolicyId, Resource } from '../data/common.ts';
import { historicalEventById } from '../data/historical-events.ts';
import type { Said, SaidList } from '../data/said.ts';
import { optionText } from './command-names.ts';
import { aiCardLine, cardWords, checkRuleLine, gameWords } from './game-words/index.ts';
import type { ActionId, GameLocale } from './game-words/types.ts';
import { type MessageKey, t } from './index.ts';

export type { Said, SaidList, SaidValue } from '../data/said.ts';

const CLASS_PARAMS = new Set(['class', 'to', 'payer', 'lender', 'owner', 'seller', 'proposer', 'other']);
const CARD_PARAMS = new Set(['card', 'company', 'event', 'agenda', 'replaced', 'fromCompany', 'newEvent']);

/** A card's name by id or instance id (`middle.clinic#3`); the id itself for a card no deck has. */
export function cardName(locale: GameLocale, id: string): string {
  const card = id.split('#')[0] as string;
  return cardWords(locale, card)?.name ?? card;
}

function wordParam(locale: GameLocale, name: string, id: string | number): string | number {
  const w = gameWords(locale);
  const value = String(id);
  if (CLASS_PARAMS.has(name)) return w.classes[value as ClassId] ?? value;
  if (CARD_PARAMS.has(name)) return cardName(locale, value);
  if (name === 'cardText') return cardWords(locale, value.split('#')[0] as string)?.text ?? value;
  if (name === 'cardDescription')
    return cardWords(locale, value.split('#')[0] as string)?.description ?? value;
  switch (name) {
    case 'actionCard':
      // An Action card by instance id; '' when an Automa's AI card set the effect.
      return value ? cardName(locale, value) : t(locale, 'event.ask.theCard');
    case 'automa':
      return w.automa.names[value as keyof typeof w.automa.names] ?? value;
    case 'resource':
    case 'good':
      return w.resources[value as Resource] ?? value;
    case 'industry':
      return w.industries[value as Industry] ?? value;
    case 'skill':
      return w.skills[value as Industry] ?? value;
    case 'aSkill':
    case 'ASkill': {
      // English says the article with the skill ("a food-skilled", "An education-skilled").
      const skill = w.skills[value as Industry] ?? value;
      if (locale !== 'en') return skill;
      const a = /^[aeiou]/i.test(skill) ? 'an' : 'a';
      return `${name === 'ASkill' ? a.replace('a', 'A') : a} ${skill}`;
    }
    case 'policy':
      return `${value} ${w.policies[Number(value) as PolicyId] ?? ''}`.trim();
    case 'action':
      return w.actions[value as ActionId] ?? triggerName(locale, value);
    case 'classShort':
      return w.classShort[value as ClassId] ?? value;
    case 'classId':
      // A seat as the engine names it: English says the id ("working"), as it always has.
      return locale === 'en' ? value : (w.classes[value as ClassId] ?? value);
    case 'automaMode':
      // "Automa (simple)": who plays a seat, as the lobby names it.
      return t(locale, 'seat.automa', { mode: t(locale, `seat.mode.${value as 'simple' | 'advanced'}`) });
    case 'aiLevel':
      return t(locale, 'seat.ai', { level: value });
    case 'automaMove':
      return automaMove(locale, value);
    case 'commandOption':
      // An option by its usage (`/hegemony me quiet-from`), as the reader's client names it.
      return optionText(locale, value);
    case 'icon':
      return w.automa.icons[value as keyof typeof w.automa.icons] ?? value;
    case 'policyName':
      return w.policies[Number(value) as PolicyId] ?? value;
    case 'aiCardLine':
      return aiCardLine(locale, value) ?? value;
    case 'checkRule':
      return checkRuleLine(locale, value);
    case 'aiCardText':
      return (aiCardLine(locale, value) ?? value).replace(/\.$/, '');
    case 'aiCardCondition':
      // A Special Action priority line without its "+1 per …": the condition only.
      return (aiCardLine(locale, value) ?? value).replace(/:?\s*\+\d.*$/, '').replace(/\.$/, '');
    case 'phase':
      // English names the phase by its id ("until the production phase ends").
      return locale === 'en' ? value : (w.phases[value as keyof typeof w.phases] ?? value);
    case 'turnOption':
      return turnOption(locale, value);
    case 'situation':
      // A Spending Influence card by its situation (`losing-alone`).
      return locale === 'en'
        ? value.replaceAll('-', ' ')
        : cardName(locale, `automa.spending-influence.${value}`);
    case 'spendingRule':
      return spendingRule(locale, value);
    default:
      return id;
  }
}

/** An Automa's move: its priority card's name, or Political Pressure / doing nothing. */
function automaMove(locale: GameLocale, move: string): string {
  if (move === 'pressure' || move === 'pass') return t(locale, `automaWhy.moveName.${move}`);
  const names = gameWords(locale).automa.priorityActions as Record<string, string>;
  return names[move] ?? move;
}

/** A Historical Event's trigger, an action by the card's id ("Trigger New Deal (2 Influence)"). */
export function triggerName(locale: GameLocale, id: string): string {
  const card = historicalEventById(id);
  const trigger = card?.trigger;
  if (!card || typeof trigger !== 'object') return id;
  const words = gameWords(locale).trigger;
  const event = cardName(locale, id);
  return trigger.influence
    ? words.withInfluence.replace('{event}', event).replace('{influence}', String(trigger.influence))
    : words.plain.replace('{event}', event);
}

/** A turn menu option by its id (`play:<card>`, `basic:<action>`, `free:<action>`, `end`), as the menu names it. */
function turnOption(locale: GameLocale, id: string): string {
  const [kind, of = ''] = [
    id.slice(0, id.indexOf(':') < 0 ? id.length : id.indexOf(':')),
    id.slice(id.indexOf(':') + 1),
  ];
  const action = (gameWords(locale).actions as Record<string, string>)[of] ?? of;
  if (kind === 'play') return t(locale, 'menu.play', { card: cardName(locale, of) });
  if (kind === 'basic') return of === 'pass' ? t(locale, 'menu.pass') : t(locale, 'menu.basic', { action });
  if (kind === 'free')
    return t(locale, 'menu.free', { action: action === of ? triggerName(locale, of) : action });
  return t(locale, 'menu.end');
}

/** A Spending Influence card's rule, `<situation>#<index>` (-1: none applies), without its full stop. */
function spendingRule(locale: GameLocale, value: string): string {
  const [situation, index] = value.split('#');
  const card = SPENDING_INFLUENCE_CARDS.find((c) => c.situation === situation);
  const rule = card?.rules[Number(index)];
  if (!rule) return t(locale, 'event.automa.noSpendingRule');
  // The rules of the card are English only; another language reads the card's own short text.
  const text =
    locale === 'en'
      ? rule.text
      : (cardWords(locale, `automa.spending-influence.${situation}`)?.text ?? rule.text);
  return text.replace(/\.$/, '');
}

function joined(locale: GameLocale, l: SaidList, under: SaidUnder): string {
  const words = l.items.map((item) => sayText(locale, item, under));
  if (words.length === 0) return l.empty ? t(locale, `${under}.${l.empty}` as MessageKey, {} as never) : '';
  if (l.join === 'space') return words.join('');
  if (l.join === 'semicolon') return words.join('; ');
  if (l.join === 'plus') return words.join(' + ');
  if (l.join === 'words') return words.join(' ');
  if (l.join === 'comma' || words.length === 1) return words.join(', ');
  // The joining words are the events' ("a, b and c"), whichever the list's items are.
  const pairs = { andEach: 'event.list.and', or: 'event.list.or', commaOr: 'event.list.commaOr' } as const;
  if (l.join !== 'and')
    return words.reduce((first, last) => t(locale, pairs[l.join as keyof typeof pairs], { first, last }));
  return t(locale, 'event.list.and', { first: words.slice(0, -1).join(', '), last: words.at(-1) as string });
}

/**
 * Where a `Said`'s key is read: `event.` (the engine's events, notes and prompts), `refusal.` (a
 * `UserError`), `automaWhy.` (why an Automa decided as it did, src/automa).
 */
export type SaidUnder = 'event' | 'refusal' | 'automaWhy';

/**
 * What the engine said, in `locale`: its key under `event.` (a refusal's under `refusal.`, an
 * Automa's reason under `automaWhy.`), its ids worded by their names. A list's items are read under
 * the same; a `prompt` list is a question's prompt, always under `event.`.
 */
export function sayText(locale: GameLocale, said: Said | string, under: SaidUnder = 'event'): string {
  // A record saved before the engine handed over keys holds its English sentence.
  if (typeof said === 'string') return said;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.params ?? {}))
    params[name] =
      typeof value === 'object'
        ? joined(locale, value, name === 'prompt' ? 'event' : under)
        : wordParam(locale, name, value);
  return t(locale, `${under}.${said.key}` as MessageKey, params as never);
}
