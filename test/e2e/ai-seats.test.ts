/**
 * A 4-player game on the fake Discord with one person and three AI seats, the State among them
 * (issue 26): opened with `/hegemony new ai:state` and the lobby's 🧠 AI buttons, played to the end
 * through the bot's buttons while the AI thinks on its worker threads (at a small thinking time,
 * so that the test runs in well under a minute), with `/hegemony hint` asked on the way and the
 * game's turning points looked at once it is over.
 */
import { expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { CLASS_NAMES } from '../../src/data/names.ts';
import type { BoardPicture } from '../../src/discord/publisher.ts';
import { applyAll, createGame, pending } from '../../src/engine/index.ts';
import { buttons, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { renderTurningPoints } from '../../src/render/index.ts';
import { replay } from '../../src/store/replay.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import { type Harness, startHarness } from '../discord/harness.ts';
import { seeded, Table } from '../discord/table.ts';
import { expectLegibleOnPhone } from '../render/legibility.ts';

/** Pictures: the turning points alone, drawn for real (the board's pictures are not this test's). */
const drawn: string[] = [];
const turningPointsOnly: BoardPicture = {
  render: async () => null,
  async renderTurningPoints(turning) {
    const picture = renderTurningPoints(turning);
    drawn.push(picture.svg);
    return { name: 'turning-points.png', data: picture.png };
  },
};

/** Waits until the AI has answered for its seats and the bot has posted what followed. */
async function settled(h: Harness) {
  const { aiTurns, publisher } = h.app.bot.context;
  await aiTurns?.idle();
  await publisher.idle();
}

async function clickLobby(h: Harness, user: FakeUser, id: string, label: string, row?: number) {
  const lobby = h.fake.message(id) as FakeMessage;
  const rows = (row === undefined ? lobby.components : [lobby.components[row]]) as unknown as Array<{
    components: Array<{ label?: string; custom_id?: string; disabled?: boolean }>;
  }>;
  const b = rows.flatMap((r) => r.components).find((c) => c.label === label);
  if (!b?.custom_id) throw new Error(`no ${label} button`);
  const result = await user.click(lobby, b.custom_id);
  expect(result.violations).toEqual([]);
  return result;
}

/**
 * Every answer of an AI seat is logged as the driver's (and no person's answer is), and each of
 * the AI's turns has its one short line in the channel ("🧠 State (AI): …").
 */
function checkAiTurns(h: Harness, record: GameRecord) {
  let state = createGame(record.options, record.seed);
  const turns: Partial<Record<ClassId, number>> = {};
  for (const entry of record.actions) {
    const q = pending(state).find((p) => p.seat === entry.seat);
    const ai = record.seats[entry.seat]?.kind === 'ai';
    expect(entry.userId === DRIVER_USER, `entry ${entry.version}`).toBe(ai);
    if (ai && q?.kind === 'turn') turns[entry.seat] = (turns[entry.seat] ?? 0) + 1;
    const next = applyAll(state, entry.seat, entry.answers);
    if (!next.ok) throw new Error(`replay refused entry ${entry.version}`);
    state = next.state;
  }
  const lines = h.fake
    .publicMessages(h.fake.channel('game'))
    .flatMap((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')])
    .flatMap((t) => t.split('\n'));
  for (const [seat, n] of Object.entries(turns) as Array<[ClassId, number]>) {
    const said = lines.filter((l) => l.startsWith(`• 🧠 ${CLASS_NAMES[seat]} (AI): `));
    expect(said.length, `one line per turn of the ${seat} AI`).toBe(n);
    expect(n).toBeGreaterThan(10);
    for (const l of said) expect([...l].length, l).toBeLessThanOrEqual(160);
  }
  return Object.values(turns).reduce((a, n) => a + n, 0);
}

it('plays a 4-player game on Discord — a person as the Capitalist Class, the AI as the Working Class, the Middle Class and the State — to the end, with a hint and the turning points', async () => {
  const h = await startHarness({
    quietMs: 2,
    gameSeeds: ['e2e-ai-seats-1'],
    picture: turningPointsOnly,
    // The AI's rule of thumb alone (no imagined games): the search is tested in test/ai.
    env: { AI_THINK_MS: '20', AI_MAX_PLAYOUTS: '0' },
  });
  try {
    const ana = h.fake.user('ana');
    const channel = h.fake.channel('game');
    const created = await ana.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 4, ai: 'state', 'ai-level': 'quick' },
    });
    expect(created.violations).toEqual([]);
    const lobbyId = (created.reply as FakeMessage).id;
    expect(JSON.stringify((created.reply as FakeMessage).embeds)).toContain('🧠 AI (quick)');
    await clickLobby(h, ana, lobbyId, 'AI', 0);
    await clickLobby(h, ana, lobbyId, 'AI', 1);
    await clickLobby(h, ana, lobbyId, 'Join as Capitalist Class');
    await clickLobby(h, ana, lobbyId, 'Start');
    const key = gameKey(channel.guildId, channel.id);
    const stored = () => h.app.store.get(key) as Promise<GameRecord>;
    expect((await stored()).seats.state).toMatchObject({ kind: 'ai', level: 'quick' });

    const table = new Table(h.fake, channel, [ana], () => settled(h));
    table.lobbyId = lobbyId;
    table.typingRate = 0;
    await table.settle();
    const rng = seeded(26);

    // Early on, the person asks the AI what it would do: privately, and nothing is played.
    const before = await stored();
    const hint = await ana.slash(channel, 'hegemony', { subcommand: 'hint' });
    expect(hint.violations).toEqual([]);
    expect(hint.ephemeral).toBe(true);
    expect(hint.reply?.content).toMatch(/^🧠 \*\*Hint\*\* for the Capitalist Class/);
    expect(await stored()).toEqual(before);

    const answers = await table.playToEnd(rng);
    const record =
      (await h.app.store.getArchived(channel.guildId, channel.id, (await stored())?.id ?? '')) ??
      (await stored());
    expect(record.status).toBe('finished');
    expect(replay(record), 'the game replays from its log').toEqual(record.state);
    expect(h.fake.violations).toEqual([]);
    expect(h.logs.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
    const aiTurns = checkAiTurns(h, record);
    expect(answers).toBeGreaterThan(20);

    // The final scores offer the game's turning points, worked out in the background.
    await h.app.bot.context.turningPoints?.idle();
    const board = table.board;
    const button = buttons(board).find((b) => b.label === 'Turning points');
    expect(button?.customId).toBe(`hg:tp:${record.id}`);
    const shown = await ana.click(board, button!.customId!);
    expect(shown.violations).toEqual([]);
    expect(shown.ephemeral).toBe(true);
    const embed = shown.reply?.embeds[0];
    expect(embed?.title).toBe(`📈 Game ${record.id} — turning points`);
    // Three numbered moves, each with a round, what was done and how the chances moved.
    expect(embed?.description?.match(/^\*\*\d\.\*\* Round \d · .+ — .+ %/gm)).toHaveLength(3);
    expect(embed?.image?.url).toBe('attachment://turning-points.png');
    expect(shown.reply?.attachments.map((a) => a.filename)).toEqual(['turning-points.png']);
    // The same from /game show.
    const show = await ana.slash(channel, 'game', { subcommand: 'show', options: { id: record.id } });
    expect(buttons(show.reply!).some((b) => b.customId === `hg:tp:${record.id}`)).toBe(true);
    console.log(JSON.stringify({ answers, aiTurns, pictures: drawn.length }));
    expect(drawn.length).toBe(1);
    expectLegibleOnPhone(drawn[0]!);
  } finally {
    await h.stop();
  }
}, 120_000);
