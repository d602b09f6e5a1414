/**
 * The league's values in the game store's backend (records.ts says which), with the store's
 * guarantees: every read asks the backend and a failed read is an error, never "no league"; the
 * league record is written compare-and-set on the value read (so two processes never lose each
 * other's changes); a log entry is written only where no value is (so the log is append-only and
 * an entry is never written twice).
 */
import type { Backend, Write } from '../store/backend.ts';
import { decodeValue, encodeValue } from '../store/codec.ts';
import { StoreUnavailableError } from '../store/errors.ts';
import {
  League,
  LogEntry,
  leagueKey,
  logKey,
  logPrefix,
  Report,
  reportKey,
  reportPrefix,
} from './records.ts';

/** A league value that does not read as one: the operator's to look at, never overwritten. */
export class DamagedLeagueError extends Error {}

/** Writes a league change tries when another process keeps writing first. */
const ATTEMPTS = 3;

function parse<T>(
  key: string,
  raw: string,
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
): T {
  let value: unknown;
  try {
    value = decodeValue(raw);
  } catch {
    throw new DamagedLeagueError(`${key} does not decode`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DamagedLeagueError(`${key} is not in a shape this bot reads`);
  return parsed.data as T;
}

export class LeagueStore {
  constructor(private readonly backend: Backend) {}

  async league(guildId: string): Promise<League | undefined> {
    return (await this.readLeague(guildId))?.league;
  }

  private async readLeague(guildId: string): Promise<{ league: League; raw: string } | undefined> {
    const key = leagueKey(guildId);
    const raw = await this.backend.get(key);
    return raw === undefined ? undefined : { league: parse<League>(key, raw, League), raw };
  }

  /**
   * Changes the league compare-and-set: `work` gets the league as read (it may throw to refuse) and
   * returns the new league (null: nothing to write) and any log entries to append in the same
   * commit. If another process wrote in between, it reads again and runs `work` once more.
   */
  async change(
    guildId: string,
    work: (league: League | undefined) => { league: League; append?: LogEntry[] } | null,
  ): Promise<League | null> {
    const key = leagueKey(guildId);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const read = await this.readLeague(guildId);
      const next = work(read?.league);
      if (next === null) return null;
      const writes: Write[] = [
        { key, value: encodeValue(League.parse(next.league)) },
        ...(next.append ?? []).map((e) => this.entryWrite(guildId, e)),
      ];
      if (await this.backend.commit(writes, { key, value: read?.raw })) return next.league;
    }
    throw new StoreUnavailableError('write', new Error('the league kept changing while it was written'));
  }

  /** Every entry of the results log, in key order (standings.ts orders them by time). */
  async log(guildId: string): Promise<LogEntry[]> {
    const keys = await this.backend.keys(logPrefix(guildId));
    const raws = await this.backend.getMany(keys);
    return raws.map((raw, i) => {
      if (raw === undefined) throw new StoreUnavailableError('read', new Error(`${keys[i]} vanished`));
      return parse<LogEntry>(keys[i] as string, raw, LogEntry);
    });
  }

  async entry(guildId: string, entryId: string): Promise<LogEntry | undefined> {
    const key = logKey(guildId, entryId);
    const raw = await this.backend.get(key);
    return raw === undefined ? undefined : parse<LogEntry>(key, raw, LogEntry);
  }

  /** The write that appends `entry` (for a commit that carries other writes too). */
  entryWrite(guildId: string, entry: LogEntry): Write {
    return { key: logKey(guildId, entry.id), value: encodeValue(LogEntry.parse(entry)) };
  }

  /** Appends an entry; false if an entry with its id is already in the log (nothing is overwritten). */
  async append(guildId: string, entry: LogEntry): Promise<boolean> {
    const write = this.entryWrite(guildId, entry);
    return this.backend.commit([write], { key: write.key, value: undefined });
  }

  async report(guildId: string, reportId: string): Promise<{ report: Report; raw: string } | undefined> {
    const key = reportKey(guildId, reportId);
    const raw = await this.backend.get(key);
    return raw === undefined ? undefined : { report: parse<Report>(key, raw, Report), raw };
  }

  async reports(guildId: string): Promise<Report[]> {
    const keys = await this.backend.keys(reportPrefix(guildId));
    const raws = await this.backend.getMany(keys);
    return raws.flatMap((raw, i) =>
      raw === undefined ? [] : [parse<Report>(keys[i] as string, raw, Report)],
    );
  }

  /**
   * Writes a report if the stored one is still `expectedRaw` (undefined: none yet); with `done`, the
   * report is removed and its result appended in the same commit. False if it changed meanwhile.
   */
  async putReport(
    guildId: string,
    report: Report,
    expectedRaw: string | undefined,
    done?: LogEntry,
  ): Promise<boolean> {
    const key = reportKey(guildId, report.id);
    const writes: Write[] = done
      ? [{ key, value: null }, this.entryWrite(guildId, done)]
      : [{ key, value: encodeValue(Report.parse(report)) }];
    return this.backend.commit(writes, { key, value: expectedRaw });
  }

  /** Removes a report (declined or withdrawn) if it is still `expectedRaw`. */
  async dropReport(guildId: string, reportId: string, expectedRaw: string): Promise<boolean> {
    const key = reportKey(guildId, reportId);
    return this.backend.commit([{ key, value: null }], { key, value: expectedRaw });
  }
}
