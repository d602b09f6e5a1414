/**
 * What a decision is made from: the game state (read only as the table sees it — never the AI
 * pile's order nor anyone's hand), the question with its offered options, the Automa's class,
 * mode and current AI card, and its rolls for random last resorts.
 */
import type { AiCard, AutomaClass } from '../data/automa/index.ts';
import { INDUSTRIES } from '../data/common.ts';
import { companyById } from '../data/companies.ts';
import { cardNamedIn } from '../data/said.ts';
import {
  type AutomaMode,
  automa,
  cardIdOf,
  type GameState,
  type Option,
  type Question,
  type Said,
  said,
} from '../engine/index.ts';
import { findCompany } from './companies.ts';
import type { Narrowing, Roll } from './narrow.ts';
import { rollFor } from './roll.ts';
import type { DecisionTrace, MoveTrace, NarrowTrace } from './trace.ts';

export interface Ask {
  g: GameState;
  q: Question;
  cls: AutomaClass;
  mode: AutomaMode;
  card: AiCard | undefined;
  roll(what: string): Roll;
  /** Whether the answer is traced and said (not in the AI's imagined games, which nobody reads). */
  traced: boolean;
  /** How the answer is being decided, as data (filled while deciding, when traced). */
  trace: { move?: MoveTrace; narrowed: NarrowTrace[] };
}

/**
 * A driver's answer: the option id, why in one public sentence (none for small steps: a key under
 * `automaWhy.` with ids, worded by the presenters), and how.
 */
export interface Decision {
  answer: string;
  why?: Said;
  trace?: DecisionTrace;
}

/** An option as a narrowing names it, by keys: the card its short name names, else its label's (its id if it has none). */
function optionName(o: Option): Said | string {
  const card = o.short === undefined ? undefined : cardNamedIn(o.said);
  if (card) return said('option.card', { card });
  return o.short ?? o.said ?? o.id;
}

/**
 * A name for something a narrowing ranked, in keys the reader's language words: its option's
 * (short) name, a Company's or card's name.
 */
function nameIn(
  g: GameState,
  optionFor: (value: unknown) => Option | undefined,
  item: unknown,
): Said | string {
  const label = (value: unknown) => {
    const o = optionFor(value);
    return o && optionName(o);
  };
  const direct = label(item);
  if (direct) return direct;
  if (typeof item === 'object' && item !== null) {
    const o = item as Record<string, unknown>;
    for (const key of ['value', 'id', 'card']) {
      const viaKey = key in o ? label(o[key]) : undefined;
      if (viaKey) return viaKey;
    }
    if (typeof o.name === 'string') return o.name;
    if (typeof o.id === 'string') {
      const company = findCompany(g, o.id);
      if (company) return companyById(company.card) ? said('option.card', { card: company.card }) : o.id;
    }
    if (typeof o.card === 'string')
      return companyById(cardIdOf(o.card)) ? said('option.card', { card: o.card }) : o.card;
  }
  // An industry ranked for itself (which good to produce, to sell…): by its name.
  if (typeof item === 'string' && (INDUSTRIES as readonly string[]).includes(item))
    return said('option.industry', { industry: item });
  return typeof item === 'string' || typeof item === 'number' ? String(item) : JSON.stringify(item);
}

/** The rolls of one question, each noting the narrowing it ends (by names) into the trace, if kept. */
function rolls(g: GameState, q: Question, luck: number, trace: Ask['trace'] | null) {
  if (!trace) return (what: string): Roll => rollFor(luck, q, what);
  const optionFor = (value: unknown) => optionOf(q, value);
  // An option is named in every bullet that kept it: named once.
  const names = new Map<unknown, Said | string>();
  const name = (item: unknown) => {
    let n = names.get(item);
    if (n === undefined) {
      n = nameIn(g, optionFor, item);
      names.set(item, n);
    }
    return n;
  };
  return (what: string): Roll => {
    const note = (n: Narrowing) =>
      trace.narrowed.push({
        among: n.among.map(name),
        bullets: n.bullets.map((b) => ({
          bullet: b.text,
          described: b.described,
          kept: b.kept.map(name),
          ...(b.tie ? { tie: b.tie } : {}),
        })),
        random: n.random,
        chosen: name(n.chosen),
      });
    return Object.assign(rollFor(luck, q, what), { note });
  };
}

export function askOf(g: GameState, q: Question, traced = true): Ask | undefined {
  const state = automa.automaOf(g, q.seat);
  if (!state || q.seat === 'state') return undefined;
  const cls = q.seat;
  const trace: Ask['trace'] = { narrowed: [] };
  return {
    g,
    q,
    cls,
    mode: state.mode,
    card: automa.currentAiCard(g, cls),
    roll: rolls(g, q, state.luck, traced ? trace : null),
    traced,
    trace,
  };
}

/**
 * The same, for a seat a person plays (an absent player's autopilot): the Automa of that class in
 * `mode`, with no AI card; its random last resorts seeded by the state's version, which the
 * autopilot's logged answer makes replayable.
 */
export function askAs(g: GameState, q: Question, mode: AutomaMode): Ask | undefined {
  if (q.seat === 'state') return undefined;
  const trace: Ask['trace'] = { narrowed: [] };
  return {
    g,
    q,
    cls: q.seat,
    mode,
    card: undefined,
    roll: rolls(g, q, g.version, trace),
    traced: true,
    trace,
  };
}

/** The first offered option whose value passes the test. */
export function find<T>(q: Question, test: (value: T) => boolean): Option | undefined {
  return q.options.find((o) => test(o.value as T));
}

export function values<T>(q: Question): T[] {
  return q.options.map((o) => o.value as T);
}

/**
 * Whether two plain values would be written as the same JSON (keys in the same order, a key whose
 * value is undefined left out), without writing them: the options' values are looked up this way
 * many times per decision.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const xs = Object.keys(x).filter((k) => x[k] !== undefined);
  const ys = Object.keys(y).filter((k) => y[k] !== undefined);
  if (xs.length !== ys.length) return false;
  for (let i = 0; i < xs.length; i++) {
    const k = xs[i] as string;
    if (k !== ys[i] || !sameJson(x[k], y[k])) return false;
  }
  return true;
}

/** The option offering exactly this value (compared as JSON would: values are plain data). */
export function optionOf(q: Question, value: unknown): Option | undefined {
  // Two options never offer equal values (their ids would be equal): the first that does.
  return q.options.find((o) => sameJson(o.value, value));
}

export function decide(option: Option | undefined, why?: Said): Decision | undefined {
  return option ? { answer: option.id, ...(why ? { why } : {}) } : undefined;
}
