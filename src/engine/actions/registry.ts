/**
 * Basic and Free Actions. Each is declared once (an `ActionDef` in its file's `Rules`) with who may
 * take it, when it is possible, and the steps it starts; the turn menu, Action cards ("then Assign
 * Workers") and seat drivers all find the game's actions here, so each rule is written once.
 */

import type { ClassId } from '../../data/common.ts';
import { no, type Why } from '../core/why.ts';
import type { GameState } from '../game-state.ts';
import { type ActionDef, rulesOf } from '../ruleset.ts';

/** Whether a class may take this action now (one of its kind, open to the class); `why`: core/why.ts. */
export function actionAvailable(g: GameState, cls: ClassId, a: ActionDef, why?: Why): boolean {
  if (a.fourPlayersOnly && g.options.players !== 4) return no(why, 'action.four-players');
  return a.can(g, cls, why);
}

/** The actions of one kind a class may take now, in turn-menu order. */
export function availableActions(g: GameState, cls: ClassId, kind: ActionDef['kind']): ActionDef[] {
  const out: ActionDef[] = [];
  for (const a of rulesOf(g).actionsOf(kind, cls)) if (actionAvailable(g, cls, a)) out.push(a);
  return out;
}

/** `availableActions(…).length > 0`, stopping at the first. */
export function anyActionAvailable(g: GameState, cls: ClassId, kind: ActionDef['kind']): boolean {
  for (const a of rulesOf(g).actionsOf(kind, cls)) if (actionAvailable(g, cls, a)) return true;
  return false;
}

export function actionById(g: GameState, id: string): ActionDef | undefined {
  return rulesOf(g).actionById.get(id);
}
