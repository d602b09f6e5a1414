/**
 * What an effect step of a Historical Event is given when it resolves: the card, the class whose
 * symbol is printed before the step (null for a step with no symbol), and the step's typed
 * parameters. Each effect id has one handler; the handlers are grouped by theme in this folder.
 */
import type { ClassId } from '../../../../data/common.ts';
import {
  type Amount,
  type AmountFormula,
  type EffectStep,
  type ExpansionEffectId,
  evaluateAmount,
} from '../../../../data/expansions.schema.ts';
import { cardOf, companiesOf, isOperational, workersIn } from '../../../companies/companies.ts';
import type { Ctx } from '../../../core/flow.ts';
import type { GameState } from '../../../game-state.ts';
import { populationOf, tradeUnions } from '../../../workers/workers.ts';

export type StepOf<K extends ExpansionEffectId> = Extract<EffectStep, { effect: K }>;

/** One printed part of an Event's effect, applied for one class (null: a part with no symbol). */
export interface Part<K extends ExpansionEffectId = ExpansionEffectId> {
  /** The Historical Event's id. */
  card: string;
  cls: ClassId | null;
  params: StepOf<K>['params'];
  /** The card says "may". */
  optional: boolean;
}

export type Handler<K extends ExpansionEffectId> = (x: Ctx, part: Part<K>) => void;
export type Handlers = { [K in ExpansionEffectId]?: Handler<K> };

/** Who a part is for, whatever its effect. */
type Whom = Pick<Part, 'card' | 'cls'>;

/** The class a part is for; a part with a class symbol always has one. */
export function classOf(part: Whom): ClassId {
  if (part.cls === null) throw new Error(`${part.card}: this part needs a class symbol`);
  return part.cls;
}

export function workerClassOf(part: Whom): 'working' | 'middle' {
  const cls = classOf(part);
  if (cls !== 'working' && cls !== 'middle') throw new Error(`${part.card}: only a class with Workers`);
  return cls;
}

/** A printed amount for this class: a number, or what a formula counts (halves round down). */
export function amountFor(g: GameState, cls: ClassId | null, amount: Amount): number {
  return evaluateAmount(amount, (formula) => countFor(g, cls, formula));
}

function countFor(g: GameState, cls: ClassId | null, f: AmountFormula): number {
  switch (f.per) {
    case 'population':
      return cls === 'working' || cls === 'middle' ? populationOf(g, cls) : 0;
    case 'trade-unions':
      return tradeUnions(g).length;
    case 'own-operational-companies':
      if (cls === null) return 0;
      return companiesOf(g, cls).filter(
        (c) => isOperational(g, c) && (!f.industry || cardOf(c).industry === f.industry),
      ).length;
    case 'public-or-capitalist-companies-employing-own-workers':
      return g.companies.filter(
        (c) =>
          (c.owner === 'state' || c.owner === 'capitalist') && workersIn(g, c.id).some((w) => w.cls === cls),
      ).length;
    case 'workers-placed-in-own-companies-by-this-card': {
      // Workers now in the class's Companies that were not there when the Event began.
      const before = new Set(g.historicalEvents?.resolving?.employedBefore ?? []);
      if (cls === null) return 0;
      let n = 0;
      for (const c of companiesOf(g, cls)) for (const w of workersIn(g, c.id)) if (!before.has(w.id)) n++;
      return n;
    }
    default:
      throw new Error(`the Historical Events count no ${f.per}`);
  }
}
