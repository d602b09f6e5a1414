/**
 * Random play for tests, the simulator and benchmarks: every question is answered with one of
 * its offered options, chosen by a generator of its own (so the game's own randomness is
 * untouched), and every answer is applied through the same `applyInPlace` as real play.
 */
import type { ClassId } from '../data/common.ts';
import { historicalEventById } from '../data/historical-events.ts';
import type { Option, Question } from './core/flow.ts';
import { nextInt, type RngState, seedRng } from './core/rng.ts';
import { cardIdOf } from './draw.ts';
import type { GameOptions, GameState } from './game-state.ts';
import { applyInPlace, createGame, defaultOptions, pending } from './index.ts';
import { invariantViolations } from './invariants.ts';
import type { TurnChoice } from './phases/action.ts';

export interface RandomGame {
  state: GameState;
  answers: Array<[ClassId, string]>;
  decisions: number;
  completed: boolean;
  error: string | null;
  violations: string[];
  scores: Partial<Record<ClassId, number>>;
  /** Action cards played for their effect (card ids) and Events dealt with (card ids). */
  cardsPlayed: string[];
  eventsResolved: string[];
  /** Crisis Response cards carried out and Hidden Agendas scored (card ids). */
  crisisResolved: string[];
  agendasScored: string[];
  /** Historical Events whose effect was applied (card ids). */
  historicalEventsTriggered: string[];
}

export interface RandomPlayOptions {
  checkInvariants?: boolean;
  maxDecisions?: number;
  /** Stop once the game reaches this round (for pictures and tests of a game in progress). */
  untilRound?: number;
  /** Modules switched on (none by default). */
  modules?: Partial<GameOptions['modules']>;
  /** Who plays each seat (default: people); Automa seats are answered at random unless `answer` does. */
  seats?: GameOptions['seats'];
  /**
   * Answers some questions instead of random play (a seat driver, from outside the engine): the
   * option id chosen, or undefined to answer at random.
   */
  answer?: (state: GameState, question: Question) => string | undefined;
}

/**
 * Random, but a card is played for its effect whenever one can be (so every card gets played), and
 * the State takes an Event Action half the time it can.
 */
function chooseOption(q: Question, chooser: RngState): Option | undefined {
  if (q.kind === 'turn') {
    // A Historical Event is triggered whenever it may be (so every card's effect gets played).
    const trigger = q.options.find((o) => {
      const v = o.value as TurnChoice;
      return (v.kind === 'basic' || v.kind === 'free') && historicalEventById(v.of) !== undefined;
    });
    if (trigger) return trigger;
    const plays = q.options.filter((o) => o.group === 'play');
    if (plays.length > 0) return plays[nextInt(chooser, plays.length)];
    const event = q.options.find((o) => {
      const v = o.value as TurnChoice;
      return v.kind === 'basic' && v.of === 'event-action';
    });
    if (event && nextInt(chooser, 2) === 0) return event;
  }
  return q.options[nextInt(chooser, q.options.length)];
}

export function playRandomGame(players: 2 | 3 | 4, seed: string, opts: RandomPlayOptions = {}): RandomGame {
  const check = opts.checkInvariants ?? true;
  const chooser = seedRng(`answers:${seed}`);
  const answers: Array<[ClassId, string]> = [];
  const cardsPlayed: string[] = [];
  const eventsResolved: string[] = [];
  let error: string | null = null;
  let violations: string[] = [];
  let state: GameState;
  try {
    const options = defaultOptions(players);
    Object.assign(options.modules, opts.modules);
    if (opts.seats) options.seats = opts.seats;
    state = createGame(options, seed);
  } catch (e) {
    return {
      state: undefined as unknown as GameState,
      answers,
      decisions: 0,
      completed: false,
      error: String(e),
      violations,
      scores: {},
      cardsPlayed,
      eventsResolved,
      crisisResolved: [],
      agendasScored: [],
      historicalEventsTriggered: [],
    };
  }
  const max = opts.maxDecisions ?? 20_000;
  try {
    while (answers.length < max) {
      if (opts.untilRound !== undefined && state.round >= opts.untilRound) break;
      const questions = pending(state);
      if (questions.length === 0) break;
      const q = questions[nextInt(chooser, questions.length)];
      if (!q) break;
      const driven = opts.answer?.(state, q);
      const option = driven !== undefined ? q.options.find((o) => o.id === driven) : chooseOption(q, chooser);
      if (!option) throw new Error(`question ${q.kind} offered nothing${driven ? ` like ${driven}` : ''}`);
      const result = applyInPlace(state, q.seat, option.id);
      if (!result.ok) throw new Error(`offered option refused: ${q.kind} ${option.id}: ${result.message}`);
      answers.push([q.seat, option.id]);
      const v = option.value as TurnChoice;
      if (q.kind === 'turn' && v.kind === 'play') cardsPlayed.push(cardIdOf(v.of));
      if (q.kind === 'event.choose') eventsResolved.push(cardIdOf(option.value as string));
      if (check) {
        violations = invariantViolations(state);
        if (violations.length) break;
      }
    }
  } catch (e) {
    error = e instanceof Error ? `${e.message}\n${e.stack?.split('\n').slice(1, 4).join('\n')}` : String(e);
  }
  const scores: Partial<Record<ClassId, number>> = {};
  for (const cls of Object.keys(state.options.seats) as ClassId[]) scores[cls] = state.classes[cls].vp;
  return {
    state,
    answers,
    decisions: answers.length,
    completed: state.phase === 'game-over',
    error,
    violations,
    scores,
    cardsPlayed,
    eventsResolved,
    crisisResolved: [...(state.crisisResponse?.resolved ?? [])],
    agendasScored: [...(state.hiddenAgendas?.scored ?? [])],
    historicalEventsTriggered: [...(state.historicalEvents?.triggered ?? [])],
  };
}
