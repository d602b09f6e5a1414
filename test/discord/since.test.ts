/**
 * "Since your last turn": the panel a player opens starts with what the channel was told since
 * they last answered — the engine's public events — and nothing from before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pending } from '../../src/engine/index.ts';
import { buttons, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from './harness.ts';
import { choicesOf, tappingTable } from './table.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ quietMs: 5, gameSeeds: ['since-1'] });
});
afterAll(async () => {
  await h?.stop();
});

it('opens the panel with the public events since the player last answered', async () => {
  const [ann, bob] = ['ann', 'bob'].map((n) => h.fake.user(n)) as [FakeUser, FakeUser];
  const table = tappingTable(h, 'game', [ann, bob]);
  await table.open(2);
  const key = gameKey(table.channel.guildId, table.channel.id);
  const record = async () => (await h.app.store.get(key)) as GameRecord;
  const waitingSeat = async () => pending((await record()).state!)[0]?.seat;
  const openPanel = async (user: FakeUser) => {
    await table.settle();
    const from = table.turnMessage ?? table.board;
    const open = buttons(from).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
    return (await user.click(from, open)).reply as FakeMessage;
  };
  const answerFirst = async (user: FakeUser) => {
    const panel = await openPanel(user);
    const choice = choicesOf(panel).find((c) => c.kind !== 'page');
    if (!choice) throw new Error('no choice');
    await (choice.kind === 'select'
      ? user.select(panel, choice.customId, [choice.value])
      : user.click(panel, choice.customId));
  };
  const texts = () =>
    h.fake
      .publicMessages(table.channel)
      .flatMap((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')])
      .join('\n');

  // Ann plays until Bob is asked; what the channel says from then on is "since Ann's last turn".
  expect(await waitingSeat()).toBe('working');
  while ((await waitingSeat()) === 'working') await answerFirst(ann);
  await table.settle();
  const annDone = (await record()).actions.length;
  const before = texts();
  while ((await waitingSeat()) === 'capitalist') await answerFirst(bob);
  await table.settle();
  expect((await record()).actions.length).toBeGreaterThan(annDone);

  const panel = await openPanel(ann);
  const since = panel.embeds.find((e) => e.title === '🕑 Since your last turn');
  expect(since, 'the panel says what happened since').toBeDefined();
  const lines = (since?.description ?? '').split('\n').filter((l) => l.startsWith('• '));
  expect(lines.length).toBeGreaterThan(0);
  const after = texts();
  for (const line of lines) {
    // Every line is one the channel heard after Ann's answer — none from before it.
    expect(after, line).toContain(line);
    expect(before.split('\n'), line).not.toContain(line);
  }
  expect(lines.some((l) => l.includes('Capitalist Class'))).toBe(true);
});

it('follows a log whose last answer was taken back and replaced (undo), instead of the replay it kept', async () => {
  const { SinceLastTurn } = await import('../../src/discord/since.ts');
  const { recordAt } = await import('./fixtures.ts');
  const { applyAll, createGame } = await import('../../src/engine/index.ts');
  const owners = { working: 'ann', capitalist: 'bob' };
  let answered = 0;
  const base = recordAt({
    players: 2,
    seed: 'since-undo',
    guildId: '1',
    channelId: '2',
    owners,
    until: () => answered++ >= 12,
  });
  const since = new SinceLastTurn();
  since.events(base, 'working');
  // The last answer is taken back and another one given in its place.
  const last = base.actions.at(-1)!;
  const before = base.actions.slice(0, -1);
  let replayed = createGame(base.options, base.seed);
  for (const a of before) {
    const r = applyAll(replayed, a.seat, a.answers);
    if (!r.ok) throw new Error(r.message);
    replayed = r.state;
  }
  const other = pending(replayed)
    .find((q) => q.seat === last.seat)!
    .options.find((o) => o.id !== last.answers[0]);
  expect(other, 'another answer was possible').toBeDefined();
  const after = applyAll(replayed, last.seat, [other!.id]);
  if (!after.ok) throw new Error(after.message);
  const replaced: GameRecord = {
    ...base,
    state: after.state,
    actions: [...before, { ...last, answers: [other!.id], at: new Date(1).toISOString() }],
  };
  const expected = after.events.filter((e) => e.to === 'public').map(({ to: _, ...said }) => said);
  expect(expected.length, 'the new answer tells the channel something').toBeGreaterThan(0);
  const watcher = last.seat === 'working' ? 'capitalist' : 'working';
  const events = since.events(replaced, watcher);
  expect(events.slice(-expected.length)).toEqual(expected);
});
