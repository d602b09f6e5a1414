/**
 * State Action cards that provide (components reference §2.12): Healthcare Program and Literacy Program
 * (Health / Education equal to a class's Population), Allowances and Subsidies (20 to a class),
 * Step for Representation (1 Personal Influence and 2 Voting cubes) and, from Crisis & Control,
 * COVID-19 Vaccination Program. They start the same tasks as the Events that do the same thing
 * (tasks.ts); the Legitimacy icons then go to the class provided to.
 */

import type { VotingClass } from '../../../data/common.ts';
import type { EffectId, EffectParams } from '../../../data/effect-specs.ts';
import { no } from '../../core/why.ts';
import type { Done, TaskSpec } from '../../events/task-spec.ts';
import { canTask, startTask } from '../../events/tasks.ts';
import type { GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { cardOfInstance } from '../play.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const provideCardRules = new Rules();

const ALL: VotingClass[] = ['working', 'middle', 'capitalist'];
export const WORKERS: VotingClass[] = ['working', 'middle'];

export function cardSpec<E extends EffectId>(
  effect: E,
  params: EffectParams<E>,
  classes: VotingClass[],
  instance = '',
): TaskSpec<E> {
  return {
    effect,
    name: cardOfInstance(instance)?.name ?? 'Provide',
    card: instance,
    params,
    classes,
    target: 'one',
  };
}

export function cardDone(g: GameState, instance: string): Done {
  return { kind: 'card', instance, batch: `r${g.round}t${g.turn?.number ?? 0}${g.turn?.seat ?? ''}` };
}

/** A card whose effect is exactly one task, for the given classes. */
function taskCard<E extends EffectId>(effect: E, classes: VotingClass[]) {
  provideCardRules.effect(effect, {
    can: (g, _cls, params, why) => canTask(g, cardSpec(effect, params, classes)) || no(why, 'provide.none'),
    start: (x, _cls, params, instance) =>
      startTask(x, cardSpec(effect, params, classes, instance), cardDone(x.g, instance)),
  });
}

taskCard('provide-population-goods', WORKERS);
taskCard('provide-money', ALL);
taskCard('provide-influence-and-cubes', ALL);
