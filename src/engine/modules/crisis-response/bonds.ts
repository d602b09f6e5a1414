/**
 * New Government Bond Program (components reference §2.14; rules-decisions C4–C6): in reverse
 * player order each class may lend the State 30 or 50 against a Government Bond. If the Treasury
 * then holds enough to pay off every State Loan (55 each), the money is lent, the Loans are paid
 * off, and the State owes each lender 40 or 70 by the end of the next round's Action phase;
 * otherwise nobody pays and another Crisis Response card is drawn. An Automa draws 1 AI card
 * before it answers (rules-decisions C4a).
 */
import { VOTING_CLASSES, type VotingClass } from '../../../data/common.ts';
import { GOVERNMENT_BOND } from '../../../data/crisis-response.ts';
import { LOANS } from '../../../data/tables.ts';
import { influenceIndicators } from '../../automa/pile.ts';
import { isAutoma } from '../../automa/seats.ts';
import { type Choice, int } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { auto, type Ctx, log, question, queue, said } from '../../core/flow.ts';
import { canAfford, gainMoney, loansOf, payTo, spend } from '../../economy/money.ts';
import type { GameState, Step } from '../../game-state.ts';
import { payOffLoansOrWriteOff } from '../../politics/imf.ts';
import { crisisOf } from './deck.ts';

/** What a class may lend (the Bond card's two sides), most first. */
const AMOUNTS = GOVERNMENT_BOND.sides.map((s) => s.lend).sort((a, b) => b - a);

function repayOf(lent: number): number {
  return GOVERNMENT_BOND.sides.find((s) => s.lend === lent)?.repay ?? lent;
}

interface Lending {
  /** Lenders still to answer, in order. */
  seats: VotingClass[];
  lent: Partial<Record<VotingClass, number>>;
  /** The rest of the card, if the program works. */
  then: Step;
  /** Another card, if it does not. */
  redraw: Step;
}

/** Queues the lenders' questions (reverse player order), then the outcome. */
export function governmentBondProgram(x: Ctx, classes: readonly VotingClass[], then: Step, redraw: Step) {
  const seats = [...VOTING_CLASSES].reverse().filter((c) => classes.includes(c));
  queue(x, nextLender(x.g, { seats, lent: {}, then, redraw }));
}

/** The next lender's question; an Automa draws its AI card first. */
function nextLender(g: GameState, s: Lending): Step {
  const seat = s.seats[0];
  return seat && isAutoma(g, seat) ? automaDraws(s) : lendStep(s);
}

/**
 * "For the Bond program it draws 1 card and gives the larger amount on an Influence symbol"
 * (components.md §2.14, Expansion interplay): the card is looked at and shuffled back (AU3); its
 * driver reads it among the cards revealed and answers.
 */
const automaDraws = auto<Lending>('crisis.bond-draw', (x, s) => {
  const seat = s.seats[0];
  if (!seat) return;
  const shown = influenceIndicators(x.g, seat, 1);
  log(x, shown > 0 ? 'automa.bondInfluence' : 'automa.bondNoInfluence', { automa: seat });
  queue(x, lendStep(s));
});

/** The State's shortfall before lending: 55 per Loan, less the Treasury. */
export function bondShortfall(g: GameState): number {
  return loansOf(g, 'state') * LOANS.endGamePayOff - g.treasury;
}

const lendStep = question<Lending, number>('crisis.bond', {
  choice: int,
  ask(x, s) {
    const seat = s.seats[0];
    if (!seat) return null;
    const options: Array<Choice<number>> = AMOUNTS.filter((n) => canAfford(x.g, seat, n)).map((n) => ({
      value: n,
      said: said('option.lend', { n, repaid: repayOf(n) }),
    }));
    options.push({ value: 0, said: said('option.lendNothing'), tone: 'quiet' });
    const lent = Object.values(s.lent).reduce((a, b) => a + (b ?? 0), 0);
    return {
      seat,
      kind: 'crisis.bond',
      said: said('ask.bond', { n: Math.max(0, bondShortfall(x.g) - lent) }),
      options,
    };
  },
  answer(x, s, n) {
    const [seat, ...rest] = s.seats;
    if (!seat) return;
    const lent = n > 0 ? withChanges(s.lent, { [seat]: n }) : s.lent;
    log(x, n > 0 ? 'bond.offers' : 'bond.none', { class: seat, n });
    queue(
      x,
      rest.length > 0
        ? nextLender(x.g, withChanges(s, { seats: rest, lent }))
        : settle(withChanges(s, { seats: [], lent })),
    );
  },
});

const settle = auto<Lending>('crisis.bond-settle', (x, s) => {
  const g = x.g;
  const offers = Object.entries(s.lent) as Array<[VotingClass, number]>;
  const total = offers.reduce((sum, [, n]) => sum + n, 0);
  if (total < bondShortfall(g)) {
    log(x, 'bond.notEnough', { total });
    queue(x, s.redraw);
    return;
  }
  const cr = crisisOf(g);
  for (const [lender, n] of offers) {
    spend(x, lender, n);
    gainMoney(x, 'state', n);
    cr.bonds.push({ lender, lent: n, repay: repayOf(n), dueRound: g.round + 1 });
    log(x, 'bond.lends', { lender, n, repay: repayOf(n) });
  }
  payOffLoansOrWriteOff(x);
  queue(x, s.then);
});

/** At the end of an Action phase the State repays the Bonds due (a mandatory payment). */
export function repayBonds(x: Ctx) {
  const g = x.g;
  const cr = g.crisisResponse;
  if (!cr || cr.bonds.length === 0) return;
  const due = cr.bonds.filter((b) => b.dueRound <= g.round);
  cr.bonds = cr.bonds.filter((b) => b.dueRound > g.round);
  for (const bond of due) {
    payTo(x, 'state', bond.lender, bond.repay);
    log(x, 'bond.repaid', { lender: bond.lender, repay: bond.repay });
  }
}
