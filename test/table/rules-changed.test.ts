/**
 * A game whose answers no longer replay to it: played under rules the bot has changed since (a game
 * of days outlives an update of the bot). Undo replays the game's log (src/table/undo.ts), so it is
 * refused rather than setting up a game nobody played; the exported plain log says where replaying
 * stops or that it leads elsewhere (src/table/history.ts). A change of rules is stood in for by a
 * change to the record: its snapshot (the answers now lead to another game), or its seed (an answer
 * given then is not offered now).
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/engine/core/rng.ts';
import { pending } from '../../src/engine/index.ts';
import { t } from '../../src/i18n/index.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { plainLog } from '../../src/table/history.ts';
import { current, newBackend, type Process, startGame, startProcess, USERS, WHERE } from './clock-table.ts';
import { FakeTimers } from './fake-timers.ts';

const chooser = seedRng('rules-changed');

/** Plays random answers until the player who answered last is to answer again (their answer may be taken back at once). */
async function playToOwnUndo(p: Process): Promise<GameRecord> {
  for (let n = 0; n < 300; n++) {
    const record = await current(p);
    const q = pending(record.state!)[0]!;
    const option = q.options[nextInt(chooser, q.options.length)]!;
    const after = (
      await p.games.answer({ ...WHERE, userId: USERS[q.seat], seat: q.seat, answers: [option.id] })
    ).record;
    if (n > 20 && pending(after.state!)[0]?.seat === q.seat && !after.actions.at(-1)?.revealed) return after;
  }
  throw new Error('no answer that may be taken back at once was found');
}

/** The record saved again, changed by `change`, as if it had been written under other rules. */
async function rewrite(p: Process, change: (r: GameRecord) => void): Promise<GameRecord> {
  const record = structuredClone(await current(p));
  change(record);
  expect(await p.store.put({ ...record, rev: record.rev + 1 }, record.rev)).toBe(true);
  return current(p);
}

async function setUp(): Promise<{ p: Process; played: GameRecord }> {
  const p = await startProcess(newBackend(), new FakeTimers(Date.UTC(2025, 2, 3)), 'rules-changed');
  await startGame(p, 2, { deadlineHours: 0 });
  return { p, played: await playToOwnUndo(p) };
}

const lastPlayer = (r: GameRecord) => USERS[r.actions.at(-1)!.seat];

describe('a game played under rules changed since', () => {
  it('the same game replayed: undo works, and the exported log has no warning', async () => {
    const { p, played } = await setUp();
    const log = plainLog(played);
    expect(log).not.toContain(t('en', 'exportLog.noReplay'));
    expect(log).not.toContain(t('en', 'exportLog.otherGame'));
    expect((await p.games.undo(WHERE.guildId, WHERE.channelId, lastPlayer(played))).done).toBe(true);
  });

  it('answers leading to another game: undo is refused and changes nothing; the log says so at its end', async () => {
    const { p } = await setUp();
    const changed = await rewrite(p, (r) => {
      r.state!.classes.working.money += 7;
    });
    await expect(p.games.undo(WHERE.guildId, WHERE.channelId, lastPlayer(changed))).rejects.toThrow(
      t('en', 'refusal.undo.rulesChanged'),
    );
    const after = await current(p);
    expect(after.rev).toBe(changed.rev);
    expect(after.state).toEqual(changed.state);
    expect(after.actions).toEqual(changed.actions);
    const log = plainLog(after).trimEnd().split('\n');
    expect(log.at(-1)).toBe(t('en', 'exportLog.otherGame'));
    expect(log.join('\n')).not.toContain(t('en', 'exportLog.noReplay'));
  });

  it('an answer no longer offered: undo is refused; the log replays up to it, then lists the answers as given', async () => {
    const { p } = await setUp();
    const changed = await rewrite(p, (r) => {
      r.seed = `${r.seed}-other`;
    });
    await expect(p.games.undo(WHERE.guildId, WHERE.channelId, lastPlayer(changed))).rejects.toThrow(
      t('en', 'refusal.undo.rulesChanged'),
    );
    expect((await current(p)).rev).toBe(changed.rev);
    const log = plainLog(changed).trimEnd().split('\n');
    const stop = log.indexOf(t('en', 'exportLog.noReplay'));
    expect(stop).toBeGreaterThan(0);
    // Every answer still has its line, after the warning too; none is worded past it (raw ids).
    const answerLines = log.filter((line) => /^\[.*\] #\d+ /.test(line));
    expect(answerLines).toHaveLength(changed.actions.length);
    expect(log.slice(stop + 1).filter((line) => line.startsWith('    '))).toEqual([]);
    expect(log.at(-1)).not.toBe(t('en', 'exportLog.otherGame'));
  });
});
