/**
 * Action cards about Workers (components reference §2.12): new skilled Workers, assignments with other
 * limits, Migration, the Cooperative Farm, General Strike and Workplace Accident. Assignments are
 * the Assign Workers action's own steps with options, so assigned Workers are committed (FAQ).
 */

import { type ClassId, INDUSTRIES, type Industry } from '../../../data/common.ts';
import { COOPERATIVE_FARM } from '../../../data/companies.ts';
import type { EffectParams } from '../../../data/effect-specs.ts';
import { ACTIONS } from '../../../data/tables.ts';
import { companiesOf, industryOf, minimumWage, workersIn } from '../../companies/companies.ts';
import { type Choice, classChoice, custom, industryChoice, orWord, pair } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { type Ctx, log, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { gainMoney, payTo } from '../../economy/money.ts';
import type { Company, GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { seatsInOrder } from '../../seats.ts';
import { type AssignOptions, assignPick, assignWorkers, canAssign } from '../../workers/assign-workers.ts';
import { canStrike, strike } from '../../workers/strike-and-demonstration.ts';
import { afterWorkersMoved } from '../../workers/worker-checks.ts';
import {
  addWorker,
  removeWorker,
  tradeUnions,
  unemployedOf,
  type WorkerClass,
  workersOf,
} from '../../workers/workers.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const workerCardRules = new Rules();

/** "a food-skilled", "an education-skilled". */

function isWorkerClass(cls: ClassId): cls is WorkerClass {
  return cls === 'working' || cls === 'middle';
}

// ---- Specialization: a skilled Working Class Worker from the supply, then an assignment —
// the Working Class's own (up to 3, Trade Unions too), or for the Middle Class up to 3 unemployed
// Working Class Workers into its own Companies.

function specializationAssign(cls: ClassId, p: EffectParams<'specialization'>): AssignOptions {
  const budget = p.assign;
  if (p.assignTo === 'own-companies')
    return { workers: 'working', unemployedOnly: true, owners: ['middle'], budget, optional: true };
  return { budget, unions: cls === 'working', optional: true };
}

const newSkilledWorker = question<{ seat: ClassId }, Industry>('card.specialization', {
  choice: industryChoice,
  ask(x, s) {
    if (x.g.supply.working <= 0) return null;
    const options: Array<Choice<Industry>> = INDUSTRIES.map((industry) => ({
      value: industry,
      said: said('option.aSkilledWorker', { ASkill: industry }),
    }));
    return {
      seat: s.seat,
      kind: 'card.specialization',
      said: said('ask.specialization'),
      options,
    };
  },
  answer(x, _s, skill) {
    const worker = addWorker(x.g, 'working', skill);
    if (!worker) return;
    log(x, 'card.workerJoins', { ASkill: skill });
    afterWorkersMoved(x);
  },
});

workerCardRules.effect('specialization', {
  can: (g, cls, p, why) => g.supply.working > 0 || canAssign(g, cls, specializationAssign(cls, p), why),
  start(x, cls, p) {
    queue(
      x,
      newSkilledWorker({ seat: cls }),
      assignPick({ seat: cls, placed: 0, ...specializationAssign(cls, p) }),
    );
  },
});

// ---- Labor Market Deregulation: any number of unemployed Workers; at 2C any uncommitted ones.

function deregulationAssign(g: GameState, cls: ClassId): AssignOptions {
  return {
    // "Any number": never more than the class's Workers (a finite budget keeps the state JSON).
    budget: isWorkerClass(cls) ? workersOf(g, cls).length : 0,
    unemployedOnly: g.policies[2] !== 'C',
    unions: cls === 'working',
  };
}

workerCardRules.effect('labor-market-deregulation', {
  can: (g, cls, _params, why) => canAssign(g, cls, deregulationAssign(g, cls), why),
  start: (x, cls) => assignWorkers(x, cls, deregulationAssign(x.g, cls)),
});

// ---- Signing Bonus: up to 4 unemployed Workers; each Company's owner pays 4 per Worker.

function signingAssign(p: EffectParams<'signing-bonus'>): AssignOptions {
  return {
    budget: p.assign,
    unemployedOnly: true,
    payPerWorker: { payer: 'owner', amount: p.perWorker },
  };
}

workerCardRules.effect('signing-bonus', {
  can: (g, cls, p, why) => canAssign(g, cls, signingAssign(p), why),
  start: (x, cls, p) => assignWorkers(x, cls, signingAssign(p)),
});

// ---- Cooperative Farm: with 3+ unemployed Workers, build one (2 cards in the game) and assign 3.

/** Whether a Cooperative Farm card is left to build (there are 2). */
export function cooperativeFarmLeft(g: GameState): boolean {
  return g.companies.filter((c) => c.card === COOPERATIVE_FARM.id).length < COOPERATIVE_FARM.copies;
}

/** Puts a Cooperative Farm beside the Working Class board, without Workers yet. */
export function buildCooperativeFarm(x: Ctx): Company {
  const g = x.g;
  const farm: Company = {
    id: `c${g.nextId++}`,
    card: COOPERATIVE_FARM.id,
    owner: 'working',
    wage: minimumWage(g),
    machinery: false,
    strike: false,
    publicSlot: undefined, // every key written: one shape of Company (fork.ts)
  };
  g.companies.push(farm);
  log(x, 'card.cooperativeFarm');
  return farm;
}

workerCardRules.effect('build-cooperative-farm', {
  can: (g, cls, _params, why) =>
    cls === 'working' &&
    (cooperativeFarmLeft(g) || no(why, 'farm.none-left')) &&
    (unemployedOf(g, 'working').length >= COOPERATIVE_FARM.slots.length ||
      (why !== undefined &&
        no(why, 'unemployed.few', COOPERATIVE_FARM.slots.length, unemployedOf(g, 'working').length))),
  start(x) {
    const farm = buildCooperativeFarm(x);
    assignWorkers(x, 'working', {
      companyId: farm.id,
      unemployedOnly: true,
      budget: COOPERATIVE_FARM.slots.length,
    });
  },
});

// ---- Migration: with enough unemployed Workers, up to 2 of them leave; money for each.

interface MigrationStep {
  seat: WorkerClass;
  left: number;
  removed: number;
  perUnskilled: number;
  perSkilled: number;
}

/** A Worker's skill, or null for an unskilled Worker (written `unskilled`). */
const skillChoice = custom<Industry | null>(
  (skill) => skill ?? 'unskilled',
  (id) => (id === 'unskilled' ? null : industryChoice.decode(id)),
);

/** The skill of the Worker who leaves, or `done`. */
type Migrant = Industry | null | 'done';

const migrationPick = question<MigrationStep, Migrant>('card.migration', {
  choice: orWord('done', skillChoice),
  ask(x, s) {
    if (s.left <= 0) return null;
    const skills = new Set(unemployedOf(x.g, s.seat).map((w) => w.skill));
    const options: Array<Choice<Migrant>> = [];
    for (const skill of [null, ...INDUSTRIES]) {
      if (!skills.has(skill)) continue;
      options.push({
        value: skill,
        said: skill
          ? said('option.migrantSkilled', { ASkill: skill, n: s.perSkilled })
          : said('option.migrantUnskilled', { n: s.perUnskilled }),
      });
    }
    if (options.length === 0) return null;
    if (s.removed > 0)
      options.push({
        value: 'done',
        said: said('option.noMoreLeave'),
        tone: 'quiet',
      });
    return {
      seat: s.seat,
      kind: 'card.migration',
      said: said('ask.migration', { n: s.left }),
      options,
    };
  },
  answer(x, s, skill) {
    if (skill === 'done') return;
    const g = x.g;
    const worker = unemployedOf(g, s.seat).find((w) => w.skill === skill);
    if (!worker) return;
    removeWorker(g, worker);
    const amount = skill ? s.perSkilled : s.perUnskilled;
    gainMoney(x, s.seat, amount);
    log(x, skill ? 'card.emigrates' : 'card.emigratesUnskilled', {
      ASkill: skill ?? '',
      class: s.seat,
      amount,
    });
    afterWorkersMoved(x);
    queue(x, migrationPick(withChanges(s, { left: s.left - 1, removed: s.removed + 1 })));
  },
});

workerCardRules.effect('migration', {
  can: (g, cls, p, why) =>
    isWorkerClass(cls) &&
    (unemployedOf(g, cls).length >= p.minUnemployed ||
      (why !== undefined && no(why, 'unemployed.few', p.minUnemployed, unemployedOf(g, cls).length))),
  start(x, cls, p) {
    if (!isWorkerClass(cls)) return;
    queue(
      x,
      migrationPick({
        seat: cls,
        left: p.remove,
        removed: 0,
        perUnskilled: p.perUnskilled,
        perSkilled: p.perSkilled,
      }),
    );
  },
});

// ---- General Strike: Strike with one more token per Trade Union.

workerCardRules.effect('general-strike', {
  can: (g, _cls, _params, why) => canStrike(g, why),
  start(x, _cls, p) {
    const unions = tradeUnions(x.g).length;
    strike(x, ACTIONS.strikeTokensPerAction + unions * p.extraPerTradeUnion);
  },
});

// ---- Workplace Accident: another player pays per Company of theirs in one industry employing
// Working Class Workers (the Capitalist Class from Revenue first; a Loan if it must).

function accidentCompanies(g: GameState, payer: ClassId, industry: Industry): number {
  return companiesOf(g, payer as Company['owner']).filter(
    (c) => industryOf(c) === industry && workersIn(g, c.id).some((w) => w.cls === 'working'),
  ).length;
}

/** The player who pays and the industry of its Companies, written `capitalist:food`. */
type AccidentTarget = [ClassId, Industry];
const accidentChoice = pair(classChoice, ':', industryChoice);

function accidentOptions(g: GameState, perCompany: number): Array<Choice<AccidentTarget>> {
  const out: Array<Choice<AccidentTarget>> = [];
  for (const payer of seatsInOrder(g)) {
    if (payer === 'working') continue;
    for (const industry of INDUSTRIES) {
      const n = accidentCompanies(g, payer, industry);
      if (n === 0) continue;
      out.push({
        value: [payer, industry],
        said: said('option.accident', { class: payer, industry, count: n, cost: n * perCompany }),
      });
    }
  }
  return out;
}

const accidentPick = question<{ seat: ClassId; perCompany: number }, AccidentTarget>('card.accident', {
  choice: accidentChoice,
  ask(x, s) {
    const options = accidentOptions(x.g, s.perCompany);
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.accident',
      said: said('ask.accident'),
      options,
    };
  },
  answer(x, s, [payer, industry]) {
    const amount = accidentCompanies(x.g, payer, industry) * s.perCompany;
    payTo(x, payer, s.seat, amount);
    log(x, 'card.accident', { industry, payer, to: s.seat, amount });
  },
});

workerCardRules.effect('workplace-accident', {
  can: (g, _cls, p) =>
    seatsInOrder(g).some(
      (payer) => payer !== 'working' && INDUSTRIES.some((i) => accidentCompanies(g, payer, i) > 0),
    ) && p.perCompany > 0,
  start: (x, cls, p) => queue(x, accidentPick({ seat: cls, perCompany: p.perCompany })),
});
