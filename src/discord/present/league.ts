/**
 * The league as players see it on Discord: standings (an embed in pages, and a picture), a round's
 * pods, a reported result waiting for its players, and the help that explains the rating.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { CLASS_IDS } from '../../data/common.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { League, Report, Round, Season } from '../../league/records.ts';
import type { SeasonStandings } from '../../league/service.ts';
import type { StandingRow } from '../../league/standings.ts';
import type { StandingsPicture } from '../../render/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { commandText, type HelpLine, helpLines } from '../help.ts';
import type { MessagePayload } from '../limits.ts';
import { CLASS_EMOJI, mention } from './text.ts';

/** Players per page of the standings (embed and picture alike). */
export const STANDINGS_PER_PAGE = 15;

/** Each class's letter in a record ("W 2/3"), in `l`. */
export function classLetters(l: GameLocale): Record<(typeof CLASS_IDS)[number], string> {
  return Object.fromEntries(CLASS_IDS.map((c) => [c, t(l, `classLetter.${c}`)])) as Record<
    (typeof CLASS_IDS)[number],
    string
  >;
}

function record(l: GameLocale, row: StandingRow): string {
  const letter = classLetters(l);
  return CLASS_IDS.filter((c) => row.byClass[c].games > 0)
    .map((c) => `${letter[c]} ${row.byClass[c].wins}/${row.byClass[c].games}`)
    .join(' · ');
}

function seasonLine(l: GameLocale, st: SeasonStandings): string {
  const rounds = st.season.rounds.length;
  const state = st.season.endedAt
    ? t(l, 'league.ended')
    : rounds
      ? t(l, 'league.afterRound', { round: rounds })
      : t(l, 'league.noRound');
  return t(l, 'league.seasonLine', { season: st.season.n, state, count: st.rows.length });
}

function pages(st: SeasonStandings): number {
  return Math.max(1, Math.ceil(st.rows.length / STANDINGS_PER_PAGE));
}

function pageRows(st: SeasonStandings, page: number): Array<StandingRow & { place: number }> {
  return st.rows
    .map((row, i) => ({ ...row, place: i + 1 }))
    .slice(page * STANDINGS_PER_PAGE, (page + 1) * STANDINGS_PER_PAGE);
}

/** What the standings picture shows for a page: the same rows as the embed. */
export function standingsPicture(l: GameLocale, st: SeasonStandings, page: number): StandingsPicture {
  return {
    locale: l,
    title: st.league.name,
    subtitle: `${seasonLine(l, st)}${pages(st) > 1 ? t(l, 'league.pageOf', { page: page + 1, pages: pages(st) }) : ''}`,
    rows: pageRows(st, page).map((r) => ({
      place: r.place,
      name: r.name,
      rating: r.rating.ordinal,
      games: r.games,
      wins: r.wins,
      averagePlace: r.averagePlace,
      byClass: r.byClass,
    })),
    footnote: t(l, 'league.pictureFootnote', { help: commandText(l, '/league help') }),
  };
}

export function standingsMessage(
  l: GameLocale,
  st: SeasonStandings,
  page: number,
  picture?: { name: string; data: Buffer },
): MessagePayload {
  const lines = pageRows(st, page).map(
    (r) =>
      `${t(l, 'league.row', {
        place: r.place,
        player: mention(r.userId),
        rating: r.rating.ordinal.toFixed(1),
        games: t(l, 'league.games', { count: r.games }),
        wins: t(l, 'league.wins', { count: r.wins }),
        average: r.averagePlace.toFixed(2),
      })}${record(l, r) ? `\n    ${record(l, r)}` : ''}`,
  );
  const total = pages(st);
  const button = (label: string, to: number, disabled: boolean) => ({
    type: ComponentType.Button as const,
    style: ButtonStyle.Secondary as const,
    label,
    custom_id: encodeCustomId({ kind: 'standings', season: st.season.n, page: to }),
    disabled,
  });
  return {
    embeds: [
      {
        title: t(l, 'league.standingsTitle', { league: st.league.name }),
        color: 0xdaa520,
        description: [seasonLine(l, st), '', ...(lines.length ? lines : [t(l, 'league.noRatedGame')])].join(
          '\n',
        ),
        ...(picture ? { image: { url: `attachment://${picture.name}` } } : {}),
        footer: {
          text: t(l, 'league.standingsFooter', {
            page: page + 1,
            pages: total,
            help: commandText(l, '/league help'),
            letters: Object.values(classLetters(l)).join('/'),
          }),
        },
      },
    ],
    ...(picture ? { files: [picture] } : {}),
    components:
      total > 1
        ? [
            {
              type: ComponentType.ActionRow,
              components: [
                button(t(l, 'league.higher'), Math.max(0, page - 1), page === 0),
                button(t(l, 'league.lower'), Math.min(total - 1, page + 1), page + 1 >= total),
              ],
            },
          ]
        : [],
    allowedMentions: { users: [] },
  };
}

/** A scheduled round: each pod with its players and classes, where it plays, and who sits out. */
export function roundMessage(l: GameLocale, season: Season, round: Round): MessagePayload {
  const pods = round.pods.map((pod) => {
    const seats = CLASS_IDS.filter((c) => pod.seats[c])
      .map((c) => `${CLASS_EMOJI[c]} ${mention(pod.seats[c])}`)
      .join(' · ');
    const where = pod.channelId
      ? t(l, 'league.podIn', { channel: `<#${pod.channelId}>` })
      : t(l, 'league.podNotOpened', { schedule: commandText(l, '/league schedule') });
    return `${t(l, 'league.pod', { pod: pod.n, where })}\n${seats}`;
  });
  const byes = round.byes.length
    ? `\n${t(l, 'league.sittingOut', { players: round.byes.map((u) => mention(u)).join(', ') })}`
    : '';
  const players = round.pods.flatMap((p) => Object.values(p.seats) as string[]);
  return {
    content: t(l, 'league.round', { season: season.n, round: round.n }),
    embeds: [{ description: `${pods.join('\n\n')}${byes}`, color: 0x4169e1 }],
    allowedMentions: { users: players },
  };
}

function reportLines(l: GameLocale, report: Report): string[] {
  return [...report.game.seats]
    .sort((a, b) => a.place - b.place)
    .map(
      (s) =>
        `${s.place}. ${CLASS_EMOJI[s.cls]} ${gameWords(l).classes[s.cls]} — ${s.automa ? t(l, 'league.automa') : mention(s.userId)}${s.vp === null ? '' : t(l, 'league.vp', { vp: s.vp })}`,
    );
}

/** A reported result: who confirmed, who is still to; Confirm and Decline until it is settled. */
export function reportMessage(
  l: GameLocale,
  report: Report,
  settled?: 'recorded' | 'declined',
): MessagePayload {
  const waiting = Object.entries(report.confirmed).filter(([, ok]) => !ok);
  const status = Object.entries(report.confirmed).map(([u, ok]) => `${ok ? '✅' : '⏳'} ${mention(u)}`);
  const what = report.game.gameId
    ? t(l, 'league.game', { id: report.game.gameId })
    : t(l, 'league.elsewhere');
  const title = t(
    l,
    settled === 'recorded' ? 'league.recorded' : settled ? 'league.declined' : 'league.reported',
  );
  const button = (
    kind: 'confirm-report' | 'decline-report',
    label: string,
    style: ButtonStyle.Success | ButtonStyle.Secondary,
  ) => ({
    type: ComponentType.Button as const,
    style,
    label,
    custom_id: encodeCustomId({ kind, report: report.id }),
  });
  return {
    content: settled
      ? ''
      : t(l, 'league.pleaseConfirm', {
          players: waiting.map(([u]) => mention(u)).join(' '),
          season: report.season,
        }),
    embeds: [
      {
        title,
        color: settled === 'declined' ? 0x808080 : 0x2e8b57,
        description: [
          t(l, 'league.reportedBy', { by: mention(report.by), what }),
          '',
          ...reportLines(l, report),
          '',
          ...status,
        ].join('\n'),
        footer: { text: t(l, 'league.reportFooter', { id: report.id }) },
      },
    ],
    components: settled
      ? []
      : [
          {
            type: ComponentType.ActionRow,
            components: [
              button('confirm-report', t(l, 'league.confirm'), ButtonStyle.Success),
              button('decline-report', t(l, 'league.decline'), ButtonStyle.Secondary),
            ],
          },
        ],
    allowedMentions: { users: settled ? [] : waiting.map(([u]) => u) },
  };
}

export function leagueSummary(l: GameLocale, league: League): string {
  const members = Object.values(league.members).filter((m) => !m.leftAt).length;
  const last = league.seasons.at(-1);
  const season = !last
    ? t(l, 'league.noSeason')
    : last.endedAt
      ? t(l, 'league.seasonEnded', { season: last.n })
      : t(l, 'league.seasonRunning', { season: last.n, count: last.rounds.length });
  return t(l, league.settings.rateAutomaGames ? 'league.summaryRated' : 'league.summaryNotRated', {
    league: league.name,
    members: t(l, 'league.members', { count: members }),
    season,
    podSize: league.settings.podSize,
  });
}

/** Every /league command, one line each, for /league help. */
export const LEAGUE_HELP: ReadonlyArray<HelpLine> = [
  ['/league create name', 'league.what.create'],
  ['/league join', 'league.what.join', { leave: '/league leave' }],
  ['/league season start', 'league.what.season', { end: '/league season end' }],
  ['/league schedule', 'league.what.schedule'],
  ['/league report', 'league.what.report', { game: '/league report game:' }],
  ['/league void game', 'league.what.void'],
  ['/league standings', 'league.what.standings'],
  ['/league export', 'league.what.export'],
  ['/league settings', 'league.what.settings'],
];

export function leagueHelpMessage(l: GameLocale, league?: League): MessagePayload {
  return {
    embeds: [
      {
        title: t(l, 'league.helpTitle'),
        description: [
          league ? leagueSummary(l, league) : t(l, 'league.noLeague'),
          '',
          t(l, 'league.helpRating'),
          t(l, 'league.helpVoids'),
          t(l, 'league.helpAutoma', { stats: commandText(l, '/stats') }),
        ].join('\n'),
        fields: [{ name: t(l, 'league.commands'), value: helpLines(l, LEAGUE_HELP).join('\n') }],
      },
    ],
  };
}
