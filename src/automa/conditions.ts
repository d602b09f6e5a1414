/**
 * When an Automa may take an action (its Action Criteria Instruction cards, components reference
 * §2.14): the engine offers only the moves the rules allow; these are the Automa's own, stricter
 * conditions, each with the words that explain it in the log (keys under `automaWhy.`, worded by
 * the presenters in the game's or the reader's language). The bonus of the AI card counts
 * for the action it goes with ("it may help meet a condition").
 */
import type { AiCard, AutomaClass } from '../data/automa/index.ts';
import {
  type AutomaMode,
  type AutomaMove,
  automa,
  type GameState,
  type Said,
  said,
} from '../engine/index.ts';
import { billPlan, describeBill } from './bills.ts';
import { industryOf } from './companies.ts';

export interface Verdict {
  ok: boolean;
  /** Why it may (or may not), in a few words for the log: a key under `automaWhy.` (none: nothing to say). */
  reason?: Said;
}

export interface Situation {
  g: GameState;
  cls: AutomaClass;
  mode: AutomaMode;
  card: AiCard | undefined;
}

const yes = (key?: string, params?: Said['params']): Verdict =>
  key ? { ok: true, reason: said(key, params) } : { ok: true };
const no = (key: string, params?: Said['params']): Verdict => ({ ok: false, reason: said(key, params) });

function mods(s: Situation, move: AutomaMove) {
  return s.card ? automa.modifiersFor(s.g, s.cls, s.card, move) : { first: [] };
}

function tradeUnionCount(g: GameState): number {
  return g.workers.filter((w) => w.at === 'union').length;
}

function assign(s: Situation): Verdict {
  if (s.cls === 'capitalist') return no('assign.noWorkers');
  const m = mods(s, 'assign-workers');
  if (m.first.some((step) => step.effect === 'build-cooperative-farm')) return yes('assign.coopFarm');
  const n = automa.assignableUnemployed(s.g, s.cls, m.assign ? automa.assignBudget(m.assign) : 3);
  if (n >= 2) return yes('assign.canEmploy', { n });
  if (s.cls === 'working' && automa.unionOpenings(s.g).length > 0) return yes('assign.union');
  return no(n === 1 ? 'assign.onlyOne' : 'assign.none');
}

function buy(s: Situation): Verdict {
  if (s.cls === 'capitalist') return no('buy.nothing');
  const options = automa.purchasesWithBonus(s.g, s.cls, mods(s, 'buy-goods')).filter((p) => p.cost !== null);
  const best = [...options].sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0))[0];
  if (!best) return no('buy.cannotAfford');
  return yes('buy.can', { resource: best.ware, cost: best.cost ?? 0 });
}

function strike(s: Situation): Verdict {
  const labor = s.g.policies[2];
  const unions = tradeUnionCount(s.g);
  if (!(labor === 'C' || (labor === 'B' && unions >= 2))) return no('strike.policy');
  const n = automa.strikeable(s.g).length;
  return n >= 2 ? yes('strike.can', { n }) : no('strike.few');
}

/** Market Companies the Automa's Building Company Criteria allow it to build. */
export function buildCandidates(s: Situation) {
  if (s.cls === 'working') return [];
  const m = mods(s, 'build-company');
  const own = s.g.companies.filter((c) => c.owner === s.cls);
  // Automated Companies are always operational (base rulebook, Component Anatomy).
  const idle = own.filter((c) => !automa.isOperational(s.g, c));
  return automa.buildFacts(s.g, s.cls, m.build?.opts ?? {}).filter((f) => {
    if (!f.affordable) return false;
    if (s.cls === 'middle') {
      // The Middle Class Automa never builds a third Company of an industry it has two of.
      const same = own.filter((c) => industryOf(c) === f.industry).length;
      return f.staffedBy.includes('middle') && same < 2;
    }
    const staffed = f.automated || f.staffedBy.length > 0;
    // Never a non-operational Company where one of that industry already stands idle.
    if (!staffed && idle.some((c) => industryOf(c) === f.industry)) return false;
    return s.mode === 'advanced' || staffed;
  });
}

function build(s: Situation): Verdict {
  const n = buildCandidates(s).length;
  return n > 0 ? yes('build.can', { count: n }) : no('build.none');
}

function sellCompany(s: Situation): Verdict {
  const factor = mods(s, 'sell-company').sellFactor ?? 1;
  // The first of the dearest (the list is shared: not sorted in place).
  let best: { price: number } | undefined;
  for (const idle of automa.sellableIdle(s.g, factor)) if (!best || idle.price > best.price) best = idle;
  return best && best.price >= 20 ? yes('sellCompany.can', { price: best.price }) : no('sellCompany.none');
}

function exportsPossible(s: Situation): Verdict {
  if (s.cls === 'working') return no('export.never');
  const m = mods(s, 'sell-foreign');
  const extra = m.export?.extra ? 1 : 0;
  const n = automa.exportTransactions(s.g, s.cls) + extra;
  return n >= 2 ? yes('export.can', { n }) : no('export.few');
}

function lobby(s: Situation): Verdict {
  if (s.mode === 'advanced') return yes('lobby.priority');
  const others =
    automa.otherVoters(s.g, s.cls).reduce((n, c) => n + s.g.classes[c].influence, 0) +
    (s.g.options.players === 4 ? s.g.classes.state.influence : 0);
  const own = s.g.classes[s.cls].influence;
  return own < others ? yes('lobby.less', { own, others }) : no('lobby.enough');
}

/** On a card with the Special Action first, simple mode needs its first condition. */
function specialFirst(s: Situation): Verdict {
  const rule = s.card?.specialPriority?.[0];
  if (!rule) return yes();
  const steps = automa.specialPrioritySteps(s.g, s.cls, rule);
  return steps > 0
    ? yes('special.condition', { aiCardCondition: rule.text })
    : no('special.notMet', { aiCardLine: rule.text });
}

/** Whether the Automa's own criteria allow the move (the engine has already offered it). */
export function verdict(s: Situation, move: AutomaMove, first = false): Verdict {
  switch (move) {
    case 'propose-bill': {
      const plan = billPlan(s.g, s.cls, s.mode, s.card);
      return plan ? { ok: true, reason: describeBill(plan) } : no('bill.none');
    }
    case 'assign-workers':
      return assign(s);
    case 'demonstration': {
      const over = automa.unemployedOverSlots(s.g);
      return over >= 2 ? yes('demonstration.can', { n: over }) : no('demonstration.few');
    }
    case 'buy-goods':
      return buy(s);
    case 'strike':
      return strike(s);
    case 'build-company':
      return build(s);
    case 'sell-company':
      return sellCompany(s);
    case 'sell-foreign':
      return exportsPossible(s);
    case 'lobby':
      return lobby(s);
    case 'special':
      return first && s.mode === 'simple' ? specialFirst(s) : yes();
    case 'pressure':
      return yes('nothingElse');
    case 'pass':
      return yes('pass', { automa: s.cls });
  }
}
