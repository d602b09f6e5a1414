/**
 * Nationalization and Privatization (components.md §2.12 and §3.1 FAQ): Public Companies change
 * hands with the Capitalist Class.
 */

import { CLASS_NAMES } from '../../../data/names.ts';
import { COMPANY_LIMITS } from '../../../data/tables.ts';
import {
  cardOf,
  companiesOf,
  companyName,
  findCompany,
  isOperational,
  openPublicSlots,
} from '../../companies/companies.ts';
import { log, type LegacyOption as Option, question, queue } from '../../core/flow.ts';
import { gainMoney, payTo, spend } from '../../economy/money.ts';
import { trimPublicServices } from '../../economy/storage.ts';
import type { Company, GameState } from '../../game-state.ts';
import { statePlays } from '../../seats.ts';
import { assignWorkers, canAssign } from '../../workers/assign-workers.ts';
import { defineEffect } from '../effects.ts';
import { applyCardLegitimacy } from '../legitimacy-icons.ts';

function availablePublic(g: GameState): Company[] {
  const open = openPublicSlots(g);
  return companiesOf(g, 'state').filter((c) => (c.publicSlot ?? 99) < open);
}

// ---- Nationalization -------------------------------------------------------------------------

/** What the State pays for the Capitalist Company: its cost at the `paysCostAt` section of Policy 1. */
function nationalizationCost(g: GameState, company: Company, paysCostAt: string): number {
  return g.policies[1] === paysCostAt ? cardOf(company).cost : 0;
}

/** Non-operational Capitalist Companies with no Machinery icon, not automated, that the State can pay for. */
function nationalizable(g: GameState, paysCostAt: string): Company[] {
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
  paysCostAt: string;
  instance: string;
  take?: string;
}

const nationalizeTake = question<NationalizeStep>('nationalize.take', {
  ask(x, s) {
    const options: Option[] = nationalizable(x.g, s.paysCostAt).map((c) => {
      const cost = nationalizationCost(x.g, c, s.paysCostAt);
      return { id: c.id, label: `${companyName(c)} (${cost > 0 ? `you pay ${cost}` : 'free'})` };
    });
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'nationalize.take',
      prompt: 'Nationalization: which Capitalist Company joins the Public Sector?',
      options,
    };
  },
  answer: (x, s, id) => queue(x, nationalizeReplace({ ...s, take: id })),
});

const nationalizeReplace = question<NationalizeStep>('nationalize.replace', {
  ask(x, s) {
    const options: Option[] = replaceable(x.g).map((c) => ({ id: c.id, label: `Replace ${companyName(c)}` }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'nationalize.replace',
      prompt: 'Nationalization: which non-operational Public Company does it replace?',
      options,
    };
  },
  answer(x, s, id) {
    const g = x.g;
    const taken = findCompany(g, s.take as string);
    const replaced = findCompany(g, id);
    if (!taken || !replaced || replaced.publicSlot === undefined) return;
    const slot = replaced.publicSlot;
    const cost = nationalizationCost(g, taken, s.paysCostAt);
    g.companies.splice(g.companies.indexOf(replaced), 1);
    // The replaced Public Company card leaves the game; the Capitalist card takes its place.
    g.publicSector[slot] = taken.card;
    taken.owner = 'state';
    taken.publicSlot = slot;
    if (cost > 0) {
      spend(x, 'state', cost);
      gainMoney(x, 'capitalist', cost);
    }
    trimPublicServices(g);
    log(
      x,
      `The State nationalizes ${companyName(taken)}${cost > 0 ? ` for ${cost}` : ''}; it replaces ${companyName(replaced)} in the Public Sector.`,
    );
    applyCardLegitimacy(x, s.instance);
    queue(x, nationalizeStaff({ seat: 'state', company: taken.id }));
  },
});

function staffOptions(g: GameState, company: string) {
  return (['working', 'middle'] as const).filter((cls) =>
    canAssign(g, 'state', {
      workers: cls,
      unemployedOnly: true,
      companyId: company,
      budget: Number.POSITIVE_INFINITY,
    }),
  );
}

/** "You may assign Workers to it": unemployed Workers of one class, chosen by the State (docs/rules-decisions.md §8 #8). */
const nationalizeStaff = question<{ seat: 'state'; company: string }>('nationalize.staff', {
  ask(x, s) {
    const classes = staffOptions(x.g, s.company);
    if (classes.length === 0) return null;
    const options: Option[] = classes.map((cls) => ({
      id: cls,
      label: `Assign unemployed ${CLASS_NAMES[cls]} Workers to it`,
    }));
    options.push({ id: 'none', label: 'Leave it empty' });
    return {
      seat: s.seat,
      kind: 'nationalize.staff',
      prompt: 'Nationalization: assign Workers now?',
      options,
    };
  },
  answer(x, s, id) {
    if (id === 'none') return;
    assignWorkers(x, 'state', {
      workers: id as 'working' | 'middle',
      unemployedOnly: true,
      companyId: s.company,
      budget: Number.POSITIVE_INFINITY,
    });
  },
});

defineEffect('nationalization', {
  can: (g, _cls, params) =>
    statePlays(g) && replaceable(g).length > 0 && nationalizable(g, String(params.paysCostAt)).length > 0,
  start(x, _cls, params, instance) {
    queue(x, nationalizeTake({ seat: 'state', paysCostAt: String(params.paysCostAt), instance }));
  },
});

// ---- Privatization ----------------------------------------------------------------------------

function privatizable(g: GameState): Company[] {
  if (companiesOf(g, 'capitalist').length >= COMPANY_LIMITS.capitalist) return [];
  return availablePublic(g).filter((c) => isOperational(g, c));
}

const privatizeStep = question<{ seat: 'state'; instance: string }>('privatize.pick', {
  ask(x, s) {
    const options: Option[] = privatizable(x.g).map((c) => ({
      id: c.id,
      label: `Sell ${companyName(c)} to the Capitalist Class for ${cardOf(c).cost}`,
    }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'privatize.pick',
      prompt: 'Privatization: which Public Company do you sell?',
      options,
    };
  },
  answer(x, s, id) {
    const g = x.g;
    const company = findCompany(g, id);
    if (!company || company.publicSlot === undefined) return;
    const cost = cardOf(company).cost;
    // The Capitalist Class must buy; like any forced payment it may take Loans (docs/rules-decisions.md §8 #9).
    payTo(x, 'capitalist', 'state', cost);
    // Its place stays empty: one Public Company fewer (components.md §3.1 FAQ).
    g.publicSector[company.publicSlot] = '';
    company.owner = 'capitalist';
    company.publicSlot = undefined;
    trimPublicServices(g);
    log(x, `The State privatizes ${companyName(company)}: the Capitalist Class buys it for ${cost}.`);
    applyCardLegitimacy(x, s.instance);
  },
});

defineEffect('privatization', {
  can: (g) => statePlays(g) && privatizable(g).length > 0,
  start: (x, _cls, _params, instance) => queue(x, privatizeStep({ seat: 'state', instance })),
});
