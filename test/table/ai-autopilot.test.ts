/**
 * The AI as autopilot (issue 26; docs/ai.md "At the table"; docs/async-play.md): with
 * `ai-autopilot` on, a seat whose player missed the deadline is answered by the AI — asked through
 * the same thinker as an AI seat, for that seat's question — and each answer is said as the AI's;
 * with it off (the default) the AI is never asked.
 */
import { describe, expect, it } from 'vitest';
import { BENCH_LOG } from '../../bench/service-games.ts';
import type { AiThought } from '../../src/ai/pool.ts';
import type { ClassId } from '../../src/data/common.ts';
import { type GameState, pending } from '../../src/engine/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import { AiTurns } from '../../src/table/ai-turns.ts';
import { EVERY_GUILD } from '../../src/table/guild-scope.ts';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import { current, newBackend, startGame, startProcess, USERS, WHERE, waiting } from './clock-table.ts';
import { FakeTimers, HOUR } from './fake-timers.ts';

const MONDAY_9 = Date.UTC(2025, 2, 3, 9, 0);

/** Where the AI would think: here it answers at once, with the last option offered, and notes what it was asked. */
function recordingThinker() {
  const asked: Array<{ seat: ClassId; kind: string }> = [];
  return {
    asked,
    async think(request: { state: GameState; seat: ClassId }): Promise<AiThought> {
      const q = pending(request.state).find((x) => x.seat === request.seat)!;
      asked.push({ seat: request.seat, kind: q.kind });
      const answer = q.options.at(-1)!.id;
      return { answer, estimates: [], playouts: 0, ms: 0 };
    },
  };
}

async function table(autopilot: boolean) {
  const timers = new FakeTimers(MONDAY_9);
  const thinker = recordingThinker();
  let turns: AiTurns | undefined;
  const p = await startProcess(newBackend(), timers, 'ai-autopilot', (games) => {
    turns = new AiTurns({
      answerer: {
        answerForAi: (...a) => games().answerForAi(...a),
        get: (...a) => games().get(...a),
      },
      thinker,
      scope: EVERY_GUILD,
      log: BENCH_LOG,
      listGames: async () => [WHERE],
    });
    return [turns];
  });
  timers.settle = async () => {
    await p.clock.idle();
    await turns?.idle();
  };
  const started = await startGame(p, 2);
  if (autopilot)
    await p.games.changeAiSettings(WHERE.guildId, WHERE.channelId, {
      userId: USERS.working,
      isAdmin: false,
      settings: { autopilot: true },
    });
  return { timers, p, thinker, started };
}

describe('the AI as autopilot', () => {
  it('answers for a seat whose player missed the deadline, saying so, when the game asks for it', async () => {
    const { timers, p, thinker, started } = await table(true);
    expect(waiting(started)).toEqual(['working']);
    const before = started.actions.length;
    await timers.advance(24 * HOUR - 60_000);
    expect(thinker.asked).toEqual([]);
    await timers.advance(60_000);
    const record = await current(p);
    expect(thinker.asked.length).toBeGreaterThan(0);
    expect(thinker.asked.every((a) => a.seat === 'working')).toBe(true);
    const driven = record.actions.slice(before);
    expect(driven.length).toBeGreaterThan(0);
    expect(driven.every((a) => a.seat === 'working' && a.userId === DRIVER_USER)).toBe(true);
    expect(
      p.changes.some((c) => c.events.some((e) => sayText('en', e).startsWith('Autopilot, as the AI would:'))),
    ).toBe(true);
    expect(waiting(record)).not.toContain('working');
  });

  it('is never asked when the game does not ask for it: the autopilot answers as before', async () => {
    const { timers, p, thinker } = await table(false);
    await timers.advance(24 * HOUR);
    expect(thinker.asked).toEqual([]);
    expect(p.changes.some((c) => c.events.some((e) => sayText('en', e).startsWith('Autopilot:')))).toBe(true);
  });
});
