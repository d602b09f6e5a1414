/**
 * Games that ended, as `/game show` and `/game list` present them: final, public information only
 * (scores, places, players, options, dates), never a seed, a hand or a bid.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { CLASS_NAMES } from '../../data/names.ts';
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

const MODULE_NAMES: Record<string, string> = {
  historicalEvents: 'Historical Events',
  crisisResponse: 'Crisis Response',
  alternativeEvents: 'Alternative Events',
  hiddenAgendas: 'Hidden Agendas',
  extraActionCards: 'Crisis & Control Action cards',
};

/** A time as Discord shows it in each reader's own time zone. */
export function when(iso: string, style: 'd' | 'f' = 'f'): string {
  return `<t:${Math.floor(Date.parse(iso) / 1000)}:${style}>`;
}

function who(seat: SeatSummary): string {
  if (seat.kind === 'ai') return '🧠 AI';
  return seat.kind === 'automa' ? 'Automa' : mention(seat.userId);
}

/** Seats best first: place, then VP, then the seat order. */
function byPlace(seats: readonly SeatSummary[]): SeatSummary[] {
  return [...seats].sort((a, b) => (a.place ?? 9) - (b.place ?? 9) || (b.vp ?? 0) - (a.vp ?? 0));
}

export function modulesText(modules: readonly string[]): string {
  return modules.length ? modules.map((m) => MODULE_NAMES[m] ?? m).join(', ') : 'base game';
}

function where(s: GameSummary): string {
  return s.boardMessageId ? messageLink(s.guildId, s.channelId, s.boardMessageId) : `<#${s.channelId}>`;
}

/** `/game show`: the result, who played, the options, the dates, a link, and the breakdown. */
export function gameShowMessage(game: EndedGame, picture?: { name: string; data: Buffer }): MessagePayload {
  const { summary, record } = game;
  const finished = summary.status === 'finished';
  const result = byPlace(summary.seats).map((s) =>
    finished
      ? `${s.place === 1 ? '🏆' : `${s.place}.`} ${CLASS_EMOJI[s.cls]} ${CLASS_NAMES[s.cls]} (${who(s)}): **${s.vp} VP**`
      : `${CLASS_EMOJI[s.cls]} ${CLASS_NAMES[s.cls]} (${who(s)})`,
  );
  const league = summary.league
    ? `\nLeague: season ${summary.league.season}, round ${summary.league.round}, pod ${summary.league.pod}`
    : '';
  const abandoned = record.admin.findLast((a) => a.what === 'abandon');
  return {
    embeds: [
      {
        title: `Game ${summary.id} — ${finished ? 'final scores' : 'abandoned'}`,
        color: finished ? 0x2e8b57 : 0x808080,
        description: [
          ...result,
          '',
          `${summary.players} players · ${modulesText(summary.modules)}${league}`,
          `Opened ${when(summary.createdAt)} · ${finished ? 'ended' : 'abandoned'} ${when(summary.endedAt)}${
            abandoned ? ` by ${mention(abandoned.by)}` : ''
          }${finished ? '' : ` at move ${record.state?.version ?? 0}, round ${record.state?.round ?? 0}`}`,
          `Played in ${where(summary)}`,
        ].join('\n'),
        fields: finished ? scoreFields(record) : [],
        ...(picture ? { image: { url: `attachment://${picture.name}` } } : {}),
        footer: { text: `Game ${summary.id} · /game export id:${summary.id} for the replay and the log` },
      },
    ],
    ...(picture ? { files: [picture] } : {}),
    ...(finished ? { components: [turningPointsRow(summary.id)] } : {}),
  };
}

function listLine(s: GameSummary): string {
  const seats = byPlace(s.seats)
    .map((seat) =>
      s.status === 'finished'
        ? `${seat.place === 1 ? '🏆' : ''}${CLASS_EMOJI[seat.cls]} ${who(seat)} ${seat.vp}`
        : `${CLASS_EMOJI[seat.cls]} ${who(seat)}`,
    )
    .join(' · ');
  return `\`${s.id}\` ${when(s.endedAt, 'd')} ${s.status === 'abandoned' ? '*(abandoned)* ' : ''}${seats}`;
}

export type ListScope = Extract<CustomId, { kind: 'games' }>['scope'];

/** `/game list`: a page of games, newest first, with buttons for the pages around it. */
export function gameListMessage(
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
        title: 'Games that ended',
        description: [heading, ...(page.games.length ? page.games.map(listLine) : ['None yet.'])].join('\n'),
        footer: {
          text: `Page ${at.page + 1} of ${pages} · ${page.total} game${page.total === 1 ? '' : 's'} · /game show id: for one`,
        },
      },
    ],
    components:
      pages > 1
        ? [
            {
              type: ComponentType.ActionRow,
              components: [
                button('◀ Newer', Math.max(0, at.page - 1), at.page === 0),
                button('Older ▶', at.page + 1, at.page + 1 >= pages),
              ],
            },
          ]
        : [],
  };
}
