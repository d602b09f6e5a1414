/** Card texts for players, straight from the data. */
import type { APIEmbed } from 'discord.js';
import { type ActionCard, ALL_ACTION_CARDS, actionCardById } from '../../data/action-cards.ts';
import {
  ALTERNATIVE_EVENTS,
  CRISIS_RESPONSE_CARDS,
  GOVERNMENT_BOND,
  HIDDEN_AGENDAS,
} from '../../data/expansions.ts';
import { HISTORICAL_EVENTS, periodName } from '../../data/historical-events.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { cardIdOf } from '../../engine/index.ts';
import { cardWords } from '../../i18n/game-words/index.ts';
import type { GameLocale } from '../../i18n/index.ts';
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

/** Every card `/card` knows, for the command and its autocomplete. */
export function readableCards(): readonly ReadableCard[] {
  return READABLE;
}
