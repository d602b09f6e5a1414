/**
 * The game as a state machine. `state.flow` is a stack of steps; the top one runs next. A step is
 * either automatic (`run`) or a question: one seat answers (`ask`/`answer`) or several seats answer
 * in secret at once (`asks`/`record`/`complete`). Multi-part actions push the steps they need, so a
 * card that says "then Assign Workers" pushes the same steps as the Basic Action.
 */
import type { ClassId } from '../../data/common.ts';
import type { GameState, Step } from '../game-state.ts';
import type { Choice, Codec, Frozen, OptionHints } from './choices.ts';
import { KeptBy } from './kept.ts';
import { askingScope, enterAsking, leaveAsking, type Scope, whileAsking } from './memo.ts';
import { list, type Said, said } from './said.ts';
import { workersMoved } from './workers-index.ts';

export { classList, list, maybe, type Said, type SaidList, type SaidValue, said, shorten } from './said.ts';

/**
 * An offered answer: its stable id, its value (what the id stands for) and its words as keys
 * (`said`): the presenters word it in the reader's language (docs/localisation.md).
 */
export interface Option<T = unknown> extends OptionHints {
  /** Stable id of the answer, e.g. `play:working.strike/1` or `done`; opaque outside the engine. */
  id: string;
  value: T;
  /** What the option says, as keys and ids (`Choice.said`); the turn menu's are worded from their value. */
  said?: Said;
}

export interface Question {
  seat: ClassId;
  /** What kind of question this is, e.g. `turn`, `assign.company`, `bid`. */
  kind: string;
  /**
   * What the question asks, as a key (under `event.ask.`) and ids: the presenters word it in the
   * reader's language (docs/localisation.md). The engine writes no prompt.
   */
  said: Said;
  options: Option[];
  /** True when the answer stays hidden until every asked seat has answered. */
  secret?: boolean;
  /**
   * The state version at which this question was first asked. With the seat and kind it names one
   * question instance: a later question that looks the same (a bid in the next election) has
   * another. A secret question keeps it while the other seats answer.
   */
  askedAt: number;
}

/** Something that happened, for the channel log (`to: 'public'`) or one seat only. */
export interface GameEvent extends Said {
  to: 'public' | ClassId;
}

export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The refusal's parameters as ids (a presenter words it by its code, `refusal.engine.<code>`). */
    readonly params?: Said['params'],
  ) {
    super(message);
  }
}

/** The working context of one `apply`: the (already copied) state and the events it produced. */
export interface Ctx {
  g: GameState;
  events: GameEvent[];
  /** Set when a secret question's answers came to light (every asked seat had answered). */
  revealed?: boolean;
}

/** Logs `key` (under `event.`) with its parameters, for the channel or for one seat only. */
export function log(x: Ctx, key: string, params?: Said['params'], to: GameEvent['to'] = 'public') {
  x.events.push(params ? { to, key, params } : { to, key });
}

interface AutoStep<S extends object> {
  run(x: Ctx, step: S): void;
}
/** A question as a step asks it: options are values; the flow writes their ids. */
export interface Ask<A> {
  seat: ClassId;
  kind: string;
  said: Said;
  options: Array<Choice<NoInfer<A>>>;
  secret?: boolean;
}

interface QuestionStep<S extends object, A> {
  /** How this question's answers are written as option ids. */
  choice: Codec<A>;
  /** The question, or null when there is nothing to ask (the step is then skipped). */
  ask(x: Ctx, step: S): Ask<A> | null;
  /**
   * The step has already been popped; push what comes next. The value may be the offered option's
   * own (a random playout's answer), shared with other questions: read it, never change or keep it.
   * `self` is the step itself, for a question that is queued again as it is (the turn menu keeps the
   * version it was first asked at).
   */
  answer(x: Ctx, step: S, value: NoInfer<Frozen<A>>, self: Step): void;
  /**
   * Whether `ask` would ask (a question with options), worked out without building the options:
   * the flow then stops here and builds them only when someone looks (`pending`, an answer).
   * Must agree with `ask`. For a question asked very often (the turn menu).
   */
  has?(x: Ctx, step: S): boolean;
  /**
   * One of the values `ask` would offer, each as likely as the others (`random(n)` is an integer
   * in [0, n)), without building them all: a random playout's answer (`playAtRandom`, which asks
   * no `has` first). Undefined when `ask` would ask nothing.
   */
  sample?(x: Ctx, step: S, random: (n: number) => number): NoInfer<A> | undefined;
  /**
   * Whether `seat` answering `value` is one of the options `ask` would offer, checked directly: an
   * answer to a question left unbuilt (`has`) is then taken without building it. Must agree with
   * `ask`; a value it refuses is checked against the built options, for the refusal's words.
   */
  accepts?(x: Ctx, step: S, seat: ClassId, value: NoInfer<A>): boolean;
}
interface SecretStep<S extends object, A> {
  /** How this question's answers are written as option ids. */
  choice: Codec<A>;
  /** Questions to every seat that still has to answer (empty when all have). */
  asks(x: Ctx, step: S): Array<Ask<A>>;
  /** One seat's answer (the value as for `QuestionStep.answer`: never change it). */
  record(x: Ctx, step: S, seat: ClassId, value: NoInfer<Frozen<A>>): void;
  /** All answers are in (the step has been popped). */
  complete(x: Ctx, step: S): void;
}
type StepDef =
  | { kind: 'auto'; def: AutoStep<object> }
  | { kind: 'question'; def: QuestionStep<object, unknown>; choice: Codec<unknown> }
  | { kind: 'secret'; def: SecretStep<object, unknown>; choice: Codec<unknown> };

const registry = new Map<string, StepDef>();

/** Whether `t` names a type of step (a saved game's steps are read back by it: upgrade.ts). */
export function isStepType(t: string): boolean {
  return registry.has(t);
}

function register(t: string, def: StepDef) {
  if (registry.has(t)) throw new Error(`step ${t} is defined twice`);
  registry.set(t, def);
}

/**
 * A step of type `t` with these parameters, held as they are: nothing is copied (a copy of every
 * step's parameters was some 6 % of a random playout). A new step has not asked yet; `askedAt` is
 * written (as undefined, which JSON leaves out) so that stamping it changes a value, not a shape.
 */
function stepOf<P extends object>(t: string): (params: P) => Step {
  return (params) => ({ t, askedAt: undefined, p: params });
}

/** Declares an automatic step type and returns a constructor for it. */
export function auto<P extends object>(t: string, run: (x: Ctx, step: P) => void) {
  register(t, { kind: 'auto', def: { run } as AutoStep<object> });
  return stepOf<P>(t);
}

/**
 * Declares a question step: `choice` says how its answers are written as ids, `ask` offers values,
 * `answer` receives the value chosen. Give the step's parameters and answer type
 * (`question<P, A>`), or let them be inferred from `choice` and an annotated `ask`.
 */
export function question<P extends object, A>(t: string, def: QuestionStep<P, A>) {
  const choice = def.choice as Codec<unknown>;
  // Every question's definition in one shape, its optional parts written as undefined: the flow
  // reads them for every question asked, and a read that sees one shape is the fastest.
  const { ask, answer, has, sample, accepts } = def as unknown as QuestionStep<object, unknown>;
  register(t, { kind: 'question', def: { choice, ask, answer, has, sample, accepts }, choice });
  return stepOf<P>(t);
}

export function secret<P extends object, A>(t: string, def: SecretStep<P, A>) {
  const choice = def.choice as Codec<unknown>;
  const { asks, record, complete } = def as unknown as SecretStep<object, unknown>;
  register(t, { kind: 'secret', def: { choice, asks, record, complete }, choice });
  return stepOf<P>(t);
}

/** Queues steps to run next, in the order given (before anything already queued). */
export function queue(x: Ctx, ...steps: Step[]) {
  for (let i = steps.length - 1; i >= 0; i--) x.g.flow.push(steps[i] as Step);
}

/** The step `definition` looked up last: a question's step is looked up again when it is answered. */
let lastStep: Step | null = null;
let lastDef: StepDef | null = null;

function definition(step: Step): StepDef {
  if (step === lastStep) return lastDef as StepDef;
  const def = registry.get(step.t);
  if (!def) throw new Error(`unknown step ${step.t}`);
  lastStep = step;
  lastDef = def;
  return def;
}

/**
 * The questions of a state are computed once per version: `advance` leaves them here when it
 * stops, as the step asked them (`asks`: values, not yet written as ids), or only the proof that
 * there is one (`has`, for a step that can tell without building its options); `pending`/`apply`
 * read them back (`apply` on its copy too), writing or building them then. Code that changes a
 * state outside `apply` (tests, tools) must call `forgetQuestions`.
 */
interface Asked {
  version: number;
  /** The questions as offered, once written. */
  questions: Question[] | null;
  /** The questions as the step asked them, until they are written. */
  asks?: Array<Ask<unknown>>;
  /** The look-ups of the proof, for building the questions at the same version. */
  scope?: Scope;
}
const asked = new KeptBy<GameState, Asked>();

/** Drops what was worked out from a state changed by hand (tests, tools), its Workers' places too. */
export function forgetQuestions(g: GameState) {
  asked.delete(g);
  workersMoved();
}

/** A copy of a state (`apply`) asks the same questions: it shares those already worked out. */
export function shareQuestions(from: GameState, copy: GameState) {
  const cached = asked.get(from);
  if (cached && cached.version === from.version && copy.version === from.version) asked.set(copy, cached);
}

/**
 * A question as offered: each value written as its id (unless the step gave it, as a question
 * asked over and over does for its options made once), and the version it was first asked at.
 */
function offered(ask: Ask<unknown>, choice: Codec<unknown>, askedAt: number): Question {
  const options = new Array<Option>(ask.options.length);
  for (let i = 0; i < options.length; i++) {
    const c = ask.options[i] as Choice<unknown>;
    // A choice made once with its id (the turn menu's) is offered as it is: nobody changes an option.
    if (c.id !== undefined) {
      options[i] = c as Option;
      continue;
    }
    const o: Option = { id: choice.encode(c.value), value: c.value };
    if (c.said !== undefined) o.said = c.said;
    if (c.tone !== undefined) o.tone = c.tone;
    if (c.group !== undefined) o.group = c.group;
    if (c.short !== undefined) o.short = c.short;
    if (c.description !== undefined) o.description = c.description;
    options[i] = o;
  }
  const q: Question = { seat: ask.seat, kind: ask.kind, said: ask.said, options, askedAt };
  if (ask.secret) q.secret = true;
  return q;
}

/** What a step asks now, as values (empty for an automatic step or when it asks nothing). */
function asksOf(x: Ctx, step: Step, d: StepDef, shared?: Scope): Array<Ask<unknown>> {
  if (d.kind === 'auto') return [];
  const outer = enterAsking(x.g, shared);
  try {
    if (d.kind === 'question') {
      const q = d.def.ask(x, step.p);
      return q ? [q] : [];
    }
    return d.def.asks(x, step.p);
  } finally {
    leaveAsking(outer);
  }
}

/** The questions as offered, each marked with the version at which the step first asked. */
function offeredAll(x: Ctx, step: Step, d: StepDef, asks: Array<Ask<unknown>>): Question[] {
  if (d.kind === 'auto') return [];
  // A record saved before questions were stamped: its open question counts as asked now.
  const at = step.askedAt ?? x.g.version;
  const out = new Array<Question>(asks.length);
  for (let i = 0; i < asks.length; i++) out[i] = offered(asks[i] as Ask<unknown>, d.choice, at);
  return out;
}

function computeQuestions(x: Ctx, shared?: Scope): Question[] {
  const step = x.g.flow[x.g.flow.length - 1];
  if (!step) return [];
  const d = definition(step);
  return offeredAll(x, step, d, asksOf(x, step, d, shared));
}

/** The questions waiting at the top of the flow (several only for a secret step). */
export function currentQuestions(x: Ctx): Question[] {
  const cached = asked.get(x.g);
  if (cached && cached.version === x.g.version && cached.questions) return cached.questions;
  const lazy = cached && cached.version === x.g.version ? cached : undefined;
  if (lazy?.asks) {
    // Asked by `advance` (which checked every question has options), not yet written as ids.
    const step = x.g.flow[x.g.flow.length - 1] as Step;
    lazy.questions = offeredAll(x, step, definition(step), lazy.asks);
    lazy.asks = undefined;
    return lazy.questions;
  }
  const questions = computeQuestions(x, lazy?.scope);
  if (lazy) {
    // Left unbuilt by `advance`, which proved there is a question: the copies that share it too.
    for (const q of questions)
      if (q.options.length === 0) throw new Error(`question ${q.kind} has no options`);
    if (questions.length === 0) throw new Error(`step ${x.g.flow.at(-1)?.t} said it asks, and asks nothing`);
    lazy.questions = questions;
    lazy.scope = undefined;
  } else asked.set(x.g, { version: x.g.version, questions });
  return questions;
}

/** Takes the top step off the flow; returns the shortest the flow has been, `low` or now. */
function popTop(flow: Step[], low: number): number {
  flow.pop();
  return Math.min(flow.length, low);
}

/** Runs automatic steps until a question is waiting or the game is over. */
export function advance(x: Ctx) {
  const flow = x.g.flow;
  // The shortest the flow gets: the steps from there on are pushed since, its own (`stamp`).
  let low = flow.length;
  for (let guard = 0; flow.length > 0; guard++) {
    if (guard > 1_000_000) throw new Error('the game flow does not settle');
    const step = flow[flow.length - 1] as Step;
    const d = definition(step);
    if (d.kind === 'auto') {
      low = popTop(flow, low);
      d.def.run(x, step.p);
      continue;
    }
    const has = d.kind === 'question' ? d.def.has : undefined;
    if (has) {
      const shared = askingScope(x.g);
      const outer = enterAsking(x.g, shared);
      let asks: boolean;
      try {
        asks = has(x, step.p);
      } finally {
        leaveAsking(outer);
      }
      if (asks) {
        stamp(x.g, step, low);
        asked.set(x.g, { version: x.g.version, questions: null, scope: shared });
        return;
      }
      low = popTop(flow, low);
      continue;
    }
    const asks = asksOf(x, step, d);
    if (asks.length === 0) {
      low = popTop(flow, low);
      if (d.kind === 'secret') {
        x.revealed = true;
        d.def.complete(x, step.p);
      }
      continue;
    }
    for (const q of asks) if (q.options.length === 0) throw new Error(`question ${q.kind} has no options`);
    stamp(x.g, step, low);
    // Written as ids only when someone looks (`currentQuestions`).
    asked.set(x.g, { version: x.g.version, questions: null, asks });
    return;
  }
  asked.set(x.g, { version: x.g.version, questions: [] });
}

/**
 * For a flow whose first steps are the very objects of another state's flow (`forkFlow`): how
 * many. Kept beside the flow, not on it, where deep equality and copies would see it.
 */
const sharedSteps = new KeptBy<Step[], number>();

/**
 * A copy of a flow for a fork of its state: a new array of the same step objects. Steps are never
 * changed once made — every rule makes a new step — but for the version at which a question is
 * first asked (`stamp`); so both flows note how many of their steps they now share, and a shared
 * step is copied before it is stamped. Copying each step instead was a fifth of a fork.
 */
export function forkFlow(flow: Step[]): Step[] {
  const copy = flow.slice();
  if ((sharedSteps.get(flow) ?? 0) < flow.length) sharedSteps.set(flow, flow.length);
  sharedSteps.set(copy, flow.length);
  return copy;
}

/**
 * Marks the question at the top of the flow with the version at which it is first asked (it names
 * the question: a later one that looks the same has another). Advancing, unlike asking, may change
 * the state. A step another state's flow shares is replaced by a stamped copy of its own. `low`:
 * the shortest the flow got while advancing to this question; the steps from there on were pushed
 * since, so they are no longer counted as shared (a playout's flow soon holds none of the state's
 * it was forked from, and copied half its questions before this). A step object pushed again
 * (the turn menu after an answer, the rest of a Crisis card carried in a step's parameters) is
 * either stamped already or automatic, so pushing never brings back a shared step still to stamp.
 */
function stamp(g: GameState, step: Step, low: number) {
  const flow = g.flow;
  let shared = sharedSteps.get(flow) ?? 0;
  if (low < shared) {
    shared = low;
    sharedSteps.set(flow, low);
  }
  if (step.askedAt !== undefined) return;
  const top = flow.length - 1;
  if (top < shared) flow[top] = { t: step.t, askedAt: g.version, p: step.p };
  else step.askedAt = g.version;
}

/** Events are for a channel; a random playout's are read by nobody: dropped now and then. */
export function forgetEvents(x: Ctx) {
  if (x.events.length > 200) x.events.length = 0;
}

/**
 * Plays on from the top of the flow, answering every question at random as soon as it is asked,
 * until the game ends or `max` questions have been answered (it returns how many). A random
 * playout: no question is stamped, kept or written as ids, since none waits for anyone. A question
 * that samples (the turn menu) picks its answer without listing its options; any other lists them
 * and one is taken, after one of the asked seats when several answer in secret.
 */
export function playAtRandom(x: Ctx, random: (n: number) => number, max: number): number {
  const g = x.g;
  const flow = g.flow;
  let answers = 0;
  let steps = 0;
  while (flow.length > 0 && answers < max) {
    if (++steps > 1_000_000) throw new Error('the game flow does not settle');
    const step = flow[flow.length - 1] as Step;
    const d = definition(step);
    if (d.kind === 'auto') {
      flow.pop();
      d.def.run(x, step.p);
      continue;
    }
    let seat: ClassId | undefined;
    let value: unknown;
    if (d.kind === 'question') {
      const def = d.def;
      let ask: Ask<unknown> | null = null;
      let asks = true;
      const outer = enterAsking(g);
      try {
        if (!def.sample) {
          ask = def.ask(x, step.p);
          asks = ask !== null;
        } else {
          value = def.sample(x, step.p, random);
          asks = value !== undefined;
        }
      } finally {
        leaveAsking(outer);
      }
      flow.pop();
      if (!asks) continue;
      if (ask) value = randomValue(ask, random);
    } else {
      const asks = asksOf(x, step, d);
      if (asks.length === 0) {
        flow.pop();
        x.revealed = true;
        d.def.complete(x, step.p);
        continue;
      }
      const ask = (asks.length === 1 ? asks[0] : asks[random(asks.length)]) as Ask<unknown>;
      seat = ask.seat;
      value = randomValue(ask, random);
    }
    g.version += 1;
    if (d.kind === 'question') d.def.answer(x, step.p, value, step);
    else d.def.record(x, step.p, seat as ClassId, value);
    answers++;
    steps = 0;
    forgetEvents(x);
  }
  // What `advance` kept for this state no longer says what it asks.
  asked.delete(g);
  return answers;
}

/** One of a question's options' values at random. */
function randomValue(ask: Ask<unknown>, random: (n: number) => number): unknown {
  if (ask.options.length === 0) throw new Error(`question ${ask.kind} has no options`);
  return (ask.options[random(ask.options.length)] as Choice<unknown>).value;
}

/** The codec of the question now at the top of the flow (for tools and tests). */
export function choiceOfTop(g: GameState): Codec<unknown> | undefined {
  const step = g.flow[g.flow.length - 1];
  const d = step && definition(step);
  return d && d.kind !== 'auto' ? d.choice : undefined;
}

/** Applies one seat's answer to the question at the top of the flow. Throws Refusal if not offered. */
export function answerTop(x: Ctx, seat: ClassId, optionId: string) {
  const flow = x.g.flow;
  const step = flow[flow.length - 1];
  if (!step) throw new Refusal('game-over', 'The game is over; there is nothing left to answer.');
  const d = definition(step);
  // A question left unbuilt that can check an answer directly (the turn menu) stays unbuilt.
  const cached = asked.get(x.g);
  const accepts = d.kind === 'question' ? d.def.accepts : undefined;
  if (accepts && d.kind === 'question' && cached?.version === x.g.version && cached.questions === null) {
    const value = d.choice.decode(optionId);
    if (value !== undefined && whileAsking(x.g, () => accepts(x, step.p, seat, value), cached.scope)) {
      x.g.version += 1;
      flow.pop();
      d.def.answer(x, step.p, value, step);
      return;
    }
  }
  const questions = currentQuestions(x);
  const mine = questions.find((q) => q.seat === seat);
  if (!mine) {
    const waiting = questions.map((q) => q.seat);
    throw new Refusal(
      'not-your-turn',
      `It is not your move: waiting for ${waiting.join(', ') || 'nobody'}.`,
      {
        waiting: list(
          waiting.map((seat) => said('item.seat', { classId: seat })),
          'comma',
          'item.nobody',
        ),
      },
    );
  }
  if (d.kind === 'auto') throw new Error(`step ${step.t} asks nothing`);
  // An id that does not read as this question's kind of answer cannot be one of its options.
  const value = d.choice.decode(optionId);
  if (value === undefined || !mine.options.some((o) => o.id === optionId)) {
    // The message is a fallback: a presenter words the refusal by its code, with the prompt's keys.
    throw new Refusal('not-offered', 'That is not one of the choices on offer.', {
      prompt: list([mine.said], 'space'),
    });
  }
  // The answer changes the state: from here on it is the next version.
  x.g.version += 1;
  if (d.kind === 'question') {
    flow.pop();
    d.def.answer(x, step.p, value, step);
  } else {
    d.def.record(x, step.p, seat, value);
  }
}
