/** The AI as the Discord side reaches it (docs/ai.md): present only when the bot runs it. */

import type { AiEngine } from '../table/ai-turns.ts';
import { UserError } from '../table/errors.ts';
import type { BotContext } from './context.ts';

/** The AI, or a clear refusal on a bot that runs without it (`AI_WORKERS=0`). */
export function requireAi(ctx: Pick<BotContext, 'ai'>): AiEngine {
  if (!ctx.ai) throw new UserError('This bot runs without the AI.', 'refused');
  return ctx.ai;
}
