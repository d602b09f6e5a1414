/**
 * `/automa class:` — an Automa as the table sees it, from the public view only: its current AI
 * card (actions, Policies, bonus, Special Action), its priority rows in advanced mode (top row
 * first, the card nearest the marker first), what its checks moved this turn, and its pile; with
 * pictures on, its picture (src/render/automa.ts) as the embed's image.
 */
import type { APIEmbed } from 'discord.js';
import type { AutomaClass } from '../../data/automa/index.ts';
import type { PolicyId } from '../../data/common.ts';
import { type AutomaView, automa, type GameView } from '../../engine/index.ts';
import { aiCardLine, gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import { sayText } from '../../i18n/said.ts';
import { CLASS_EMOJI } from './text.ts';

/** "3 Fiscal Policy": a Policy by its number and name. */
const policyName = (l: GameLocale, p: PolicyId) => `${p} ${gameWords(l).policies[p]}`;

/** An AI card's line in `l` (src/data's English where `l` has none). */
const cardLine = (l: GameLocale, english: string) => aiCardLine(l, english) ?? english;

function cardField(l: GameLocale, a: AutomaView): APIEmbed['fields'] {
  const card = a.card ? automa.aiCardById(a.card) : undefined;
  if (!card) return [{ name: t(l, 'automa.cardNone'), value: t(l, 'automa.noneRevealed') }];
  const policies = card.policies.map((p) => policyName(l, p)).join(', ');
  return [
    {
      name: t(l, 'automa.card', { number: String(card.number) }),
      value: [
        card.actions.map((i) => gameWords(l).automa.icons[i]).join(' › '),
        policies ? t(l, 'automa.policies', { policies }) : null,
        card.bonus ? t(l, 'automa.bonus', { text: cardLine(l, card.bonus.text) }) : null,
        ...(card.specialPriority ?? []).map((r) =>
          t(l, 'automa.specialPriority', { text: cardLine(l, r.text) }),
        ),
        t(l, 'automa.special', { text: cardLine(l, card.special.text) }),
        card.influence ? t(l, 'automa.influence') : null,
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

/** Rows top first; each row's cards from the marker outwards. */
function rowsText<T>(l: GameLocale, rows: T[][], name: (card: T) => string): string {
  const lines = rows
    .map((row, i) => ({ row, n: i + 1 }))
    .reverse()
    .filter(({ row }) => row.length > 0)
    .map(({ row, n }) => `${n}. ${row.map(name).join(' · ')}`);
  return lines.length > 0 ? lines.join('\n') : t(l, 'automa.empty');
}

function rowFields(l: GameLocale, a: AutomaView): NonNullable<APIEmbed['fields']> {
  const rows = a.rows;
  if (!rows) return [];
  const policy = (p: PolicyId) => policyName(l, p);
  const action = gameWords(l).automa.priorityActions;
  const aside = [
    rows.setAside.length ? t(l, 'automa.setAside', { policies: rows.setAside.map(policy).join(', ') }) : null,
    rows.removed.length ? t(l, 'automa.removed', { policies: rows.removed.map(policy).join(', ') }) : null,
    rows.actionsAside.length
      ? t(l, 'automa.actionsAside', { actions: rows.actionsAside.map((c) => action[c]).join(', ') })
      : null,
  ].filter(Boolean);
  const fields: NonNullable<APIEmbed['fields']> = [
    {
      name: t(l, 'automa.actionRows'),
      value: rowsText(l, rows.actions, (c) => action[c]),
      inline: true,
    },
    {
      name: t(l, 'automa.policyRows'),
      value: [rowsText(l, rows.policies, policy), ...aside].join('\n'),
      inline: true,
    },
  ];
  if (a.checks?.length)
    fields.push({
      name: t(l, 'automa.checks'),
      value: a.checks
        .map(
          (m) =>
            `+${m.steps} ${typeof m.card === 'number' ? policy(m.card) : action[m.card]}: ${sayText(l, m.why, 'automaWhy')}`,
        )
        .join('\n'),
    });
  return fields;
}

/** The embed in `l`, the reader's language (`/automa` answers privately). */
export function automaEmbed(
  l: GameLocale,
  v: GameView,
  cls: AutomaClass,
  picture?: { name: string },
): APIEmbed {
  const a = v.automa[cls];
  if (!a) throw new Error(`no Automa plays the ${cls}`);
  const last = a.last
    ? t(l, 'automa.lastMove', {
        round: String(a.last.round),
        turn: String(a.last.turn),
        move: sayText(l, automa.moveSaid(a.last.move)),
      })
    : t(l, 'automa.noMove');
  const pile = t(l, 'automa.pile', { count: a.pileSize, discards: String(a.discard.length) });
  return {
    title: t(l, 'automa.title', {
      emoji: CLASS_EMOJI[cls],
      name: gameWords(l).automa.names[cls],
      mode: t(l, `automa.mode.${a.mode}`),
    }),
    description: `${last}\n${pile}`,
    color: 0x708090,
    fields: [...(cardField(l, a) ?? []), ...rowFields(l, a)],
    ...(picture ? { image: { url: `attachment://${picture.name}` } } : {}),
  };
}
