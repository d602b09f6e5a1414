/**
 * Basic and Free Actions. Each is declared once with who may take it, when it is possible, and
 * the steps it starts; the turn menu, Action cards ("then Assign Workers") and automas all start
 * actions through here, so each rule is written once.
 */
import type { ClassId } from '../../data/common.ts';
import type { Ctx } from '../core/flow.ts';
import type { GameState } from '../game-state.ts';

export interface ActionDef {
  id: string;
  name: string;
  kind: 'basic' | 'free';
  classes: readonly ClassId[];
  /** Only in 4-player games (the State's Benefits). */
  fourPlayersOnly?: boolean;
  /** True when the action can be carried out now with at least one legal choice. */
  can(g: GameState, cls: ClassId): boolean;
  /** Queues the steps of the action. */
  start(x: Ctx, cls: ClassId): void;
}

const actions = new Map<string, ActionDef>();
type ActionLists = Record<ActionDef['kind'], Partial<Record<ClassId, ActionDef[]>>>;
/** The actions of each kind and class, in declaration order (made when first needed). */
let byKindAndClass: ActionLists = { basic: {}, free: {} };

export function defineAction(def: ActionDef): ActionDef {
  if (actions.has(def.id)) throw new Error(`action ${def.id} is defined twice`);
  actions.set(def.id, def);
  byKindAndClass = { basic: {}, free: {} };
  return def;
}

function actionsOf(kind: ActionDef['kind'], cls: ClassId): ActionDef[] {
  const lists = byKindAndClass[kind];
  let list = lists[cls];
  if (!list) {
    list = [...actions.values()].filter((a) => a.kind === kind && a.classes.includes(cls));
    lists[cls] = list;
  }
  return list;
}

export function actionById(id: string): ActionDef | undefined {
  return actions.get(id);
}

/** The actions of one kind a class may take now, in declaration order. */
export function availableActions(g: GameState, cls: ClassId, kind: ActionDef['kind']): ActionDef[] {
  const out: ActionDef[] = [];
  for (const a of actionsOf(kind, cls)) {
    if (a.fourPlayersOnly && g.options.players !== 4) continue;
    if (a.can(g, cls)) out.push(a);
  }
  return out;
}
