/**
 * How long the AI thinks: a level names a time per decision (of one core). The default is at most
 * 2 s, so an AI seat keeps a game moving; "quick" is for hints and impatient tables, "strong" for
 * those who want its best.
 */
export type AiLevel = 'quick' | 'standard' | 'strong';

export const AI_LEVELS: readonly AiLevel[] = ['quick', 'standard', 'strong'];

export const DEFAULT_AI_LEVEL: AiLevel = 'standard';

/** Thinking time per decision, in ms. */
export const THINK_MS: Readonly<Record<AiLevel, number>> = {
  quick: 300,
  standard: 2000,
  strong: 6000,
};

export function isAiLevel(value: unknown): value is AiLevel {
  return typeof value === 'string' && (AI_LEVELS as readonly string[]).includes(value);
}
