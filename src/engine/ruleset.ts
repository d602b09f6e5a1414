/**
 * Rulesets composed per game. The base game and each module (Historical Events, Crisis Response,
 * Alternative Events, Hidden Agendas, the extra Action cards) are explicit lists of rules — Basic
 * and Free Actions, Action card effects, Event tasks — and `rulesOf(g)` puts together the base game
 * plus the modules `g.options.modules` names. Nothing registers itself by being imported: a file
 * of rules exports its list, and the engine's composition root (`rulesets.ts`) lists those.
 */
import { CLASS_IDS, type ClassId, type PolicyId } from '../data/common.ts';
import type { EffectId, EffectParams } from '../data/effect-specs.ts';
import type { Ctx } from './core/flow.ts';
import type { Why } from './core/why.ts';
import type { EventDeck } from './events/event-deck.ts';
import type { Done, TaskSpec, TaskSpecBase } from './events/task-spec.ts';
import type { GameOptions, GameState } from './game-state.ts';

/** A Basic or Free Action: who may take it, when it is possible, and the steps it starts. */
export interface ActionDef {
  id: string;
  name: string;
  kind: 'basic' | 'free';
  classes: readonly ClassId[];
  /** Only in 4-player games (the State's Benefits). */
  fourPlayersOnly?: boolean;
  /**
   * True when the action can be carried out now with at least one legal choice; when it is not and
   * `why` is given, each failing condition adds its reason there (core/why.ts).
   */
  can(g: GameState, cls: ClassId, why?: Why): boolean;
  /** What the action does, in one line (a select option's description: at most 100 characters). */
  summary: string;
  /** Queues the steps of the action. */
  start(x: Ctx, cls: ClassId): void;
}

/** What an Action card does, given the parameters its data carries (typed by the effect's schema). */
export interface CardEffect<P = Record<string, unknown>> {
  /** Extra conditions beyond the Policy requirement (e.g. "if you have ≥3 unemployed Workers"). */
  can(g: GameState, cls: ClassId, params: P, why?: Why): boolean;
  /** Queues the steps of the effect. */
  start(x: Ctx, cls: ClassId, params: P, card: string): void;
}

/**
 * What the State must do to deal with an Event (or a State card that does the same), given the
 * task's spec with the parameters its data carries (typed by the schema of effect `E`).
 */
export interface TaskDef<E extends EffectId> {
  /** True when the task can be carried out now with at least one legal choice. */
  can(g: GameState, spec: TaskSpec<E>): boolean;
  start(x: Ctx, spec: TaskSpec<E>, done: Done): void;
}

/** A task's spec as an Event or a card hands it over: any effect, its params as the data carries them. */
export interface AnyTaskSpec extends TaskSpecBase {
  effect: string;
  params: Record<string, unknown>;
}

/** A task as the rules keep it, for whichever effect its spec names (see `Rules.task`). */
export interface StoredTask {
  can(g: GameState, spec: AnyTaskSpec): boolean;
  start(x: Ctx, spec: AnyTaskSpec, done: Done): void;
}

/** One file's rules: the actions, card effects and Event tasks it defines, in order. */
export class Rules {
  readonly actions: ActionDef[] = [];
  readonly effects = new Map<string, CardEffect>();
  readonly tasks = new Map<string, StoredTask>();

  action(def: ActionDef): ActionDef {
    this.actions.push(def);
    return def;
  }

  effect<E extends EffectId>(id: E, effect: CardEffect<EffectParams<E>>): void {
    // The data's parameters were checked against this effect's schema when the cards loaded.
    this.effects.set(id, effect as unknown as CardEffect);
  }

  task<E extends EffectId>(id: E, def: TaskDef<E>): void {
    // The Events' and cards' parameters were checked against this effect's schema when they loaded.
    this.tasks.set(id, def as StoredTask);
  }
}

export type ModuleId = keyof GameOptions['modules'];

/** The phases a module may act at the start or end of. */
export type PhaseName = 'preparation' | 'action' | 'production' | 'elections' | 'scoring';

/**
 * Moments of the game where a module acts, with what the phase tells it there: the phases call
 * `atMoment(x, moment, info)`, and each module switched on that names the moment acts, in the order
 * of the module list (usually by queueing steps, which then run next, also in module order). A
 * moment is added (here and where the phase reaches it) with the first module that needs it.
 */
export interface MomentInfo {
  /** Setup is done; no question has been asked yet. */
  setup: undefined;
  'phase-start': { phase: PhaseName };
  'phase-end': { phase: PhaseName };
  /**
   * Preparation is over, in every round: round 1 too, where Preparation is skipped (unlike
   * `phase-end`, which only the phases that are played reach).
   */
  'preparation-end': undefined;
  /** A turn of the Action phase is over. */
  'turn-end': { seat: ClassId };
  /** The Check IMF step begins (each round's Production), whether or not the IMF intervenes. */
  'check-imf': undefined;
  /** Production paid a Company's Wages. */
  'wages-paid': { to: ClassId; amount: number };
  /** A sale to the Foreign Market earned `amount` (one transaction, or a card's extra sale). */
  'export-sold': { seat: ClassId; amount: number };
  /** An election is about to start (before sides are taken). */
  'election-start': { policy: PolicyId; immediate: boolean };
  /** A Bill passed. */
  'bill-passed': { proposer: ClassId; immediate: boolean };
  /** The State dealt with an Event (its task is done, once per Event card). */
  'event-resolved': { event: string };
  'loan-taken': { cls: ClassId };
  /** A Company was built; `paid` is what its owner paid. */
  'company-built': { owner: ClassId; company: string; paid: number };
  /** Final scoring is done; the winners are not decided yet. */
  'game-end': undefined;
}
export type Moment = keyof MomentInfo;
type MomentAct<M extends Moment> = (x: Ctx, info: MomentInfo[M]) => void;
type MomentActs = { [M in Moment]?: MomentAct<M> };

/**
 * Base steps a module takes over in the games that switch it on, each named once here and switched
 * in one place of the base game, which keeps its own path when no module replaces it.
 */
export interface Replacements {
  /** What the IMF does when it intervenes (Crisis Response: the revealed card; politics/imf.ts). */
  imfIntervention: (x: Ctx) => void;
  /** The Event deck (Alternative Events; events/deck.ts). */
  events: EventDeck;
}

/** An expansion module: its name and the rules it adds to the base game. */
export interface Module {
  id: ModuleId;
  name: string;
  rules: readonly Rules[];
  /** What the module does at moments of the game. */
  at?: MomentActs;
  /** Base steps the module takes over. */
  replaces?: Partial<Replacements>;
}

/** The rules of one game: the base game's and those of its modules, looked up by id. */
export interface Ruleset {
  modules: readonly ModuleId[];
  /** What the modules switched on do at each moment, in module order. */
  moments: { [M in Moment]?: ReadonlyArray<MomentAct<M>> };
  /** The base steps the modules switched on take over. */
  replaced: Partial<Replacements>;
  /** Basic and Free Actions in turn-menu order: the base game's, then each module's. */
  actions: readonly ActionDef[];
  actionById: ReadonlyMap<string, ActionDef>;
  effects: ReadonlyMap<string, CardEffect>;
  tasks: ReadonlyMap<string, StoredTask>;
  /** The actions of one kind open to one class, in turn-menu order (made when first needed). */
  actionsOf(kind: ActionDef['kind'], cls: ClassId): readonly ActionDef[];
}

/** Puts rule lists together; an id defined twice is a mistake in the lists. */
export function compose(modules: readonly Module[], lists: readonly Rules[]): Ruleset {
  const moments: Partial<Record<Moment, Array<MomentAct<Moment>>>> = {};
  const replaced: Partial<Replacements> = {};
  for (const m of modules) {
    for (const [moment, act] of Object.entries(m.at ?? {}) as Array<[Moment, MomentAct<Moment>]>)
      moments[moment] = [...(moments[moment] ?? []), act];
    for (const [step, by] of Object.entries(m.replaces ?? {})) {
      if (step in replaced) throw new Error(`${step} is replaced by two modules`);
      Object.assign(replaced, { [step]: by });
    }
  }
  const actions: ActionDef[] = [];
  const actionById = new Map<string, ActionDef>();
  const effects = new Map<string, CardEffect>();
  const tasks = new Map<string, StoredTask>();
  const add = <T>(into: Map<string, T>, id: string, value: T, what: string) => {
    if (into.has(id)) throw new Error(`${what} ${id} is defined twice`);
    into.set(id, value);
  };
  for (const list of lists) {
    for (const a of list.actions) {
      add(actionById, a.id, a, 'action');
      actions.push(a);
    }
    for (const [id, e] of list.effects) add(effects, id, e, 'card effect');
    for (const [id, t] of list.tasks) add(tasks, id, t, 'event task');
  }
  // The turn menu asks for these many times per question: each list is made once.
  const byKind = { basic: {}, free: {} } as Record<ActionDef['kind'], Record<ClassId, ActionDef[]>>;
  for (const kind of ['basic', 'free'] as const)
    for (const cls of CLASS_IDS)
      byKind[kind][cls] = actions.filter((a) => a.kind === kind && a.classes.includes(cls));
  return {
    modules: modules.map((m) => m.id),
    moments: moments as Ruleset['moments'],
    replaced,
    actions,
    actionById,
    effects,
    tasks,
    actionsOf: (kind, cls) => byKind[kind][cls],
  };
}

let catalogue: { base: readonly Rules[]; modules: readonly Module[] } | undefined;
/** Composed rulesets by the set of modules switched on (a bit per module, in catalogue order). */
let composed: Ruleset[] = [];

/** Called once by the engine's composition root with every list there is. */
export function installRules(base: readonly Rules[], modules: readonly Module[]) {
  catalogue = { base, modules };
  composed = [];
}

/** The rules of a game with these options (composed once per set of modules). */
export function rulesFor(options: GameOptions): Ruleset {
  if (!catalogue) throw new Error('the rules are not installed (import src/engine/index.ts)');
  const all = catalogue.modules;
  let key = 0;
  for (let i = 0; i < all.length; i++) if (options.modules[(all[i] as Module).id]) key |= 1 << i;
  let rules = composed[key];
  if (!rules) {
    const on = all.filter((m) => options.modules[m.id]);
    rules = compose(on, [...catalogue.base, ...on.flatMap((m) => m.rules)]);
    composed[key] = rules;
  }
  return rules;
}

// Asked for many times per question; a game's states share their options object (index.ts).
const byOptions = new WeakMap<GameOptions, Ruleset>();

/** The rules of this game. */
export function rulesOf(g: GameState): Ruleset {
  let rules = byOptions.get(g.options);
  if (rules === undefined) {
    rules = rulesFor(g.options);
    byOptions.set(g.options, rules);
  }
  return rules;
}

/** Lets the modules switched on act at this moment of the game. */
export function atMoment<M extends Moment>(
  x: Ctx,
  moment: M,
  ...info: MomentInfo[M] extends undefined ? [] : [MomentInfo[M]]
) {
  const acts = rulesOf(x.g).moments[moment] as ReadonlyArray<MomentAct<M>> | undefined;
  if (!acts) return;
  // The flow runs its last step first: each module's queued steps are put back so that the first
  // module's run first (the Early Historical Event before the Hidden Agendas are chosen:
  // rules-decisions HA8).
  const flow = x.g.flow;
  const queued: Array<typeof flow> = [];
  for (const act of acts) {
    const before = flow.length;
    act(x, info[0] as MomentInfo[M]);
    queued.push(flow.splice(before));
  }
  for (const steps of queued.reverse()) flow.push(...steps);
}
