/**
 * What the Automas' decision procedures (src/automa/) may read of the engine's Automa rules: the
 * facts about what is possible, the cards, the rows and the moves, all pure functions of the state.
 * The engine's API exports this as `automa`.
 */

export { isOperational, workersIn } from '../companies/companies.ts';
export { untriggeredEvent } from '../modules/historical-events/deck.ts';
export { assignBudget } from '../workers/assign-workers.ts';
export { machineryCandidates, policiesHold, productionPhasesLeft, specialPrioritySteps } from './amounts.ts';
export { mainEmployer } from './effects.ts';
export * from './facts.ts';
export { spendingSituation } from './influence.ts';
export { bonusApplies, iconOf, modifiersFor } from './moves.ts';
export { desiredSection, distanceFromDesired } from './policy-cards.ts';
export { reading } from './reading.ts';
export { actionsByPriority, policiesByPriority } from './rows.ts';
export { aiCardById, automaOf, automaSeats, currentAiCard, isAutoma } from './seats.ts';
export { AUTOMA_MOVES, moveSaid } from './turn.ts';
