/**
 * Influence cubes are limited to the box (components reference §2.1: 35): a gain takes what is left in
 * the supply. Everyone's Influence, the Media Influence in the Public Services and Influence waiting
 * in a State Benefits area come from it.
 */
import type { ClassId } from '../../data/common.ts';
import { COMPONENT_LIMITS } from '../../data/tables.ts';
import type { Choice } from '../core/choices.ts';
import { said } from '../core/said.ts';
import type { GameState } from '../game-state.ts';

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

/** The choices "take 1…n of the Media Influence in the Public Services", most first (none if empty). */
export function mediaInfluenceChoices(g: GameState, upTo: number): Array<Choice<number>> {
  const options: Array<Choice<number>> = [];
  for (let n = Math.min(upTo, g.publicServices.influence); n >= 1; n--)
    options.push({ value: n, said: said('option.takeMedia', { n }) });
  return options;
}

/** Media Influence from the Public Services becomes a class's Personal Influence (no cube is made). */
export function takeMediaInfluence(g: GameState, cls: ClassId, n: number) {
  g.publicServices.influence -= n;
  g.classes[cls].influence += n;
}
