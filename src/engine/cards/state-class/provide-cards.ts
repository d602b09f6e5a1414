/**
 * State Action cards that provide (components.md §2.12): Healthcare Program and Literacy Program
 * (Health / Education equal to a class's Population), Allowances and Subsidies (20 to a class),
 * Step for Representation (1 Personal Influence and 2 Voting cubes) and, from Crisis & Control,
 * COVID-19 Vaccination Program. They start the same tasks as the Events that do the same thing
 * (tasks.ts); the Legitimacy icons then go to the class provided to.
 */
import type { VotingClass } from '../../../data/common.ts';
import type { EffectId } from '../../../data/effect-specs.ts';
import { type Choice, int } from '../../core/choices.ts';
import { log, question, queue } from '../../core/flow.ts';
import { canProvide } from '../../economy/provide.ts';
import { addPublicService, publicServiceLimit } from '../../economy/storage.ts';
import { canTask, type Done, startTask, type TaskSpec } from '../../events/tasks.ts';
import type { GameState } from '../../game-state.ts';
import { statePlays } from '../../seats.ts';
import { populationOf } from '../../workers/workers.ts';
import { defineEffect } from '../effects.ts';
import { cardOfInstance } from '../play.ts';

const ALL: VotingClass[] = ['working', 'middle', 'capitalist'];
const WORKERS: VotingClass[] = ['working', 'middle'];

function cardSpec(
  effect: string,
  params: Record<string, unknown>,
  classes: VotingClass[],
  instance = '',
): TaskSpec {
  return { effect, name: cardOfInstance(instance)?.name ?? 'Provide', params, classes, target: 'one' };
}

function cardDone(g: GameState, instance: string): Done {
  return { kind: 'card', instance, batch: `r${g.round}t${g.turn?.number ?? 0}${g.turn?.seat ?? ''}` };
}

/** A card whose effect is exactly one task, for the given classes. */
function taskCard(effect: EffectId, classes: VotingClass[]) {
  defineEffect(effect, {
    can: (g, _cls, params) => canTask(g, cardSpec(effect, params, classes)),
    start: (x, _cls, params, instance) =>
      startTask(x, cardSpec(effect, params, classes, instance), cardDone(x.g, instance)),
  });
}

taskCard('provide-population-goods', WORKERS);
taskCard('provide-money', ALL);
taskCard('provide-influence-and-cubes', ALL);

// COVID-19 Vaccination Program: buy Health abroad at 5 each, up to the room in the Public Services;
// then provide Health equal to its Population to the Working or the Middle Class.
function healthRoom(g: GameState): number {
  return Math.max(0, publicServiceLimit(g, 'health') - g.publicServices.health);
}

/** Amounts of Health the State may buy abroad and still provide to some class afterwards. */
function vaccineBuys(g: GameState, price: number): number[] {
  const max = Math.min(healthRoom(g), Math.floor(g.treasury / price));
  const out: number[] = [];
  for (let n = max; n >= 0; n--) {
    const ok = WORKERS.some((c) =>
      canProvide(g, c, { goods: { health: populationOf(g, c as 'working') } }, g.treasury - n * price, {
        health: n,
      }),
    );
    if (ok) out.push(n);
  }
  return out;
}

const vaccineBuy = question<{ seat: 'state'; price: number; instance: string }, number>('state.vaccines', {
  choice: int,
  ask(x, s) {
    const amounts = vaccineBuys(x.g, s.price);
    if (amounts.length === 0) return null;
    const options: Array<Choice<number>> = amounts.map((n) =>
      n === 0
        ? { value: n, label: 'Buy no Health abroad', tone: 'quiet' }
        : { value: n, label: `Buy ${n} Health abroad for ${n * s.price}` },
    );
    return {
      seat: s.seat,
      kind: 'state.vaccines',
      prompt: `COVID-19 Vaccination Program: buy Health abroad at ${s.price} each (room for ${healthRoom(x.g)}; Treasury ${x.g.treasury})?`,
      options,
    };
  },
  answer(x, s, n) {
    if (n > 0) {
      x.g.treasury -= n * s.price;
      addPublicService(x.g, 'health', n);
      log(x, `The State buys ${n} Health abroad for ${n * s.price}.`);
    }
    startTask(
      x,
      cardSpec('provide-population-goods', { good: 'health' }, WORKERS, s.instance),
      cardDone(x.g, s.instance),
    );
  },
});

defineEffect('vaccination-program', {
  can: (g, _cls, params) => statePlays(g) && vaccineBuys(g, Number(params.importPrice)).length > 0,
  start(x, _cls, params, instance) {
    queue(x, vaccineBuy({ seat: 'state', price: Number(params.importPrice), instance }));
  },
});

export type { Done };
