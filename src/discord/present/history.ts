/**
 * Games that ended, as `/game show` and `/game list` present them: final, public information only
 * (scores, places, players, options, dates), never a seed, a hand or a bid.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { countedText, gameWords } from '../../i18n/game-words/index.ts';
import { CATALOGUES, type GameLocale, t } from '../../i18n/index.ts';
import type { GameSummary, HistoryPage, SeatSummary } from '../../store/history.ts';
import { messageLink } from '../../table/games.ts';
import type { EndedGame } from '../../table/history.ts';
import { type CustomId, encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { scoreFields } from './score.ts';
import { CLASS_EMOJI, mention } from './text.ts';
import { turningPointsRow } from './turning-points.ts';

/** Games per page of `/game list` (each a line of about 150 characters). */
export const GAMES_PER_PAGE = 10;

type ModuleId = keyof (typeof CATALOGUES)['en']['module'];
const isModule = (m: string): m is ModuleId => m in CATALOGUES.en.module;

/** A time as Discord shows it in each reader's own time zone. */
export function when(iso: string, style: 'd' | 'f' = 'f'): string {
  return `<t:${Math.floor(Date.parse(iso) / 1000)}:${style}>`;
}

function who(l: GameLocale, seat: SeatSummary): string {
  if (seat.kind === 'ai') return t(l, 'history.ai');
  return seat.kind === 'automa' ? t(l, 'history.automa') : mention(seat.userId, l);
}

/** Seats best first: place, then VP, then the seat order. */
function byPlace(seats: readonly SeatSummary[]): SeatSummary[] {
  return [...seats].sort((a, b) => (a.place ?? 9) - (b.place ?? 9) || (b.vp ?? 0) - (a.vp ?? 0));
}

export function modulesText(l: GameLocale, modules: readonly string[]): string {
  return modules.length
    ? modules.map((m) => (isModule(m) ? t(l, `module.${m}`) : m)).join(', ')
    : t(l, 'history.baseGame');
}

function where(s: GameSummary): string {
  return s.boardMessageId ? messageLink(s.guildId, s.channelId, s.boardMessageId) : `<#${s.channelId}>`;
}

/** `/game show` (privately, in the reader's language `l`): the result, who played, the options, the dates, a link, and the breakdown. */
export function gameShowMessage(
  l: GameLocale,
  game: EndedGame,
  picture?: { name: string; data: Buffer },
): MessagePayload {
  const { summary, record } = game;
  const finished = summary.status === 'finished';
  const classes = gameWords(l).classes;
  const vp = gameWords(l).terms.vp;
  const result = byPlace(summary.seats).map((s) =>
    finished
      ? `${s.place === 1 ? '🏆' : `${s.place}.`} ${CLASS_EMOJI[s.cls]} ${classes[s.cls]} (${who(l, s)}): **${s.vp} ${countedText(l, vp, s.vp ?? 0)}**`
      : `${CLASS_EMOJI[s.cls]} ${classes[s.cls]} (${who(l, s)})`,
  );
  const league = summary.league ? `\n${t(l, 'history.league', { ...summary.league })}` : '';
  const abandoned = record.admin.findLast((a) => a.what === 'abandon');
  const opened = when(summary.createdAt);
  const ended = when(summary.endedAt);
  const dates = finished
    ? t(l, 'history.openedEnded', { opened, ended })
    : t(l, 'history.openedAbandoned', {
        opened,
        ended,
        by: abandoned ? t(l, 'history.by', { who: mention(abandoned.by, l) }) : '',
        move: record.state?.version ?? 0,
        round: record.state?.round ?? 0,
      });
  return {
    embeds: [
      {
        title: t(l, finished ? 'history.titleFinished' : 'history.titleAbandoned', { id: summary.id }),
        color: finished ? 0x2e8b57 : 0x808080,
        description: [
          ...result,
          '',
          `${t(l, 'history.players', { count: summary.players, modules: modulesText(l, summary.modules) })}${league}`,
          dates,
          t(l, 'history.playedIn', { where: where(summary) }),
        ].join('\n'),
        fields: finished ? scoreFields(record, l) : [],
        ...(picture ? { image: { url: `attachment://${picture.name}` } } : {}),
        footer: { text: t(l, 'history.footer', { id: summary.id }) },
      },
    ],
    ...(picture ? { files: [picture] } : {}),
    ...(finished ? { components: [turningPointsRow(l, summary.id)] } : {}),
  };
}

function listLine(l: GameLocale, s: GameSummary): string {
  const seats = byPlace(s.seats)
    .map((seat) =>
      s.status === 'finished'
        ? `${seat.place === 1 ? '🏆' : ''}${CLASS_EMOJI[seat.cls]} ${who(l, seat)} ${seat.vp}`
        : `${CLASS_EMOJI[seat.cls]} ${who(l, seat)}`,
    )
    .join(' · ');
  return `\`${s.id}\` ${when(s.endedAt, 'd')} ${s.status === 'abandoned' ? t(l, 'history.abandonedMark') : ''}${seats}`;
}

export type ListScope = Extract<CustomId, { kind: 'games' }>['scope'];

/** `/game list`: a page of games, newest first, with buttons for the pages around it. */
export function gameListMessage(
  l: GameLocale,
  heading: string,
  page: HistoryPage,
  at: { scope: ListScope; target: string; page: number },
): MessagePayload {
  const pages = Math.max(1, Math.ceil(page.total / GAMES_PER_PAGE));
  const button = (label: string, to: number, disabled: boolean) => ({
    type: ComponentType.Button as const,
    style: ButtonStyle.Secondary as const,
    label,
    custom_id: encodeCustomId({ kind: 'games', scope: at.scope, target: at.target, page: to }),
    disabled,
  });
  return {
    embeds: [
      {
        title: t(l, 'history.listTitle'),
        description: [
          heading,
          ...(page.games.length ? page.games.map((g) => listLine(l, g)) : [t(l, 'history.none')]),
        ].join('\n'),
        footer: { text: t(l, 'history.page', { page: at.page + 1, pages, count: page.total }) },
      },
    ],
    components:
      pages > 1
        ? [
            {
              type: ComponentType.ActionRow,
              components: [
                button(t(l, 'history.newer'), Math.max(0, at.page - 1), at.page === 0),
                button(t(l, 'history.older'), at.page + 1, at.page + 1 >= pages),
              ],
            },
          ]
        : [],
  };
}
