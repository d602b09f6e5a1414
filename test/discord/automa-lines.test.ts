/**
 * An Automa's turn at the table (issue: "Automa lines a person reads"): one short line per turn in
 * the channel's log — its move, its AI card and why, at most 160 characters — and the whole turn
 * behind /automa's Why? button (crisis-and-control.txt: the AI card, the checks, the priority rows,
 * the Instruction cards' bullets), answered privately. Played on the fake Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pending } from '../../src/engine/index.ts';
import type { FakeChannel, FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { buttonLabelled as button } from './table.ts';

let h: Harness;
let ann: FakeUser;
let bob: FakeUser;
beforeAll(async () => {
  h = await startHarness({
    quietMs: 5,
    gameSeeds: ['automa-lines-advanced', 'automa-lines-simple'],
    guilds: [{ channels: ['advanced', 'simple'] }],
  });
  [ann, bob] = ['ann', 'bob'].map((n) => h.fake.user(n)) as [FakeUser, FakeUser];
});
afterAll(async () => {
  await h?.stop();
});

const stored = (channel: FakeChannel) =>
  h.app.store.get(gameKey(channel.guildId, channel.id)) as Promise<GameRecord | undefined>;

/** A solo game against the Capitalist Automa, the player answering until round `until` begins. */
async function soloUntil(
  channel: FakeChannel,
  mode: 'simple' | 'advanced',
  until: number,
): Promise<GameRecord> {
  await ann.slash(channel, 'hegemony', {
    subcommand: 'new',
    options: { players: 2, automa: 'capitalist', mode },
  });
  for (let n = 0; n < 2000; n++) {
    const record = await stored(channel);
    if (record?.status === 'playing' && (record.state?.round ?? 0) >= until) break;
    const q = record?.state && pending(record.state).find((p) => p.seat === 'working');
    if (!q) {
      await new Promise((r) => setTimeout(r, 10));
      continue;
    }
    await h.app.bot.context.games.answer({
      guildId: channel.guildId,
      channelId: channel.id,
      userId: ann.id,
      answers: [q.options.at(-1)!.id],
    });
  }
  await h.app.bot.context.publisher.idle();
  return (await stored(channel)) as GameRecord;
}

/** Every line of the channel's log messages (the turn message and the round logs). */
function logLines(channel: FakeChannel): string[] {
  return h.fake
    .publicMessages(channel)
    .flatMap((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')])
    .flatMap((text) => text.split('\n'));
}

describe.each(['advanced', 'simple'] as const)('a solo round against the %s Capitalist Automa', (mode) => {
  it('says each Automa turn in one line of at most 160 characters, and the Why? button shows the whole turn', async () => {
    const channel = h.fake.channel(mode);
    const record = await soloUntil(channel, mode, 2);
    const lines = logLines(channel);
    const automaLines = lines.filter((l) => l.startsWith('• 🤖 '));
    // Five turns in round 1, one line each; nothing of the checks or the AI card's reveal besides.
    expect(automaLines).toHaveLength(5);
    for (const line of automaLines) {
      expect([...line.slice(2)].length).toBeLessThanOrEqual(160);
      expect(line).toMatch(/^• 🤖 Capitalist Class Automa .+ \(AI card \d+.*\)$/);
    }
    expect(lines.some((l) => /reveals AI card|checks move up/.test(l))).toBe(false);

    const shown = await ann.slash(channel, 'automa', {});
    expect(shown.ephemeral).toBe(true);
    const why = await ann.click(
      shown.reply as FakeMessage,
      button(shown.reply as FakeMessage, /^Why\?/).custom_id!,
    );
    expect(why.ephemeral).toBe(true);
    const text = [
      ...(why.reply?.embeds ?? []).map((e) => `${e.title ?? ''}\n${e.description ?? ''}`),
      ...(why.reply?.attachments ?? []).map((a) => a.data.toString('utf8')),
    ].join('\n');
    const a = record.state?.automa?.capitalist;
    const last = a?.last;
    expect(why.reply?.embeds[0]?.title).toBe(
      `Why? Capitalist Class Automa — round ${last?.round}, turn ${last?.turn}`,
    );
    expect(text).toContain(`AI card ${Number(a?.card?.slice(-2))}:`);
    if (mode === 'advanced') {
      expect(text).toMatch(/Rows before the checks: actions /);
      expect(text).toMatch(/Check 1 — .+: CCA Check /);
      expect(text).toMatch(/Rows after the move: /);
    }
    expect(text).toMatch(/Move \(.+\):\n {2}[✔✘] /);
    // Nothing secret: no card of the AI pile below the one revealed, no seed.
    expect(text).not.toContain(a?.pile.at(-1) as string);
    expect(text).not.toContain(record.seed);
  });
});

describe('Why? refusals', () => {
  it('a class no Automa plays, and a button of another game, are refused and change nothing', async () => {
    const channel = h.fake.channel('advanced');
    const record = (await stored(channel)) as GameRecord;
    const forged = await bob.clickRaw('1', channel.id, `hg:why:${record.id}:w`);
    expect(forged.reply?.content).toMatch(/No Automa plays the Working Class in this game/);
    const stale = await bob.clickRaw('1', channel.id, 'hg:why:zzzz:c');
    expect(stale.ephemeral).toBe(true);
    expect(stale.reply?.content).toMatch(/game/i);
    expect((await stored(channel))?.rev).toBe(record.rev);
  });
});
