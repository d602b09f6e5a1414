/**
 * A finished game's turning points for the chat (src/table/turning-points.ts): the button the final
 * scores and `/game show` carry, and what it shows — the picture of each class's chances moment by
 * moment and, in words, the three stretches of play that moved them most.
 */
import { type APIActionRowComponent, type APIButtonComponent, ButtonStyle, ComponentType } from 'discord.js';
import type { MomentPlace, TurningPoints } from '../../ai/turning-points.ts';
import type { ClassId } from '../../data/common.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { TurningPointsPicture } from '../../render/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { wordedOption } from './menu.ts';
import { CLASS_EMOJI } from './text.ts';

/** "Turning points" under an ended game's final scores, in `l`. */
export function turningPointsRow(l: GameLocale, gameId: string): APIActionRowComponent<APIButtonComponent> {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        custom_id: encodeCustomId({ kind: 'turning', game: gameId }),
        label: t(l, 'turning.button'),
        emoji: { name: '📈' },
      },
    ],
  };
}

const pct = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(Math.round(x * 100))} %`;

function movedText(classes: readonly ClassId[], moved: Partial<Record<ClassId, number>>): string {
  return [...classes]
    .sort((a, b) => Math.abs(moved[b] ?? 0) - Math.abs(moved[a] ?? 0))
    .filter((c) => Math.abs(moved[c] ?? 0) >= 0.005)
    .map((c) => `${CLASS_EMOJI[c]} ${pct(moved[c] ?? 0)}`)
    .join(' · ');
}

/**
 * A moment in `l`: the class whose turn starts there and what it opened it with, worded as its
 * panel worded that option ("Capitalist Class: Build a Company (discard a card)"), or the phase.
 */
export function momentName(l: GameLocale, m: MomentPlace): string {
  const words = gameWords(l);
  if (!m.seat) return words.phases[m.phase];
  const chosen = m.opened ? wordedOption(m.opened.kind, m.opened, l).label : t(l, 'turning.itsTurn');
  return t(l, 'turning.turn', { class: words.classes[m.seat], chosen });
}

function footnote(l: GameLocale, points: TurningPoints): string {
  return points.playouts > 0
    ? t(l, 'turning.playouts', { count: points.playouts })
    : t(l, 'turning.noPlayouts');
}

/** What the picture shows, from the figures the AI worked out. */
export function turningPointsPicture(
  l: GameLocale,
  gameId: string,
  points: TurningPoints,
): TurningPointsPicture {
  return {
    locale: l,
    title: t(l, 'turning.title', { id: gameId }),
    classes: points.classes,
    moments: points.moments.map((m) => ({ round: m.round, chances: m.chances })),
    top: points.top.map((p) => ({ at: p.at, round: p.round, label: momentName(l, p), moved: p.moved })),
    footnote: footnote(l, points),
  };
}

export function turningPointsMessage(
  l: GameLocale,
  gameId: string,
  points: TurningPoints,
  picture?: { name: string; data: Buffer },
): MessagePayload {
  const last = points.moments.at(-1);
  const lines = points.top.map((p, k) =>
    t(l, 'turning.line', {
      n: k + 1,
      round: p.round,
      label: momentName(l, p),
      moved: movedText(points.classes, p.moved),
    }),
  );
  const start = points.moments[0];
  const chances = (m: typeof start) =>
    points.classes.map((c) => `${CLASS_EMOJI[c]} ${Math.round((m?.chances[c] ?? 0) * 100)} %`).join(' · ');
  return {
    embeds: [
      {
        title: `📈 ${t(l, 'turning.title', { id: gameId })}`,
        color: 0x1f2633,
        description: [
          t(l, 'turning.heading'),
          ...(lines.length ? lines : [t(l, 'turning.nothing')]),
          '',
          t(l, 'turning.start', { chances: chances(start) }),
          t(l, 'turning.end', { chances: chances(last) }),
          t(l, 'turning.footnote', { footnote: footnote(l, points) }),
        ].join('\n'),
        ...(picture ? { image: { url: `attachment://${picture.name}` } } : {}),
      },
    ],
    ...(picture ? { files: [picture] } : {}),
  };
}
