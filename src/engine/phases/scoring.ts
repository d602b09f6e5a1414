/**
 * The Scoring phase (rulebook, each class's "Scoring Phase"), in player order:
 * Working Class 2 VP per Trade Union; Middle Class +1 Prosperity if below its fully operational
 * Companies; Capitalist Class moves Revenue to Capital and scores the Wealth table (+3 VP per new
 * step); the State applies Event penalties, scores its two lowest Legitimacy, halves all three
 * (rounded up) and adds its tokens, then scores its Political Agenda.
 */
import { VOTING_CLASSES, type VotingClass } from '../../data/common.ts';
import { agendaEntries, EVENT_CARDS, POLITICAL_AGENDAS } from '../../data/decks.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { ACTIONS, LEGITIMACY, WEALTH_STEP_VP, WEALTH_TABLE } from '../../data/tables.ts';
import { raiseProsperity } from '../actions/use-goods.ts';
import { companiesOf, isFullyOperational } from '../companies/companies.ts';
import { type Choice, pair, votingClassChoice } from '../core/choices.ts';
import { auto, type Ctx, log, question, queue } from '../core/flow.ts';
import { cardIdOf } from '../draw.ts';
import { gainVp } from '../economy/vp.ts';
import type { GameState } from '../game-state.ts';
import { changeLegitimacy } from '../politics/legitimacy.ts';
import { inGame, statePlays } from '../seats.ts';
import { tradeUnions } from '../workers/workers.ts';

export const scoringPhase = auto('scoring.start', (x) => {
  const g = x.g;
  g.phase = 'scoring';
  log(x, `Round ${g.round}: Scoring.`);
  if (inGame(g, 'working')) {
    const unions = tradeUnions(g).length;
    if (unions > 0) gainVp(x, 'working', unions * ACTIONS.tradeUnionVp, 'trade unions');
  }
  if (inGame(g, 'middle')) {
    const full = companiesOf(g, 'middle').filter((c) => isFullyOperational(g, c)).length;
    if (g.classes.middle.prosperity < full) raiseProsperity(x, 'middle', 'thriving companies');
  }
  if (inGame(g, 'capitalist')) scoreWealth(x);
  if (statePlays(g)) queue(x, eventPenalties({}), stateScoring({}), endScoring({}));
  else queue(x, endScoring({}));
});

// The end of the phase does nothing yet; the step stays so that saved games holding it resume.
const endScoring = auto('scoring.end', () => {});

export function wealthStepFor(capital: number): number {
  let step = -1;
  WEALTH_TABLE.forEach((row, i) => {
    if (capital >= row.minCapital) step = i;
  });
  return step;
}

function scoreWealth(x: Ctx) {
  const cc = x.g.classes.capitalist;
  cc.capital += cc.revenue;
  cc.revenue = 0;
  const step = wealthStepFor(cc.capital);
  const vp = step >= 0 ? (WEALTH_TABLE[step]?.vp ?? 0) : 0;
  if (vp > 0) gainVp(x, 'capitalist', vp, 'wealth');
  if (step > cc.wealthStep) {
    gainVp(x, 'capitalist', (step - Math.max(cc.wealthStep, -1)) * WEALTH_STEP_VP, 'wealth marker advanced');
    cc.wealthStep = step;
  }
  log(x, `The Capitalist Class has ${cc.capital} Capital and scores ${vp} VP on the Wealth table.`);
}

const eventPenalties = auto('scoring.events', (x) => {
  const g = x.g;
  const steps = [];
  for (const id of g.classes.state.events) {
    const card = EVENT_CARDS.find((c) => c.id === cardIdOf(id));
    if (!card) continue;
    log(x, `The Event "${card.name}" was not dealt with.`);
    if (card.penalty.classes === 'any-two') steps.push(penaltyChoice({ seat: 'state', event: card.name }));
    else for (const cls of card.penalty.classes) changeLegitimacy(x, cls, card.penalty.delta);
  }
  g.decks.events.discard.push(...g.classes.state.events);
  g.classes.state.events = [];
  queue(x, ...steps);
});

/** Two classes, written `working+middle`. */
type ClassPair = [VotingClass, VotingClass];
const classPair = pair(votingClassChoice, '+', votingClassChoice);

/** "Any two" penalties: the State picks which two classes lose 1 Legitimacy. */
const penaltyChoice = question<{ seat: 'state'; event: string }, ClassPair>('scoring.penalty', {
  choice: classPair,
  ask(_x, s) {
    const pairs: ClassPair[] = [
      ['working', 'middle'],
      ['working', 'capitalist'],
      ['middle', 'capitalist'],
    ];
    const options: Array<Choice<ClassPair>> = pairs.map((two) => ({
      value: two,
      label: `${two.map((c) => CLASS_NAMES[c]).join(' and ')} lose 1`,
    }));
    return {
      seat: s.seat,
      kind: 'scoring.penalty',
      prompt: `"${s.event}" was not dealt with: which two classes lose 1 Legitimacy?`,
      options,
    };
  },
  answer(x, _s, classes) {
    for (const cls of classes) changeLegitimacy(x, cls, -1);
  },
});

export function agendaMatches(g: GameState): number {
  const agenda = POLITICAL_AGENDAS.find((a) => a.id === g.classes.state.agenda);
  if (!agenda) return 0;
  return agendaEntries(agenda).filter((e) => g.policies[e.policy] === e.section).length;
}

const stateScoring = auto('scoring.state', (x) => {
  const g = x.g;
  const state = g.classes.state;
  const legit = state.legitimacy;
  const sorted = VOTING_CLASSES.map((c) => legit[c]).sort((a, b) => a - b);
  gainVp(x, 'state', (sorted[0] ?? 0) + (sorted[1] ?? 0), 'legitimacy');
  for (const cls of VOTING_CLASSES) {
    legit[cls] = Math.min(
      LEGITIMACY.max,
      Math.max(LEGITIMACY.min, Math.ceil(legit[cls] / 2) + state.tokens[cls]),
    );
  }
  log(
    x,
    `The State scores its two lowest Legitimacy (${sorted[0]} + ${sorted[1]}); the tracks are halved and its tokens added.`,
  );
  // The Agenda card is replaced at the next Preparation; after round 5 it still breaks ties.
  const matches = agendaMatches(g);
  if (matches > 0) gainVp(x, 'state', matches, 'political agenda');
});
