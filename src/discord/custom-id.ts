/**
 * Custom ids: every button and select carries what it needs to be handled after a restart, so there
 * are no collectors and no in-memory state behind a component. Format (≤ 100 characters):
 *
 *   hg:join:<game>:<class>          lobby: take a class        hg:leave:<game>   hg:start:<game>
 *   hg:open:<game>                  board: open my panel (my hand, my question, my secret bid)
 *   hg:score:<game>                 board: score breakdown
 *   hg:take:<game>:<class>          a seat offered by /hegemony handover: take it
 *   hg:decline:<game>:<class>       … or decline it (the host may withdraw it, its holder refuse it)
 *   hg:give:<game>:<class>          … its present holder agrees to hand it over
 *   hg:am:<game>:<class>:<play>     lobby (host): the seat is played by an Automa (s simple, a advanced),
 *                                   by the AI (i), or open for a player (h)
 *   hg:seat:<game>:<class>          an away seat: its player takes it back, or a volunteer takes it
 *   hg:undo-yes:<game>              agree to another player's undo   hg:undo-no:<game>   refuse it
 *   hg:a:<game>:<seat>:<ver>:<q>:<option>   answer button (option id, or ~index when too long)
 *   hg:s:<game>:<seat>:<ver>:<q>:<page>     answer select; the chosen value is the option id
 *   hg:p:<game>:<seat>:<ver>:<q>:<page>     show another page of a long select
 *     (page 100 + i: two steps at once, option i then the chosen value; pages 97–99: the value names
 *     both, "i.j"; page 96: several picked at once)
 *   hg:a:<game>:<seat>:<ver>:<q>:*min       every Wage or price at its minimum, in one step
 *   hg:u:<game>                             the panel's Undo: take back my last answer
 *   hg:gl:<scope>:<target>:<page>   /game list: another page (scope c channel, s server, p player)
 *   hg:sp:<season>:<page>           /league standings: another page
 *   hg:rc:<report>  hg:rd:<report>  a reported league result: confirm it, or decline it
 *   hg:why:<game>:<class>           /automa: the Automa's last turn, step by step
 *   hg:tp:<game>                    an ended game's turning points (the final scores, /game show)
 *   hg:wn:<game>:<class>            the panel's Why not?: what the seat cannot do now, and why
 *
 * <game> is the game's short id, <seat> one letter (w m c s), <ver> the state version in base 36
 * and <q> a fingerprint of the question, so a button answers exactly the question it was made for.
 */
import { CLASS_IDS, type ClassId } from '../data/common.ts';
import type { QuestionRef } from '../table/questions.ts';
import { LIMITS } from './limits.ts';

export const PREFIX = 'hg';

const SEAT_CODE: Record<ClassId, string> = { working: 'w', middle: 'm', capitalist: 'c', state: 's' };
/** A Map, so that a forged code such as `constructor` finds nothing (no inherited properties). */
const CODE_SEAT = new Map(Object.entries(SEAT_CODE).map(([k, v]) => [v, k as ClassId]));

export type CustomId =
  | { kind: 'join'; game: string; cls: ClassId }
  | { kind: 'take'; game: string; cls: ClassId }
  | { kind: 'decline'; game: string; cls: ClassId }
  | { kind: 'give'; game: string; cls: ClassId }
  | { kind: 'automa'; game: string; cls: ClassId; play: SeatPlayCode }
  | { kind: 'why'; game: string; cls: ClassId }
  | { kind: 'why-not'; game: string; cls: ClassId }
  | { kind: 'seat'; game: string; cls: ClassId }
  | { kind: 'undo-yes'; game: string }
  | { kind: 'undo-no'; game: string }
  | { kind: 'leave'; game: string }
  | { kind: 'start'; game: string }
  | { kind: 'open'; game: string }
  | { kind: 'score'; game: string }
  | { kind: 'turning'; game: string }
  | ({ kind: 'answer'; option: { id: string } | { index: number } } & QuestionRef)
  | ({ kind: 'select'; page: number } & QuestionRef)
  | ({ kind: 'page'; page: number } & QuestionRef)
  | { kind: 'undo'; game: string }
  | { kind: 'games'; scope: 'c' | 's' | 'p'; target: string; page: number }
  | { kind: 'standings'; season: number; page: number }
  | { kind: 'confirm-report'; report: string }
  | { kind: 'decline-report'; report: string };

/**
 * How a lobby seat is to be played: by a person (h), by an Automa in simple (s) or advanced (a)
 * mode, or by the AI (i, at its default level).
 */
export type SeatPlayCode = 'h' | 's' | 'a' | 'i';
const SEAT_PLAYS: readonly string[] = ['h', 's', 'a', 'i'];

const GAME_ID = /^[a-z0-9]{4,12}$/;
const VERSION = /^[0-9a-z]{1,8}$/;
const FINGERPRINT = /^[A-Za-z0-9_-]{4,12}$/;
const SNOWFLAKE = /^\d{1,20}$/;

function ref(r: QuestionRef): string {
  return `${r.game}:${SEAT_CODE[r.seat]}:${r.version.toString(36)}:${r.question}`;
}

export function encodeCustomId(id: CustomId): string {
  let out: string;
  switch (id.kind) {
    case 'join':
    case 'take':
    case 'decline':
    case 'give':
    case 'seat':
    case 'why':
      out = `${PREFIX}:${id.kind}:${id.game}:${SEAT_CODE[id.cls]}`;
      break;
    case 'why-not':
      out = `${PREFIX}:wn:${id.game}:${SEAT_CODE[id.cls]}`;
      break;
    case 'automa':
      out = `${PREFIX}:am:${id.game}:${SEAT_CODE[id.cls]}:${id.play}`;
      break;
    case 'leave':
    case 'start':
    case 'open':
    case 'score':
    case 'undo-yes':
    case 'undo-no':
      out = `${PREFIX}:${id.kind}:${id.game}`;
      break;
    case 'turning':
      out = `${PREFIX}:tp:${id.game}`;
      break;
    case 'answer':
      out = `${PREFIX}:a:${ref(id)}:${'id' in id.option ? id.option.id : `~${id.option.index}`}`;
      break;
    case 'select':
      out = `${PREFIX}:s:${ref(id)}:${id.page}`;
      break;
    case 'page':
      out = `${PREFIX}:p:${ref(id)}:${id.page}`;
      break;
    case 'undo':
      out = `${PREFIX}:u:${id.game}`;
      break;
    case 'games':
      out = `${PREFIX}:gl:${id.scope}:${id.target}:${id.page}`;
      break;
    case 'standings':
      out = `${PREFIX}:sp:${id.season}:${id.page}`;
      break;
    case 'confirm-report':
    case 'decline-report':
      out = `${PREFIX}:${id.kind === 'confirm-report' ? 'rc' : 'rd'}:${id.report}`;
      break;
  }
  // The kind only: an answer's custom id names an option, which can be a card in someone's hand.
  if (out.length > LIMITS.customId)
    throw new RangeError(`custom id of kind ${id.kind} over ${LIMITS.customId} characters`);
  return out;
}

/**
 * Answer selects of two steps at once are answer selects (`hg:s:`) on pages of their own: page
 * 100 + i picks option i and then the value chosen in it; the values of pages 97 to 99 name both
 * ("i.j"); page 96 takes several picks at once.
 */
export const PAIR_PAGE = 100;
export const PAIRS_PAGE = 97;
/** The answer button that sets every Wage or price at its minimum (no engine id starts with "*"). */
export const AT_MINIMUM = '*min';

/** An answer button for an option: its id when it fits, else its index. */
export function answerId(r: QuestionRef, optionId: string, index: number): string {
  const head = `${PREFIX}:a:${ref(r)}:`;
  const byId = head.length + optionId.length <= LIMITS.customId && !optionId.startsWith('~');
  return encodeCustomId({ kind: 'answer', ...r, option: byId ? { id: optionId } : { index } });
}

function parseRef(parts: string[]): QuestionRef | null {
  const [game, seatCode, version, question] = parts;
  if (!game || !GAME_ID.test(game)) return null;
  const seat = CODE_SEAT.get(seatCode ?? '');
  if (!seat) return null;
  if (!version || !VERSION.test(version)) return null;
  if (!question || !FINGERPRINT.test(question)) return null;
  return { game, seat, version: Number.parseInt(version, 36), question };
}

function parsePage(text: string | undefined): number | null {
  if (!text || !/^\d{1,3}$/.test(text)) return null;
  return Number(text);
}

/** Reads a custom id; null when it is not one of ours or is malformed (forged, or from a future version). */
export function parseCustomId(raw: string): CustomId | null {
  if (raw.length > LIMITS.customId) return null;
  const parts = raw.split(':');
  if (parts[0] !== PREFIX) return null;
  const kind = parts[1];
  const game = parts[2] ?? '';
  switch (kind) {
    case 'join':
    case 'take':
    case 'decline':
    case 'give':
    case 'seat':
    case 'why': {
      const cls = CODE_SEAT.get(parts[3] ?? '');
      if (!GAME_ID.test(game) || !cls || parts.length !== 4) return null;
      return { kind, game, cls };
    }
    case 'wn': {
      const cls = CODE_SEAT.get(parts[3] ?? '');
      if (!GAME_ID.test(game) || !cls || parts.length !== 4) return null;
      return { kind: 'why-not', game, cls };
    }
    case 'am': {
      const cls = CODE_SEAT.get(parts[3] ?? '');
      const play = parts[4] ?? '';
      if (!GAME_ID.test(game) || !cls || !SEAT_PLAYS.includes(play) || parts.length !== 5) return null;
      return { kind: 'automa', game, cls, play: play as SeatPlayCode };
    }
    case 'leave':
    case 'start':
    case 'open':
    case 'score':
    case 'undo-yes':
    case 'undo-no':
      if (!GAME_ID.test(game) || parts.length !== 3) return null;
      return { kind, game };
    case 'tp':
      if (!GAME_ID.test(game) || parts.length !== 3) return null;
      return { kind: 'turning', game };
    case 'a': {
      const r = parseRef(parts.slice(2, 6));
      // The option id may itself contain ':' (e.g. basic:strike): it is everything after <q>.
      const option = parts.slice(6).join(':');
      if (!r || option.length === 0) return null;
      if (option.startsWith('~')) {
        const index = parsePage(option.slice(1));
        return index === null ? null : { kind: 'answer', ...r, option: { index } };
      }
      return { kind: 'answer', ...r, option: { id: option } };
    }
    case 's':
    case 'p': {
      const r = parseRef(parts.slice(2, 6));
      const page = parsePage(parts[6]);
      if (!r || page === null || parts.length !== 7) return null;
      return { kind: kind === 's' ? 'select' : 'page', ...r, page };
    }
    case 'u':
      if (!GAME_ID.test(game) || parts.length !== 3) return null;
      return { kind: 'undo', game };
    case 'gl': {
      const [, , scope, target, pageText] = parts;
      const page = parsePage(pageText);
      if ((scope !== 'c' && scope !== 's' && scope !== 'p') || !SNOWFLAKE.test(target ?? '')) return null;
      if (page === null || parts.length !== 5) return null;
      return { kind: 'games', scope, target: target as string, page };
    }
    case 'sp': {
      const season = parsePage(parts[2]);
      const page = parsePage(parts[3]);
      if (season === null || season < 1 || page === null || parts.length !== 4) return null;
      return { kind: 'standings', season, page };
    }
    case 'rc':
    case 'rd':
      if (!GAME_ID.test(game) || parts.length !== 3) return null;
      return { kind: kind === 'rc' ? 'confirm-report' : 'decline-report', report: game };
    default:
      return null;
  }
}

export function isClassId(value: string): value is ClassId {
  return (CLASS_IDS as readonly string[]).includes(value);
}
