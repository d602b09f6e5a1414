/**
 * Every rule list the engine has: the base game's, in turn-menu order, and every module. The engine's
 * API (index.ts) installs them; `rulesFor(options)` (ruleset.ts) puts together the base game plus
 * the modules a game switches on.
 * To add a module: give it a folder under modules/ exporting a `Module`, and list it here.
 */
import { buyGoodsRules } from './actions/buy-goods.ts';
import { classActionRules } from './actions/class-actions.ts';
import { freeActionRules } from './actions/free-actions.ts';
import { sellForeignRules } from './actions/sell-foreign.ts';
import { simpleActionRules } from './actions/simple.ts';
import { useGoodsRules } from './actions/use-goods.ts';
import { buildingCardRules } from './cards/economy/building.ts';
import { buyingCardRules } from './cards/economy/buying.ts';
import { moneyCardRules } from './cards/economy/money-cards.ts';
import { sellingCardRules } from './cards/economy/selling.ts';
import { shiftCardRules } from './cards/economy/shifts.ts';
import { billCardRules } from './cards/politics/bills.ts';
import { cubeCardRules } from './cards/politics/cubes.ts';
import { influenceCardRules } from './cards/politics/influence-cards.ts';
import { workerCardRules } from './cards/politics/worker-cards.ts';
import { provideCardRules } from './cards/state-class/provide-cards.ts';
import { publicCompanyCardRules } from './cards/state-class/public-companies.ts';
import { treasuryCardRules } from './cards/state-class/treasury-cards.ts';
import { buildAndSellRules } from './companies/build-and-sell.ts';
import { eventActionRules } from './events/event-action.ts';
import { eventTasks } from './events/tasks.ts';
import { alternativeEvents } from './modules/alternative-events/index.ts';
import { crisisResponse } from './modules/crisis-response/index.ts';
import { extraActionCards } from './modules/extra-action-cards/index.ts';
import { hiddenAgendas } from './modules/hidden-agendas/index.ts';
import { historicalEvents } from './modules/historical-events/index.ts';
import { proposeBillRules } from './politics/propose-bill.ts';
import type { Module, Rules } from './ruleset.ts';
import { assignWorkersRules } from './workers/assign-workers.ts';
import { strikeAndDemonstrationRules } from './workers/strike-and-demonstration.ts';

/** The base game. The order of the actions here is the order of the turn menu. */
export const BASE_GAME: readonly Rules[] = [
  proposeBillRules,
  assignWorkersRules,
  buyGoodsRules,
  strikeAndDemonstrationRules,
  buildAndSellRules,
  sellForeignRules,
  classActionRules,
  simpleActionRules,
  useGoodsRules,
  freeActionRules,
  eventActionRules,
  // Action card effects and Event tasks (looked up by effect id; their order does not matter).
  billCardRules,
  cubeCardRules,
  influenceCardRules,
  workerCardRules,
  buildingCardRules,
  buyingCardRules,
  moneyCardRules,
  sellingCardRules,
  shiftCardRules,
  provideCardRules,
  publicCompanyCardRules,
  treasuryCardRules,
  eventTasks,
];

export const MODULES: readonly Module[] = [
  extraActionCards,
  historicalEvents,
  crisisResponse,
  alternativeEvents,
  hiddenAgendas,
];
