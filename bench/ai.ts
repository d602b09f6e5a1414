/**
 * The bot's first response while the AI thinks (issue 26 "Must show" 4): the scripted game of
 * bench/bot.ts is played twice on the same bot settings — once with the AI idle, once while AI seats
 * think without a pause on the AI's worker thread (one decision after another at the standard level,
 * 2 s each, through the same pool and queue an AI seat's turn goes through) and a game with three AI
 * seats plays on in another channel. The AI runs on `AI_WORKERS` threads at a lower priority, so the
 * bot's own thread should answer as fast either way.
 */
import type { ClassId } from '../src/data/common.ts';
import { createGame, defaultOptions, pending } from '../src/engine/index.ts';
import { type BotFigures, playScriptedGame } from './bot.ts';
import { median, percentile } from './stats.ts';

/** Keeps the AI thinking until stopped; counts its decisions (its own and the AI seats'). */
function keepThinking(): {
  alongside: NonNullable<Parameters<typeof playScriptedGame>[0]['alongside']>;
  count: () => number;
} {
  let thoughts = 0;
  return {
    count: () => thoughts,
    async alongside(h) {
      let stopped = false;
      const ai = h.app.bot.context.ai;
      if (!ai) throw new Error('the bench needs the AI (AI_WORKERS > 0)');
      const state = createGame(defaultOptions(4), 'bench-ai');
      const seat = (pending(state)[0] as { seat: ClassId }).seat;
      // AI seats of another table: a person as the Capitalist Class, the AI in every other seat.
      const opened = h.fake
        .user('zed')
        .slash(h.fake.channel('ai-table'), 'hegemony', {
          subcommand: 'new',
          options: { players: 4, ai: 'working,middle,state' },
        })
        .catch(() => undefined);
      // The worker loads the rules once (seconds under tsx): the game starts when it thinks.
      await ai.think({ state, seat, level: 'quick' }, 'game');
      const loop = (async () => {
        while (!stopped) {
          await ai.think({ state, seat, level: 'standard' }, 'game');
          thoughts++;
        }
      })();
      return async () => {
        stopped = true;
        await opened;
        await loop.catch(() => undefined);
        thoughts += h.logs.filter((l) => l.includes('"msg":"the AI answered"')).length;
      };
    },
  };
}

export async function benchAi(quick: boolean, say: (line: string) => void): Promise<Record<string, number>> {
  const run = quick ? { players: 2 as const, answers: 150 } : { players: 4 as const };
  const env = { AI_WORKERS: '1' };
  const channels = ['ai-table'];
  const idle: BotFigures = await playScriptedGame({ ...run, seed: 1, pictures: false, env, channels });
  const thinking = keepThinking();
  const busy: BotFigures = await playScriptedGame({
    ...run,
    seed: 1,
    pictures: false,
    env,
    channels,
    alongside: thinking.alongside,
  });
  const figures = {
    aiIdleFirstResponseP50Ms: median(idle.answers),
    aiIdleFirstResponseP99Ms: percentile(idle.answers, 99),
    aiThinkingFirstResponseP50Ms: median(busy.answers),
    aiThinkingFirstResponseP99Ms: percentile(busy.answers, 99),
    aiThinkingFirstResponseMaxMs: Math.max(...busy.answers),
    aiDecisionsMeanwhile: thinking.count(),
    aiBenchAnswers: busy.answers.length,
  };
  say(
    `ai: first response with the AI idle p50 ${figures.aiIdleFirstResponseP50Ms} ms, p99 ${figures.aiIdleFirstResponseP99Ms} ms; while it thinks (${figures.aiDecisionsMeanwhile} decisions of up to 2 s meanwhile) p50 ${figures.aiThinkingFirstResponseP50Ms} ms, p99 ${figures.aiThinkingFirstResponseP99Ms} ms, max ${figures.aiThinkingFirstResponseMaxMs} ms over ${figures.aiBenchAnswers} answers`,
  );
  return figures;
}
