/**
 * The league as CSV (`/league export`): the results log, one row per seat of each recorded game
 * (voided ones marked), which reads back into the very same log entries (`readResultsCsv`), and a
 * season's standings. RFC 4180: fields with a comma, a quote or a line break are quoted.
 */
import { CLASS_IDS, type ClassId } from '../data/common.ts';
import type { LogEntry, ResultEntry } from './records.ts';
import type { StandingRow } from './standings.ts';

const RESULT_COLUMNS = [
  'entry',
  'season',
  'recorded_at',
  'recorded_by',
  'source',
  'game',
  'players',
  'modules',
  'played_at',
  'user',
  'class',
  'automa',
  'vp',
  'place',
  'voided_at',
  'voided_by',
  'void_reason',
  'played_by',
] as const;

/** The columns before `played_by` was added: such a file still reads back. */
const OLDER_COLUMNS = RESULT_COLUMNS.slice(0, -1);

/** A seat's parts as one cell, `<user>:<answers>` in order, `;` between. */
function partsCell(parts: ResultEntry['game']['seats'][number]['parts']): string {
  return (parts ?? []).map((p) => `${p.userId}:${p.answers}`).join(';');
}

function partsOf(cell: string): Array<{ userId: string; answers: number }> | undefined {
  if (!cell) return undefined;
  return cell.split(';').map((part) => {
    const [userId = '', answers = ''] = part.split(':');
    return { userId, answers: Number(answers) };
  });
}

function field(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function row(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return values.map(field).join(',');
}

/** A name as a spreadsheet cell: one starting like a formula is kept as text. */
function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Every result in the log, one row per seat, oldest first; voided results carry their void. */
export function resultsCsv(log: readonly LogEntry[]): string {
  const voids = new Map(log.flatMap((e) => (e.kind === 'void' ? [[e.target, e] as const] : [])));
  const results = log
    .filter((e): e is ResultEntry => e.kind === 'result')
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const lines = [RESULT_COLUMNS.join(',')];
  for (const r of results) {
    const v = voids.get(r.id);
    for (const s of r.game.seats) {
      lines.push(
        row([
          r.id,
          r.season,
          r.at,
          r.by,
          r.game.source,
          r.game.gameId,
          r.game.players,
          r.game.modules.join(';'),
          r.game.playedAt,
          s.userId,
          s.cls,
          s.automa,
          s.vp,
          s.place,
          v?.at,
          v?.by,
          v?.reason,
          partsCell(s.parts),
        ]),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Splits CSV text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let fields: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(cur);
      cur = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(cur);
      rows.push(fields);
      fields = [];
      cur = '';
    } else cur += c;
  }
  if (cur !== '' || fields.length > 0) rows.push([...fields, cur]);
  return rows;
}

/** The log entries a results CSV was written from (results, and the voids it marks). */
export function readResultsCsv(text: string): LogEntry[] {
  const [header, ...rows] = parseCsv(text);
  const known = [RESULT_COLUMNS.join(','), OLDER_COLUMNS.join(',')];
  if (!known.includes(header?.join(',') ?? ''))
    throw new Error('not a results CSV of this bot (its first line names other columns)');
  const col = (r: string[], name: (typeof RESULT_COLUMNS)[number]) => r[RESULT_COLUMNS.indexOf(name)] ?? '';
  const entries = new Map<string, ResultEntry>();
  const voids: LogEntry[] = [];
  for (const r of rows) {
    const id = col(r, 'entry');
    let entry = entries.get(id);
    if (!entry) {
      entry = {
        kind: 'result',
        id,
        season: Number(col(r, 'season')),
        at: col(r, 'recorded_at'),
        by: col(r, 'recorded_by'),
        game: {
          ...(col(r, 'game') ? { gameId: col(r, 'game') } : {}),
          source: col(r, 'source') as ResultEntry['game']['source'],
          players: Number(col(r, 'players')),
          modules: col(r, 'modules') ? col(r, 'modules').split(';') : [],
          seats: [],
          playedAt: col(r, 'played_at'),
        },
      };
      entries.set(id, entry);
      if (col(r, 'voided_at'))
        voids.push({
          kind: 'void',
          id: `void-${id}`,
          season: entry.season,
          at: col(r, 'voided_at'),
          by: col(r, 'voided_by'),
          target: id,
          ...(col(r, 'void_reason') ? { reason: col(r, 'void_reason') } : {}),
        });
    }
    const parts = partsOf(col(r, 'played_by'));
    entry.game.seats.push({
      userId: col(r, 'user') || null,
      cls: col(r, 'class') as ClassId,
      automa: col(r, 'automa') === 'true',
      vp: col(r, 'vp') === '' ? null : Number(col(r, 'vp')),
      place: Number(col(r, 'place')),
      ...(parts ? { parts } : {}),
    });
  }
  return [...entries.values(), ...voids];
}

/** A season's standings, best first. */
export function standingsCsv(season: number, rows: readonly StandingRow[]): string {
  const header = [
    'season',
    'rank',
    'user',
    'name',
    'rating',
    'mu',
    'sigma',
    'games',
    'wins',
    'average_place',
    ...CLASS_IDS.flatMap((c) => [`${c}_games`, `${c}_wins`]),
  ];
  const lines = [header.join(',')];
  rows.forEach((r, i) => {
    lines.push(
      row([
        season,
        i + 1,
        r.userId,
        safeText(r.name),
        r.rating.ordinal.toFixed(2),
        r.rating.mu.toFixed(4),
        r.rating.sigma.toFixed(4),
        r.games,
        r.wins,
        r.averagePlace.toFixed(2),
        ...CLASS_IDS.flatMap((c) => [r.byClass[c].games, r.byClass[c].wins]),
      ]),
    );
  });
  return `${lines.join('\r\n')}\r\n`;
}
