/**
 * The one-step Basic Actions: Apply Political Pressure, Pay Off Loan, Lobby
 * (rulebook, each class's Basic Actions).
 */
import type { ClassId, VotingClass } from '../../data/common.ts';
import { ACTIONS, LOANS } from '../../data/tables.ts';
import { log } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { canAfford, spend, spendCapital } from '../economy/money.ts';
import { addCubes } from '../politics/elections.ts';
import { gainInfluence, influenceLeft } from '../politics/influence.ts';
import { Rules } from '../ruleset.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const simpleActionRules = new Rules();

simpleActionRules.action({
  id: 'political-pressure',
  name: 'Apply Political Pressure',
  kind: 'basic',
  classes: ['working', 'middle', 'capitalist'],
  summary: `Add ${ACTIONS.politicalPressureCubes} of your Voting cubes from the supply to the bag`,
  can: (g, cls, why) => g.supply.cubes[cls as VotingClass] > 0 || no(why, 'supply.cubes'),
  start(x, cls) {
    const added = addCubes(x.g, cls as VotingClass, ACTIONS.politicalPressureCubes);
    log(x, 'cubes.addedPressure', { class: cls, n: added });
  },
});

/** Pays off one Loan for 50 (the Capitalist Class from Capital only). */
function canPayOffLoan(g: Parameters<typeof canAfford>[0], cls: ClassId, why?: Why) {
  if (g.classes[cls].loans <= 0) return no(why, 'loans.none');
  return cls === 'capitalist'
    ? g.classes.capitalist.capital >= LOANS.payOff ||
        no(why, 'capital.short', LOANS.payOff, g.classes.capitalist.capital)
    : canAfford(g, cls, LOANS.payOff, why);
}

const payOffLoan = {
  name: 'Pay Off a Loan',
  summary: `Pay ${LOANS.payOff} to return one of your Loans`,
  can: canPayOffLoan,
  start(x: Parameters<typeof spend>[0], cls: ClassId) {
    if (cls === 'capitalist') spendCapital(x, LOANS.payOff);
    else spend(x, cls, LOANS.payOff);
    x.g.classes[cls].loans -= 1;
    log(x, 'loans.paidOff', { class: cls, n: LOANS.payOff });
  },
};

simpleActionRules.action({
  id: 'pay-off-loan',
  kind: 'basic',
  classes: ['working', 'middle', 'capitalist', 'state'],
  ...payOffLoan,
});
simpleActionRules.action({ id: 'pay-off-loan-free', kind: 'free', classes: ['state'], ...payOffLoan });

simpleActionRules.action({
  id: 'lobby',
  name: 'Lobby',
  kind: 'basic',
  classes: ['capitalist'],
  summary: `Pay ${ACTIONS.lobby.cost} from Capital for ${ACTIONS.lobby.influence} Influence`,
  can: (g, _cls, why) =>
    (g.classes.capitalist.capital >= ACTIONS.lobby.cost ||
      no(why, 'capital.short', ACTIONS.lobby.cost, g.classes.capitalist.capital)) &&
    (influenceLeft(g) > 0 || no(why, 'influence.supply')),
  start(x) {
    spendCapital(x, ACTIONS.lobby.cost);
    const got = gainInfluence(x.g, 'capitalist', ACTIONS.lobby.influence);
    log(x, 'lobby', { cost: ACTIONS.lobby.cost, got });
  },
});
