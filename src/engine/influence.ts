/**
 * Influence cubes are limited to the box (components.md §2.1: 35): a gain takes what is left in
 * the supply. Everyone's Influence, the Media Influence in the Public Services and Influence waiting
 * in a State Benefits area come from it.
 */
import type { ClassId } from '../data/common.ts';
import { COMPONENT_LIMITS } from '../data/tables.ts';
import type { GameState } from './state.ts';

export function influenceInPlay(g: GameState): number {
  const c = g.classes;
  return (
    c.working.influence +
    c.middle.influence +
    c.capitalist.influence +
    c.state.influence +
    g.publicServices.influence +
    (c.working.benefits?.influence ?? 0) +
    (c.middle.benefits?.influence ?? 0) +
    (c.capitalist.benefits?.influence ?? 0)
  );
}

export function influenceLeft(g: GameState): number {
  return Math.max(0, COMPONENT_LIMITS.influence - influenceInPlay(g));
}

/** Gives a class up to `n` Influence from the supply; returns how much it got. */
export function gainInfluence(g: GameState, cls: ClassId, n: number): number {
  const got = Math.max(0, Math.min(n, influenceLeft(g)));
  g.classes[cls].influence += got;
  return got;
}
