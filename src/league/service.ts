/**
 * A server's league: who runs it and who plays, its seasons and their rounds of pods, results
 * reported and confirmed, voids. Every change is a compare-and-set on the league record or an
 * append to the results log (league-store.ts); standings are always worked out afresh from the log.
 * Nothing here knows Discord: the bot turns commands into these calls and opens the pods' games.
 */
import { randomBytes } from 'node:crypto';
import type { ClassId } from '../data/common.ts';
import { list, said } from '../engine/index.ts';
import type { HistoryIndex } from '../store/history.ts';
import { classList, refused } from '../table/errors.ts';
import type { LeagueStore } from './league-store.ts';
import { CLASSES_FOR, type PodHistory, type PodSize, planPods } from './pods.ts';
import {
  DEFAULT_SETTINGS,
  type GameResult,
  LEAGUE_FORMAT,
  type League,
  type LeagueSettings,
  type LogEntry,
  type Report,
  type ResultEntry,
  type Round,
  resultIdOfGame,
  type Season,
} from './records.ts';
import { placesInOrder, resultOfGame } from './results.ts';
import { liveResults, type StandingRow, standings } from './standings.ts';

/** Who asks: their id, the name to show in pictures, and whether they may manage the server. */
export interface Actor {
  userId: string;
  name: string;
  isAdmin: boolean;
}

export interface SeasonStandings {
  league: League;
  season: Season;
  rows: StandingRow[];
  log: LogEntry[];
}

export function currentSeason(league: League): Season | undefined {
  const last = league.seasons.at(-1);
  return last && last.endedAt === undefined ? last : undefined;
}

function requireSeason(league: League): Season {
  const season = currentSeason(league);
  if (!season) throw refused('league.noSeason');
  return season;
}

export function isOrganiser(league: League, actor: Actor): boolean {
  return actor.isAdmin || league.organisers.includes(actor.userId);
}

/** What only the league's organisers or an admin may do (`refusal.organisersOnly.<what>`). */
type OrganisersOnly = 'settings' | 'startSeason' | 'endSeason' | 'schedule' | 'void';

function requireOrganiser(league: League, actor: Actor, what: OrganisersOnly) {
  if (!isOrganiser(league, actor)) throw refused(`organisersOnly.${what}`, undefined, 'forbidden');
}

export class LeagueService {
  constructor(
    private readonly store: LeagueStore,
    private readonly history: HistoryIndex,
    private readonly now: () => Date = () => new Date(),
    private readonly newId: () => string = () => randomBytes(4).readUInt32BE(0).toString(36),
  ) {}

  private stamp(): string {
    return this.now().toISOString();
  }

  async get(guildId: string): Promise<League> {
    const league = await this.store.league(guildId);
    if (!league) throw refused('league.none', undefined, 'missing');
    return league;
  }

  /**
   * Who may give a seat of one of the league's games, and to whom: only its organisers give one, and
   * only to a member who has not left (docs/leagues.md, "Seats in a league game").
   */
  async seatRoles(
    guildId: string,
    actor: Actor,
    toUserId: string,
  ): Promise<{ organiser: boolean; member: boolean }> {
    const league = await this.store.league(guildId);
    if (!league) return { organiser: false, member: false };
    const member = Object.hasOwn(league.members, toUserId) && !league.members[toUserId]?.leftAt;
    return { organiser: isOrganiser(league, actor), member };
  }

  /** Changes an existing league; `work` may refuse by throwing. */
  private async update(
    guildId: string,
    work: (league: League) => { league: League; append?: LogEntry[] } | null,
  ): Promise<League> {
    const written = await this.store.change(guildId, (league) => {
      if (!league) throw refused('league.none', undefined, 'missing');
      return work(league);
    });
    return written ?? this.get(guildId);
  }

  async create(guildId: string, actor: Actor, name: string): Promise<League> {
    const league = await this.store.change(guildId, (existing) => {
      if (existing) throw refused('leagueAdmin.exists', { name: existing.name });
      const at = this.stamp();
      return {
        league: {
          format: LEAGUE_FORMAT,
          guildId,
          name: name.trim().slice(0, 80) || 'League',
          createdBy: actor.userId,
          createdAt: at,
          organisers: [actor.userId],
          settings: { ...DEFAULT_SETTINGS },
          members: {},
          seasons: [],
        },
      };
    });
    return league as League;
  }

  async join(guildId: string, actor: Actor): Promise<League> {
    return this.update(guildId, (league) => {
      const was = league.members[actor.userId];
      if (was && !was.leftAt && was.name === actor.name) throw refused('league.alreadyIn');
      const member = { name: actor.name, joinedAt: was && !was.leftAt ? was.joinedAt : this.stamp() };
      return { league: { ...league, members: { ...league.members, [actor.userId]: member } } };
    });
  }

  async leave(guildId: string, actor: Actor): Promise<League> {
    return this.update(guildId, (league) => {
      const was = league.members[actor.userId];
      if (!was || was.leftAt) throw refused('league.notIn');
      // Results stay: a player who leaves keeps their place in past standings.
      const member = { ...was, leftAt: this.stamp() };
      return { league: { ...league, members: { ...league.members, [actor.userId]: member } } };
    });
  }

  async configure(guildId: string, actor: Actor, patch: Partial<LeagueSettings>): Promise<League> {
    return this.update(guildId, (league) => {
      requireOrganiser(league, actor, 'settings');
      return { league: { ...league, settings: { ...league.settings, ...patch } } };
    });
  }

  async startSeason(guildId: string, actor: Actor): Promise<Season> {
    const league = await this.update(guildId, (l) => {
      requireOrganiser(l, actor, 'startSeason');
      const running = currentSeason(l);
      if (running) throw refused('leagueAdmin.seasonRunning', { n: running.n });
      const season: Season = { n: l.seasons.length + 1, startedAt: this.stamp(), rounds: [] };
      return { league: { ...l, seasons: [...l.seasons, season] } };
    });
    return league.seasons.at(-1) as Season;
  }

  async endSeason(guildId: string, actor: Actor): Promise<Season> {
    const league = await this.update(guildId, (l) => {
      requireOrganiser(l, actor, 'endSeason');
      const season = requireSeason(l);
      return { league: { ...l, seasons: [...l.seasons.slice(0, -1), { ...season, endedAt: this.stamp() }] } };
    });
    return league.seasons.at(-1) as Season;
  }

  /** The standings of a season (the running one, or the last one). */
  async standings(guildId: string, seasonN?: number): Promise<SeasonStandings> {
    const league = await this.get(guildId);
    const season =
      seasonN === undefined ? league.seasons.at(-1) : league.seasons.find((s) => s.n === seasonN);
    if (!season)
      throw seasonN === undefined
        ? refused('leagueAdmin.noSeasonYet', undefined, 'missing')
        : refused('leagueAdmin.noSeasonN', { n: seasonN }, 'missing');
    const log = await this.store.log(guildId);
    return { league, season, rows: standings(league, season, log), log };
  }

  /**
   * The next round's pods, by current standings: saved before any game is opened, so that a round
   * cut short (a pod's game not yet opened) is taken up again by the next `schedule` instead of
   * planned twice. Refused while a game of the last round is still being played.
   */
  async planRound(guildId: string, actor: Actor): Promise<{ season: Season; round: Round }> {
    const before = await this.get(guildId);
    requireOrganiser(before, actor, 'schedule');
    const season = requireSeason(before);
    const last = season.rounds.at(-1);
    if (last?.pods.some((p) => !p.gameId)) return { season, round: last };
    if (last) {
      const open = [];
      for (const pod of last.pods)
        if (!(await this.history.find(guildId, pod.gameId as string))) open.push(pod);
      if (open.length > 0)
        throw refused('leagueAdmin.roundOpen', {
          n: last.n,
          pods: list(
            open.map((p) => said('item.pod', { n: p.n, channel: p.channelId as string })),
            'comma',
          ),
        });
    }
    const { rows, log } = await this.standings(guildId);
    const league = await this.update(guildId, (l) => {
      const s = requireSeason(l);
      if (s.n !== season.n || s.rounds.length !== season.rounds.length)
        throw refused('leagueAdmin.scheduleChanged');
      const ranked = rankedMembers(l, rows);
      const plan = planPods(ranked, l.settings.podSize, podHistory(s, log));
      if (plan.pods.length === 0)
        throw refused('leagueAdmin.notEnough', {
          members: ranked.length,
          needs: Math.min(3, l.settings.podSize),
        });
      const round: Round = {
        n: s.rounds.length + 1,
        scheduledAt: this.stamp(),
        pods: plan.pods.map((seats, i) => ({ n: i + 1, seats })),
        byes: plan.byes,
      };
      return {
        league: { ...l, seasons: [...l.seasons.slice(0, -1), { ...s, rounds: [...s.rounds, round] }] },
      };
    });
    const now = league.seasons.at(-1) as Season;
    return { season: now, round: now.rounds.at(-1) as Round };
  }

  /** A pod's channel (or thread) was made, or its game dealt there. */
  async podOpened(
    guildId: string,
    at: { season: number; round: number; pod: number },
    opened: { channelId?: string; gameId?: string },
  ): Promise<void> {
    await this.update(guildId, (l) => ({
      league: {
        ...l,
        seasons: l.seasons.map((s) =>
          s.n !== at.season
            ? s
            : {
                ...s,
                rounds: s.rounds.map((r) =>
                  r.n !== at.round
                    ? r
                    : { ...r, pods: r.pods.map((p) => (p.n === at.pod ? { ...p, ...opened } : p)) },
                ),
              },
        ),
      },
    }));
  }

  /** A bot game outside the league's schedule, reported for this season by one of its players. */
  async reportGame(guildId: string, actor: Actor, gameId: string): Promise<Report> {
    const league = await this.get(guildId);
    const season = requireSeason(league);
    const id = gameId.trim().toLowerCase();
    if (!id) throw refused('league.reportId', undefined, 'invalid');
    const summary = await this.history.find(guildId, id);
    if (summary?.status !== 'finished') throw refused('league.noFinished', { id }, 'missing');
    if (summary.league) throw refused('league.podGame', { id });
    if (await this.store.entry(guildId, resultIdOfGame(id))) throw refused('league.inResults', { id });
    return this.openReport(guildId, league, season, actor, resultOfGame(summary, 'bot'), id);
  }

  /**
   * A game played elsewhere (at a table, on another site), reported by one of its players or an
   * organiser: the players in the order they finished, after the game's tie-breaks.
   */
  async reportElsewhere(
    guildId: string,
    actor: Actor,
    seats: ReadonlyArray<{ userId: string; cls: ClassId; vp: number | null }>,
    tiesStand: boolean,
  ): Promise<Report> {
    const league = await this.get(guildId);
    const season = requireSeason(league);
    const users = new Set(seats.map((s) => s.userId));
    if (users.size !== seats.length) throw refused('league.namedTwice', undefined, 'invalid');
    const classes = CLASSES_FOR[seats.length as PodSize];
    if (
      !classes ||
      [...classes].sort().join() !==
        seats
          .map((s) => s.cls)
          .sort()
          .join()
    )
      throw refused(
        'leagueAdmin.classesOnce',
        { players: seats.length, classes: { ...classList(classes ?? []), empty: 'item.anyPlayers' } },
        'invalid',
      );
    const at = this.stamp();
    const game: GameResult = {
      source: 'elsewhere',
      players: seats.length,
      modules: [],
      seats: placesInOrder(seats, tiesStand),
      playedAt: at,
    };
    return this.openReport(guildId, league, season, actor, game, `x${this.newId()}`);
  }

  private async openReport(
    guildId: string,
    league: League,
    season: Season,
    actor: Actor,
    game: GameResult,
    id: string,
  ): Promise<Report> {
    const people = [...new Set(game.seats.flatMap((s) => (s.userId ? [s.userId] : [])))];
    if (!people.includes(actor.userId) && !isOrganiser(league, actor))
      throw refused('league.onlyPlayersReport', undefined, 'forbidden');
    // Standings name every player: a league result is between members.
    const outsider = people.find((u) => !Object.hasOwn(league.members, u));
    if (outsider) throw refused('league.outsider', { user: outsider }, 'forbidden');
    const report: Report = {
      id,
      season: season.n,
      by: actor.userId,
      at: this.stamp(),
      game,
      confirmed: Object.fromEntries(people.filter((u) => u !== actor.userId).map((u) => [u, false])),
    };
    if (Object.keys(report.confirmed).length === 0) throw refused('league.needsConfirmer');
    if (!(await this.store.putReport(guildId, report, undefined)))
      throw refused('league.alreadyReported', { id });
    return report;
  }

  /** A player confirms a report; once every player has, its result goes into the log (once). */
  async confirm(
    guildId: string,
    reportId: string,
    actor: Actor,
  ): Promise<{ report: Report; recorded: ResultEntry | null }> {
    const found = await this.store.report(guildId, reportId);
    if (!found) throw refused('league.settled', undefined, 'stale');
    const { report, raw } = found;
    if (!(actor.userId in report.confirmed))
      throw refused('league.onlyOthersConfirm', undefined, 'forbidden');
    const next: Report = { ...report, confirmed: { ...report.confirmed, [actor.userId]: true } };
    const done = Object.values(next.confirmed).every(Boolean);
    let recorded: ResultEntry | null = null;
    if (done) {
      const id = next.game.gameId ? resultIdOfGame(next.game.gameId) : `result-${next.id}`;
      if (await this.store.entry(guildId, id)) {
        await this.store.dropReport(guildId, report.id, raw);
        throw refused('league.alreadyRecorded', undefined, 'stale');
      }
      recorded = { kind: 'result', id, season: next.season, at: this.stamp(), by: next.by, game: next.game };
    }
    if (!(await this.store.putReport(guildId, next, raw, recorded ?? undefined)))
      throw refused('league.raced', undefined, 'stale');
    return { report: next, recorded };
  }

  /** A player declines a report (or its reporter or an organiser withdraws it): nothing is recorded. */
  async decline(guildId: string, reportId: string, actor: Actor): Promise<Report> {
    const league = await this.get(guildId);
    const found = await this.store.report(guildId, reportId);
    if (!found) throw refused('league.settled', undefined, 'stale');
    const { report, raw } = found;
    if (!(actor.userId in report.confirmed) && actor.userId !== report.by && !isOrganiser(league, actor))
      throw refused('league.onlyPlayersDecline', undefined, 'forbidden');
    if (!(await this.store.dropReport(guildId, report.id, raw)))
      throw refused('league.raced', undefined, 'stale');
    return report;
  }

  /** An organiser voids a result (by game id, or by its entry id): the season is worked out without it. */
  async voidResult(guildId: string, actor: Actor, target: string, reason?: string): Promise<ResultEntry> {
    const league = await this.get(guildId);
    requireOrganiser(league, actor, 'void');
    const key = target.trim().toLowerCase();
    if (!key) throw refused('leagueAdmin.voidNoId', undefined, 'invalid');
    const entry = await this.store.entry(guildId, key.startsWith('result-') ? key : resultIdOfGame(key));
    if (entry?.kind !== 'result') throw refused('leagueAdmin.voidNone', { id: key }, 'missing');
    const voided: LogEntry = {
      kind: 'void',
      id: `void-${entry.id}`,
      season: entry.season,
      at: this.stamp(),
      by: actor.userId,
      target: entry.id,
      ...(reason ? { reason: reason.slice(0, 200) } : {}),
    };
    if (!(await this.store.append(guildId, voided))) throw refused('leagueAdmin.voidAlready');
    return entry;
  }

  /** Every result not voided, of every season (for statistics). */
  async results(guildId: string): Promise<ResultEntry[]> {
    return liveResults(await this.store.log(guildId));
  }

  async reports(guildId: string): Promise<Report[]> {
    return this.store.reports(guildId);
  }
}

/** Members to schedule, best first: by the standings, then those without a rated game by joining time. */
function rankedMembers(league: League, rows: readonly StandingRow[]): string[] {
  const active = Object.entries(league.members)
    .filter(([, m]) => !m.leftAt)
    .sort((a, b) => a[1].joinedAt.localeCompare(b[1].joinedAt) || a[0].localeCompare(b[0]))
    .map(([id]) => id);
  const ranked = rows.map((r) => r.userId).filter((id) => active.includes(id));
  return [...ranked, ...active.filter((id) => !ranked.includes(id))];
}

/** Who has met whom, played which class and sat out, in this season's pods and other results. */
function podHistory(season: Season, log: readonly LogEntry[]): PodHistory {
  const met = new Map<string, number>();
  const played = new Map<string, number>();
  const byes = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const games: Array<Array<[string, ClassId]>> = season.rounds.flatMap((r) =>
    r.pods.map((p) =>
      Object.entries(p.seats).map(([cls, user]) => [user, cls as ClassId] as [string, ClassId]),
    ),
  );
  for (const r of liveResults(log))
    if (r.season === season.n && r.game.source !== 'scheduled')
      games.push(r.game.seats.flatMap((s) => (s.userId ? [[s.userId, s.cls] as [string, ClassId]] : [])));
  for (const game of games) {
    for (const [user, cls] of game) add(played, `${user}|${cls}`);
    for (const [a] of game) for (const [b] of game) if (a < b) add(met, `${a}|${b}`);
  }
  for (const r of season.rounds) for (const user of r.byes) add(byes, user);
  return {
    met: (a, b) => met.get(a < b ? `${a}|${b}` : `${b}|${a}`) ?? 0,
    played: (user, cls) => played.get(`${user}|${cls}`) ?? 0,
    byes: (user) => byes.get(user) ?? 0,
  };
}
