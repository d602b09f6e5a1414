/**
 * Nationalization and Privatization (components reference §2.12 and §3.1 FAQ): Public Companies change
 * hands with the Capitalist Class.
 */

import type { EffectParams } from '../../../data/effect-specs.ts';
import { COMPANY_LIMITS } from '../../../data/tables.ts';
import {
  cardOf,
  companiesOf,
  companyName,
  findCompany,
  isOperational,
  openPublicSlots,
} from '../../companies/companies.ts';
import { privatize, replacePublicCompany } from '../../companies/public-sector.ts';
import { type Choice, name, oneOf, orWord } from '../../core/choices.ts';
import { withChanges } from '../../core/copy.ts';
import { log, maybe, question, queue, said } from '../../core/flow.ts';
import { no } from '../../core/why.ts';
import { gainMoney, payTo, spend } from '../../economy/money.ts';
import type { Company, GameState } from '../../game-state.ts';
import { Rules } from '../../ruleset.ts';
import { statePlays } from '../../seats.ts';
import { assignWorkers, canAssign } from '../../workers/assign-workers.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const publicCompanyCardRules = new Rules();

function availablePublic(g: GameState): Company[] {
  const open = openPublicSlots(g);
  return companiesOf(g, 'state').filter((c) => (c.publicSlot ?? 99) < open);
}

// ---- Nationalization -------------------------------------------------------------------------

/** The section of Policy 1 at which the State pays for the Company it takes. */
type PaysCostAt = EffectParams<'nationalization'>['paysCostAt'];

/** What the State pays for the Capitalist Company: its cost at the `paysCostAt` section of Policy 1. */
function nationalizationCost(g: GameState, company: Company, paysCostAt: PaysCostAt): number {
  return g.policies[1] === paysCostAt ? cardOf(company).cost : 0;
}

/** Non-operational Capitalist Companies with no Machinery icon, not automated, that the State can pay for. */
function nationalizable(g: GameState, paysCostAt: PaysCostAt): Company[] {
  return companiesOf(g, 'capitalist').filter((c) => {
    const card = cardOf(c);
    if (card.owner !== 'capitalist' || card.automated || card.machinery !== undefined || c.machinery)
      return false;
    return !isOperational(g, c) && g.treasury >= nationalizationCost(g, c, paysCostAt);
  });
}

function replaceable(g: GameState): Company[] {
  return availablePublic(g).filter((c) => !isOperational(g, c));
}

interface NationalizeStep {
  seat: 'state';
  paysCostAt: PaysCostAt;
  instance: string;
  take?: string;
}

const nationalizeTake = question<NationalizeStep, string>('nationalize.take', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = nationalizable(x.g, s.paysCostAt).map((c) => {
      const cost = nationalizationCost(x.g, c, s.paysCostAt);
      return {
        value: c.id,
        said:
          cost > 0
            ? said('option.nationalizePay', { company: c.card, cost })
            : said('option.nationalizeFree', { company: c.card }),
        short: companyName(c),
      };
    });
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'nationalize.take',
      said: said('ask.nationalize'),
      options,
    };
  },
  answer: (x, s, company) => queue(x, nationalizeReplace(withChanges(s, { take: company }))),
});

const nationalizeReplace = question<NationalizeStep, string>('nationalize.replace', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = replaceable(x.g).map((c) => ({
      value: c.id,
      said: said('option.replace', { company: c.card }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'nationalize.replace',
      said: said('ask.nationalizeReplace'),
      options,
    };
  },
  answer(x, s, company) {
    const g = x.g;
    const taken = findCompany(g, s.take as string);
    const replaced = findCompany(g, company);
    if (!taken || !replaced || replaced.publicSlot === undefined) return;
    const cost = nationalizationCost(g, taken, s.paysCostAt);
    replacePublicCompany(x, taken, replaced);
    if (cost > 0) {
      spend(x, 'state', cost);
      gainMoney(x, 'capitalist', cost);
    }
    log(x, 'card.nationalized', {
      company: taken.card,
      cost: maybe(cost > 0, 'company.for', { n: cost }),
      replaced: replaced.card,
    });
    applyCardLegitimacy(x, s.instance);
    queue(x, nationalizeStaff({ seat: 'state', company: taken.id }));
  },
});

/** The classes whose unemployed Workers may staff a nationalized Company. */
const STAFF = ['working', 'middle'] as const;
type Staff = (typeof STAFF)[number];
/** Which class staffs it, or `none`. */
const staffChoice = orWord('none', oneOf(STAFF));

function staffOptions(g: GameState, company: string) {
  return STAFF.filter((cls) =>
    canAssign(g, 'state', {
      workers: cls,
      unemployedOnly: true,
      companyId: company,
      anyNumber: true,
    }),
  );
}

/** "You may assign Workers to it": unemployed Workers of one class, chosen by the State (rules-decisions §8.8). */
const nationalizeStaff = question<{ seat: 'state'; company: string }, Staff | 'none'>('nationalize.staff', {
  choice: staffChoice,
  ask(x, s) {
    const classes = staffOptions(x.g, s.company);
    if (classes.length === 0) return null;
    const options: Array<Choice<Staff | 'none'>> = classes.map((cls) => ({
      value: cls,
      said: said('option.assignToIt', { class: cls }),
    }));
    options.push({ value: 'none', said: said('option.leaveEmpty'), tone: 'quiet' });
    return {
      seat: s.seat,
      kind: 'nationalize.staff',
      said: said('ask.nationalizeAssign'),
      options,
    };
  },
  answer(x, s, staff) {
    if (staff === 'none') return;
    assignWorkers(x, 'state', {
      workers: staff,
      unemployedOnly: true,
      companyId: s.company,
      anyNumber: true,
    });
  },
});

publicCompanyCardRules.effect('nationalization', {
  can: (g, _cls, params, why) =>
    statePlays(g) &&
    (replaceable(g).length > 0 || no(why, 'nationalize.no-public-slot')) &&
    (nationalizable(g, params.paysCostAt).length > 0 || no(why, 'nationalize.none', g.treasury)),
  start(x, _cls, params, instance) {
    queue(x, nationalizeTake({ seat: 'state', paysCostAt: params.paysCostAt, instance }));
  },
});

// ---- Privatization ----------------------------------------------------------------------------

function privatizable(g: GameState): Company[] {
  if (companiesOf(g, 'capitalist').length >= COMPANY_LIMITS.capitalist) return [];
  return availablePublic(g).filter((c) => isOperational(g, c));
}

const privatizeStep = question<{ seat: 'state'; instance: string }, string>('privatize.pick', {
  choice: name,
  ask(x, s) {
    const options: Array<Choice<string>> = privatizable(x.g).map((c) => ({
      value: c.id,
      said: said('option.privatize', { company: c.card, cost: cardOf(c).cost }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'privatize.pick',
      said: said('ask.privatize'),
      options,
    };
  },
  answer(x, s, companyId) {
    const g = x.g;
    const company = findCompany(g, companyId);
    if (!company || company.publicSlot === undefined) return;
    const cost = cardOf(company).cost;
    // The Capitalist Class must buy; like any forced payment it may take Loans (rules-decisions §8.9).
    payTo(x, 'capitalist', 'state', cost);
    privatize(g, company);
    log(x, 'card.privatized', { company: company.card, cost });
    applyCardLegitimacy(x, s.instance);
  },
});

publicCompanyCardRules.effect('privatization', {
  can: (g) => statePlays(g) && privatizable(g).length > 0,
  start: (x, _cls, _params, instance) => queue(x, privatizeStep({ seat: 'state', instance })),
});
