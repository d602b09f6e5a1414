/**
 * The Production phase (rulebook, Production Phase), each step for every class before
 * the next, in reverse player order: strikes and the Demonstration resolve, Companies produce,
 * Cover Needs, Check IMF, Pay Taxes.
 */
import type { ClassId } from '../../data/common.ts';
import { COMPANY_LIMITS } from '../../data/tables.ts';
import { automaProductionStart } from '../automa/phases.ts';
import { cardOf, companiesOf, isOperational, openPublicSlots, workersIn } from '../companies/companies.ts';
import { type Choice, int, oneOf } from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import { auto, type Ctx, log, maybe, question, queue, said } from '../core/flow.ts';
import { produce, releaseWorkers } from '../economy/produce.ts';
import { payTaxes } from '../economy/taxes.ts';
import { gainVp } from '../economy/vp.ts';
import type { Company, GameState } from '../game-state.ts';
import { checkImf } from '../politics/imf.ts';
import { gainInfluence } from '../politics/influence.ts';
import { atMoment } from '../ruleset.ts';
import { inGame } from '../seats.ts';
import { tradeUnions, unemployedOf } from '../workers/workers.ts';
import { coverNeedsSteps } from './cover-needs.ts';

export const productionPhase = auto('production.start', (x) => {
  x.g.phase = 'production';
  log(x, 'round.production', { round: x.g.round });
  queue(
    x,
    // Automas act first: the Capitalist Automa's Response to Strike and Storage (automa/phases.ts).
    ...(x.g.automa ? [automaProductionStart({})] : []),
    resolveStrikes({}),
    resolveDemonstration({}),
    produceAll({}),
    ...coverNeedsSteps(x.g),
    imfStep({}),
    taxesStep({}),
    endProduction({}),
  );
  atMoment(x, 'phase-start', { phase: 'production' });
});

const endProduction = auto('production.end', (x) => {
  x.g.incomeTaxLabor = null;
  atMoment(x, 'phase-end', { phase: 'production' });
});

/**
 * Strike tokens on L3 Companies are discarded; every operational Company still struck does not
 * produce (no Wage, no goods) and the Working Class gains 1 Influence for it. The tokens stay
 * until production is done so the Companies can be skipped.
 */
const resolveStrikes = auto('production.strikes', (x) => {
  const g = x.g;
  for (const c of g.companies) {
    if (!c.strike) continue;
    if (c.wage === 3) {
      c.strike = false;
      log(x, 'strike.ends', { company: c.card });
      continue;
    }
    if (isOperational(g, c) && workersIn(g, c.id).some((w) => w.cls === 'working')) {
      const got = gainInfluence(g, 'working', 1);
      log(x, 'strike.noProduction', { company: c.card, got });
    }
  }
});

/** Empty spaces a Demonstration's VP loss may take from each class (rules-decisions S19). */
export function emptySpaces(g: GameState, cls: ClassId): number {
  if (cls === 'capitalist' || cls === 'middle') return COMPANY_LIMITS[cls] - companiesOf(g, cls).length;
  if (cls === 'state') {
    const open = openPublicSlots(g);
    return companiesOf(g, 'state')
      .filter((c) => (c.publicSlot ?? 99) < open)
      .reduce((n, c) => n + Math.max(0, cardOf(c).slots.length - workersIn(g, c.id).length), 0);
  }
  return 0;
}

const resolveDemonstration = auto('production.demonstration', (x) => {
  const g = x.g;
  const wc = g.classes.working;
  if (!wc.demonstration) return;
  wc.demonstration = false;
  const got = gainInfluence(g, 'working', 1);
  const loss = unemployedOf(g, 'working').length + tradeUnions(g).length;
  log(x, 'demonstration.ends', { got, loss });
  queue(x, demonstrationLoss({ seat: 'working', left: loss }));
});

/** The classes a Demonstration's VP loss may fall on (those with empty spaces). */
const LOSERS = ['capitalist', 'middle', 'state'] as const;
type Loser = (typeof LOSERS)[number];
const loser = oneOf(LOSERS);

/** The Working Class decides how the Demonstration's VP loss is shared: a class, then how much. */
const demonstrationLoss = question<{ seat: 'working'; left: number }, Loser>('demonstration.loss', {
  choice: loser,
  ask(x, s) {
    const targets = lossTargets(x.g, s.left);
    if (s.left <= 0 || targets.length === 0) return null;
    const options: Array<Choice<Loser>> = targets.map(([cls, min, max]) => ({
      value: cls,
      said:
        min === max
          ? said('option.loses', { class: cls, n: max })
          : said('option.losesRange', { class: cls, min, max }),
    }));
    return {
      seat: s.seat,
      kind: 'demonstration.loss',
      said: said('ask.demonstration', { n: s.left }),
      options,
    };
  },
  answer(x, s, target) {
    queue(x, demonstrationAmount({ seat: s.seat, left: s.left, target }));
  },
});

/** Classes that can still lose VP, with the least and most each must or may take. */
function lossTargets(g: GameState, left: number): Array<[Loser, number, number]> {
  const targets = LOSERS.filter((c) => inGame(g, c) && emptySpaces(g, c) > 0 && !lossTaken(g, c));
  const capacity = (c: ClassId) => Math.min(left, emptySpaces(g, c));
  return targets.map((cls) => {
    // The loss must be placed in full while the others' empty spaces can take it.
    const others = targets.filter((c) => c !== cls).reduce((n, c) => n + capacity(c), 0);
    return [cls, Math.min(capacity(cls), Math.max(1, left - others)), capacity(cls)];
  });
}

/** At most 25 amounts: all of them, or evenly spread between the least and the most. */
function amounts(min: number, max: number): number[] {
  const count = max - min + 1;
  if (count <= 25) return Array.from({ length: count }, (_, i) => max - i);
  return Array.from({ length: 25 }, (_, i) => Math.round(max - (i * (max - min)) / 24));
}

const demonstrationAmount = question<{ seat: 'working'; left: number; target: Loser }, number>(
  'demonstration.amount',
  {
    choice: int,
    ask(x, s) {
      const target = lossTargets(x.g, s.left).find(([c]) => c === s.target);
      if (!target) return null;
      const [, min, max] = target;
      return {
        seat: s.seat,
        kind: 'demonstration.amount',
        said: said('ask.demonstrationAmount', { class: s.target }),
        options: amounts(min, max).map((n) => ({
          value: n,
          said: said('option.reward.vp', { n }),
        })),
      };
    },
    answer(x, s, n) {
      gainVp(x, s.target, -n, 'demonstration');
      x.g.roundFlags.demonstrationLoss = withChanges(x.g.roundFlags.demonstrationLoss, { [s.target]: true });
      queue(x, demonstrationLoss({ seat: s.seat, left: s.left - n }));
    },
  },
);

function lossTaken(g: GameState, cls: ClassId): boolean {
  return g.roundFlags.demonstrationLoss?.[cls] === true;
}

/** Owners in reverse player order: the State's Public Companies, then Capitalist, Middle, Working. */
const produceAll = auto('production.produce', (x) => {
  const g = x.g;
  const open = openPublicSlots(g);
  const order: Array<Company['owner']> = ['state', 'capitalist', 'middle', 'working'];
  for (const owner of order) {
    for (const company of companiesOf(g, owner)) {
      if (owner === 'state' && (company.publicSlot ?? 99) >= open) continue;
      producePhaseCompany(x, company);
    }
  }
  for (const union of tradeUnions(g)) {
    gainInfluence(g, 'working', 1);
    log(x, 'union.influence', { industry: union.skill as string });
  }
  for (const w of g.workers) if (w.at === 'company') w.committed = false;
  for (const c of g.companies) c.strike = false;
  log(x, 'publicServices.now', summary(g));
});

function producePhaseCompany(x: Ctx, company: Company) {
  const g = x.g;
  if (!isOperational(g, company)) return;
  const struck = company.strike && workersIn(g, company.id).some((w) => w.cls === 'working');
  if (struck && company.owner !== 'middle') return;
  const result = produce(x, company, { struckEmployee: struck });
  releaseWorkers(g, company);
  if (result.paidTo && result.wage > 0) atMoment(x, 'wages-paid', { to: result.paidTo, amount: result.wage });
  if (result.output > 0 || result.wage > 0) {
    log(x, 'production.produces', {
      company: company.card,
      kept: result.kept,
      lost: maybe(result.kept < result.output, 'production.lost', { n: result.output - result.kept }),
      wage: maybe(result.paidTo, 'production.wage', { n: result.wage, to: result.paidTo ?? '' }),
    });
  }
}

function summary(g: GameState) {
  const p = g.publicServices;
  return { health: p.health, education: p.education, influence: p.influence };
}

const imfStep = auto('production.imf', (x) => {
  atMoment(x, 'check-imf');
  checkImf(x);
});

const taxesStep = auto('production.taxes', (x) => {
  for (const cls of ['capitalist', 'middle', 'working'] as const) if (inGame(x.g, cls)) payTaxes(x, cls);
});
