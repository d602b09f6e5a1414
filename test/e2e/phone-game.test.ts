/**
 * A whole 4-player game with every module, played from phones: every player taps only what the
 * bot's messages offer, picking at random among it, and the channel is held to what a phone needs
 * (issue "A turn in a few taps"):
 * - taps per action turn, opening the panel included: median ≤ 5, p90 ≤ 7, max ≤ 10 (the median was
 *   ≤ 4 until 3 December: the Middle Class's own Wage raise stopped committing its own Worker, so
 *   random play takes an optional Free Action (two taps: the action, then its answer) more often;
 *   a turn of the same answers costs the same taps);
 * - every message that notifies someone starts with their mention;
 * - the board picture is uploaded once per turn or phase, not once per answer (≤ 25 per round);
 * - no message in the channel keeps buttons that no longer answer anything;
 * - with the fake's rate limits on (Discord's buckets, windows shortened as play is), the log and
 *   the board keep up at a human pace, fall behind in a burst and catch up, in order: every log
 *   line is in the channel once, in the game's order, and the board shows the end.
 * Rounds 1–2 are played at a person's pace (each answer waits for the channel to settle); from
 * round 3 on, as fast as the bot answers (a burst).
 */
import { expect, it } from 'vitest';
import { applyAll, createGame } from '../../src/engine/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import { buttons, type FakeMessage } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { startHarness } from '../discord/harness.ts';
import { seeded, Table } from '../discord/table.ts';

interface Posted {
  content?: string;
  allowed_mentions?: { users?: string[] };
}

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Every public event of the game in order, from its log (what the channel's log must hold). */
function eventsOf(record: GameRecord): string[] {
  let state = createGame(record.options, record.seed);
  const out: string[] = [];
  for (const entry of record.actions) {
    const r = applyAll(state, entry.seat, entry.answers);
    if (!r.ok) throw new Error(`replay refused ${entry.version}`);
    out.push(...r.events.filter((e) => e.to === 'public').map((e) => sayText('en', e)));
    state = r.state;
  }
  return out;
}

/** The log lines ("• …") the channel shows, in order: the round logs, then the turn message. */
function channelLines(messages: readonly FakeMessage[]): string[] {
  const bullets = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('• '))
      .map((l) => l.slice(2));
  const logs = messages.filter((m) => m.embeds[0]?.title?.startsWith('📜 Round'));
  const turn = messages.filter((m) => !m.embeds[0]?.title).at(-1);
  return [...logs.flatMap((m) => bullets(m.embeds[0]?.description ?? '')), ...bullets(turn?.content ?? '')];
}

it('plays a 4-player game with every module in a few taps per turn, pings first, one picture per turn, no dead buttons, and a log that catches up in order under rate limits', async () => {
  const h = await startHarness({ quietMs: 2, gameSeeds: ['phone-game-1'], pictures: true });
  try {
    const users = ['ana', 'ben', 'cleo', 'dev'].map((n) => h.fake.user(n));
    const channel = h.fake.channel('game');
    const settle = () => h.app.bot.context.publisher.idle();
    const table = new Table(h.fake, channel, users, settle);
    table.typingRate = 0;
    await table.open(4, { all: true });
    const key = gameKey(channel.guildId, channel.id);
    const record = async () => (await h.app.store.get(key)) as GameRecord;
    const rng = seeded(11);
    const taps = new Map<string, number>();
    const uploadsByRound = new Map<number, number>();
    let seenCalls = 0;
    let behind = { owed: 0, moves: 0 };
    let deadButtons = 0;
    for (let n = 0; n < 6000; n++) {
      const r = await record();
      if (r.status !== 'playing') break;
      const state = r.state!;
      const turn = state.phase === 'action' ? state.turn : null;
      const holder = turn ? r.seats[turn.seat]?.userId : undefined;
      const before = holder ? (table.taps.get(holder) ?? 0) : 0;
      const step = await table.step(rng);
      if (step && turn && holder && step.user.id === holder) {
        const k = `${state.round}.${turn.number}.${turn.seat}`;
        taps.set(k, (taps.get(k) ?? 0) + (table.taps.get(holder) ?? 0) - before);
      }
      // How far the channel is behind the game right now: entries saved but not yet shown.
      const owed = (await h.app.store.owed()).length;
      const shown = Number(/move (\d+)/.exec(table.board.embeds[0]?.footer?.text ?? '')?.[1] ?? 0);
      const now = await record();
      behind = {
        owed: Math.max(behind.owed, owed),
        moves: Math.max(behind.moves, (now.state?.version ?? 0) - shown),
      };
      if (state.round <= 2) {
        await settle();
        // At a person's pace: only the board and the latest turn message carry buttons.
        const held = h.fake.publicMessages(channel);
        const live = held.filter((m) => buttons(m).some((b) => b.customId));
        const allowed = new Set([table.board.id, held.at(-1)?.id]);
        deadButtons += live.filter((m) => !allowed.has(m.id)).length;
      }
      // Board pictures uploaded, by the round they were uploaded in.
      for (const call of h.fake.calls.slice(seenCalls))
        if (call.status < 300 && call.files.some((f) => /^(board|final-scores)\.png$/.test(f.name)))
          uploadsByRound.set(state.round, (uploadsByRound.get(state.round) ?? 0) + 1);
      seenCalls = h.fake.calls.length;
    }
    await settle();
    const end = await record();
    expect(end.status).toBe('finished');
    expect(table.isOver()).toBe(true);
    expect(h.fake.violations).toEqual([]);

    // Taps per action turn, the panel's opening included.
    const counts = [...taps.values()].sort((a, b) => a - b);
    const tapReport = {
      turns: counts.length,
      median: quantile(counts, 0.5),
      p90: quantile(counts, 0.9),
      max: counts.at(-1),
    };
    expect(counts.length).toBeGreaterThanOrEqual(90);
    expect(tapReport.median).toBeLessThanOrEqual(5);
    expect(tapReport.p90).toBeLessThanOrEqual(7);
    expect(tapReport.max).toBeLessThanOrEqual(10);

    // Every message that notifies starts with the mention of whom it notifies.
    const posts = h.fake.calls.filter(
      (c) => c.route === 'POST /channels/:channel/messages' && c.status < 300,
    );
    const notifying = posts
      .map((c) => c.body as Posted)
      .filter((b) => (b.allowed_mentions?.users?.length ?? 0) > 0);
    expect(notifying.length).toBeGreaterThan(100);
    for (const b of notifying) {
      const first = (b.content ?? '').split('\n')[0] ?? '';
      expect(first, b.content).toMatch(/^<@\d+>/);
      for (const u of b.allowed_mentions?.users ?? []) expect(first, b.content).toContain(`<@${u}>`);
    }

    // Board pictures: one per turn or phase, not one per answer.
    const uploads = [...uploadsByRound.values()];
    expect(Math.max(...uploads), JSON.stringify([...uploadsByRound])).toBeLessThanOrEqual(25);

    // No dead buttons: none while played at a person's pace, and none left at the end.
    expect(deadButtons).toBe(0);
    // At the end only the final scores keep a button, 📈 Turning points (issue 26), and it answers.
    const left = h.fake.publicMessages(channel).filter((m) => buttons(m).some((b) => b.customId));
    expect(left.map((m) => m.id)).toEqual([table.board.id]);
    const turning = `hg:tp:${end.id}`;
    expect(buttons(table.board).map((b) => b.customId)).toEqual([turning]);
    const looked = await users[0]!.click(table.board, turning);
    expect(looked.violations).toEqual([]);
    expect(looked.ephemeral).toBe(true);
    expect(looked.reply?.content || looked.reply?.embeds[0]?.title).toMatch(/^📈 /);

    // The log caught up, in order, with nothing lost; the board shows the end.
    expect(channelLines(h.fake.publicMessages(channel))).toEqual(eventsOf(end));
    expect(table.board.embeds[0]?.footer?.text).toContain(`move ${end.state?.version}`);
    expect(table.board.attachments.map((a) => a.filename)).toEqual(['final-scores.png']);
    expect(await h.app.store.owed()).toEqual([]);

    console.log(
      JSON.stringify({
        taps: tapReport,
        notifying: notifying.length,
        uploadsPerRound: Object.fromEntries(uploadsByRound),
        behind,
        refused429: Object.fromEntries(h.fake.rateLimits.refused),
        answers: end.actions.length,
      }),
    );
  } finally {
    await h.stop();
  }
}, 600_000);
