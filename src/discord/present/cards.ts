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
import { CATALOGUES, type Catalogue, type GameLocale, t } from '../../i18n/index.ts';
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

/** A field of `/card` named in English: the other languages name it from its key (`card.field.*`). */
type FieldKey = keyof Catalogue['card']['field'];
const field = (key: FieldKey, value: string) => ({ name: t('en', `card.field.${key}`), value, inline: true });

/** A kind of expansion card in English, the game's words' own ("Crisis Response"). */
const englishTerm = (term: 'crisis-response' | 'alternative-event' | 'hidden-agenda' | 'historical-event') =>
  countedText('en', gameWords('en').terms[term], 1);

function actionCard(c: ActionCard): ReadableCard {
  const requirement = c.requirement
    .map((r) =>
      t('en', 'card.requirement', { policy: r.policy, sections: r.sections.join(t('en', 'card.or')) }),
    )
    .join(', ');
  return {
    id: c.id,
    name: c.name,
    kind: CLASS_NAMES[c.class],
    embed: {
      title: c.name,
      description: `${c.text}\n\n${c.description}`,
      fields: [
        field('class', CLASS_NAMES[c.class]),
        field('copies', String(c.copies)),
        field('requires', requirement || t('en', 'card.nothing')),
      ],
      footer: { text: c.module === 'base' ? t('en', 'card.baseGame') : 'Crisis & Control' },
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
    kind: `${englishTerm('historical-event')}, ${periodName(c.period)}`,
    embed: historicalEventEmbed(c),
  })),
  ...CRISIS_RESPONSE_CARDS.map((c) => expansionCard(c, englishTerm('crisis-response'))),
  expansionCard(GOVERNMENT_BOND, englishTerm('crisis-response'), [
    field('copies', String(GOVERNMENT_BOND.copies)),
  ]),
  ...ALTERNATIVE_EVENTS.map((c) =>
    expansionCard(c, englishTerm('alternative-event'), [
      field('benefit', t('en', 'card.benefitPhase', { phase: c.benefit.phase })),
    ]),
  ),
  ...HIDDEN_AGENDAS.map((c) =>
    expansionCard(c, englishTerm('hidden-agenda'), [
      field('class', CLASS_NAMES[c.role]),
      field('VP', String(c.vp)),
    ]),
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

/** The fields `/card` shows, by their key. */
const FIELDS = Object.keys(CATALOGUES.en.card.field) as FieldKey[];

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
    return cls ? game.classes[cls] : english === t('en', 'card.nothing') ? t(l, 'card.nothing') : english;
  };
  const terms = ['crisis-response', 'alternative-event', 'hidden-agenda'] as const;
  const kindWords = new Map(terms.map((term) => [englishTerm(term), countedText(l, game.terms[term], 1)]));
  const historical = englishTerm('historical-event');
  const kind = c.kind.startsWith(historical)
    ? c.kind.replace(historical, countedText(l, game.terms['historical-event'], 1))
    : (kindWords.get(c.kind) ?? said(c.kind));
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
        const name = FIELDS.find((n) => t('en', `card.field.${n}`) === f.name);
        return { ...f, name: name ? t(l, `card.field.${name}`) : f.name, value: said(f.value) };
      }),
      footer: {
        text:
          footer === t('en', 'card.baseGame')
            ? t(l, 'card.baseGame')
            : footer === t('en', 'module.historicalEvents')
              ? t(l, 'module.historicalEvents')
              : footer.replace(c.kind, kind),
      },
    },
  };
}
