/**
 * `/automa class:` — an Automa as the table sees it, from the public view only: its current AI
 * card (actions, Policies, bonus, Special Action), its priority rows in advanced mode (top row
 * first, the card nearest the marker first), what its checks moved this turn, and its pile; with
 * pictures on, its picture (src/render/automa.ts) as the embed's image.
 */
import type { APIEmbed } from 'discord.js';
import {
  AI_ICON_LABELS,
  AUTOMA_NAMES,
  type AutomaClass,
  PRIORITY_ACTION_LABELS,
} from '../../data/automa/index.ts';
import { POLICY_NAMES } from '../../data/tables.ts';
import { type AutomaView, automa, type GameView } from '../../engine/index.ts';
import { automaName } from '../../table/automa-seats.ts';
import { CLASS_EMOJI } from './text.ts';

function cardField(a: AutomaView): APIEmbed['fields'] {
  const card = a.card ? automa.aiCardById(a.card) : undefined;
  if (!card) return [{ name: 'AI card', value: 'None revealed yet.' }];
  const policies = card.policies.map((p) => `${p} ${POLICY_NAMES[p]}`).join(', ');
  return [
    {
      name: `AI card ${card.number}`,
      value: [
        card.actions.map((i) => AI_ICON_LABELS[i]).join(' › '),
        policies ? `Policies: ${policies}` : null,
        card.bonus ? `Bonus (first action): ${card.bonus.text}` : null,
        ...(card.specialPriority ?? []).map((r) => `Special Action priority: ${r.text}`),
        `Special Action: ${card.special.text}`,
        card.influence ? 'Influence indicator: yes' : null,
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

/** Rows top first; each row's cards from the marker outwards. */
function rowsText<T>(rows: T[][], name: (card: T) => string): string {
  const lines = rows
    .map((row, i) => ({ row, n: i + 1 }))
    .reverse()
    .filter(({ row }) => row.length > 0)
    .map(({ row, n }) => `${n}. ${row.map(name).join(' · ')}`);
  return lines.length > 0 ? lines.join('\n') : 'Empty.';
}

function rowFields(a: AutomaView): NonNullable<APIEmbed['fields']> {
  const rows = a.rows;
  if (!rows) return [];
  const policy = (p: keyof typeof POLICY_NAMES) => `${p} ${POLICY_NAMES[p]}`;
  const aside = [
    rows.setAside.length ? `Set aside: ${rows.setAside.map(policy).join(', ')}` : null,
    rows.removed.length ? `Out of play: ${rows.removed.map(policy).join(', ')}` : null,
    rows.actionsAside.length
      ? `Actions aside: ${rows.actionsAside.map((c) => PRIORITY_ACTION_LABELS[c]).join(', ')}`
      : null,
  ].filter(Boolean);
  const fields: NonNullable<APIEmbed['fields']> = [
    {
      name: 'Action priority rows',
      value: rowsText(rows.actions, (c) => PRIORITY_ACTION_LABELS[c]),
      inline: true,
    },
    {
      name: 'Policy priority rows',
      value: [rowsText(rows.policies, policy), ...aside].join('\n'),
      inline: true,
    },
  ];
  if (a.checks?.length)
    fields.push({
      name: 'This turn’s checks',
      value: a.checks
        .map(
          (m) =>
            `+${m.steps} ${typeof m.card === 'number' ? policy(m.card) : PRIORITY_ACTION_LABELS[m.card]}: ${m.why}`,
        )
        .join('\n'),
    });
  return fields;
}

export function automaEmbed(v: GameView, cls: AutomaClass, picture?: { name: string }): APIEmbed {
  const a = v.automa[cls];
  if (!a) throw new Error(`no Automa plays the ${cls}`);
  const last = a.last
    ? `Last move (round ${a.last.round}, turn ${a.last.turn}): ${automa.moveLabel(a.last.move)}.`
    : 'No move yet.';
  return {
    title: `${CLASS_EMOJI[cls]} ${AUTOMA_NAMES[cls]} — ${automaName(a.mode)}`,
    description: `${last}\nAI pile: **${a.pileSize}** card${a.pileSize === 1 ? '' : 's'} · discards: ${a.discard.length}`,
    color: 0x708090,
    fields: [...(cardField(a) ?? []), ...rowFields(a)],
    ...(picture ? { image: { url: `attachment://${picture.name}` } } : {}),
  };
}
