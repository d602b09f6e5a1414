/**
 * What an Automa can do on its turn and how each move is carried out (Crisis & Control, Automa
 * Actions). The moves are the base game's Basic Actions — the same steps a player's action queues —
 * plus the AI card's Special Action and Apply Political Pressure. The bonus printed on the card
 * applies to its first action (simple and advanced mode alike: rules-decisions AU2): steps it says
 * come "first" run before the action, the rest change the action's limits (a discount, half price,
 * more Workers, two Bills…). Sell Company stands in for Build Company and Demonstration for Assign
 * Workers, as their Instruction cards say; Sell Company takes the Build Company bonus (two cards
 * print a bonus for selling), a Demonstration takes none (every Assign Workers bonus places Workers).
 */
import type { AiCard, AiIcon, AutomaClass, PriorityAction } from '../../data/automa/index.ts';
import { POLICY_IDS, type PolicyId, type Section } from '../../data/common.ts';
import type { EffectStep } from '../../data/expansions.schema.ts';
import { INDUSTRY_RESOURCE } from '../../data/names.ts';
import { COMPONENT_LIMITS } from '../../data/tables.ts';
import { type BuyOptions, buyGoods, canBuy } from '../actions/buy-goods.ts';
import { actionById } from '../actions/registry.ts';
import { canSellForeign, type SellOptions, sellForeign } from '../actions/sell-foreign.ts';
import { effectOf } from '../cards/effects.ts';
import {
  type BuildOptions,
  buildStep,
  canBuild,
  sellableCompanies,
  sellStep,
} from '../companies/build-and-sell.ts';
import { cardOf, companiesOf } from '../companies/companies.ts';
import { withChanges } from '../core/copy.ts';
import { auto, type Ctx, log, queue } from '../core/flow.ts';
import { drawFrom } from '../draw.ts';
import type { AutomaMove, GameState } from '../game-state.ts';
import { canPropose, type ProposeOptions, proposeBill } from '../politics/propose-bill.ts';
import { type AssignOptions, assignWorkers, canAssign } from '../workers/assign-workers.ts';
import { canStrike, strike, strikeTokensLeft } from '../workers/strike-and-demonstration.ts';
import { tradeUnions } from '../workers/workers.ts';
import { policiesHold } from './amounts.ts';
import { stepCan, stepStart } from './effects.ts';
import { autoSwap } from './free-actions.ts';
import { desiredSection } from './policy-cards.ts';
import { actionInRows, setActionAside } from './rows.ts';
import { aiCardById, automaOf } from './seats.ts';

/** The AI-card icon a move answers (a fall-back answers its action's icon). */
export function iconOf(move: AutomaMove): AiIcon | undefined {
  if (move === 'sell-company') return 'build-company';
  if (move === 'demonstration') return 'assign-workers';
  if (move === 'pressure' || move === 'pass') return undefined;
  return move;
}

/** How the card's bonus changes the action it goes with. */
export interface Modifiers {
  /** Steps carried out before the action ("first …"), in printed order. */
  first: EffectStep[];
  assign?: AssignOptions;
  buy?: BuyOptions;
  bill?: { opts: ProposeOptions; bills: number; cost: number };
  build?: { opts: BuildOptions; count: number; refill: number; freeStorage: boolean };
  /** Selling a Company without Machinery earns this many times its cost. */
  sellFactor?: number;
  export?: SellOptions;
}

const NO_MODIFIERS: Modifiers = { first: [] };

/**
 * Whether the card's bonus goes with this move: "The bonus tied to the first action on the AI card"
 * (crisis-and-control.txt, Automa Turn Overview) — never with a Demonstration, which is not the
 * Assign Workers action its bonus is printed for.
 */
export function bonusApplies(g: GameState, card: AiCard, move: AutomaMove): boolean {
  const bonus = card.bonus;
  return (
    !!bonus && move !== 'demonstration' && iconOf(move) === card.actions[0] && policiesHold(g, bonus.requires)
  );
}

function desiredSections(cls: AutomaClass): Partial<Record<PolicyId, Section>> {
  return Object.fromEntries(POLICY_IDS.map((p) => [p, desiredSection(cls, p)]));
}

/** The bonus's changes to the move, when the bonus applies to it. */
export function modifiersFor(g: GameState, cls: AutomaClass, card: AiCard, move: AutomaMove): Modifiers {
  if (!card.bonus || !bonusApplies(g, card, move)) return NO_MODIFIERS;
  const m: Modifiers = { first: [] };
  const buy = (): BuyOptions => {
    m.buy ??= {};
    return m.buy;
  };
  const build = () => {
    m.build ??= { opts: {}, count: 1, refill: 0, freeStorage: false };
    return m.build;
  };
  const bill = () => {
    m.bill ??= { opts: {}, bills: 1, cost: 0 };
    return m.bill;
  };
  for (const step of card.bonus.effects) {
    if (step.requires && !policiesHold(g, step.requires)) continue;
    switch (step.effect) {
      case 'assign-workers': {
        const p = step.params;
        const labor = g.policies[2];
        const which = p.byLaborMarket && labor !== 'A' ? p.byLaborMarket[labor] : p.workers;
        m.assign = {
          unions: cls === 'working',
          ...(p.max === undefined || p.max === null ? { anyNumber: true as const } : { budget: p.max }),
          unemployedOnly: which === 'unemployed',
          ...(p.paidPerWorker
            ? {
                payPerWorker: {
                  payer: p.paidPerWorker.from === 'company-owner' ? ('owner' as const) : ('state' as const),
                  amount: p.paidPerWorker.amount,
                },
              }
            : {}),
        };
        break;
      }
      case 'restrict-purchase-source':
        Object.assign(buy(), { sellers: ['state'], wares: ['health', 'education'] });
        break;
      case 'state-sells-half-price':
        buy().halfPriceOn = [
          ...(buy().halfPriceOn ?? []),
          { sellers: ['state'], wares: [step.params.resource] },
        ];
        break;
      case 'state-pays-share-of-purchase':
        buy().halfPriceOn = [
          ...(buy().halfPriceOn ?? []),
          { sellers: ['capitalist', 'middle'], wares: [step.params.resource], stateTopUp: true },
        ];
        break;
      case 'buy-from-every-source':
        buy().maxSources = 5;
        break;
      case 'no-tariffs':
        buy().noTariff = true;
        break;
      case 'free-immediate-votes':
        bill().opts.freeImmediateVote = true;
        break;
      case 'propose-bill-to-desired':
        bill().opts.sections = desiredSections(cls);
        break;
      case 'propose-two-bills':
        Object.assign(bill(), { bills: 2, cost: step.params.cost });
        break;
      case 'build-extra-companies':
        Object.assign(build(), { count: step.params.count, refill: step.params.refillMarket });
        break;
      case 'state-pays-build-cost':
        Object.assign(build().opts, {
          payer: step.params.share === 'half' ? 'state-half' : 'state-all',
          ...(step.params.industries ? { payerIndustries: step.params.industries } : {}),
        });
        break;
      case 'build-discount':
        Object.assign(build().opts, {
          discount: step.params.amount,
          ...(step.params.excludeIndustries ? { discountExcept: step.params.excludeIndustries } : {}),
        });
        build().freeStorage = step.params.freeStorage;
        break;
      case 'sell-company-bonus':
        m.sellFactor = step.params.multiplier;
        break;
      case 'extra-export':
        m.export = {
          ...m.export,
          extra: { good: step.params.resource, max: step.params.max, price: step.params.price },
        };
        break;
      case 'export-bonus':
        m.export = {
          ...m.export,
          ...(step.params.from === 'state'
            ? { statePaysPerTransaction: step.params.perTransaction }
            : { bonusPerTransaction: step.params.perTransaction }),
        };
        break;
      case 'gain-workers':
        // Before a build, the skilled Worker from the Supply is the one who runs the new Company.
        if (card.actions[0] === 'build-company') build().opts.supplyWorker = true;
        else m.first.push(step);
        break;
      default:
        m.first.push(step);
    }
  }
  return m;
}

function assignOptions(cls: AutomaClass, m: Modifiers): AssignOptions {
  return m.assign ?? { unions: cls === 'working' };
}

function twoBills(g: GameState, cls: AutomaClass, m: Modifiers): boolean {
  const b = m.bill;
  return (
    !!b &&
    b.bills > 1 &&
    (effectOf(g, 'propose-bills')?.can(g, cls, { bills: b.bills, cost: b.cost }) ?? false)
  );
}

/** Whether the action of a move (leaving the bonus's "first" steps aside) can be carried out now. */
function actionCan(g: GameState, cls: AutomaClass, move: AutomaMove, card: AiCard, m: Modifiers): boolean {
  switch (move) {
    case 'assign-workers':
      return cls !== 'capitalist' && canAssign(g, cls, assignOptions(cls, m));
    case 'buy-goods':
      return cls !== 'capitalist' && canBuy(g, cls, m.buy ?? {});
    case 'propose-bill':
      return canPropose(g, cls, m.bill?.opts ?? {});
    case 'strike':
      return cls === 'working' && canStrike(g);
    case 'demonstration':
    case 'lobby':
    case 'pressure': {
      const id = move === 'pressure' ? 'political-pressure' : move;
      const action = actionById(g, id);
      return !!action && action.classes.includes(cls) && action.can(g, cls);
    }
    case 'build-company':
      return cls !== 'working' && canBuild(g, cls, m.build?.opts ?? {});
    case 'sell-company':
      return cls === 'capitalist' && sellableCompanies(g, cls).length > 0;
    case 'sell-foreign':
      return cls !== 'working' && canSellForeign(g, cls, m.export ?? {});
    case 'special':
      return policiesHold(g, card.special.requires) && card.special.effects.some((s) => stepCan(g, cls, s));
    case 'pass':
      return true;
  }
}

/** Whether the Automa can make this move now (with the bonus, its "first" steps count too). */
export function canMove(g: GameState, cls: AutomaClass, move: AutomaMove, card: AiCard): boolean {
  const m = modifiersFor(g, cls, card, move);
  return actionCan(g, cls, move, card, m) || m.first.some((s) => stepCan(g, cls, s));
}

/**
 * The moves an Automa may make with this card: in simple mode the card's four actions (with their
 * stand-ins), the Special Action and Political Pressure; in advanced mode its six Action priority
 * cards and Political Pressure. Only those possible now; `pass` when nothing is.
 */
export function movesOffered(
  g: GameState,
  cls: AutomaClass,
  card: AiCard,
  priority: readonly PriorityAction[] | null,
): AutomaMove[] {
  const candidates: AutomaMove[] = [];
  if (priority) candidates.push(...priority);
  else
    for (const icon of card.actions) {
      candidates.push(icon);
      if (icon === 'assign-workers' && cls === 'working') candidates.push('demonstration');
      if (icon === 'build-company' && cls === 'capitalist') candidates.push('sell-company');
    }
  if (!candidates.includes('special')) candidates.push('special');
  candidates.push('pressure');
  const possible = candidates.filter((m) => canMove(g, cls, m, card));
  return possible.length > 0 ? possible : ['pass'];
}

// ---- Carrying a move out.

const effectStep = auto<{ seat: AutomaClass; step: EffectStep; card: string }>('automa.effect', (x, s) =>
  stepStart(x, s.seat, s.step, s.card),
);

/** Newly built Companies get a free Storage tile for their resource (a discount bonus: "then a Storage"). */
const freeStorage = auto<{ seat: 'capitalist' | 'middle'; known: string[] }>(
  'automa.free-storage',
  (x, s) => {
    const g = x.g;
    for (const c of companiesOf(g, s.seat)) {
      if (s.known.includes(c.id)) continue;
      const resource = INDUSTRY_RESOURCE[cardOf(c).industry];
      const tiles = g.classes.capitalist.tiles.length + g.classes.middle.tiles.length;
      if (resource === 'influence' || tiles >= COMPONENT_LIMITS.storageTiles) continue;
      g.classes[s.seat].tiles.push(resource);
      log(x, 'automa.freeStorage', { automa: s.seat, good: resource });
    }
  },
);

/** After building two Companies, new cards go into the Market. */
const refillMarket = auto<{ seat: 'capitalist' | 'middle'; count: number }>(
  'automa.market-refill',
  (x, s) => {
    let added = 0;
    for (let i = 0; i < s.count; i++) {
      const card = drawFrom(x.g, x.g.decks.companies[s.seat]);
      if (!card) break;
      x.g.classes[s.seat].market.push(card);
      added++;
    }
    if (added > 0) log(x, 'automa.market', { n: added, automa: s.seat });
  },
);

/**
 * "If Strike tokens run out, the Strike card is set aside until next round" (C&C Automa digest,
 * WCA Demonstration and Strike): after a Strike, or at the start of a turn if they ran out since.
 */
export function setStrikeCardAside(x: Ctx, seat: AutomaClass) {
  const rows = automaOf(x.g, seat)?.rows;
  if (!rows || strikeTokensLeft(x.g) > 0 || !actionInRows(rows, 'strike')) return;
  setActionAside(rows, 'strike');
  log(x, 'automa.strikeAside', { automa: seat });
}

const strikeCardAside = auto<{ seat: AutomaClass }>('automa.strike-card', (x, s) =>
  setStrikeCardAside(x, s.seat),
);

const perform = auto<{ seat: AutomaClass; move: AutomaMove; card: string; m: Modifiers }>(
  'automa.perform',
  (x, s) => {
    const { seat: cls, move, m } = s;
    const g = x.g;
    switch (move) {
      case 'assign-workers':
        if (cls === 'capitalist') return;
        // Swap Workers "prior to performing the Assign Workers action (Simple mode) or when
        // Checking Workers (Advanced mode)" (C&C, WCA and MCA Free Actions): checks.ts swaps then.
        if (automaOf(g, cls)?.mode === 'simple') autoSwap(x, cls);
        assignWorkers(x, cls, assignOptions(cls, m));
        return;
      case 'buy-goods':
        if (cls !== 'capitalist') buyGoods(x, cls, m.buy ?? {});
        return;
      case 'propose-bill':
        if (m.bill && twoBills(g, cls, m)) {
          effectOf(g, 'propose-bills')?.start(x, cls, { bills: m.bill.bills, cost: m.bill.cost }, s.card);
        } else proposeBill(x, cls, m.bill?.opts ?? {});
        return;
      case 'strike':
        // The Working Class Automa places up to Trade Unions + 2 Strike tokens (Strike Token Placement).
        queue(x, strikeCardAside({ seat: cls }));
        strike(x, tradeUnions(g).length + 2);
        return;
      case 'build-company': {
        if (cls === 'working') return;
        const b = m.build ?? { opts: {}, count: 1, refill: 0, freeStorage: false };
        const known = companiesOf(g, cls).map((c) => c.id);
        const steps = [];
        if (b.freeStorage) steps.push(freeStorage({ seat: cls, known }));
        if (b.refill > 0) steps.push(refillMarket({ seat: cls, count: b.refill }));
        queue(x, ...steps);
        // "Build 2 Companies instead of 1": the second too by its Building Company Criteria, so it
        // may be declined when they allow none (never a second idle Company of an industry).
        const builds = Array.from({ length: b.count }, (_, i) =>
          buildStep(cls, withChanges(b.opts, { optional: i > 0 })),
        );
        queue(x, ...builds);
        return;
      }
      case 'sell-company':
        if (cls === 'capitalist')
          queue(x, sellStep({ seat: cls, factor: 1, factorWithoutMachinery: m.sellFactor }));
        return;
      case 'sell-foreign':
        if (cls !== 'working') sellForeign(x, cls, m.export ?? {});
        return;
      case 'special': {
        const effects = aiCardById(s.card)?.special.effects ?? [];
        queue(x, ...effects.map((step) => effectStep({ seat: cls, step, card: s.card })));
        return;
      }
      case 'demonstration':
      case 'lobby':
      case 'pressure':
        actionById(g, move === 'pressure' ? 'political-pressure' : move)?.start(x, cls);
        return;
      case 'pass':
        log(x, 'automa.nothing', { automa: cls });
    }
  },
);

/** Queues a move: the bonus's "first" steps, then the action. */
export function startMove(x: Ctx, cls: AutomaClass, move: AutomaMove, card: AiCard) {
  const m = modifiersFor(x.g, cls, card, move);
  queue(
    x,
    ...m.first.map((step) => effectStep({ seat: cls, step, card: card.id })),
    perform({ seat: cls, move, card: card.id, m }),
  );
}
