/**
 * Shared set-up for the rule tests: a game at a chosen moment, Companies and Workers placed by
 * hand, phases run step by step, actions taken through the same answers a player would give.
 */
import type { ClassId, Industry, WageLevel } from '../../src/data/common.ts';
import { workersIn } from '../../src/engine/companies/companies.ts';
import { advance, type Ctx, currentQuestions, type Question } from '../../src/engine/core/flow.ts';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import type { Company, GameOptions, GameState, Step, Worker } from '../../src/engine/game-state.ts';
import { applyInPlace, createGame, defaultOptions, pending } from '../../src/engine/index.ts';
import { invariantViolations } from '../../src/engine/invariants.ts';
import { answer, english, forceTurn, newGame, optionIds } from './testing.ts';

export { answer, english, newGame, optionIds };

export function ctx(g: GameState): Ctx {
  return { g, events: [] };
}

/** A step of the game's flow by its type name. */
export function step(t: string, params: Record<string, unknown> = {}): Step {
  return { t, p: params };
}

/** Replaces the flow with these steps (first runs first) and runs until a question or the end. */
export function run(g: GameState, ...steps: Step[]): string[] {
  g.flow = [...steps].reverse();
  const x = ctx(g);
  advance(x);
  return english(x.events);
}

export function questions(g: GameState): Question[] {
  return currentQuestions(ctx(g));
}

/** Takes a Basic Action on a fresh turn, discarding the first card in hand for it. */
export function basic(g: GameState, seat: ClassId, action: string): string[] {
  forceTurn(g, seat);
  const texts = answer(g, seat, `basic:${action}`);
  const card = g.classes[seat].hand[0] as string;
  return [...texts, ...answer(g, seat, card)];
}

/** Takes a Free Action on a fresh turn. */
export function free(g: GameState, seat: ClassId, action: string): string[] {
  forceTurn(g, seat);
  return answer(g, seat, `free:${action}`);
}

/** The turn menu's options for a seat on a fresh turn. */
export function menu(g: GameState, seat: ClassId): string[] {
  forceTurn(g, seat);
  return optionIds(g, seat);
}

let companySeq = 1000;

/** Puts a Company on the board (for the State: at a Public Sector position). */
export function addCompany(
  g: GameState,
  owner: Company['owner'],
  card: string,
  opts: { wage?: WageLevel; publicSlot?: number; machinery?: boolean } = {},
): Company {
  const company: Company = {
    id: `t${companySeq++}`,
    card,
    owner,
    wage: opts.wage ?? 2,
    machinery: opts.machinery ?? false,
    strike: false,
  };
  if (opts.publicSlot !== undefined) company.publicSlot = opts.publicSlot;
  g.companies.push(company);
  return company;
}

export function companyByCard(g: GameState, card: string): Company {
  const c = g.companies.find((x) => x.card === card);
  if (!c) throw new Error(`no ${card} on the board`);
  return c;
}

/** A new Worker from the supply. */
export function newWorker(g: GameState, cls: 'working' | 'middle', skill: Industry | null = null): Worker {
  g.supply[cls] -= 1;
  const w: Worker = { id: g.nextId++, cls, skill, at: 'unemployed', committed: false };
  g.workers.push(w);
  return w;
}

/** New Workers placed in a Company's slots 0, 1, … (null = unskilled). */
export function staff(
  g: GameState,
  company: Company,
  cls: 'working' | 'middle',
  skills: Array<Industry | null>,
  committed = false,
  firstSlot = 0,
): Worker[] {
  return skills.map((skill, i) => {
    const w = newWorker(g, cls, skill);
    w.at = 'company';
    w.company = company.id;
    w.slot = firstSlot + i;
    w.committed = committed;
    return w;
  });
}

export function unemployed(
  g: GameState,
  cls: 'working' | 'middle',
  n: number,
  skill: Industry | null = null,
) {
  const out: Worker[] = [];
  for (let i = 0; i < n; i++) out.push(newWorker(g, cls, skill));
  return out;
}

/** Sends every Worker of a class back to the supply. */
export function removeWorkers(g: GameState, cls: 'working' | 'middle') {
  const mine = g.workers.filter((w) => w.cls === cls);
  g.workers = g.workers.filter((w) => w.cls !== cls);
  g.supply[cls] += mine.length;
}

/** Takes every private Company (and its Workers' jobs) off the board; Public Companies stay. */
export function clearPrivateCompanies(g: GameState) {
  const gone = new Set(g.companies.filter((c) => c.owner !== 'state').map((c) => c.id));
  g.companies = g.companies.filter((c) => !gone.has(c.id));
  for (const w of g.workers) {
    if (w.at === 'company' && gone.has(w.company as string)) {
      w.at = 'unemployed';
      w.company = undefined;
      w.slot = undefined;
      w.committed = false;
    }
  }
}

/** Empties every Company of its Workers (they become unemployed). */
export function emptyAllCompanies(g: GameState) {
  for (const w of g.workers) {
    if (w.at !== 'company') continue;
    w.at = 'unemployed';
    w.company = undefined;
    w.slot = undefined;
    w.committed = false;
  }
}

export function workersAt(g: GameState, company: Company): readonly Worker[] {
  return workersIn(g, company.id);
}

/** Runs the Preparation phase, keeping Markets and choosing a food-skilled new Middle Class Worker. */
export function runPreparation(g: GameState) {
  run(g, step('preparation.start'));
  for (let i = 0; i < 20; i++) {
    const q = questions(g)[0];
    if (!q) break;
    if (q.kind === 'prep.market-discard') answer(g, q.seat, 'keep');
    else if (q.kind === 'prep.skilled') answer(g, q.seat, 'food');
    else throw new Error(`unexpected question ${q.kind}`);
  }
}

export interface SampledGame {
  state: GameState;
  answers: Array<[ClassId, string]>;
  completed: boolean;
  violations: string[];
}

/**
 * Random legal play like src/engine/simulation.ts, checking the invariants every `every` answers,
 * whenever the phase changes and at the end (cheaper than after every answer). `look` sees the
 * state before each answer.
 */
export function sampledGame(
  players: 2 | 3 | 4,
  seed: string,
  every = 8,
  look?: (g: GameState) => void,
  modules: Partial<GameOptions['modules']> = {},
): SampledGame {
  const chooser = seedRng(`answers:${seed}`);
  const options = defaultOptions(players);
  Object.assign(options.modules, modules);
  const state = createGame(options, seed);
  const answers: Array<[ClassId, string]> = [];
  let violations: string[] = [];
  let phase = state.phase;
  for (let i = 0; i < 20_000; i++) {
    const qs = pending(state);
    if (qs.length === 0) break;
    look?.(state);
    const q = qs[nextInt(chooser, qs.length)] as Question;
    const option = q.options[nextInt(chooser, q.options.length)];
    if (!option) throw new Error(`question ${q.kind} offered nothing`);
    const result = applyInPlace(state, q.seat, option.id);
    if (!result.ok) throw new Error(`offered option refused: ${q.kind} ${option.id}: ${result.message}`);
    answers.push([q.seat, option.id]);
    if (i % every === 0 || state.phase !== phase) {
      phase = state.phase;
      violations = invariantViolations(state);
      if (violations.length) break;
    }
  }
  if (!violations.length) violations = invariantViolations(state);
  return { state, answers, completed: state.phase === 'game-over', violations };
}
