/** Card texts for players, straight from the data. */
import type { APIEmbed } from 'discord.js';
import { type ActionCard, ALL_ACTION_CARDS, actionCardById } from '../../data/action-cards.ts';
import type { ClassId } from '../../data/common.ts';
import {
  ALTERNATIVE_EVENTS,
  CRISIS_RESPONSE_CARDS,
  GOVERNMENT_BOND,
  HIDDEN_AGENDAS,
} from '../../data/expansions.ts';
import { HISTORICAL_EVENTS, periodName } from '../../data/historical-events.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { cardIdOf } from '../../engine/index.ts';
import { cardWords, countedText, gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import { historicalEventEmbed } from './historical-events.ts';

/** The card a card in a hand is a copy of. */
export function cardOf(instance: string): ActionCard | undefined {
  return actionCardById(cardIdOf(instance));
}

/** "**Migration** — …": a card of a hand, its name and text in a language (the data's in English). */
export function cardLine(instance: string, l: GameLocale = 'en'): string {
  const card = l === 'en' ? cardOf(instance) : cardWords(l, cardIdOf(instance));
  return card ? `**${card.name}** — ${card.text}` : instance;
}

export function cardTitle(instance: string): string {
  return cardOf(instance)?.name ?? instance;
}

/** A card `/card` can show: Action cards, Historical Events and the Crisis & Control cards. */
export interface ReadableCard {
  id: string;
  name: string;
  /** What it is, for the autocomplete ("Working Class", "Crisis Response"). */
  kind: string;
  embed: APIEmbed;
}

const field = (name: string, value: string) => ({ name, value, inline: true });

function actionCard(c: ActionCard): ReadableCard {
  const requirement = c.requirement.map((r) => `Policy ${r.policy} in ${r.sections.join(' or ')}`).join(', ');
  return {
    id: c.id,
    name: c.name,
    kind: CLASS_NAMES[c.class],
    embed: {
      title: c.name,
      description: `${c.text}\n\n${c.description}`,
      fields: [
        field('Class', CLASS_NAMES[c.class]),
        field('Copies', String(c.copies)),
        field('Requires', requirement || 'Nothing'),
      ],
      footer: { text: c.module === 'base' ? 'Base game' : 'Crisis & Control' },
    },
  };
}

function expansionCard(
  c: { id: string; name: string; text: string; description: string },
  kind: string,
  fields: APIEmbed['fields'] = [],
): ReadableCard {
  return {
    id: c.id,
    name: c.name,
    kind,
    embed: {
      title: c.name,
      description: `${c.text}\n\n${c.description}`,
      fields,
      footer: { text: `Crisis & Control — ${kind}` },
    },
  };
}

const READABLE: readonly ReadableCard[] = [
  ...ALL_ACTION_CARDS.map(actionCard),
  ...HISTORICAL_EVENTS.map((c) => ({
    id: c.id,
    name: c.name,
    kind: `Historical Event, ${periodName(c.period)}`,
    embed: historicalEventEmbed(c),
  })),
  ...CRISIS_RESPONSE_CARDS.map((c) => expansionCard(c, 'Crisis Response')),
  expansionCard(GOVERNMENT_BOND, 'Crisis Response', [field('Copies', String(GOVERNMENT_BOND.copies))]),
  ...ALTERNATIVE_EVENTS.map((c) =>
    expansionCard(c, 'Alternative Event', [field('Benefit', `start of the ${c.benefit.phase} phase`)]),
  ),
  ...HIDDEN_AGENDAS.map((c) =>
    expansionCard(c, 'Hidden Agenda', [field('Class', CLASS_NAMES[c.role]), field('VP', String(c.vp))]),
  ),
];

const IN_WORDS = new Map<GameLocale, readonly ReadableCard[]>([['en', READABLE]]);

/** Every card `/card` knows, for the command and its autocomplete, in a language. */
export function readableCards(l: GameLocale = 'en'): readonly ReadableCard[] {
  let cards = IN_WORDS.get(l);
  if (!cards) {
    cards = READABLE.map((c) => cardInWords(c, l));
    IN_WORDS.set(l, cards);
  }
  return cards;
}

/** The fields `/card` shows, by their English name. */
const FIELDS = ['Class', 'Copies', 'Requires', 'Benefit', 'VP', 'Period', 'Trigger'] as const;

/**
 * A card as another language reads it: its name, text and description from the game's words,
 * the English name beside it in the title (players holding either edition find their card), the
 * fields named in that language. The values the game's words cannot say (a requirement, a
 * Historical Event's trigger, a Benefit's phase) stay English.
 */
function cardInWords(c: ReadableCard, l: GameLocale): ReadableCard {
  const words = cardWords(l, c.id);
  if (!words) return c;
  const game = gameWords(l);
  const classOf = (english: string) =>
    (Object.keys(CLASS_NAMES) as ClassId[]).find((cls) => CLASS_NAMES[cls] === english);
  const said = (english: string) => {
    const cls = classOf(english);
    return cls ? game.classes[cls] : english === 'Nothing' ? t(l, 'card.nothing') : english;
  };
  const kindWords: Record<string, string> = {
    'Crisis Response': countedText(l, game.terms['crisis-response'], 1),
    'Alternative Event': countedText(l, game.terms['alternative-event'], 1),
    'Hidden Agenda': countedText(l, game.terms['hidden-agenda'], 1),
  };
  const kind = c.kind.startsWith('Historical Event')
    ? c.kind.replace('Historical Event', countedText(l, game.terms['historical-event'], 1))
    : (kindWords[c.kind] ?? said(c.kind));
  const footer = c.embed.footer?.text ?? '';
  // A Portuguese description that starts with the card's text does not repeat it above.
  const text = words.text.replace(/\.$/, '');
  const description = words.description.startsWith(text)
    ? words.description
    : `${words.text}\n\n${words.description}`;
  return {
    id: c.id,
    name: words.name,
    kind,
    embed: {
      ...c.embed,
      title: t(l, 'card.title', { name: words.name, english: c.embed.title ?? c.name }),
      description,
      fields: (c.embed.fields ?? []).map((f) => {
        const name = FIELDS.find((n) => n === f.name);
        return { ...f, name: name ? t(l, `card.field.${name}`) : f.name, value: said(f.value) };
      }),
      footer: {
        text:
          footer === 'Base game'
            ? t(l, 'card.baseGame')
            : footer === 'Historical Events'
              ? t(l, 'module.historicalEvents')
              : footer.replace(c.kind, kind),
      },
    },
  };
}
