/** The AI as the Discord side reaches it (docs/ai.md): present only when the bot runs it. */

import { type GameLocale, t } from '../i18n/index.ts';
import type { AiEngine } from '../table/ai-turns.ts';
import { UserError } from '../table/errors.ts';
import type { BotContext } from './context.ts';

/** The AI, or a clear refusal (in `l`) on a bot that runs without it (`AI_WORKERS=0`). */
export function requireAi(ctx: Pick<BotContext, 'ai'>, l: GameLocale = 'en'): AiEngine {
  if (!ctx.ai) throw new UserError(t(l, 'bot.noAi'), 'refused');
  return ctx.ai;
}
