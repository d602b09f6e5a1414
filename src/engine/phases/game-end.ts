/**
 * Game end (Game End and Scoring): after round 5's Scoring, Loans are settled (the Capitalist
 * Class −5 VP each; everyone else may pay 55 each, in steps of 5, −1 VP per 5 unpaid), each class
 * scores its final points, and ties are broken.
 */
import type { ClassId, VotingClass } from '../../data/common.ts';
import { POLITICAL_AGENDAS } from '../../data/decks.ts';
import { END_GAME, LOANS, POLICY_END_VP, PREFERRED_SECTION } from '../../data/tables.ts';
import { words } from '../core/choices.ts';
import { auto, list, log, maybe, question, queue, said } from '../core/flow.ts';
import { moneyOf } from '../economy/money.ts';
import { gainVp } from '../economy/vp.ts';
import type { GameState } from '../game-state.ts';
import { plural } from '../names.ts';
import { atMoment } from '../ruleset.ts';
import { seatsInOrder } from '../seats.ts';

export const gameEnd = auto('game.end', (x) => {
  const g = x.g;
  log(x, 'game.ends');
  const cc = g.classes.capitalist;
  if (cc.loans > 0) gainVp(x, 'capitalist', cc.loans * LOANS.capitalistEndGameVp, 'loans at game end');
  const steps = seatsInOrder(g)
    .filter((c) => c !== 'capitalist' && g.classes[c].loans > 0)
    .map((seat) => settleLoans({ seat }));
  queue(x, ...steps, finalScoring({}));
});

function loanDebt(g: GameState, cls: ClassId) {
  return g.classes[cls].loans * LOANS.endGamePayOff;
}

/** What paying as much as possible would pay (steps of 5) and the VP it would still cost. */
export function loanSettlement(g: GameState, cls: ClassId, pay: boolean) {
  const debt = loanDebt(g, cls);
  const paid = pay ? Math.min(debt, Math.floor(moneyOf(g, cls) / LOANS.endGameStep) * LOANS.endGameStep) : 0;
  const vpLost = Math.ceil((debt - paid) / LOANS.endGameStep);
  return { paid, vpLost };
}

/** Pay off the Loans as far as possible, or pay nothing. */
type Settle = 'pay' | 'none';
const settle = words('pay', 'none');

/** rules-decisions S28: paying is the player's choice. */
const settleLoans = question<{ seat: ClassId }, Settle>('end.loans', {
  choice: settle,
  ask(x, s) {
    const g = x.g;
    const loans = g.classes[s.seat].loans;
    if (loans === 0) return null;
    const pay = loanSettlement(g, s.seat, true);
    const none = loanSettlement(g, s.seat, false);
    return {
      seat: s.seat,
      kind: 'end.loans',
      said: said('ask.endLoans', { count: loans, debt: loanDebt(g, s.seat), each: LOANS.endGamePayOff }),
      options: [
        {
          value: 'pay',
          said: said('option.payLoans', {
            n: pay.paid,
            lose: maybe(pay.vpLost, 'option.andLose', { n: pay.vpLost }),
          }),
        },
        {
          value: 'none',
          said: said('option.payNothing', { n: none.vpLost }),
          tone: 'quiet',
        },
      ],
    };
  },
  answer(x, s, chosen) {
    const g = x.g;
    const { paid, vpLost } = loanSettlement(g, s.seat, chosen === 'pay');
    if (s.seat === 'state') g.treasury -= paid;
    else (g.classes[s.seat] as { money: number }).money -= paid;
    g.classes[s.seat].loans = 0;
    if (vpLost > 0) gainVp(x, s.seat, -vpLost, 'unpaid loans');
    const pays =
      paid > 0
        ? vpLost
          ? 'loans.paysAndLoses'
          : 'loans.pays'
        : vpLost
          ? 'loans.noneAndLoses'
          : 'loans.none';
    log(x, pays, { class: s.seat, paid, vp: vpLost });
  },
});

/** Policies 1–5 in a class's own section (the State: matching its Political Agenda, if any). */
export function policiesInOwnSection(g: GameState, cls: ClassId): number {
  if (cls === 'state') {
    const agenda = POLITICAL_AGENDAS.find((a) => a.id === g.classes.state.agenda);
    if (!agenda) return 0;
    return ([1, 2, 3, 4, 5] as const).filter((p) => g.policies[p] === agenda.policies[p]).length;
  }
  const section = PREFERRED_SECTION[cls];
  return ([1, 2, 3, 4, 5] as const).filter((p) => g.policies[p] === section).length;
}

/** VP for a pile of goods: 1 per 2 Food, 1 per 3 of each other good (and Media Influence). */
function goodsVp(goods: Partial<Record<string, number>>): number {
  let vp = 0;
  for (const [good, n] of Object.entries(goods)) {
    const per = END_GAME.goodsPerVp[good as keyof typeof END_GAME.goodsPerVp];
    if (per && n) vp += Math.floor(n / per);
  }
  return vp;
}

const finalScoring = auto('game.final', (x) => {
  const g = x.g;
  for (const cls of seatsInOrder(g)) {
    if (cls !== 'state') {
      const n = policiesInOwnSection(g, cls);
      const vp = POLICY_END_VP[cls as VotingClass][n] ?? 0;
      if (vp > 0)
        gainVp(
          x,
          cls,
          vp,
          `${plural(n, 'policy', 'policies')} in section ${PREFERRED_SECTION[cls as VotingClass]}`,
        );
    }
    const per = END_GAME.moneyPerVp[cls];
    if (per) {
      let vp = Math.floor(moneyOf(g, cls) / per);
      if (cls === 'working') vp = Math.min(vp, END_GAME.workingMoneyVpMax);
      if (vp > 0) gainVp(x, cls, vp, 'money at game end');
    }
    const goods = endGoods(g, cls);
    const vp = goodsVp(goods);
    if (vp > 0) gainVp(x, cls, vp, 'goods at game end');
  }
  atMoment(x, 'game-end');
  g.winners = winners(g);
  g.phase = 'game-over';
  log(x, g.winners.length > 1 ? 'game.finalShared' : 'game.final', {
    scores: list(
      seatsInOrder(g).map((c) => said('game.score', { class: c, vp: g.classes[c].vp })),
      'comma',
    ),
    winners: list(g.winners.map((c) => said('className', { class: c }))),
  });
});

/** Goods a class scores at game end, pooled across its storages (rules-decisions S15, S16). */
export function endGoods(g: GameState, cls: ClassId): Record<string, number> {
  const c = g.classes;
  if (cls === 'middle') return { ...c.middle.storage };
  if (cls === 'capitalist') {
    const goods: Record<string, number> = { ...c.capitalist.storage };
    goods.food = (goods.food ?? 0) + c.capitalist.freeTradeZone.food;
    goods.luxury = (goods.luxury ?? 0) + c.capitalist.freeTradeZone.luxury;
    return goods;
  }
  if (cls === 'state') {
    return {
      food: c.state.goods.food,
      luxury: c.state.goods.luxury,
      health: g.publicServices.health,
      education: g.publicServices.education,
      influence: g.publicServices.influence,
    };
  }
  return {};
}

/**
 * Every class's place at game end, best first: most VP; ties broken by more Policies in the own
 * section, then the State, then most cubes in the bag (rules-decisions S17); classes still tied
 * share a place. The first place is the winners.
 */
export function finalRanking(g: GameState): ClassId[][] {
  const key = (c: ClassId) => [
    g.classes[c].vp,
    policiesInOwnSection(g, c),
    c === 'state' ? 1 : 0,
    c === 'state' ? 0 : g.bag[c as VotingClass],
  ];
  const better = (a: ClassId, b: ClassId) => {
    const ka = key(a);
    const kb = key(b);
    const i = ka.findIndex((v, n) => v !== kb[n]);
    return i < 0 ? 0 : (kb[i] as number) - (ka[i] as number);
  };
  const places: ClassId[][] = [];
  for (const cls of [...seatsInOrder(g)].sort(better)) {
    const last = places.at(-1);
    if (last && better(last[0] as ClassId, cls) === 0) last.push(cls);
    else places.push([cls]);
  }
  return places;
}

export function winners(g: GameState): ClassId[] {
  return finalRanking(g)[0] ?? [];
}
