/**
 * The AI: a seat player that searches (docs/ai.md). It is a client of the engine's public API like
 * the Automa: it sees what its seat sees (determinize.ts), imagines the rest of the game many times
 * over (search.ts) and answers with one of the offered options. Nothing here keeps state between
 * decisions, so an AI seat needs nothing saved but the answers it gave.
 */
export { determinize } from './determinize.ts';
export { AI_LEVELS, type AiLevel, DEFAULT_AI_LEVEL, isAiLevel, THINK_MS } from './levels.ts';
export { AiRandom } from './random.ts';
export { type AnswerEstimate, questionOf, type ThinkOptions, type Thought, think } from './search.ts';
