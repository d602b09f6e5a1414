/**
 * When an Automa may take an action (its Action Criteria Instruction cards, components reference
 * §2.14): the engine offers only the moves the rules allow; these are the Automa's own, stricter
 * conditions, each with the sentence that explains it in the log. The bonus of the AI card counts
 * for the action it goes with ("it may help meet a condition").
 */
import type { AiCard, AutomaClass } from '../data/automa/index.ts';
import { AUTOMA_NAMES } from '../data/automa/index.ts';
import { RESOURCE_NAMES } from '../data/names.ts';
import { type AutomaMode, type AutomaMove, automa, type GameState } from '../engine/index.ts';
import { billPlan, describeBill } from './bills.ts';
import { industryOf } from './companies.ts';

export interface Verdict {
  ok: boolean;
  /** Why it may (or may not), in a few words for the log. */
  reason: string;
}

export interface Situation {
  g: GameState;
  cls: AutomaClass;
  mode: AutomaMode;
  card: AiCard | undefined;
}

const yes = (reason: string): Verdict => ({ ok: true, reason });
const no = (reason: string): Verdict => ({ ok: false, reason });

function mods(s: Situation, move: AutomaMove) {
  return s.card ? automa.modifiersFor(s.g, s.cls, s.card, move) : { first: [] };
}

function tradeUnionCount(g: GameState): number {
  return g.workers.filter((w) => w.at === 'union').length;
}

function assign(s: Situation): Verdict {
  if (s.cls === 'capitalist') return no('it has no Workers');
  const m = mods(s, 'assign-workers');
  if (m.first.some((step) => step.effect === 'build-cooperative-farm'))
    return yes('it can build a Cooperative Farm and staff it');
  const n = automa.assignableUnemployed(s.g, s.cls, m.assign?.budget ?? 3);
  if (n >= 2) return yes(`${n} unemployed Workers can be employed`);
  if (s.cls === 'working' && automa.unionOpenings(s.g).length > 0) return yes('a Trade Union can be formed');
  return no(
    n === 1 ? 'only 1 unemployed Worker could be employed' : 'no unemployed Worker could be employed',
  );
}

function buy(s: Situation): Verdict {
  if (s.cls === 'capitalist') return no('it buys nothing');
  const options = automa.purchasesWithBonus(s.g, s.cls, mods(s, 'buy-goods')).filter((p) => p.cost !== null);
  const best = [...options].sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0))[0];
  if (!best) return no('it cannot afford its Population of Health, Education or Luxury');
  return yes(`it can buy its Population of ${RESOURCE_NAMES[best.ware]} for ${best.cost}`);
}

function strike(s: Situation): Verdict {
  const labor = s.g.policies[2];
  const unions = tradeUnionCount(s.g);
  if (!(labor === 'C' || (labor === 'B' && unions >= 2)))
    return no('Strikes need the Labor Market at 2C, or 2B with 2 Trade Unions');
  const n = automa.strikeable(s.g).length;
  return n >= 2 ? yes(`${n} Companies can be struck`) : no('fewer than 2 Companies can be struck');
}

/** Market Companies the Automa's Building Company Criteria allow it to build. */
export function buildCandidates(s: Situation) {
  if (s.cls === 'working') return [];
  const m = mods(s, 'build-company');
  const own = s.g.companies.filter((c) => c.owner === s.cls);
  const idle = own.filter((c) => !s.g.workers.some((w) => w.at === 'company' && w.company === c.id));
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
  return n > 0
    ? yes(`it can afford and staff ${n === 1 ? 'a Company' : `${n} Companies`} in its Market`)
    : no('no Company in its Market it can afford and staff');
}

function sellCompany(s: Situation): Verdict {
  const factor = mods(s, 'sell-company').sellFactor ?? 1;
  const best = automa.sellableIdle(s.g, factor).sort((a, b) => b.price - a.price)[0];
  return best && best.price >= 20
    ? yes(`an idle Company would sell for ${best.price}`)
    : no('no idle Company worth 20');
}

function exportsPossible(s: Situation): Verdict {
  if (s.cls === 'working') return no('it does not export');
  const m = mods(s, 'sell-foreign');
  const extra = m.export?.extra ? 1 : 0;
  const n = automa.exportTransactions(s.g, s.cls) + extra;
  return n >= 2 ? yes(`${n} export transactions are possible`) : no('fewer than 2 export transactions');
}

function lobby(s: Situation): Verdict {
  if (s.mode === 'advanced') return yes('Lobby has the priority');
  const others =
    automa.otherVoters(s.g, s.cls).reduce((n, c) => n + s.g.classes[c].influence, 0) +
    (s.g.options.players === 4 ? s.g.classes.state.influence : 0);
  const own = s.g.classes[s.cls].influence;
  return own < others
    ? yes(`its ${own} Influence is less than the others' ${others}`)
    : no('it has as much Influence as the others together');
}

/** On a card with the Special Action first, simple mode needs its first condition. */
function specialFirst(s: Situation): Verdict {
  const rule = s.card?.specialPriority?.[0];
  if (!rule) return yes('');
  const steps = automa.specialPrioritySteps(s.g, s.cls, rule);
  return steps > 0
    ? yes(rule.text.replace(/:?\s*\+\d.*$/, '').replace(/\.$/, ''))
    : no(`its condition (${rule.text}) is not met`);
}

/** Whether the Automa's own criteria allow the move (the engine has already offered it). */
export function verdict(s: Situation, move: AutomaMove, first = false): Verdict {
  switch (move) {
    case 'propose-bill': {
      const plan = billPlan(s.g, s.cls, s.mode, s.card);
      return plan ? yes(describeBill(plan)) : no('none of its Policies can get a Bill it wants');
    }
    case 'assign-workers':
      return assign(s);
    case 'demonstration': {
      const over = automa.unemployedOverSlots(s.g);
      return over >= 2 ? yes(`${over} more unemployed Workers than open slots`) : no('not enough unemployed');
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
      return first && s.mode === 'simple' ? specialFirst(s) : yes('');
    case 'pressure':
      return yes('nothing else was possible');
    case 'pass':
      return yes(`the ${AUTOMA_NAMES[s.cls]} can do nothing`);
  }
}
