/**
 * AI seats on Discord (issue 26, docs/ai.md): the lobby's 🧠 AI button on every seat (the State
 * too, which has no Automa), `/hegemony new ai:` with its refusals, a solo game against three AI
 * seats that starts at once, the AI's answers given only to the question it thought about, and
 * `/hegemony hint`.
 */
import { describe, expect, it } from 'vitest';
import { pending } from '../../src/engine/index.ts';
import type { FakeChannel, FakeMessage } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { labelOf } from '../engine/testing.ts';
import { harnessForFile } from './harness.ts';
import { buttonLabelled as button, expectNewRefused } from './table.ts';

const file = harnessForFile(
  {
    quietMs: 5,
    gameSeeds: ['ai-lobby', 'ai-solo', 'ai-stale', 'ai-hint'],
    guilds: [{ channels: ['lobby', 'refused', 'solo', 'stale', 'hint'] }],
    env: { AI_THINK_MS: '20', AI_MAX_PLAYOUTS: '2' },
  },
  ['ann', 'bob'],
);

const stored = (channel: FakeChannel) =>
  file.h.app.store.get(gameKey(channel.guildId, channel.id)) as Promise<GameRecord | undefined>;

/** The AI has answered wherever it is waited for, and what followed is posted. */
async function settled() {
  await file.h.app.bot.context.aiTurns?.idle();
  await file.h.app.bot.context.publisher.idle();
}

/** The channel's game once it is dealt and the AI has played up to the person. */
async function playing(channel: FakeChannel): Promise<GameRecord> {
  for (let i = 0; i < 200; i++) {
    const record = await stored(channel);
    if (record?.status === 'playing') {
      await settled();
      return (await stored(channel)) as GameRecord;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the game was not dealt');
}

describe('the lobby', () => {
  it('offers the AI on every seat, the State included; an AI seat cannot be joined and can be opened again', async () => {
    const channel = file.h.fake.channel('lobby');
    const created = await file.users.ann.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 4 },
    });
    const id = created.reply!.id;
    const lobby = () => file.h.fake.message(id) as FakeMessage;
    for (let row = 0; row < 4; row++) expect(button(lobby(), /^AI$/, row).disabled).toBeFalsy();
    // Only the host chooses who plays the seats.
    const refused = await file.users.bob.click(lobby(), button(lobby(), /^AI$/, 3).custom_id!);
    expect(refused.ephemeral).toBe(true);
    expect((await stored(channel))?.seats.state?.kind).toBe('human');
    const given = await file.users.ann.click(lobby(), button(lobby(), /^AI$/, 3).custom_id!);
    expect(given.violations).toEqual([]);
    expect((await stored(channel))?.seats.state).toMatchObject({ kind: 'ai', level: 'standard' });
    expect(lobby().embeds[0]?.description).toContain('⚪ **State**: 🧠 AI (standard)');
    expect(button(lobby(), /Join as State/).disabled).toBe(true);
    // A Join pressed on an older copy of the lobby is refused.
    const join = await file.users.bob.clickRaw(id, channel.id, `hg:join:${(await stored(channel))!.id}:s`);
    expect(join.ephemeral).toBe(true);
    expect(join.reply?.content).toMatch(/played by the AI \(standard\)/);
    await file.users.ann.click(lobby(), button(lobby(), /Open for a player/, 3).custom_id!);
    expect((await stored(channel))?.seats.state).toEqual({ kind: 'human', userId: null });
  });
});

describe('/hegemony new ai:', () => {
  it.each([
    [{ ai: 'kings' }, /"kings" is not a class/],
    [{ 'ai-level': 'quick' }, /name its seats with `ai:`/],
    [{ players: 2, ai: 'state' }, /2-player game has no State/],
    [{ players: 2, ai: 'working,capitalist' }, /a game needs at least one player/],
    [{ players: 3, automa: 'middle', ai: 'middle' }, /both an Automa and the AI/],
    [{ players: 4, class: 'state', ai: 'state' }, /played by the AI \(standard\); join another class/],
  ])('refuses %j, saving nothing', async (options, why) => {
    await expectNewRefused(file.h, file.users.ann, file.h.fake.channel('refused'), options, why);
  });

  it('opens a solo game against three AI seats (the State one of them) that starts at once; the AI plays up to the person', async () => {
    const channel = file.h.fake.channel('solo');
    await file.users.ann.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 4, ai: 'working, middle, state', 'ai-level': 'quick' },
    });
    const record = await playing(channel);
    expect(record.seats.capitalist?.userId).toBe(file.users.ann.id);
    expect(record.seats.state).toMatchObject({ kind: 'ai', level: 'quick' });
    // To the engine an AI seat is a person's seat: it plays from a hand, the State too.
    expect(record.options.seats.state).toEqual({ kind: 'human' });
    const waiting = pending(record.state!).map((q) => q.seat);
    expect(waiting).toEqual(['capitalist']);
  });
});

/** Ann opens a 2-player game against the AI as the Capitalist: the game, once the AI played up to her, and her question. */
async function againstAiCapitalist(channelName: string) {
  const channel = file.h.fake.channel(channelName);
  await file.users.ann.slash(channel, 'hegemony', {
    subcommand: 'new',
    options: { players: 2, ai: 'capitalist', 'ai-level': 'quick' },
  });
  const record = await playing(channel);
  const q = pending(record.state!).find((x) => x.seat === 'working')!;
  return { channel, record, q };
}

describe('an AI answer', () => {
  it('is given only to the question it was thought about: one for a question answered meanwhile is dropped', async () => {
    const { channel, record, q } = await againstAiCapitalist('stale');
    const before = (await stored(channel))!;
    // An answer for the Capitalist's question of an earlier version: nothing changes.
    const dropped = await file.h.app.bot.context.games.answerForAi(channel.guildId, channel.id, {
      gameId: record.id,
      seat: 'capitalist',
      askedAt: 0,
      kind: 'turn',
      version: 1,
      answer: q.options[0]!.id,
    });
    expect(dropped).toBeNull();
    // Nor does it answer for a person's seat.
    const forPerson = await file.h.app.bot.context.games.answerForAi(channel.guildId, channel.id, {
      gameId: record.id,
      seat: 'working',
      askedAt: q.askedAt,
      kind: q.kind,
      version: record.state!.version,
      answer: q.options[0]!.id,
    });
    expect(forPerson).toBeNull();
    expect(await stored(channel)).toEqual(before);
  });
});

describe('/hegemony hint', () => {
  it("shows the player alone the AI's suggestion for their current question with its estimated effect, and plays nothing", async () => {
    const { channel, record, q } = await againstAiCapitalist('hint');
    const hint = await file.users.ann.slash(channel, 'hegemony', { subcommand: 'hint' });
    expect(hint.violations).toEqual([]);
    expect(hint.ephemeral).toBe(true);
    expect(hint.publicMessages).toEqual([]);
    const text = hint.reply?.content ?? '';
    expect(text).toMatch(/^🧠 \*\*Hint\*\* for the Working Class/);
    // The suggestion is one of the answers offered, with how often it won the imagined games.
    const suggested = /\n\*\*(.+)\*\*\n/.exec(text)?.[1];
    expect(q.options.map(labelOf)).toContain(suggested);
    // With at most two imagined games here, the suggestion was tried in them (its effect is shown)
    // or, fewer games than answers, chosen by the rule of thumb (and said so).
    if (q.options.length > 1)
      expect(text).toMatch(
        /won \d+ % of [12] games the AI imagined|The AI's rule of thumb: there was no time/,
      );
    expect(await stored(channel)).toEqual(record);

    // Someone not playing is told so.
    const stranger = await file.users.bob.slash(channel, 'hegemony', { subcommand: 'hint' });
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.reply?.content).toMatch(/not playing/);
  });

  it('is refused once the host switches hints off', async () => {
    const channel = file.h.fake.channel('hint');
    const off = await file.users.ann.slash(channel, 'hegemony', {
      subcommand: 'settings',
      options: { hints: false },
    });
    expect(off.reply?.content).toMatch(/hints off/);
    const hint = await file.users.ann.slash(channel, 'hegemony', { subcommand: 'hint' });
    expect(hint.ephemeral).toBe(true);
    expect(hint.reply?.content).toMatch(/Hints are off in this game/);
  });
});
