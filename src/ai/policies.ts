/**
 * How the seats play in the AI's imagined games (its rollouts). An Automa seat plays by its own
 * published procedure (the Automa driver, with the `luck` of the sampled world); any other seat —
 * a person, another AI, the AI's own seat later in the game — by a quick rule of thumb: the
 * Automa's Instruction cards where they cover the question (`answerAsAutoma`), a weighted draw on
 * the turn menu (cards played for their effect more often than discarded, Political Pressure
 * rarely), small secret bids, and otherwise any option but a way out more often than not.
 */
import { answerAsAutoma, answerFor } from '../automa/index.ts';
import type { ClassId } from '../data/common.ts';
import {
  type GameState,
  type Option,
  type PlayoutPolicy,
  type PlayoutResult,
  playout,
  type Question,
  withAutomaStandIns,
} from '../engine/index.ts';
import { AiRandom } from './random.ts';

/** The turn menu: how likely each kind of answer is, before the number of options of that kind. */
const TURN_WEIGHTS = { play: 3, basic: 1.5, free: 0.6, end: 1 } as const;
/** Basic Actions that rarely help a turn (the rulebook's last resort) weigh less. */
const WEAK_ACTIONS = new Set(['basic:political-pressure', 'basic:pass']);

function weighted(options: readonly Option[], weight: (o: Option) => number, random: AiRandom): Option {
  let total = 0;
  for (const o of options) total += weight(o);
  let r = random.next() * total;
  for (const o of options) {
    r -= weight(o);
    if (r < 0) return o;
  }
  return options[options.length - 1] as Option;
}

function turnWeight(o: Option): number {
  if (WEAK_ACTIONS.has(o.id)) return 0.15;
  const group = o.group as keyof typeof TURN_WEIGHTS | undefined;
  if (group && group in TURN_WEIGHTS) return TURN_WEIGHTS[group];
  return TURN_WEIGHTS.end;
}

/** A secret amount of Influence: nothing half the time, else anything up to what it holds. */
function bid(q: Question, random: AiRandom): Option {
  const options = q.options;
  if (random.next() < 0.5) return options.find((o) => o.value === 0) ?? (options[0] as Option);
  return random.pick(options);
}

/** Any option, a way out (`quiet`) only a quarter of the time when there are others. */
function anyOption(q: Question, random: AiRandom): Option {
  const active = q.options.filter((o) => o.tone !== 'quiet');
  if (active.length === 0 || (active.length < q.options.length && random.next() < 0.25))
    return random.pick(q.options);
  return random.pick(active);
}

/** The rule of thumb for a seat no procedure drives. */
export function ruleOfThumb(state: GameState, q: Question, random: AiRandom): string {
  if (q.options.length === 1) return (q.options[0] as Option).id;
  if (q.secret) return bid(q, random).id;
  if (q.kind === 'turn') return weighted(q.options, turnWeight, random).id;
  const automa = q.seat === 'state' ? undefined : answerAsAutoma(state, q);
  return automa?.answer ?? anyOption(q, random).id;
}

/** Questions of a person's turn, which an Automa stand-in may still be asked in the turn it took over. */
const PERSON_TURN = new Set(['turn', 'turn.discard']);

/**
 * The rollout policy: Automa seats (stand-ins included: engine `withAutomaStandIns`) by their
 * procedure, every other seat — the State — by the rule of thumb.
 */
export function rolloutPolicy(random: AiRandom): PlayoutPolicy {
  return (state, q) => {
    if (state.options.seats[q.seat]?.kind === 'automa' && !PERSON_TURN.has(q.kind))
      return answerFor(state, q);
    return ruleOfThumb(state, q, random);
  };
}

const STAND_IN_CLASSES: readonly ClassId[] = ['working', 'middle', 'capitalist'];

/**
 * The rest of an imagined game: every Working, Middle and Capitalist seat plays on as an advanced
 * Automa would, the State by the rule of thumb, to the end. The same state and seed play the same
 * game.
 */
export function rollout(g: GameState, seed: string): PlayoutResult {
  const played = withAutomaStandIns(g, STAND_IN_CLASSES, 'advanced');
  return playout(played, { policy: rolloutPolicy(new AiRandom(seed)), seed });
}
