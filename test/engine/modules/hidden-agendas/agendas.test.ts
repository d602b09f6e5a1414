/**
 * Hidden Agendas (Crisis & Control rulebook, Hidden Agendas; components reference §2.14, §3.3;
 * Game End and Scoring; rules-decisions X13, HA1–HA8): setup in secret, one test per Agenda — met
 * and not met, at the moment its card names — and an Automa's face-up Agendas.
 */
import { describe, expect, it } from 'vitest';
import type { ClassId, Industry } from '../../../../src/data/common.ts';
import { CAPITALIST_COMPANIES, MIDDLE_COMPANIES } from '../../../../src/data/companies.ts';
import { POLITICAL_AGENDAS } from '../../../../src/data/decks.ts';
import { HIDDEN_AGENDAS } from '../../../../src/data/hidden-agendas.ts';
import { cardOf, requiredSlots, slotsOf } from '../../../../src/engine/companies/companies.ts';
import { takeLoan } from '../../../../src/engine/economy/money.ts';
import type { Company, GameState } from '../../../../src/engine/game-state.ts';
import { applyInPlace, createGame, defaultOptions, pending, view } from '../../../../src/engine/index.ts';
import { setPolicy } from '../../../../src/engine/politics/policies.ts';
import { atMoment } from '../../../../src/engine/ruleset.ts';
import { removeWorker } from '../../../../src/engine/workers/workers.ts';
import {
  addCompany,
  answer,
  ctx,
  newGame,
  newWorker,
  removeWorkers,
  run,
  staff,
  step,
  unemployed,
} from '../../helpers.ts';

function agendas(g: GameState) {
  return g.hiddenAgendas as NonNullable<GameState['hiddenAgendas']>;
}

/** A 4-player game (or fewer) where `cls` secretly holds this Agenda. */
function holding(cls: ClassId, id: string, players: 2 | 3 | 4 = 4): GameState {
  const g = newGame(players, `agenda-${id}`, { hiddenAgendas: true });
  agendas(g).held[cls] = [`agenda.${id}`];
  return g;
}

const scored = (g: GameState, id: string) => agendas(g).scored.includes(`agenda.${id}`);
const turnEnd = (g: GameState, seat: ClassId = 'working') => run(g, step('turn.end', { seat }));
const endOf = (g: GameState, phase: string) => run(g, step(`${phase}.end`));
const gameEnd = (g: GameState) => run(g, step('game.final'));

/** Every slot of a Middle Class Company filled, its Working Class employee's too. */
function fullyStaff(g: GameState, c: Company) {
  for (const slot of slotsOf(cardOf(c)))
    staff(g, c, slot.employee ? 'working' : 'middle', [slot.skill], false, slot.index);
}

const MIDDLE_WITH_EMPLOYEE = MIDDLE_COMPANIES.filter((c) => c.employee);

/** The Middle Class's Companies are exactly `n` fully operational ones. */
function middleCompanies(g: GameState, n: number) {
  removeWorkers(g, 'middle');
  g.companies = g.companies.filter((c) => c.owner !== 'middle');
  for (let i = 0; i < n; i++)
    fullyStaff(
      g,
      addCompany(g, 'middle', MIDDLE_WITH_EMPLOYEE[i % MIDDLE_WITH_EMPLOYEE.length]?.id as string),
    );
}

function cardsOf(industry: Industry, owner: 'capitalist' | 'middle') {
  return (owner === 'capitalist' ? CAPITALIST_COMPANIES : MIDDLE_COMPANIES).filter(
    (c) => c.industry === industry,
  );
}

describe('Hidden Agendas setup (C&C rulebook, Hidden Agendas setup)', () => {
  it('each player draws 2 of their role’s 5 and keeps 1, all at once and in secret; the other goes back unseen', () => {
    const options = defaultOptions(4);
    options.modules.hiddenAgendas = true;
    const g = createGame(options, 'agendas-setup');
    const asked = pending(g);
    expect(asked.map((q) => [q.seat, q.kind, q.secret])).toEqual([
      ['working', 'agenda.keep', true],
      ['middle', 'agenda.keep', true],
      ['capitalist', 'agenda.keep', true],
      ['state', 'agenda.keep', true],
    ]);
    for (const q of asked) {
      expect(q.options).toHaveLength(2);
      for (const o of q.options) expect(HIDDEN_AGENDAS.find((a) => a.id === o.value)?.role).toBe(q.seat);
    }
    const [first, other] = (asked[0]?.options ?? []).map((o) => o.id) as [string, string];
    const result = applyInPlace(g, 'working', first);
    // Only the Working Class hears what it kept.
    expect(result.ok && result.events.filter((e) => e.to === 'public')).toEqual([]);
    expect(result.ok && result.events.map((e) => e.to)).toEqual(['working']);
    expect(agendas(g).held.working).toEqual([first]);
    expect(JSON.stringify(g.hiddenAgendas)).not.toContain(other);
    // The others still choose; the Working Class is not asked again.
    expect(pending(g).map((q) => q.seat)).toEqual(['middle', 'capitalist', 'state']);
    for (const q of pending(g)) answer(g, q.seat, q.options[1]?.id as string);
    expect(pending(g)[0]?.kind).toBe('prep.skilled');
  });

  it('with every module, the Early Historical Event applies and the first Crisis Response card is face up before anyone chooses an Agenda (rules-decisions HA8)', () => {
    const options = defaultOptions(4);
    Object.assign(options.modules, { historicalEvents: true, crisisResponse: true, hiddenAgendas: true });
    for (const seed of ['agendas-after-1', 'agendas-after-2', 'agendas-after-3']) {
      const g = createGame(options, seed);
      expect(g.historicalEvents?.revealed).toHaveLength(1);
      expect(g.crisisResponse?.current).not.toBeNull();
      // The Early card's own questions (French Revolution's Bills) come first; then the picks.
      while (pending(g)[0]?.kind !== 'agenda.keep') {
        const q = pending(g)[0];
        if (!q) throw new Error('no question');
        answer(g, q.seat, q.options[0]?.id as string);
      }
      expect(pending(g).map((q) => q.seat)).toEqual(['working', 'middle', 'capitalist', 'state']);
    }
  });

  it('a player’s Agenda is in nobody else’s view and not in the public view; each sees only "1 card" for the others', () => {
    const g = newGame(4, 'agendas-view', { hiddenAgendas: true });
    const mine = agendas(g).held.working?.[0] as string;
    const pub = view(g, 'public');
    expect(pub.hiddenAgendas?.held).toEqual({ working: 1, middle: 1, capitalist: 1, state: 1 });
    expect(pub.hiddenAgendas?.revealed).toEqual([]);
    expect(JSON.stringify(pub)).not.toContain(mine);
    expect(JSON.stringify(view(g, 'capitalist'))).not.toContain(mine);
    expect(view(g, 'working').hiddenAgendas?.mine).toEqual([mine]);
  });

  it('with an Automa: its 5 Agendas are face up and it chooses nothing (components reference §2.14)', () => {
    const options = defaultOptions(3);
    options.modules.hiddenAgendas = true;
    options.seats.working = { kind: 'automa', mode: 'simple' };
    const g = createGame(options, 'automa-agendas');
    expect(pending(g).map((q) => q.seat)).toEqual(['middle', 'capitalist']);
    expect(agendas(g).held.working).toHaveLength(5);
    expect(view(g, 'public').hiddenAgendas?.revealed).toHaveLength(5);
  });
});

describe('the 20 Hidden Agendas', () => {
  it('Leviathan (State, anytime): the task of 10 Events performed: 8 VP, revealed; 9 is not enough', () => {
    const g = holding('state', 'leviathan');
    agendas(g).tally.eventsResolved = 9;
    turnEnd(g);
    expect(scored(g, 'leviathan')).toBe(false);
    atMoment(ctx(g), 'event-resolved', { event: 'x' });
    turnEnd(g);
    expect(scored(g, 'leviathan')).toBe(true);
    expect(g.classes.state.vp).toBe(8);
    expect(view(g, 'public').hiddenAgendas?.revealed).toEqual(['agenda.leviathan']);
    // Scored once.
    turnEnd(g);
    expect(g.classes.state.vp).toBe(8);
  });

  it('Expert Budgeter (State, game end): no Loan ever taken: 4 VP; a Loan discards it at once', () => {
    const g = holding('state', 'expert-budgeter');
    turnEnd(g);
    expect(scored(g, 'expert-budgeter')).toBe(false);
    gameEnd(g);
    expect(scored(g, 'expert-budgeter')).toBe(true);
    const h = holding('state', 'expert-budgeter');
    takeLoan(ctx(h), 'state');
    expect(agendas(h).failed).toEqual(['agenda.expert-budgeter']);
    h.classes.state.loans = 0;
    gameEnd(h);
    expect(scored(h, 'expert-budgeter')).toBe(false);
    expect(agendas(h).revealed).toContain('agenda.expert-budgeter');
  });

  it('According to Plan (State, Scoring phase): 4 Policies match the Political Agenda: 5 VP; not checked outside Scoring', () => {
    const g = holding('state', 'according-to-plan');
    const agenda = POLITICAL_AGENDAS[0];
    g.classes.state.agenda = agenda?.id ?? null;
    for (const p of [1, 2, 3, 4, 5] as const) g.policies[p] = agenda?.policies[p] ?? 'A';
    g.policies[5] = g.policies[5] === 'A' ? 'B' : 'A';
    turnEnd(g);
    expect(scored(g, 'according-to-plan')).toBe(false);
    endOf(g, 'scoring');
    expect(scored(g, 'according-to-plan')).toBe(true);
    const h = holding('state', 'according-to-plan');
    h.classes.state.agenda = agenda?.id ?? null;
    for (const p of [1, 2, 3, 4, 5] as const) h.policies[p] = agenda?.policies[p] === 'A' ? 'B' : 'A';
    endOf(h, 'scoring');
    expect(scored(h, 'according-to-plan')).toBe(false);
  });

  it('Strong Welfare State (State, anytime): 150 in the Treasury with 4A and 5A: 10 VP; 149 is not enough', () => {
    const g = holding('state', 'strong-welfare-state');
    g.policies[4] = 'A';
    g.policies[5] = 'A';
    g.treasury = 149;
    turnEnd(g);
    expect(scored(g, 'strong-welfare-state')).toBe(false);
    g.treasury = 150;
    endOf(g, 'production');
    expect(g.classes.state.vp).toBe(10);
  });

  it('State-Led Economy (State, anytime): Policy 1A and 6 operational Public Companies: 8 VP; at 1B no', () => {
    const g = holding('state', 'state-led-economy');
    setPolicy(ctx(g), 1, 'B');
    setPolicy(ctx(g), 1, 'A');
    for (const c of g.companies.filter((c) => c.owner === 'state'))
      if (!g.workers.some((w) => w.company === c.id))
        staff(
          g,
          c,
          'working',
          requiredSlots(cardOf(c)).map((s) => s.skill),
        );
    setPolicy(ctx(g), 1, 'B');
    turnEnd(g);
    expect(scored(g, 'state-led-economy')).toBe(false);
    g.policies[1] = 'A';
    turnEnd(g);
    expect(scored(g, 'state-led-economy')).toBe(true);
  });

  it('Entrepreneur (MC, anytime): 8 each of Food, Luxury, Health and Education in Storage: 8 VP; 7 Food is not enough', () => {
    const g = holding('middle', 'entrepreneur');
    g.classes.middle.storage = { food: 7, luxury: 8, health: 8, education: 8 };
    turnEnd(g);
    expect(scored(g, 'entrepreneur')).toBe(false);
    g.classes.middle.storage.food = 8;
    turnEnd(g);
    expect(g.classes.middle.vp).toBe(8);
  });

  it('Successful Startup (MC, until the end of round 3): 5 fully operational Companies: 8 VP; 4 are not enough; in round 4, no', () => {
    const make = (round: number, companies: number) => {
      const g = holding('middle', 'successful-startup');
      g.round = round;
      middleCompanies(g, companies);
      turnEnd(g);
      return scored(g, 'successful-startup');
    };
    expect(make(3, 5)).toBe(true);
    expect(make(3, 4)).toBe(false);
    expect(make(4, 5)).toBe(false);
  });

  it('Growing Middle Class (MC, anytime): 8 fully operational Companies and Workers in 5 Public or CC Companies: 10 VP; 7 are not enough', () => {
    const g = holding('middle', 'growing-middle-class');
    middleCompanies(g, 7);
    for (const card of CAPITALIST_COMPANIES.filter((c) => !('automated' in c && c.automated)).slice(0, 5)) {
      const c = addCompany(g, 'capitalist', card.id);
      staff(
        g,
        c,
        'middle',
        requiredSlots(cardOf(c)).map((s) => s.skill),
      );
    }
    turnEnd(g);
    expect(scored(g, 'growing-middle-class')).toBe(false);
    fullyStaff(g, addCompany(g, 'middle', MIDDLE_WITH_EMPLOYEE[0]?.id as string));
    turnEnd(g);
    expect(g.classes.middle.vp).toBe(10);
  });

  it('Golden Compromise (MC, anytime): Policies 1–5 all in B: 4 VP; with 5C, no', () => {
    const g = holding('middle', 'golden-compromise');
    for (const p of [1, 2, 3, 4] as const) g.policies[p] = 'B';
    turnEnd(g);
    expect(scored(g, 'golden-compromise')).toBe(false);
    g.policies[5] = 'B';
    endOf(g, 'elections');
    expect(g.classes.middle.vp).toBe(4);
  });

  it('We Work, We Thrive (MC, game end): no unemployed Middle Class Worker: 5 VP; one is enough to miss it', () => {
    const g = holding('middle', 'we-work-we-thrive');
    for (const w of g.workers.filter((w) => w.cls === 'middle' && w.at === 'unemployed')) removeWorker(g, w);
    turnEnd(g);
    expect(scored(g, 'we-work-we-thrive')).toBe(false);
    gameEnd(g);
    expect(scored(g, 'we-work-we-thrive')).toBe(true);
    const h = holding('middle', 'we-work-we-thrive');
    gameEnd(h);
    expect(scored(h, 'we-work-we-thrive')).toBe(false);
  });

  it('Rally the Masses (WC, anytime): 6 Influence: 4 VP; 5 is not enough', () => {
    const g = holding('working', 'rally-the-masses');
    g.classes.working.influence = 5;
    turnEnd(g);
    expect(scored(g, 'rally-the-masses')).toBe(false);
    g.classes.working.influence = 6;
    turnEnd(g);
    expect(g.classes.working.vp).toBe(4);
  });

  it('Workers, Unite! (WC, anytime): 4 Trade Unions: 8 VP; 3 are not enough', () => {
    const g = holding('working', 'workers-unite');
    for (const skill of ['food', 'luxury', 'health'] as const) newWorker(g, 'working', skill).at = 'union';
    turnEnd(g);
    expect(scored(g, 'workers-unite')).toBe(false);
    newWorker(g, 'working', 'education').at = 'union';
    turnEnd(g);
    expect(g.classes.working.vp).toBe(8);
  });

  it('Working Class Push (WC, Elections phase): 3 Bills it proposed pass in one Elections phase: 10 VP; an Immediate Vote does not count', () => {
    const g = holding('working', 'working-class-push');
    const passed = (immediate: boolean) =>
      atMoment(ctx(g), 'bill-passed', { proposer: 'working', immediate });
    passed(false);
    passed(false);
    passed(true);
    endOf(g, 'elections');
    expect(scored(g, 'working-class-push')).toBe(false);
    passed(false);
    turnEnd(g);
    expect(scored(g, 'working-class-push')).toBe(false);
    endOf(g, 'elections');
    expect(g.classes.working.vp).toBe(10);
  });

  it('Small Labor Force (WC, game end): Population 7 or less: 5 VP; 8, no', () => {
    const g = holding('working', 'small-labor-force');
    gameEnd(g);
    expect(scored(g, 'small-labor-force')).toBe(true);
    const h = holding('working', 'small-labor-force');
    unemployed(h, 'working', 14);
    gameEnd(h);
    expect(scored(h, 'small-labor-force')).toBe(false);
  });

  it('The Surplus Value Is Ours! (WC, Production phase): 240 in Wages in one Production phase: 8 VP; 239, no; the count starts again each Production', () => {
    const g = holding('working', 'surplus-value-is-ours');
    const wages = (amount: number) => atMoment(ctx(g), 'wages-paid', { to: 'working', amount });
    wages(200);
    wages(39);
    endOf(g, 'production');
    expect(scored(g, 'surplus-value-is-ours')).toBe(false);
    atMoment(ctx(g), 'phase-start', { phase: 'production' });
    wages(200);
    endOf(g, 'production');
    expect(scored(g, 'surplus-value-is-ours')).toBe(false);
    wages(40);
    endOf(g, 'production');
    expect(g.classes.working.vp).toBe(8);
  });

  it('Corporate Empire (CC, anytime): 12 Companies, 11 operational: 10 VP; 10 operational, no', () => {
    const g = holding('capitalist', 'corporate-empire');
    const staffed = CAPITALIST_COMPANIES.filter((c) => !('automated' in c && c.automated));
    const added: Company[] = [];
    for (let i = 0; i < 8; i++) added.push(addCompany(g, 'capitalist', (staffed[i] as { id: string }).id));
    for (const c of added.slice(0, 6))
      staff(
        g,
        c,
        'working',
        requiredSlots(cardOf(c)).map((s) => s.skill),
      );
    // 4 starting (the Clinic empty) + 8 new, 3 + 6 = 9 operational.
    const clinic = g.companies.find((c) => c.card === 'capitalist.clinic') as Company;
    staff(
      g,
      clinic,
      'working',
      requiredSlots(cardOf(clinic)).map((s) => s.skill),
    );
    turnEnd(g);
    expect(scored(g, 'corporate-empire')).toBe(false);
    const last = added[6] as Company;
    staff(
      g,
      last,
      'working',
      requiredSlots(cardOf(last)).map((s) => s.skill),
    );
    turnEnd(g);
    expect(g.classes.capitalist.vp).toBe(10);
  });

  it('Toward a Neoliberal State (CC, after round 1): 3 of Policies 1–5 in C: 4 VP; not in round 1', () => {
    const g = holding('capitalist', 'toward-a-neoliberal-state');
    g.policies[2] = 'C';
    turnEnd(g);
    expect(scored(g, 'toward-a-neoliberal-state')).toBe(false);
    g.round = 2;
    turnEnd(g);
    expect(g.classes.capitalist.vp).toBe(4);
  });

  it('Export Tycoon (CC, Action phase): 240 from the Foreign Market in one turn: 8 VP; 239 in a turn, no', () => {
    const g = holding('capitalist', 'export-tycoon');
    const sold = (amount: number) => atMoment(ctx(g), 'export-sold', { seat: 'capitalist', amount });
    sold(150);
    sold(89);
    turnEnd(g, 'capitalist');
    expect(scored(g, 'export-tycoon')).toBe(false);
    sold(100);
    turnEnd(g, 'capitalist');
    expect(scored(g, 'export-tycoon')).toBe(false);
    sold(150);
    sold(90);
    turnEnd(g, 'capitalist');
    expect(g.classes.capitalist.vp).toBe(8);
  });

  it('Diversified Portfolio (CC, game end): 2 Companies in each of the 5 industries: 8 VP; one Media Company short, no', () => {
    const make = (media: number) => {
      const g = holding('capitalist', 'diversified-portfolio');
      g.companies = g.companies.filter((c) => c.owner !== 'capitalist');
      for (const industry of ['food', 'luxury', 'health', 'education', 'media'] as const) {
        const n = industry === 'media' ? media : 2;
        for (let i = 0; i < n; i++)
          addCompany(g, 'capitalist', (cardsOf(industry, 'capitalist')[i] as { id: string }).id);
      }
      gameEnd(g);
      return scored(g, 'diversified-portfolio');
    };
    expect(make(2)).toBe(true);
    expect(make(1)).toBe(false);
  });

  it('Venture Capitalist (CC, game end): 320 in Capital: 5 VP; 319, no', () => {
    const g = holding('capitalist', 'venture-capitalist');
    g.classes.capitalist.capital = 320;
    turnEnd(g, 'capitalist');
    expect(scored(g, 'venture-capitalist')).toBe(false);
    gameEnd(g);
    expect(scored(g, 'venture-capitalist')).toBe(true);
    const h = holding('capitalist', 'venture-capitalist');
    h.classes.capitalist.capital = 319;
    gameEnd(h);
    expect(scored(h, 'venture-capitalist')).toBe(false);
  });
});

describe('an Automa’s Hidden Agendas (components reference §2.14: face up, it scores the best completed one)', () => {
  it('completes several, scores only the one worth most, at game end', () => {
    const options = defaultOptions(3);
    options.modules.hiddenAgendas = true;
    options.seats.working = { kind: 'automa', mode: 'simple' };
    const g = createGame(options, 'automa-best');
    for (const q of pending(g)) answer(g, q.seat, q.options[0]?.id as string);
    g.round = 1;
    g.classes.working.influence = 6;
    for (const skill of ['food', 'luxury', 'health', 'education'] as const)
      newWorker(g, 'working', skill).at = 'union';
    turnEnd(g);
    // Completed, not scored yet: Rally the Masses (4) and Workers, Unite! (8).
    expect(agendas(g).completed.sort()).toEqual(['agenda.rally-the-masses', 'agenda.workers-unite']);
    expect(g.classes.working.vp).toBe(0);
    gameEnd(g);
    expect(agendas(g).scored.filter((a) => agendas(g).held.working?.includes(a))).toEqual([
      'agenda.workers-unite',
    ]);
    expect(g.ledger.filter((e) => e[0] === 'working' && e[2] === 'hidden agenda')).toEqual([
      ['working', g.round, 'hidden agenda', 8],
    ]);
  });

  it('at game end every player’s Agenda is revealed, completed or not', () => {
    const g = newGame(2, 'reveal-all', { hiddenAgendas: true });
    const held = Object.values(agendas(g).held).flat();
    expect(view(g, 'public').hiddenAgendas?.revealed).toEqual([]);
    gameEnd(g);
    expect(view(g, 'public').hiddenAgendas?.revealed.sort()).toEqual(held.sort());
  });
});
