/**
 * The Scoring phase (rulebook, each class's "Scoring Phase"), in player order:
 * Working Class 2 VP per Trade Union; Middle Class +1 Prosperity if below its fully operational
 * Companies; Capitalist Class moves Revenue to Capital and scores the Wealth table (+3 VP per new
 * step); the State applies Event penalties, scores its two lowest Legitimacy, halves all three
 * (rounded up) and adds its tokens, then scores its Political Agenda.
 */
import { VOTING_CLASSES } from '../../data/common.ts';
import { agendaEntries, POLITICAL_AGENDAS } from '../../data/decks.ts';
import { ACTIONS, LEGITIMACY, WEALTH_STEP_VP, WEALTH_TABLE } from '../../data/tables.ts';
import { raiseProsperity } from '../actions/use-goods.ts';
import { companiesOf, isFullyOperational } from '../companies/companies.ts';
import { auto, type Ctx, log, queue } from '../core/flow.ts';
import { gainVp } from '../economy/vp.ts';
import { eventPenalties } from '../events/deck.ts';
import type { GameState } from '../game-state.ts';
import { atMoment } from '../ruleset.ts';
import { inGame, statePlays } from '../seats.ts';
import { tradeUnions } from '../workers/workers.ts';

export const scoringPhase = auto('scoring.start', (x) => {
  const g = x.g;
  g.phase = 'scoring';
  log(x, 'round.scoring', { round: g.round });
  if (inGame(g, 'working')) {
    const unions = tradeUnions(g).length;
    if (unions > 0) gainVp(x, 'working', unions * ACTIONS.tradeUnionVp, 'trade unions');
  }
  if (inGame(g, 'middle')) {
    const full = companiesOf(g, 'middle').filter((c) => isFullyOperational(g, c)).length;
    if (g.classes.middle.prosperity < full) raiseProsperity(x, 'middle', 'thriving companies');
  }
  if (inGame(g, 'capitalist')) scoreWealth(x);
  if (statePlays(g)) queue(x, eventPenaltiesStep({}), stateScoring({}), endScoring({}));
  else queue(x, endScoring({}));
});

const endScoring = auto('scoring.end', (x) => atMoment(x, 'phase-end', { phase: 'scoring' }));

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
  log(x, 'wealth.scores', { capital: cc.capital, vp });
}

const eventPenaltiesStep = auto('scoring.events', (x) => {
  queue(x, ...eventPenalties(x));
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
  log(x, 'legitimacy.scored', { low: sorted[0] ?? 0, next: sorted[1] ?? 0 });
  // The Agenda card is replaced at the next Preparation; after round 5 it still breaks ties.
  const matches = agendaMatches(g);
  if (matches > 0) gainVp(x, 'state', matches, 'political agenda');
});
