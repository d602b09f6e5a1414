/**
 * Historical Event parts about the classes themselves: Voting cubes, Influence, Workers coming and
 * going, Prosperity, Strikes and the State's Legitimacy.
 */
import { VOTING_CLASSES, type VotingClass } from '../../../../data/common.ts';
import { ACTIONS } from '../../../../data/tables.ts';
import { raiseProsperity, upgradeWorker } from '../../../actions/use-goods.ts';
import { findCompany } from '../../../companies/companies.ts';
import { type Choice, int, listOf, prefixed, votingClassChoice } from '../../../core/choices.ts';
import { withChanges } from '../../../core/copy.ts';
import {
  auto,
  type Ctx,
  classList,
  list,
  log,
  maybe,
  question,
  queue,
  type Said,
  said,
} from '../../../core/flow.ts';
import type { Worker } from '../../../game-state.ts';
import { immigrate } from '../../../phases/preparation.ts';
import { addCubes } from '../../../politics/elections.ts';
import { gainInfluence } from '../../../politics/influence.ts';
import { changeLegitimacy } from '../../../politics/legitimacy.ts';
import { inGame } from '../../../seats.ts';
import { assignWorkers, canAssign } from '../../../workers/assign-workers.ts';
import { canStrike, strike } from '../../../workers/strike-and-demonstration.ts';
import { afterWorkersMoved } from '../../../workers/worker-checks.ts';
import { addWorker, detach, removeWorker, type WorkerClass, workersOf } from '../../../workers/workers.ts';
import { amountFor, classOf, type Handlers, workerClassOf } from './types.ts';

function votingClassOf(cls: ReturnType<typeof classOf>): VotingClass {
  if (cls === 'state') throw new Error('the State has no Voting cubes');
  return cls;
}

// ---- Removing Workers ---------------------------------------------------------------------------

interface RemoveStep {
  seat: WorkerClass;
  card: string;
  left: number;
  /** Only unemployed Workers, or unemployed ones while there are any. */
  unemployedFirst: boolean;
}

/** The Workers a removal may take now, grouped by kind and place (alike Workers are one choice). */
function removable(g: Ctx['g'], s: RemoveStep): Worker[][] {
  const own = workersOf(g, s.seat);
  const unemployed = own.filter((w) => w.at === 'unemployed');
  const pool = unemployed.length > 0 || !s.unemployedFirst ? unemployed : own;
  const groups = new Map<string, Worker[]>();
  for (const w of pool) {
    const key = `${w.skill}|${w.at}|${w.company ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(w);
    else groups.set(key, [w]);
  }
  return [...groups.values()];
}

/** A Worker as the log and an option say it. */
function workerSaid(g: Ctx['g'], w: Worker): Said {
  const kind = list([w.skill ? said('he.skilledWorker', { skill: w.skill }) : said('he.unskilledWorker')]);
  if (w.at === 'unemployed') return said('he.unemployed', { kind });
  if (w.at === 'union') return said('he.ofUnion', { kind });
  const company = findCompany(g, w.company as string);
  return company
    ? said(w.skill ? 'he.skilledFrom' : 'he.unskilledFrom', { ASkill: w.skill ?? '', company: company.card })
    : said('he.fromCompany', { kind });
}

/** Takes a Worker out of play: its Company loses all its Workers (they go to Unemployed). */
function removeFromPlay(x: Ctx, worker: Worker) {
  const label = workerSaid(x.g, worker);
  detach(x.g, worker);
  removeWorker(x.g, worker);
  log(x, 'he.workerLeaves', { worker: list([label]), class: worker.cls });
  afterWorkersMoved(x);
}

/** "Remove N Workers (unemployed if able)": one at a time; the class chooses when they differ (rules-decisions HE8). */
const removeWorkers = auto<RemoveStep>('he.remove-workers', (x, s) => {
  if (s.left <= 0) return;
  const groups = removable(x.g, s);
  if (groups.length > 1) queue(x, chooseWorker(s));
  else if (groups[0]) {
    removeFromPlay(x, groups[0][0] as Worker);
    queue(x, removeWorkers(withChanges(s, { left: s.left - 1 })));
  }
});

const chooseWorker = question<RemoveStep, number>('he.remove-worker', {
  choice: prefixed('w:', int),
  ask(x, s) {
    const groups = removable(x.g, s);
    if (groups.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'he.remove-worker',
      said: said('ask.heRemoveWorker', { event: s.card, count: s.left }),
      options: groups.map((group) => ({
        value: (group[0] as Worker).id,
        said: said('option.hinted', {
          option: list([workerSaid(x.g, group[0] as Worker)]),
          hint: maybe(group.length > 1, 'option.many', { n: group.length }),
        }),
      })),
    };
  },
  answer(x, s, id) {
    const worker = x.g.workers.find((w) => w.id === id);
    if (worker) removeFromPlay(x, worker);
    queue(x, removeWorkers(withChanges(s, { left: s.left - 1 })));
  },
});

// ---- The State's Legitimacy with classes it chooses ----------------------------------------------

/** Every set of `n` classes among those in the game (the State picks one). */
function classSets(classes: VotingClass[], n: number): VotingClass[][] {
  if (n === 0) return [[]];
  return classes.flatMap((c, i) => classSets(classes.slice(i + 1), n - 1).map((rest) => [c, ...rest]));
}

const chooseLegitimacy = question<{ seat: 'state'; card: string; n: number; change: number }, VotingClass[]>(
  'he.legitimacy',
  {
    choice: listOf(votingClassChoice, '+'),
    ask(x, s) {
      const classes = VOTING_CLASSES.filter((c) => inGame(x.g, c));
      const sets = classSets(classes, Math.min(s.n, classes.length));
      const verb = s.change > 0 ? `+${s.change}` : String(s.change);
      const options: Array<Choice<VotingClass[]>> = sets.map((set) => ({
        value: set,
        said: said('option.heLegitimacy', {
          change: verb,
          classes: classList(set, 'andEach', 'option.class'),
        }),
      }));
      return {
        seat: s.seat,
        kind: 'he.legitimacy',
        said: said('ask.heLegitimacy', { event: s.card, change: verb, n: s.n }),
        options,
      };
    },
    answer(x, s, classes) {
      for (const cls of classes) changeLegitimacy(x, cls, s.change);
    },
  },
);

export const peopleEffects: Handlers = {
  'add-voting-cubes'(x, part) {
    const cls = votingClassOf(classOf(part));
    const added = addCubes(x.g, cls, amountFor(x.g, cls, part.params.count));
    log(x, 'cubes.added', { class: cls, count: added, why: list([]) });
  },
  'remove-voting-cubes'(x, part) {
    const cls = votingClassOf(classOf(part));
    const n = Math.min(x.g.bag[cls], amountFor(x.g, cls, part.params.count));
    x.g.bag[cls] -= n;
    x.g.supply.cubes[cls] += n;
    log(x, 'cubes.removed', { class: cls, count: n });
  },
  'gain-influence'(x, part) {
    const cls = classOf(part);
    const got = gainInfluence(x.g, cls, amountFor(x.g, cls, part.params.amount));
    log(x, 'influence.gains', { class: cls, n: got });
  },
  'lose-influence'(x, part) {
    const seat = x.g.classes[classOf(part)];
    const lost = Math.min(seat.influence, amountFor(x.g, part.cls, part.params.amount));
    seat.influence -= lost;
    log(x, 'influence.loses', { class: classOf(part), n: lost });
  },
  'set-influence'(x, part) {
    x.g.classes[classOf(part)].influence = part.params.amount;
    log(x, 'influence.has', { class: classOf(part), n: part.params.amount });
  },
  'gain-prosperity'(x, part) {
    const cls = workerClassOf(part);
    for (let i = 0; i < part.params.amount; i++) raiseProsperity(x, cls, part.card);
  },
  // "This turn" read as the rest of the round (rules-decisions HE4): the trigger spends the turn's
  // only Free Action, and Using goods is a Free Action.
  'vp-on-use-goods'(x, part) {
    const cls = workerClassOf(part);
    x.g.roundFlags.useGoodsVp = withChanges(x.g.roundFlags.useGoodsVp, { [cls]: part.params.vp });
  },
  legitimacy(x, part) {
    const { classes, change } = part.params;
    if (classes === 'all') for (const cls of VOTING_CLASSES) changeLegitimacy(x, cls, change);
    else if (Array.isArray(classes)) for (const cls of classes) changeLegitimacy(x, cls, change);
    else queue(x, chooseLegitimacy({ seat: 'state', card: part.card, n: classes.choose, change }));
  },
  'gain-workers'(x, part) {
    const cls = workerClassOf(part);
    let added = 0;
    for (let i = 0; i < amountFor(x.g, cls, part.params.count); i++) if (addWorker(x.g, cls, null)) added++;
    log(x, 'he.newWorkers', { count: added, class: cls });
    afterWorkersMoved(x);
  },
  'remove-workers'(x, part) {
    const seat = workerClassOf(part);
    const { count, from } = part.params;
    if (count === 'all') {
      const gone = workersOf(x.g, seat).filter((w) => w.at === 'unemployed');
      for (const w of gone) removeWorker(x.g, w);
      log(x, 'he.workersReturn', { class: seat, count: gone.length });
      afterWorkersMoved(x);
      return;
    }
    const left = amountFor(x.g, seat, count);
    queue(x, removeWorkers({ seat, card: part.card, left, unemployedFirst: from === 'unemployed-first' }));
  },
  'draw-immigration-worker'(x, part) {
    immigrate(x, workerClassOf(part), part.params.count);
    afterWorkersMoved(x);
  },
  'upgrade-worker'(x, part) {
    const seat = workerClassOf(part);
    queue(x, ...Array.from({ length: part.params.count }, () => upgradeWorker({ seat })));
  },
  'assign-workers'(x, part) {
    const cls = workerClassOf(part);
    const { targets, max } = part.params;
    const owners =
      targets === 'any' ? undefined : targets.map((t) => (t === 'public' ? 'state' : t === 'own' ? cls : t));
    const opts = {
      unemployedOnly: part.params.workers === 'unemployed',
      // "Any number": never more than the class's Workers (a finite budget keeps the state JSON).
      budget: max ?? workersOf(x.g, cls).length,
      optional: true,
      ...(owners ? { owners } : {}),
      unions: cls === 'working' && targets === 'any',
    };
    if (canAssign(x.g, cls, opts)) assignWorkers(x, cls, opts);
  },
  strike(x, part) {
    if (!canStrike(x.g)) {
      log(x, 'he.noStrike');
      return;
    }
    const extra =
      part.params.extraTokens === undefined ? 0 : amountFor(x.g, part.cls, part.params.extraTokens);
    strike(x, ACTIONS.strikeTokensPerAction + extra);
  },
};
