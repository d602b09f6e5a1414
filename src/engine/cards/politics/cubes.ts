/**
 * Action cards about Voting cubes (components reference §2.12): adding cubes to the bag, and looking into
 * the bag to take cubes out (Fake News) or swap them (Interest Groups). Cubes in the bag, in the
 * supply and on the Vote Results spaces always add up to 25 of each colour.
 */

import { VOTING_CLASSES, type VotingClass } from '../../../data/common.ts';
import type { EffectParams } from '../../../data/effect-specs.ts';
import { companiesOf, industryOf, workersIn } from '../../companies/companies.ts';
import { type Choice, orWord, votingClassChoice } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import {
  type Ctx,
  list,
  log,
  maybe,
  question,
  queue,
  type Said,
  type SaidList,
  said,
} from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { canAfford, spend } from '../../economy/money.ts';
import type { GameState } from '../../game-state.ts';
import { addCubes, drawCube } from '../../politics/elections.ts';
import { Rules } from '../../ruleset.ts';
import { populationOf } from '../../workers/workers.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const cubeCardRules = new Rules();

type Cubes = Record<VotingClass, number>;

function isVoting(cls: string): cls is VotingClass {
  return (VOTING_CLASSES as readonly string[]).includes(cls);
}

function bagSize(g: GameState): number {
  return g.bag.working + g.bag.middle + g.bag.capitalist;
}

/**
 * Draws up to `n` cubes at random and puts them straight back, returning what came out: the
 * cubes are looked at, not moved (decision 7: never a refill for this).
 */
function peek(x: Ctx, until: (drawn: Cubes) => boolean): Cubes {
  const drawn: Cubes = { working: 0, middle: 0, capitalist: 0 };
  while (!until(drawn) && bagSize(x.g) > 0) {
    const cube = drawCube(x);
    if (cube) drawn[cube] += 1;
  }
  for (const cls of VOTING_CLASSES) x.g.bag[cls] += drawn[cls];
  return drawn;
}

const total = (c: Cubes) => c.working + c.middle + c.capitalist;

/** The cubes, as the log and the question say them. */
function describeCubes(c: Cubes): SaidList {
  const parts = VOTING_CLASSES.filter((k) => c[k] > 0).map((k) => said('countClass', { n: c[k], class: k }));
  return list(parts, 'comma', 'none');
}

/** Adds up to `n` of the class's cubes from its supply; `why` ends the log line. */
function addOwnCubes(x: Ctx, cls: VotingClass, n: number, why: SaidList) {
  const added = addCubes(x.g, cls, n);
  log(x, 'cubes.added', { class: cls, count: added, why });
}

// ---- Proletarians of the World, Unite! (Population); Voice of Middle Class Workers (2 + Public
// and Capitalist Companies employing Middle Class Workers).

function cubeCount(g: GameState, cls: VotingClass, p: EffectParams<'add-cubes-by-count'>): number {
  let units = 0;
  if (p.count === 'population' && cls !== 'capitalist') units = populationOf(g, cls);
  if (p.count === 'public-and-capitalist-companies-employing-own-workers') {
    units = g.companies.filter(
      (c) =>
        (c.owner === 'state' || c.owner === 'capitalist') && workersIn(g, c.id).some((w) => w.cls === cls),
    ).length;
  }
  return p.base + units;
}

cubeCardRules.effect('add-cubes-by-count', {
  can: (g, cls, p, why) =>
    isVoting(cls) && (g.supply.cubes[cls] > 0 || no(why, 'supply.cubes')) && cubeCount(g, cls, p) > 0,
  start(x, cls, p) {
    if (!isVoting(cls)) return;
    const n = cubeCount(x.g, cls, p);
    const why =
      p.count === 'population'
        ? maybe(true, 'cubes.population')
        : maybe(true, 'cubes.employers', { base: p.base, count: n - p.base });
    addOwnCubes(x, cls, n, why);
  },
});

// ---- Endorse Political Campaign: spend, then cubes.

cubeCardRules.effect('buy-cubes', {
  can: (g, cls, p, why) =>
    isVoting(cls) && canAfford(g, cls, p.cost, why) && (g.supply.cubes[cls] > 0 || no(why, 'supply.cubes')),
  start(x, cls, p) {
    if (!isVoting(cls)) return;
    spend(x, cls, p.cost);
    addOwnCubes(x, cls, p.cubes, maybe(true, 'cubes.for', { cost: p.cost }));
  },
});

// ---- Trade Protectionism Lobby: cubes per own Agriculture Company (and Luxury at 6A).

function protectedCompanies(g: GameState): number {
  return companiesOf(g, 'capitalist').filter((c) => {
    const industry = industryOf(c);
    return industry === 'food' || (industry === 'luxury' && g.policies[6] === 'A');
  }).length;
}

cubeCardRules.effect('trade-protectionism-lobby', {
  can: (g, cls, _p, why) =>
    cls === 'capitalist' &&
    (g.supply.cubes.capitalist > 0 || no(why, 'supply.cubes')) &&
    (protectedCompanies(g) > 0 || no(why, 'protectionism.none')),
  start(x, _cls, p) {
    const companies = protectedCompanies(x.g);
    addOwnCubes(
      x,
      'capitalist',
      companies * p.cubesPerCompany,
      maybe(true, 'cubes.protected', { count: companies }),
    );
  },
});

// ---- Fake News: draw cubes, take up to N of them out of the game (back to the supply), return
// the rest.

interface FakeNewsStep {
  seat: VotingClass;
  drawn: Cubes;
  removed: number;
  max: number;
}

const fakeNewsRemove = question<FakeNewsStep, VotingClass | 'done'>('card.fake-news', {
  choice: orWord('done', votingClassChoice),
  ask(x, s) {
    if (s.removed >= s.max) return null;
    const options: Array<Choice<VotingClass | 'done'>> = VOTING_CLASSES.filter(
      (c) => s.drawn[c] > 0 && x.g.bag[c] > 0,
    ).map((c) => ({
      value: c,
      said: said('option.removeCube', { class: c, n: s.drawn[c] }),
    }));
    options.push({
      value: 'done',
      said: said('option.returnCubes'),
      tone: 'quiet',
    });
    return {
      seat: s.seat,
      kind: 'card.fake-news',
      said: said('ask.fakeNews', { cubes: describeCubes(s.drawn), n: s.max - s.removed }),
      options,
    };
  },
  answer(x, s, cls) {
    if (cls === 'done') return;
    const g = x.g;
    g.bag[cls] -= 1;
    g.supply.cubes[cls] += 1;
    log(x, 'card.fakeNewsRemoved', { class: cls });
    queue(
      x,
      fakeNewsRemove(
        withChanges(s, { drawn: withChanges(s.drawn, { [cls]: s.drawn[cls] - 1 }), removed: s.removed + 1 }),
      ),
    );
  },
});

cubeCardRules.effect('fake-news', {
  can: (g) => bagSize(g) > 0,
  start(x, cls, p) {
    const draw = p.draw;
    const drawn = peek(x, (d) => total(d) >= draw);
    log(x, 'card.fakeNewsDrawn', { count: total(drawn), cubes: describeCubes(drawn) });
    queue(x, fakeNewsRemove({ seat: cls as VotingClass, drawn, removed: 0, max: p.remove }));
  },
});

// ---- Interest Groups: reveal until N cubes of other classes are out; those are swapped for your
// own (as many as your supply allows, decision 8); everything else goes back.

function othersInBag(g: GameState, cls: VotingClass): number {
  return VOTING_CLASSES.filter((c) => c !== cls).reduce((n, c) => n + g.bag[c], 0);
}

/** Whether a swap of other classes' cubes for the class's own can change anything now. */
export function canSwapCubes(g: GameState, cls: VotingClass): boolean {
  return g.supply.cubes[cls] > 0 && othersInBag(g, cls) > 0;
}

/**
 * Reveals cubes until `wanted` of other classes are out and swaps those for the class's own (also
 * an AI card's Special Action); logs what happened after `label`.
 */
export function swapCubes(x: Ctx, cls: VotingClass, wanted: number, label: Said) {
  const g = x.g;
  const drawn = peek(x, (d) => total(d) - d[cls] >= wanted);
  let swapped = 0;
  for (const other of VOTING_CLASSES) {
    if (other === cls) continue;
    const n = Math.min(drawn[other], g.supply.cubes[cls]);
    g.bag[other] -= n;
    g.supply.cubes[other] += n;
    addCubes(g, cls, n);
    swapped += n;
  }
  log(x, 'cubes.swapped', { label: list([label]), cubes: describeCubes(drawn), count: swapped, class: cls });
}

cubeCardRules.effect('interest-groups', {
  can: (g, cls) => isVoting(cls) && canSwapCubes(g, cls),
  start(x, cls, p) {
    if (isVoting(cls)) swapCubes(x, cls, p.opponentCubes, said('cubes.interestGroups'));
  },
});
