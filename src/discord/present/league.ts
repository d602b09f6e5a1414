/**
 * The league as players see it on Discord: standings (an embed in pages, and a picture), a round's
 * pods, a reported result waiting for its players, and the help that explains the rating.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import { CLASS_IDS } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import type { League, Report, Round, Season } from '../../league/records.ts';
import type { SeasonStandings } from '../../league/service.ts';
import type { StandingRow } from '../../league/standings.ts';
import type { StandingsPicture } from '../../render/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { CLASS_EMOJI, mention } from './text.ts';

/** Players per page of the standings (embed and picture alike). */
export const STANDINGS_PER_PAGE = 15;

const CLASS_LETTER = { working: 'W', middle: 'M', capitalist: 'C', state: 'S' } as const;

function record(row: StandingRow): string {
  return CLASS_IDS.filter((c) => row.byClass[c].games > 0)
    .map((c) => `${CLASS_LETTER[c]} ${row.byClass[c].wins}/${row.byClass[c].games}`)
    .join(' · ');
}

function seasonLine(st: SeasonStandings): string {
  const rounds = st.season.rounds.length;
  const state = st.season.endedAt ? 'ended' : rounds ? `after round ${rounds}` : 'no round yet';
  return `Season ${st.season.n} · ${state} · ${st.rows.length} rated player${st.rows.length === 1 ? '' : 's'}`;
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
export function standingsPicture(st: SeasonStandings, page: number): StandingsPicture {
  return {
    title: st.league.name,
    subtitle: `${seasonLine(st)}${pages(st) > 1 ? ` · page ${page + 1} of ${pages(st)}` : ''}`,
    rows: pageRows(st, page).map((r) => ({
      place: r.place,
      name: r.name,
      rating: r.rating.ordinal,
      games: r.games,
      wins: r.wins,
      averagePlace: r.averagePlace,
      byClass: r.byClass,
    })),
    footnote: 'Rating = skill minus three times its uncertainty (mu - 3 sigma): /league help',
  };
}

export function standingsMessage(
  st: SeasonStandings,
  page: number,
  picture?: { name: string; data: Buffer },
): MessagePayload {
  const lines = pageRows(st, page).map(
    (r) =>
      `**${r.place}.** ${mention(r.userId)} — **${r.rating.ordinal.toFixed(1)}** · ${r.games} game${r.games === 1 ? '' : 's'} · ${r.wins} win${r.wins === 1 ? '' : 's'} · avg place ${r.averagePlace.toFixed(2)}${record(r) ? `\n    ${record(r)}` : ''}`,
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
        title: `${st.league.name} — standings`,
        color: 0xdaa520,
        description: [seasonLine(st), '', ...(lines.length ? lines : ['No rated game yet.'])].join('\n'),
        ...(picture ? { image: { url: `attachment://${picture.name}` } } : {}),
        footer: {
          text: `Page ${page + 1} of ${total} · rating = μ − 3σ (see /league help) · W/M/C/S: wins/games per class`,
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
                button('◀ Higher', Math.max(0, page - 1), page === 0),
                button('Lower ▶', Math.min(total - 1, page + 1), page + 1 >= total),
              ],
            },
          ]
        : [],
    allowedMentions: { users: [] },
  };
}

/** A scheduled round: each pod with its players and classes, where it plays, and who sits out. */
export function roundMessage(season: Season, round: Round): MessagePayload {
  const pods = round.pods.map((pod) => {
    const seats = CLASS_IDS.filter((c) => pod.seats[c])
      .map((c) => `${CLASS_EMOJI[c]} ${mention(pod.seats[c])}`)
      .join(' · ');
    return `**Pod ${pod.n}** ${pod.channelId ? `in <#${pod.channelId}>` : '(not opened yet: run `/league schedule` again)'}\n${seats}`;
  });
  const byes = round.byes.length
    ? `\nSitting out this round: ${round.byes.map((u) => mention(u)).join(', ')}`
    : '';
  const players = round.pods.flatMap((p) => Object.values(p.seats) as string[]);
  return {
    content: `📅 **Season ${season.n}, round ${round.n}** — pods by the current standings. Your game is open in your pod's thread; the first player is asked there.`,
    embeds: [{ description: `${pods.join('\n\n')}${byes}`, color: 0x4169e1 }],
    allowedMentions: { users: players },
  };
}

function reportLines(report: Report): string[] {
  return [...report.game.seats]
    .sort((a, b) => a.place - b.place)
    .map(
      (s) =>
        `${s.place}. ${CLASS_EMOJI[s.cls]} ${CLASS_NAMES[s.cls]} — ${s.automa ? 'Automa' : mention(s.userId)}${s.vp === null ? '' : ` · ${s.vp} VP`}`,
    );
}

/** A reported result: who confirmed, who is still to; Confirm and Decline until it is settled. */
export function reportMessage(report: Report, settled?: 'recorded' | 'declined'): MessagePayload {
  const waiting = Object.entries(report.confirmed).filter(([, ok]) => !ok);
  const status = Object.entries(report.confirmed).map(([u, ok]) => `${ok ? '✅' : '⏳'} ${mention(u)}`);
  const what = report.game.gameId ? `game \`${report.game.gameId}\`` : 'a game played elsewhere';
  const title =
    settled === 'recorded'
      ? 'Result recorded'
      : settled === 'declined'
        ? 'Report declined: nothing was recorded'
        : 'Result reported: its players confirm';
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
      : `${waiting.map(([u]) => mention(u)).join(' ')} — please confirm this result for season ${report.season}.`,
    embeds: [
      {
        title,
        color: settled === 'declined' ? 0x808080 : 0x2e8b57,
        description: [
          `Reported by ${mention(report.by)}: ${what}.`,
          '',
          ...reportLines(report),
          '',
          ...status,
        ].join('\n'),
        footer: { text: `Report ${report.id}` },
      },
    ],
    components: settled
      ? []
      : [
          {
            type: ComponentType.ActionRow,
            components: [
              button('confirm-report', 'Confirm', ButtonStyle.Success),
              button('decline-report', 'Decline', ButtonStyle.Secondary),
            ],
          },
        ],
    allowedMentions: { users: settled ? [] : waiting.map(([u]) => u) },
  };
}

export function leagueSummary(league: League): string {
  const members = Object.values(league.members).filter((m) => !m.leftAt).length;
  const season = league.seasons.at(-1);
  return `**${league.name}** — ${members} member${members === 1 ? '' : 's'}; ${
    season
      ? `season ${season.n} ${season.endedAt ? 'ended' : `running (${season.rounds.length} round${season.rounds.length === 1 ? '' : 's'})`}`
      : 'no season yet'
  }; pods of ${league.settings.podSize}; games with Automa seats ${league.settings.rateAutomaGames ? 'are' : 'are not'} rated.`;
}

export const LEAGUE_HELP: ReadonlyArray<[string, string]> = [
  ['/league create name', 'start this server’s league (its creator and server admins run it)'],
  ['/league join', 'join the league (`/league leave` to stop being scheduled; your results stay)'],
  [
    '/league season start',
    'start a season (organisers); `/league season end` ends it: later results no longer count',
  ],
  [
    '/league schedule',
    'the next round (organisers): pods of the league’s size by current standings, repeat pairings avoided, a thread per pod with its game dealt and seats assigned',
  ],
  [
    '/league report',
    'a game played elsewhere (players in finishing order) or a bot game by `game:` id, confirmed by its other players; pod games are recorded by themselves',
  ],
  ['/league void game', 'take a result out (organisers): the season is worked out again without it'],
  ['/league standings', 'rating, games, wins, average place and record per class, with a picture'],
  ['/league export', 'the results and standings as CSV'],
  ['/league settings', 'pod size, and whether games with Automa seats are rated (organisers)'],
];

export function leagueHelpMessage(league?: League): MessagePayload {
  return {
    embeds: [
      {
        title: 'Leagues',
        description: [
          league ? leagueSummary(league) : 'This server has no league yet.',
          '',
          '**Rating.** Every result goes to the league’s log; ratings are worked out from the whole log each time with openskill’s Plackett–Luce model: each player has a skill estimate μ (25 at first) and an uncertainty σ (8.33 at first). A game moves them by your place against your opponents’ skill; places come from the final VP with the game’s own tie-breaks, and a tie that stood is shared. The rating shown is **μ − 3σ**, a cautious estimate: it starts at 0, grows as you play and win, and can go below 0 after early losses (your uncertainty is still large), so a player with few games is not ranked above a proven one by luck.',
          '**Voids.** A voided game is left out and the season is worked out again from the start, so the standings are as if it had never been played. Results reported after a season ended do not count for it.',
          '**Automa seats.** Games with Automa seats are not rated unless the league’s settings say so (they always count in `/stats`).',
        ].join('\n'),
        fields: [
          { name: 'Commands', value: LEAGUE_HELP.map(([c, what]) => `\`${c}\` — ${what}`).join('\n') },
        ],
      },
    ],
  };
}
