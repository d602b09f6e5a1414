/**
 * Complete games with Automa seats on the fake Discord, through the bot's own buttons, with a
 * restart of the bot in the middle: the people tap what the bot shows them; the Automas play
 * their turns by themselves, each with one line in the channel saying what it did and why.
 */
import { expect } from 'vitest';
import { AUTOMA_NAMES, type AutomaClass } from '../../src/data/automa/index.ts';
import { applyAll, createGame, pending } from '../../src/engine/index.ts';
import { buttons, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { replay } from '../../src/store/replay.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { DRIVER_USER } from '../../src/table/seat-drivers.ts';
import { type Harness, startHarness } from '../discord/harness.ts';
import { seeded, tappingTable } from '../discord/table.ts';

export interface AutomaGameReport {
  answers: number;
  automaTurns: number;
  driven: number;
  restartedAtRound: number;
  ms: number;
  scores: string;
}

/** How the game is opened: a command, or the lobby's buttons. */
export type Opening = (h: Harness, users: FakeUser[]) => Promise<FakeMessage>;

/** `/hegemony new players:2 automa:capitalist mode:advanced`: the host's solo game starts at once. */
export const soloByCommand: Opening = async (h, [host]) => {
  const created = await host!.slash(h.fake.channel('game'), 'hegemony', {
    subcommand: 'new',
    options: { players: 2, automa: 'capitalist', mode: 'advanced' },
  });
  expect(created.ephemeral).toBe(false);
  return created.reply as FakeMessage;
};

/** A 4-player lobby: the host gives three seats to Automas with the lobby's buttons and joins as the State. */
export const stateAgainstThreeAutomas: Opening = async (h, [host]) => {
  const channel = h.fake.channel('game');
  const created = await host!.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 4 } });
  const id = (created.reply as FakeMessage).id;
  const click = async (label: string, row?: number) => {
    const lobby = h.fake.message(id) as FakeMessage;
    const rows = (row === undefined ? lobby.components : [lobby.components[row]]) as unknown as Array<{
      components: Array<{ label?: string; custom_id?: string }>;
    }>;
    const b = rows.flatMap((r) => r.components).find((c) => c.label === label);
    if (!b?.custom_id) throw new Error(`no ${label} button`);
    const result = await host!.click(lobby, b.custom_id);
    expect(result.violations).toEqual([]);
    return result;
  };
  await click('Automa (advanced)', 0);
  await click('Automa (simple)', 1);
  await click('Automa (advanced)', 2);
  await click('Join as State');
  const started = await click('Start');
  expect(started.reply?.id, 'the lobby message becomes the board').toBe(id);
  return started.reply as FakeMessage;
};

export async function playAutomaGame(
  seed: number,
  open: Opening,
  restartAtRound: number,
): Promise<AutomaGameReport> {
  const h = await startHarness({ quietMs: 2, gameSeeds: [`e2e-automa-${seed}`] });
  try {
    const started = performance.now();
    const host = h.fake.user('ana');
    const channel = h.fake.channel('game');
    const board = await open(h, [host]);
    const key = gameKey(channel.guildId, channel.id);
    const stored = () => h.app.store.get(key) as Promise<GameRecord>;
    // A solo game is dealt right after its lobby is posted.
    await h.fake.waitFor(() => true);
    for (let i = 0; (await stored())?.status !== 'playing'; i++) {
      if (i > 200) throw new Error('the game was not dealt');
      await new Promise((r) => setTimeout(r, 10));
    }
    const table = tappingTable(h, channel, [host]);
    table.lobbyId = board.id;
    await table.settle();
    const rng = seeded(seed);

    // Play up to the round of the restart, then restart the bot and play to the end.
    let answers = 0;
    for (let n = 0; (await stored()).state!.round < restartAtRound; n++) {
      if (n > 3000) throw new Error('the game never reached the restart');
      if ((await table.step(rng)) !== null) answers++;
    }
    await table.settle();
    const before = await stored();
    await h.restart();
    expect(await stored(), 'the restart loses nothing').toEqual(before);
    // The board's buttons still work after the restart.
    expect(buttons(table.board).some((b) => b.customId?.startsWith('hg:open:'))).toBe(true);
    answers += await table.playToEnd(rng);
    const ms = performance.now() - started;

    const record = await stored();
    expect(record.status).toBe('finished');
    expect(replay(record)).toEqual(record.state);
    expect(h.fake.violations).toEqual([]);
    const errors = h.logs.filter((l) => /"level":(50|60)/.test(l));
    expect(errors).toEqual([]);

    const { automaTurns, driven } = checkAutomaLines(h, record);
    const scores = table.board.embeds[0]?.fields?.find((f) => f.name.includes('Final scores'))?.value ?? '';
    expect(scores).toMatch(/🤖 Automa/);
    return {
      answers,
      automaTurns,
      driven,
      restartedAtRound: restartAtRound,
      ms: Math.round(ms),
      scores: scores.replace(/<@\d+>/g, '@'),
    };
  } finally {
    await h.stop();
  }
}

/**
 * Every Automa turn has its one line in the channel: as many "The X Automa, AI card N…: move —
 * why" lines as the action log has Automa moves; every driven answer is logged as the driver's;
 * and an Automa's Influence spending is said only in the message that reveals the bids.
 */
function checkAutomaLines(h: Harness, record: GameRecord) {
  let state = createGame(record.options, record.seed);
  const turns: Record<string, number> = {};
  let driven = 0;
  for (const entry of record.actions) {
    const q = pending(state).find((p) => p.seat === entry.seat);
    if (entry.userId === DRIVER_USER) {
      driven++;
      expect(record.options.seats[entry.seat]?.kind, 'only Automa seats are driven').toBe('automa');
      if (q?.kind === 'automa.action') turns[entry.seat] = (turns[entry.seat] ?? 0) + 1;
    } else expect(record.options.seats[entry.seat]?.kind).toBe('human');
    const next = applyAll(state, entry.seat, entry.answers);
    if (!next.ok) throw new Error(`replay refused entry ${entry.version}`);
    state = next.state;
  }
  const messages = h.fake
    .publicMessages(h.fake.channel('game'))
    .map((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')].join('\n'));
  const lines = messages.flatMap((m) => m.split('\n'));
  let automaTurns = 0;
  for (const [cls, n] of Object.entries(turns)) {
    const name = AUTOMA_NAMES[cls as AutomaClass];
    const said = lines.filter((l) => new RegExp(`^• 🤖 ${name} .+ \\(AI card \\d+.*\\)$`).test(l));
    expect(said.length, `one line per turn of the ${name}`).toBe(n);
    for (const l of said) expect([...l.slice(2)].length, l).toBeLessThanOrEqual(160);
    automaTurns += n;
  }
  expect(automaTurns).toBeGreaterThan(20);
  // An Automa's spending is said right after the bids are revealed (one line per side), never before.
  let spent = 0;
  for (const [i, l] of lines.entries()) {
    if (!/ Automas? commits? \d+ Influence/.test(l)) continue;
    spent++;
    // (An empty line is where one log message ends and the next begins.)
    const before = lines
      .slice(0, i)
      .reverse()
      .find((p) => p !== '' && !/ Automas? commits? \d+ Influence/.test(p));
    expect(before, `Automa spending said with the bids: ${l}`).toMatch(/^• Influence revealed:/);
  }
  expect(spent, 'the Automas spent Influence in some vote').toBeGreaterThan(0);
  return { automaTurns, driven };
}
