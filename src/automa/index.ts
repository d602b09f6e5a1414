/**
 * The Crisis & Control Automas' decision procedures as a seat driver: the Working, Middle and
 * Capitalist Class Automas in simple and advanced mode. An Automa holds no rule of the game: it
 * picks among the options the engine offers, by their values, from its AI card, its Instruction
 * cards, its priority rows and the public state (docs/automa.md).
 */
export { answerAsAutoma, answerFor, automaDriver, decideFor } from './driver.ts';
export type { BulletTrace, DecisionTrace, MoveTrace, MoveTry, NarrowTrace } from './trace.ts';
export { type AutomaTurnTrace, lastTurnOf, type PlayedGame, replayTurns, TurnTracer } from './turns.ts';
