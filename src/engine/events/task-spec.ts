/** What an Event task is given and where it reports when done (see tasks.ts). */

import type { VotingClass } from '../../data/common.ts';
import type { EventTarget } from '../../data/decks.ts';
import type { EffectId, EffectParams } from '../../data/effect-specs.ts';

/** What every task is told besides its effect: its name and which classes it may pick. */
export interface TaskSpecBase {
  name: string;
  /** The card that sets the task (an Event's, a card's instance id), for the log: '' for none. */
  card: string;
  classes: VotingClass[];
  target?: EventTarget;
}

/** What a task of effect `E` needs to know: its params, typed by the effect's schema. */
export interface TaskSpec<E extends EffectId = EffectId> extends TaskSpecBase {
  effect: E;
  params: EffectParams<E>;
}

/** Where a task goes when done: an Event's rewards (perhaps again, Immediate Response) or a card's icons. */
export type Done =
  | { kind: 'event'; event: string; remaining: number; batch: string }
  | { kind: 'card'; instance: string; batch: string };
