/**
 * What the effects printed on AI cards do (Crisis & Control AI cards; the effect vocabulary of
 * src/data/expansions.schema.ts): the bonus steps that come before the first action and the Special
 * Actions. Where the base game has the same thing (a card effect, a Basic Action), it is called, so
 * each rule is written once; a choice inside an effect is a question the Automa's driver answers.
 */
import type { AutomaClass } from '../../data/automa/index.ts';
import { type ClassId, type Industry, VOTING_CLASSES } from '../../data/common.ts';
import type { EffectStep, ExpansionEffectId } from '../../data/expansions.schema.ts';
import { COMPONENT_LIMITS } from '../../data/tables.ts';
import { canMakeDeal, extraShift, extraShiftTargets, makeDeal } from '../actions/class-actions.ts';
import { effectOf } from '../cards/effects.ts';
import { canSwapCubes, swapCubes } from '../cards/politics/cubes.ts';
import {
  cardOf,
  companiesOf,
  companyName,
  findCompany,
  industryOf,
  isAutomated,
  isOperational,
  openPublicSlots,
  requiredSlots,
  workersIn,
} from '../companies/companies.ts';
import { type Choice, industryChoice, name } from '../core/choices.ts';
import { type Ctx, list, log, maybe, question, queue, said } from '../core/flow.ts';
import { canAfford, gainMoney, moneyOf, payTo, spend, spendCapital } from '../economy/money.ts';
import { produce } from '../economy/produce.ts';
import { gainVp } from '../economy/vp.ts';
import { fork } from '../fork.ts';
import type { Company, GameState } from '../game-state.ts';
import { addCubes, drawCube } from '../politics/elections.ts';
import { influenceLeft } from '../politics/influence.ts';
import { inGame } from '../seats.ts';
import { assignWorkers, canAssign } from '../workers/assign-workers.ts';
import { afterWorkersMoved } from '../workers/worker-checks.ts';
import { addWorker, emptyCompany, placeInCompany, removeWorker, unemployedOf } from '../workers/workers.ts';
import { amountFor, machineryCandidates, policiesHold } from './amounts.ts';

type Params<K extends ExpansionEffectId> = Extract<EffectStep, { effect: K }>['params'];

interface EffectDef<K extends ExpansionEffectId> {
  can(g: GameState, cls: AutomaClass, params: Params<K>): boolean;
  /** `card`: the AI card's id, for the log and for base-game card effects that name their card. */
  start(x: Ctx, cls: AutomaClass, params: Params<K>, card: string): void;
}

type EffectTable = { [K in ExpansionEffectId]?: EffectDef<K> };

/** A base-game Action card effect, run for the Automa with the AI card as "the card". */
function baseEffect(id: string, params: Record<string, unknown>) {
  return {
    can: (g: GameState, cls: AutomaClass) => effectOf(g, id)?.can(g, cls, params) ?? false,
    start: (x: Ctx, cls: AutomaClass, card: string) => effectOf(x.g, id)?.start(x, cls, params, card),
  };
}

// ---- Companies an effect lets the Automa pick: its driver answers by its Instruction cards.

type Purpose = 'produce-first' | 'staff-from-supply' | 'take-public-workers';

interface PickStep {
  seat: AutomaClass;
  purpose: Purpose;
  candidates: string[];
  /** produce-first: the industry; staff-from-supply: the cost. */
  industry?: Industry;
  cost?: number;
}

/** What each purpose asks (`event.ask.*`). */
const PURPOSE_KEYS: Record<Purpose, string> = {
  'produce-first': 'ask.automaProduceFirst',
  'staff-from-supply': 'ask.automaStaffFromSupply',
  'take-public-workers': 'ask.automaTakePublicWorkers',
};

export const pickCompany = question<PickStep, string>('automa.company', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = s.candidates
      .map((id) => findCompany(x.g, id))
      .filter((c): c is Company => c !== undefined)
      .map((c) => ({
        value: c.id,
        said: said('option.company', { company: c.card }),
        short: companyName(c),
      }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: `automa.${s.purpose}`,
      said: said(PURPOSE_KEYS[s.purpose]),
      options,
    };
  },
  answer(x, s, id) {
    const company = findCompany(x.g, id);
    if (!company) return;
    if (s.purpose === 'produce-first') producePublicFirst(x, company);
    else if (s.purpose === 'staff-from-supply') staffFromSupply(x, s.seat, company, s.cost ?? 0);
    else takePublicWorkers(x, s.seat, company);
  },
});

function askOrDo(x: Ctx, step: PickStep) {
  if (step.candidates.length > 0) queue(x, pickCompany(step));
}

/** Public Companies of the industry, working, with the class's Workers (not struck). */
function publicWithOwnWorkers(g: GameState, cls: AutomaClass, industry: Industry): Company[] {
  const open = openPublicSlots(g);
  return companiesOf(g, 'state').filter(
    (c) =>
      (c.publicSlot ?? 99) < open &&
      industryOf(c) === industry &&
      !c.strike &&
      isOperational(g, c) &&
      workersIn(g, c.id).some((w) => w.cls === cls),
  );
}

function producePublicFirst(x: Ctx, company: Company) {
  const result = produce(x, company);
  log(x, 'automa.producesFirst', {
    company: company.card,
    kept: result.kept,
    wage: maybe(result.wage > 0, 'automa.stateWages', { n: result.wage }),
  });
}

/** Which class's Workers an effect brings into a Capitalist Company: Middle Class unless a Demonstration. */
function staffClass(g: GameState, slots: number): 'working' | 'middle' {
  const middleFirst = inGame(g, 'middle') && !g.classes.working.demonstration;
  return middleFirst && g.supply.middle >= slots ? 'middle' : 'working';
}

/** Own Companies with no Workers that need some (not automated). */
function emptyOwnCompanies(g: GameState, cls: AutomaClass): Company[] {
  return companiesOf(g, cls).filter(
    (c) => !isAutomated(cardOf(c)) && requiredSlots(cardOf(c)).length > 0 && workersIn(g, c.id).length === 0,
  );
}

function staffFromSupply(x: Ctx, cls: AutomaClass, company: Company, cost: number) {
  const g = x.g;
  const slots = requiredSlots(cardOf(company));
  const from = cls === 'middle' ? 'middle' : staffClass(g, slots.length);
  if (g.supply[from] < slots.length || !spend(x, cls, cost)) return;
  for (const slot of slots) {
    const worker = addWorker(g, from, slot.skill);
    if (worker) placeInCompany(worker, company.id, slot.index, true);
  }
  log(x, 'automa.staffsFromSupply', { automa: cls, cost, class: from, company: company.card });
  afterWorkersMoved(x);
}

/** Operational Public Companies whose Workers could run this own Company (same industry, they fit). */
function matchingPublic(g: GameState, company: Company): Company | undefined {
  const open = openPublicSlots(g);
  const slots = requiredSlots(cardOf(company));
  return companiesOf(g, 'state').find((p) => {
    if ((p.publicSlot ?? 99) >= open || industryOf(p) !== industryOf(company) || !isOperational(g, p))
      return false;
    const workers = workersIn(g, p.id);
    const cls = workers[0]?.cls;
    return (
      cls !== undefined &&
      workers.length >= slots.length &&
      slots.every((sl) => sl.classes.includes(cls)) &&
      slots
        .filter((sl) => sl.skill)
        .every(
          (sl) =>
            workers.filter((w) => w.skill === sl.skill).length >=
            slots.filter((o) => o.skill === sl.skill).length,
        )
    );
  });
}

function takePublicWorkers(x: Ctx, cls: AutomaClass, company: Company) {
  const g = x.g;
  const from = matchingPublic(g, company);
  if (!from) return;
  const pool = [...workersIn(g, from.id)];
  for (const slot of requiredSlots(cardOf(company))) {
    const i = pool.findIndex((w) => (slot.skill ? w.skill === slot.skill : w.skill === null));
    const worker = pool.splice(
      i >= 0 ? i : pool.findIndex((w) => !slot.skill || w.skill === slot.skill),
      1,
    )[0];
    if (worker) placeInCompany(worker, company.id, slot.index, true);
  }
  company.wage = 3;
  // The Public Company cannot run on part of its Workers: the others are unemployed again.
  emptyCompany(g, from.id);
  log(x, 'automa.takesWorkers', { automa: cls, fromCompany: from.card, company: company.card });
  afterWorkersMoved(x);
}

// ---- The skilled Worker of its choice from the Supply.

export const chooseSkill = question<{ seat: AutomaClass & ('working' | 'middle') }, Industry>(
  'automa.skilled',
  {
    choice: industryChoice,
    ask(x, s) {
      if (x.g.supply[s.seat] <= 0) return null;
      return {
        seat: s.seat,
        kind: 'automa.skilled',
        said: said('ask.automaSkilled'),
        options: (['food', 'luxury', 'health', 'education', 'media'] as const).map((i) => ({
          value: i,
          said: said('option.aSkilledWorker', { ASkill: i }),
        })),
      };
    },
    answer(x, s, industry) {
      if (addWorker(x.g, s.seat, industry))
        log(x, 'automa.takesSkilled', { automa: s.seat, skill: industry });
    },
  },
);

// ---- Voting cubes.

function drawKeepOwn(x: Ctx, cls: AutomaClass, n: number) {
  const g = x.g;
  const drawn = { working: 0, middle: 0, capitalist: 0 };
  for (let i = 0; i < n && g.bag.working + g.bag.middle + g.bag.capitalist > 0; i++) {
    const cube = drawCube(x);
    if (cube) drawn[cube] += 1;
  }
  g.bag[cls] += drawn[cls];
  const removed = VOTING_CLASSES.filter((c) => c !== cls).reduce((sum, c) => {
    g.supply.cubes[c] += drawn[c];
    return sum + drawn[c];
  }, 0);
  log(x, 'automa.drawsCubes', {
    automa: cls,
    drawn: list([said('cubes.count', { count: n })]),
    own: drawn[cls],
    removed: list([said('cubes.count', { count: removed })]),
  });
}

function othersInBag(g: GameState, cls: AutomaClass): number {
  return VOTING_CLASSES.filter((c) => c !== cls).reduce((n, c) => n + g.bag[c], 0);
}

// ---- Money.

/** The class whose Companies employ most of the Automa's Workers (ties: the richer, then player order). */
export function mainEmployer(g: GameState, cls: AutomaClass): ClassId | undefined {
  if (cls === 'capitalist') return undefined;
  const counts = new Map<ClassId, number>();
  for (const w of g.workers) {
    if (w.cls !== cls || w.at !== 'company') continue;
    const owner = findCompany(g, w.company as string)?.owner;
    if (!owner || owner === cls || owner === 'working') continue;
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  let best: ClassId | undefined;
  for (const [owner, n] of counts) {
    const b = best === undefined ? -1 : (counts.get(best) ?? 0);
    if (n > b || (n === b && best !== undefined && moneyOf(g, owner) > moneyOf(g, best))) best = owner;
  }
  return best;
}

function canPayForVp(g: GameState, cls: AutomaClass, p: Params<'pay-for-vp'>): boolean {
  if (!inGame(g, p.to) && p.to !== 'state') return false;
  return p.fromCapital ? g.classes.capitalist.capital >= p.amount : canAfford(g, cls, p.amount);
}

// ---- The table.

const EFFECTS: EffectTable = {
  'add-voting-cubes': {
    can: (g, cls) => g.supply.cubes[cls] > 0,
    start(x, cls, p) {
      const added = addCubes(x.g, cls, amountFor(x.g, cls, p.count));
      log(x, 'automa.addsCubes', { automa: cls, cubes: list([said('amount.cubes', { count: added })]) });
    },
  },
  'buy-voting-cubes': {
    can: (g, cls, p) => g.supply.cubes[cls] > 0 && canAfford(g, cls, p.price),
    start(x, cls, p) {
      if (!spend(x, cls, p.price)) return;
      const added = addCubes(x.g, cls, p.count);
      log(x, 'automa.buysCubes', {
        automa: cls,
        price: p.price,
        cubes: list([said('amount.cubes', { count: added })]),
      });
    },
  },
  'swap-bag-cubes': {
    can: (g, cls) => canSwapCubes(g, cls),
    start: (x, cls, p) => swapCubes(x, cls, p.othersToReplace, said('automa.the', { automa: cls })),
  },
  'draw-cubes-keep-own': {
    can: (g, cls) => othersInBag(g, cls) > 0,
    start: (x, cls, p) => drawKeepOwn(x, cls, p.draw),
  },
  'buy-influence-from-state': {
    can: (g, cls) => g.supply.cubes[cls] > 0 || (g.publicServices.influence > 0 && influenceLeft(g) >= 0),
    start(x, cls, p) {
      const g = x.g;
      let bought = 0;
      while (bought < p.count && g.publicServices.influence > 0 && canAfford(g, cls, p.price)) {
        spend(x, cls, p.price);
        gainMoney(x, 'state', p.price);
        g.publicServices.influence -= 1;
        g.classes[cls].influence += 1;
        bought++;
      }
      const cubes = addCubes(g, cls, (p.count - bought) * p.cubesPerMissing);
      log(x, 'automa.buysInfluence', {
        automa: cls,
        n: bought,
        cost: bought * p.price,
        cubes: maybe(cubes > 0, 'automa.cubesInstead', {
          cubes: list([said('amount.cubes', { count: cubes })]),
        }),
      });
    },
  },
  'gain-money': {
    can: (g, cls, p) => amountFor(g, cls, p.amount) > 0,
    start(x, cls, p) {
      const amount = amountFor(x.g, cls, p.amount);
      if (amount <= 0) return;
      if (p.from === 'state') payTo(x, 'state', cls, amount);
      else gainMoney(x, cls, amount);
      log(x, p.from === 'state' ? 'automa.getsFromState' : 'automa.gets', { automa: cls, amount });
    },
  },
  'take-money-from-main-employer': {
    can: (g, cls) => mainEmployer(g, cls) !== undefined,
    start(x, cls, p) {
      const from = mainEmployer(x.g, cls);
      if (!from) return;
      payTo(x, from, cls, p.amount);
      log(x, 'automa.takesFromEmployer', { automa: cls, amount: p.amount, class: from });
    },
  },
  'pay-for-vp': {
    can: canPayForVp,
    start(x, cls, p) {
      if (!canPayForVp(x.g, cls, p)) return;
      if (p.fromCapital) spendCapital(x, p.amount);
      else spend(x, cls, p.amount);
      gainMoney(x, p.to, p.amount);
      log(x, 'automa.pays', { automa: cls, amount: p.amount, to: p.to });
      gainVp(x, cls, p.vp, 'AI card Special Action');
    },
  },
  'move-revenue-to-capital': {
    can: (g, _cls, p) => g.classes.capitalist.revenue >= p.minRevenue,
    start: (x, cls, p, card) => baseEffect('offshore-companies', { divisor: p.divisor }).start(x, cls, card),
  },
  'remove-unemployed-for-money': {
    can: (g, cls, p) => cls !== 'capitalist' && unemployedOf(g, cls).length >= p.minUnemployed,
    start(x, cls, p) {
      if (cls === 'capitalist') return;
      const g = x.g;
      const pool = [...unemployedOf(g, cls)].sort(
        (a, b) => Number(a.skill !== null) - Number(b.skill !== null),
      );
      const leaving = pool.slice(0, p.remove);
      for (const w of leaving) removeWorker(g, w);
      gainMoney(x, cls, p.money);
      log(x, 'automa.sendsAway', { automa: cls, count: leaving.length, money: p.money });
    },
  },
  // ---- Workers and Companies.
  'gain-workers': {
    can: (g, cls) => cls !== 'capitalist' && g.supply[cls] > 0,
    start(x, cls) {
      if (cls !== 'capitalist') queue(x, chooseSkill({ seat: cls }));
    },
  },
  'build-cooperative-farm': {
    can: (g, cls) => baseEffect('build-cooperative-farm', {}).can(g, cls),
    start: (x, cls, _p, card) => baseEffect('build-cooperative-farm', {}).start(x, cls, card),
  },
  'public-company-produces-first': {
    can: (g, cls, p) => publicWithOwnWorkers(g, cls, p.industry).length > 0,
    start(x, cls, p) {
      const candidates = publicWithOwnWorkers(x.g, cls, p.industry).map((c) => c.id);
      askOrDo(x, { seat: cls, purpose: 'produce-first', candidates, industry: p.industry });
    },
  },
  'fill-own-companies': {
    can: (g, cls, p) => canAssign(g, cls, fillOptions(g, cls, p)),
    start: (x, cls, p) => assignWorkers(x, cls, fillOptions(x.g, cls, p)),
  },
  'staff-company-from-supply': {
    can: (g, cls, p) =>
      canAfford(g, cls, p.cost) &&
      emptyOwnCompanies(g, cls).some(
        (c) => g.supply[staffClass(g, requiredSlots(cardOf(c)).length)] >= requiredSlots(cardOf(c)).length,
      ),
    start(x, cls, p) {
      const candidates = emptyOwnCompanies(x.g, cls).map((c) => c.id);
      askOrDo(x, { seat: cls, purpose: 'staff-from-supply', candidates, cost: p.cost });
    },
  },
  'take-public-company-workers': {
    can: (g, cls) => emptyOwnCompanies(g, cls).some((c) => matchingPublic(g, c) !== undefined),
    start(x, cls) {
      const candidates = emptyOwnCompanies(x.g, cls)
        .filter((c) => matchingPublic(x.g, c) !== undefined)
        .map((c) => c.id);
      askOrDo(x, { seat: cls, purpose: 'take-public-workers', candidates });
    },
  },
  'extra-production': {
    can: (g, cls) => baseEffect('extra-shift', {}).can(g, cls),
    start: (x, cls, _p, card) => baseEffect('extra-shift', {}).start(x, cls, card),
  },
  'extra-shift': {
    can: (g, cls, p) => cls === 'middle' && extraShiftTargets(g, shiftOnly(g, p)).length > 0,
    start: (x, _cls, p) => extraShift(x, { only: shiftOnly(x.g, p) }),
  },
  'buy-machinery': {
    can: (g, cls, p) =>
      cls === 'capitalist' &&
      !(p.notInFinalRound && g.round >= 5) &&
      machineryCandidates(g).length > 0 &&
      g.companies.filter((c) => c.machinery).length < COMPONENT_LIMITS.machinery &&
      canAfford(g, cls, p.price),
    start: (x, cls, p, card) =>
      baseEffect('technological-progress', { oneCost: p.price, twoCost: p.price + p.secondPrice }).start(
        x,
        cls,
        card,
      ),
  },
  'extra-action': {
    can: (g, cls) => cls === 'capitalist' && canMakeDeal(g),
    start: (x) => makeDeal(x),
  },
  'sell-to-state': {
    can: (g, cls, p) => baseEffect('sell-to-state', saleParams(p)).can(g, cls),
    start: (x, cls, p, card) => baseEffect('sell-to-state', saleParams(p)).start(x, cls, card),
  },
  'buy-prosperity': {
    can: (g, cls, p) => baseEffect('buy-prosperity', prosperityParams(p)).can(g, cls),
    start: (x, cls, p, card) => baseEffect('buy-prosperity', prosperityParams(p)).start(x, cls, card),
  },
};

function saleParams(p: Params<'sell-to-state'>) {
  return { good: p.resource, max: p.max, price: p.price, influence: p.plusInfluence };
}

function prosperityParams(p: Params<'buy-prosperity'>) {
  return { perPopulation: p.pricePerPopulation, prosperity: p.prosperity };
}

function shiftOnly(g: GameState, p: Params<'extra-shift'>): string[] | undefined {
  if (!p.inCompanyWithWorkingClassWorker) return undefined;
  return companiesOf(g, 'middle')
    .filter((c) => workersIn(g, c.id).some((w) => w.cls === 'working'))
    .map((c) => c.id);
}

/**
 * Other classes' unemployed Workers into the Automa's Companies, the State paying per Worker. The
 * Capitalist Automa takes Middle Class Workers unless a Demonstration is on (its Building Company
 * Criteria; rules-decisions AU9).
 */
function fillOptions(g: GameState, cls: AutomaClass, p: Params<'fill-own-companies'>) {
  const workers = p.workerClass === 'working' ? 'working' : staffClass(g, 1);
  return {
    workers,
    owners: [cls],
    unemployedOnly: true,
    ...(p.max === undefined || p.max === null ? { anyNumber: true as const } : { budget: p.max }),
    payPerWorker: { payer: 'state' as const, amount: p.statePaysPerWorker, to: cls },
    optional: false,
  };
}

/** Whether a step of a bonus or Special Action can be carried out now (its policy gate included). */
export function stepCan(g: GameState, cls: AutomaClass, step: EffectStep): boolean {
  if (step.requires && !policiesHold(g, step.requires)) return false;
  const def = EFFECTS[step.effect] as EffectDef<typeof step.effect> | undefined;
  return def ? def.can(g, cls, step.params as never) : false;
}

/** Carries out a step if it can be carried out now. */
export function stepStart(x: Ctx, cls: AutomaClass, step: EffectStep, card: string) {
  if (!stepCan(x.g, cls, step)) return;
  const def = EFFECTS[step.effect] as EffectDef<typeof step.effect> | undefined;
  def?.start(x, cls, step.params as never, card);
}

/**
 * The board as the bonus's "first" steps would leave it, for the conditions they may help meet
 * (crisis-and-control.txt, Automa Turn Overview: "The bonus tied to the first action on the AI
 * card should be considered, as it may help meet a condition"): the money the State gives first,
 * and what a Public Company with its Workers produces first (Public Services, and the Wages the
 * State pays them). A copy; the state itself is not touched. Other steps leave the board as it is.
 */
export function afterFirstSteps(g: GameState, cls: AutomaClass, first: readonly EffectStep[]): GameState {
  const steps = first.filter(
    (s) => (s.effect === 'gain-money' || s.effect === 'public-company-produces-first') && stepCan(g, cls, s),
  );
  if (steps.length === 0) return g;
  const x: Ctx = { g: fork(g), events: [] };
  for (const step of steps) {
    if (step.effect === 'gain-money') stepStart(x, cls, step, '');
    else if (step.effect === 'public-company-produces-first') {
      const [company] = publicWithOwnWorkers(x.g, cls, step.params.industry);
      if (company) produce(x, company);
    }
  }
  return x.g;
}
