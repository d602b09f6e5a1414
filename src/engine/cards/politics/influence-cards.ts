/**
 * Action cards about Influence and the State's politics (components reference §2.12): buying or taking
 * Influence, the State's Denial of Free Speech, Higher VAT and Political Agenda rewards, and the
 * Working Class's Affordable Housing. Legitimacy icons: fixed ones are applied by cards/play.ts;
 * the chosen-class ones here through applyCardLegitimacy.
 */

import { ALL_ACTION_CARDS } from '../../../data/action-cards.ts';
import type { ClassId, VotingClass } from '../../../data/common.ts';
import type { EffectParams } from '../../../data/effect-specs.ts';
import { LEGITIMACY } from '../../../data/tables.ts';
import { type Choice, int, listOf, votingClassChoice, words } from '../../core/choices.ts';
import { classList, log, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { canAfford, gainMoney, moneyOf, payTo, spend } from '../../economy/money.ts';
import { gainVp } from '../../economy/vp.ts';
import type { GameState } from '../../game-state.ts';
import { agendaMatches } from '../../phases/scoring.ts';
import {
  gainInfluence,
  influenceLeft,
  mediaInfluenceChoices,
  takeMediaInfluence,
} from '../../politics/influence.ts';
import { Rules } from '../../ruleset.ts';
import { inGame, seatsInOrder, statePlays } from '../../seats.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const influenceCardRules = new Rules();

// ---- Highlight Social Issues: pay the State, gain Influence from the supply (decision 9).

influenceCardRules.effect('buy-influence-from-state', {
  can: (g, cls, p, why) =>
    canAfford(g, cls, p.cost, why) && (influenceLeft(g) > 0 || no(why, 'influence.supply')),
  start(x, cls, p) {
    const cost = p.cost;
    spend(x, cls, cost);
    gainMoney(x, 'state', cost);
    const got = gainInfluence(x.g, cls, p.influence);
    log(x, 'card.buysInfluence', { class: cls, cost, got });
  },
});

// ---- Denial of Free Speech (State): up to 2 Media Influence become Personal Influence; two other
// players give 1 Influence each and lose 1 Legitimacy — never one already at 1 (FAQ).

/** Classes that may be chosen to lose Legitimacy: those in the game, above 1 when the card says so. */
function canLose(g: GameState, blockedAtMin: boolean): VotingClass[] {
  return (['working', 'middle', 'capitalist'] as const).filter(
    (c) => inGame(g, c) && (!blockedAtMin || g.classes.state.legitimacy[c] > LEGITIMACY.min),
  );
}

/** Every way to choose `size` classes out of `from`, in order. */
function groups(from: VotingClass[], size: number): VotingClass[][] {
  if (size === 0) return [[]];
  const out: VotingClass[][] = [];
  from.forEach((c, i) => {
    for (const rest of groups(from.slice(i + 1), size - 1)) out.push([c, ...rest]);
  });
  return out;
}

const mediaTake = question<{ seat: ClassId; max: number }, number>('card.denial-media', {
  choice: int,
  ask(x, s) {
    const options = mediaInfluenceChoices(x.g, s.max);
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.denial-media',
      said: said('ask.denialMedia'),
      options,
    };
  },
  answer(x, s, n) {
    takeMediaInfluence(x.g, s.seat, n);
    log(x, 'card.mediaToPersonal', { n });
  },
});

/** The players who give Influence, written `working+middle`. */
const playersChoice = listOf(votingClassChoice, '+');

const denialPick = question<
  { seat: ClassId; players: number; each: number; card: string; blockedAtMin?: boolean },
  VotingClass[]
>('card.denial-players', {
  choice: playersChoice,
  ask(x, s) {
    const options: Array<Choice<VotingClass[]>> = groups(canLose(x.g, s.blockedAtMin ?? true), s.players).map(
      (group) => ({
        value: group,
        said: said('option.denial', { classes: classList(group, 'andEach'), n: s.each }),
      }),
    );
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.denial-players',
      said: said('ask.denialPlayers'),
      options,
    };
  },
  answer(x, s, players) {
    for (const cls of players) {
      const n = Math.min(s.each, x.g.classes[cls].influence);
      x.g.classes[cls].influence -= n;
      x.g.classes[s.seat].influence += n;
      log(x, 'card.givesInfluence', { class: cls, n });
      applyCardLegitimacy(x, s.card, { target: cls });
    }
  },
});

influenceCardRules.effect('denial-of-free-speech', {
  can: (g, _cls, p, why) =>
    statePlays(g) &&
    (canLose(g, p.blockedAtMinLegitimacy).length >= p.players ||
      (why !== undefined &&
        no(why, 'legitimacy.few-above-min', p.players, canLose(g, p.blockedAtMinLegitimacy).length))),
  start(x, cls, p, instance) {
    queue(
      x,
      mediaTake({ seat: cls, max: p.mediaInfluence }),
      denialPick({
        seat: cls,
        players: p.players,
        each: p.influenceEach,
        card: instance,
        blockedAtMin: p.blockedAtMinLegitimacy,
      }),
    );
  },
});

// ---- Agenda-Setting, Foreign Financial Assistance (State): per Policy matching the Agenda.

influenceCardRules.effect('agenda-match-reward', {
  can: (g, _cls, p, why) =>
    (agendaMatches(g) > 0 || no(why, 'agenda.none')) &&
    (p.resource !== 'influence' || influenceLeft(g) > 0 || no(why, 'influence.supply')),
  start(x, cls, p) {
    const matches = agendaMatches(x.g);
    const amount = matches * p.perMatch;
    if (p.resource === 'influence') {
      const got = gainInfluence(x.g, cls, amount);
      log(x, 'card.agendaInfluence', { count: matches, got });
    } else {
      gainMoney(x, cls, amount);
      log(x, 'card.agendaMoney', { count: matches, amount });
    }
  },
});

// ---- Higher VAT (State): everyone else pays; −1 Legitimacy with two classes of the State's
// choice, never one already at 1 (FAQ).

influenceCardRules.effect('higher-vat', {
  can: (g, _cls, p, why) =>
    statePlays(g) &&
    (canLose(g, p.blockedAtMinLegitimacy).length >= 2 ||
      (why !== undefined &&
        no(why, 'legitimacy.few-above-min', 2, canLose(g, p.blockedAtMinLegitimacy).length))),
  start(x, cls, p, instance) {
    const amount = p.amount;
    for (const other of seatsInOrder(x.g)) if (other !== cls) payTo(x, other, cls, amount);
    log(x, 'card.higherVat', { amount });
    applyCardLegitimacy(x, instance);
  },
});

// ---- Affordable Housing (Working Class): pay the Capitalist or the Middle Class for VP.

/** Whom Affordable Housing pays. */
type Landlord = 'capitalist' | 'middle';
type Housing = EffectParams<'affordable-housing'>;
/** The card, by its id: the score ledger's reason for the VP it gives. */
const HOUSING_CARD =
  ALL_ACTION_CARDS.find((c) => c.effect === 'affordable-housing')?.id ?? 'affordable-housing';

function housingOptions(g: GameState, p: Housing): Array<Choice<Landlord>> {
  const out: Array<Choice<Landlord>> = [];
  if (canAfford(g, 'working', p.capitalistPayment))
    out.push({
      value: 'capitalist',
      said: said('option.housing', { n: p.capitalistPayment, class: 'capitalist', vp: p.capitalistVp }),
    });
  if (inGame(g, 'middle') && canAfford(g, 'working', p.middlePayment))
    out.push({
      value: 'middle',
      said: said('option.housing', { n: p.middlePayment, class: 'middle', vp: p.middleVp }),
    });
  return out;
}

const housingPick = question<{ seat: ClassId; p: Housing }, Landlord>('card.housing', {
  choice: words('capitalist', 'middle'),
  ask(x, s) {
    const options = housingOptions(x.g, s.p);
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'card.housing',
      said: said('ask.housing'),
      options,
    };
  },
  answer(x, s, to) {
    const amount = to === 'capitalist' ? s.p.capitalistPayment : s.p.middlePayment;
    const vp = to === 'capitalist' ? s.p.capitalistVp : s.p.middleVp;
    spend(x, s.seat, amount);
    gainMoney(x, to, amount);
    gainVp(x, s.seat, vp, HOUSING_CARD);
    log(x, 'card.givesForVp', { class: s.seat, amount, to, vp });
  },
});

influenceCardRules.effect('affordable-housing', {
  can: (g, _cls, p, why) =>
    housingOptions(g, p).length > 0 ||
    (why !== undefined &&
      no(
        why,
        'money.short',
        inGame(g, 'middle') ? Math.min(p.capitalistPayment, p.middlePayment) : p.capitalistPayment,
        moneyOf(g, 'working'),
      )),
  start(x, cls, p) {
    queue(x, housingPick({ seat: cls, p }));
  },
});
