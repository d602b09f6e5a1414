/** What an Event task is given and where it reports when done (see tasks.ts). */

import type { VotingClass } from '../../data/common.ts';
import type { EventTarget } from '../../data/decks.ts';

/** What a task needs to know: its effect and params, and which classes it may pick. */
export interface TaskSpec {
  effect: string;
  name: string;
  params: Record<string, unknown>;
  classes: VotingClass[];
  target?: EventTarget;
}

/** Where a task goes when done: an Event's rewards (perhaps again, Immediate Response) or a card's icons. */
export type Done =
  | { kind: 'event'; event: string; remaining: number; batch: string }
  | { kind: 'card'; instance: string; batch: string };
