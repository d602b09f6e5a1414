/**
 * Facts that hold in every reachable state. The simulator checks them after every answer; a
 * violation is a bug in the engine, never a player's mistake.
 */

import { ALTERNATIVE_EVENTS } from '../data/alternative-events.ts';
import { GOODS, VOTING_CLASSES } from '../data/common.ts';
import { CRISIS_LOCK_TOKENS, CRISIS_RESPONSE_CARDS, GOVERNMENT_BOND } from '../data/crisis-response.ts';
import { HIDDEN_AGENDAS_PER_ROLE } from '../data/hidden-agendas.ts';
import { HISTORICAL_PERIODS, historicalEventById } from '../data/historical-events.ts';
import { COMPANY_LIMITS, COMPONENT_LIMITS, STORAGE } from '../data/tables.ts';
import { cardOf, isOperational, requiredSlots, slotsOf, workersIn } from './companies/companies.ts';
import { freeTradeZoneRoom, publicServiceLimit, storageLimit } from './economy/storage.ts';
import type { GameState } from './game-state.ts';
import { influenceInPlay } from './politics/influence.ts';
import { seatsInOrder } from './seats.ts';

export function invariantViolations(g: GameState): string[] {
  const out: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) out.push(message);
  };
  const c = g.classes;
  check(c.working.money >= 0 && c.middle.money >= 0, 'a class has negative money');
  check(c.capitalist.revenue >= 0 && c.capitalist.capital >= 0, 'the Capitalist Class has negative money');
  check(g.treasury >= 0, 'the Treasury is negative');
  for (const good of GOODS) {
    check(c.working.goods[good] >= 0 && c.middle.goods[good] >= 0, `negative ${good} in Goods & Services`);
    for (const cls of ['capitalist', 'middle'] as const) {
      const n = c[cls].storage[good];
      check(
        n >= 0 && n <= storageLimit(g, cls, good),
        `${cls} ${good} storage ${n} outside 0..${storageLimit(g, cls, good)}`,
      );
    }
  }
  check(
    freeTradeZoneRoom(g, 'food') >= 0 && freeTradeZoneRoom(g, 'luxury') >= 0,
    'Free Trade Zone over its limit',
  );
  check(
    c.capitalist.freeTradeZone.food <= STORAGE.freeTradeZone.food &&
      c.capitalist.freeTradeZone.luxury <= STORAGE.freeTradeZone.luxury,
    'Free Trade Zone over its limit',
  );
  check(c.state.goods.food >= 0 && c.state.goods.luxury >= 0, 'the State has negative goods');
  for (const s of ['health', 'education', 'influence'] as const) {
    check(
      g.publicServices[s] >= 0 &&
        g.publicServices[s] <=
          Math.max(publicServiceLimit(g, s), g.publicServices[s] === 0 ? 0 : publicServiceLimit(g, s)),
      `Public Services ${s} outside its limit`,
    );
  }
  for (const cls of seatsInOrder(g)) check(c[cls].influence >= 0, `${cls} has negative Influence`);
  check(influenceInPlay(g) <= COMPONENT_LIMITS.influence, 'more Influence than the box holds');

  // Workers: one place each, slots respected, counts match the supply.
  const slotTaken = new Set<string>();
  const unions = new Set<string>();
  for (const w of g.workers) {
    if (w.at === 'company') {
      const company = g.companies.find((co) => co.id === w.company);
      if (!company) {
        out.push(`worker ${w.id} is in a Company that is not on the board`);
        continue;
      }
      const slot = slotsOf(cardOf(company)).find((s) => s.index === w.slot);
      check(!!slot, `worker ${w.id} is in a slot the Company does not have`);
      if (slot) {
        check(
          slot.classes.includes(w.cls),
          `worker ${w.id} (${w.cls}) in a slot for ${slot.classes.join('/')}`,
        );
        check(slot.skill === null || slot.skill === w.skill, `worker ${w.id} lacks the skill of its slot`);
      }
      const key = `${w.company}:${w.slot}`;
      check(!slotTaken.has(key), `two Workers share slot ${key}`);
      slotTaken.add(key);
    } else if (w.at === 'union') {
      check(
        w.cls === 'working' && w.skill !== null && !unions.has(w.skill),
        `bad Trade Union Worker ${w.id}`,
      );
      if (w.skill) unions.add(w.skill);
    } else check(w.at === 'unemployed', `worker ${w.id} is nowhere`);
  }
  for (const cls of ['working', 'middle'] as const) {
    const inPlay = g.workers.filter((w) => w.cls === cls).length;
    check(
      inPlay + g.supply[cls] === COMPONENT_LIMITS.workers[cls],
      `${cls} Workers: ${inPlay} in play + ${g.supply[cls]} in supply`,
    );
  }
  // Only an Assign Workers under way may leave a gap it can still refill (rules-decisions E2).
  const assigning = g.flow.some((step) => step.t === 'assign.end');
  for (const company of g.companies) {
    const workers = workersIn(g, company.id);
    const required = requiredSlots(cardOf(company));
    const filled = required.filter((s) => workers.some((w) => w.slot === s.index)).length;
    check(
      filled === 0 || filled === required.length || assigning,
      `${cardOf(company).name} is partly staffed`,
    );
    if (company.owner !== 'middle')
      check(new Set(workers.map((w) => w.cls)).size <= 1, `${cardOf(company).name} mixes classes`);
    if (company.owner === 'middle' && workers.some((w) => w.cls === 'working')) {
      check(isOperational(g, company), `${cardOf(company).name} has an employee but no Middle Class Worker`);
    }
  }
  check(
    g.companies.filter((co) => co.owner === 'capitalist').length <= COMPANY_LIMITS.capitalist,
    'too many Capitalist Companies',
  );
  check(
    g.companies.filter((co) => co.owner === 'middle').length <= COMPANY_LIMITS.middle,
    'too many Middle Class Companies',
  );
  check(
    g.companies.filter((co) => co.machinery).length <= COMPONENT_LIMITS.machinery,
    'too many Machinery tokens',
  );
  check(
    g.companies.filter((co) => co.strike).length <= COMPONENT_LIMITS.strikeTokens,
    'too many Strike tokens',
  );
  check(
    c.capitalist.tiles.length + c.middle.tiles.length <= COMPONENT_LIMITS.storageTiles,
    'too many Storage tiles',
  );
  const tokens = c.state.tokens;
  check(
    tokens.working + tokens.middle + tokens.capitalist <= COMPONENT_LIMITS.legitimacyTokens,
    'too many Legitimacy tokens',
  );

  // Voting cubes: bag + supply + on the Vote Results spaces + provided = 25 of each colour.
  for (const cls of VOTING_CLASSES) {
    const total =
      g.bag[cls] + g.supply.cubes[cls] + (g.vote?.drawn[cls] ?? 0) + (c[cls].benefits?.cubes ?? 0);
    check(total === COMPONENT_LIMITS.votingCubesPerColour, `${cls} cubes add up to ${total}`);
  }
  out.push(...moduleViolations(g));
  const unsaved = numberJsonLoses(g);
  check(unsaved === undefined, `the state holds ${unsaved}, which it would not read back as once saved`);
  // Scores equal their breakdown.
  for (const cls of seatsInOrder(g)) {
    const sum = g.ledger.filter((e) => e[0] === cls).reduce((n, e) => n + e[3], 0);
    check(sum === c[cls].vp, `${cls} score ${c[cls].vp} but its breakdown adds to ${sum}`);
  }
  return out;
}

/** Every card of an expansion module is in exactly one place; tokens within the box. */
function moduleViolations(g: GameState): string[] {
  const out: string[] = [];
  const once = (cards: string[], total: number, what: string) => {
    if (cards.length !== total || new Set(cards).size !== total) out.push(`${what}: ${cards.length} found`);
  };
  // Historical Events: one card of each Period in play; only revealed cards applied, each once.
  const he = g.historicalEvents;
  if (he) {
    const periods = [...he.revealed, ...he.deck].map((id) => historicalEventById(id)?.period);
    if (periods.length !== HISTORICAL_PERIODS.length || !HISTORICAL_PERIODS.every((p) => periods.includes(p)))
      out.push('the Historical Events are not one card per Period');
    if (
      !he.triggered.every((id) => he.revealed.includes(id)) ||
      new Set(he.triggered).size !== he.triggered.length
    )
      out.push('a Historical Event applied twice or before it was revealed');
  }
  const cr = g.crisisResponse;
  if (cr) {
    once(
      [...cr.draw, ...cr.discard, ...(cr.current ? [cr.current] : [])],
      CRISIS_RESPONSE_CARDS.length,
      'Crisis Response cards',
    );
    if (cr.locks.length > CRISIS_LOCK_TOKENS) out.push('too many Lock tokens');
    if (cr.bonds.length > GOVERNMENT_BOND.copies) out.push('too many Government Bonds');
  }
  const alt = g.alternativeEvents;
  if (alt) {
    // Cards the State is looking at (Shift Focus) are in its question for a moment.
    const looked = g.flow.flatMap((step) =>
      step.t === 'event.look' ? (step.p as { looked: string[] }).looked : [],
    );
    const kept = Object.values(alt.kept).flat() as string[];
    once(
      [...g.decks.events.draw, ...g.decks.events.discard, ...g.classes.state.events, ...kept, ...looked],
      ALTERNATIVE_EVENTS.length,
      'Alternative Events',
    );
  }
  const ha = g.hiddenAgendas;
  if (ha) {
    for (const cls of seatsInOrder(g)) {
      const held = ha.held[cls]?.length ?? 0;
      const drawn = ha.drawn[cls]?.length ?? 0;
      const automa = g.options.seats[cls]?.kind === 'automa';
      const ok = automa
        ? held === HIDDEN_AGENDAS_PER_ROLE
        : (held === 1 && drawn === 0) || (held === 0 && drawn === 2);
      if (!ok) out.push(`the ${cls} holds ${held} Hidden Agendas and chooses from ${drawn}`);
    }
    const held = new Set(Object.values(ha.held).flat());
    if (!ha.scored.every((id) => held.has(id))) out.push('a Hidden Agenda scored that nobody holds');
    if (new Set(ha.scored).size !== ha.scored.length) out.push('a Hidden Agenda scored twice');
  }
  return out;
}

/**
 * A number the state holds that JSON does not keep (−0 comes back as 0, NaN and ±Infinity as
 * null): a game saved and read back would then differ from the game played. Its path, or none.
 */
function numberJsonLoses(value: unknown, path = 'state'): string | undefined {
  if (typeof value === 'number')
    return Object.is(value, -0) || !Number.isFinite(value)
      ? `${String(Object.is(value, -0) ? '-0' : value)} at ${path}`
      : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = numberJsonLoses(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  for (const key in value) {
    const found = numberJsonLoses((value as Record<string, unknown>)[key], `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}
