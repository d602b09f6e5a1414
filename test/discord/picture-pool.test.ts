/**
 * The picture pool: PICTURE_WORKERS worker threads draw side by side, a bounded number of pictures
 * wait for them (those a person waits for first), and a board that changes again while it waits for
 * a worker is drawn once, at its newest.
 */
import type { REST } from 'discord.js';
import { expect, it } from 'vitest';
import { PicturePool } from '../../src/discord/picture.ts';
import { type BoardPicture, type PictureTurn, Publisher } from '../../src/discord/publisher.ts';
import type { GameView } from '../../src/engine/index.ts';
import { view } from '../../src/engine/index.ts';
import { createLogger } from '../../src/log.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { recordAt, TINY_PNG } from './fixtures.ts';

const silent = createLogger({ level: 'silent' });

const duelAt = (channelId: string, version: number, rev: number): GameRecord => ({
  ...recordAt({
    players: 2,
    seed: `pool-${channelId}`,
    guildId: '100000000000000001',
    channelId,
    owners: { working: '300000000000000001', capitalist: '300000000000000002' },
    until: (s) => s.version >= version,
  }),
  rev,
  boardMessageId: `9${channelId.slice(1)}`,
});

it('hands out as many turns at once as it has workers; the next waits for one to be given back', async () => {
  const pool = new PicturePool(silent, 2);
  try {
    const [a, b] = await Promise.all([pool.turn(), pool.turn()]);
    expect(pool.drawing).toBe(2);
    let third: PictureTurn | undefined;
    const waiting = pool.turn().then((t) => {
      third = t;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(third).toBeUndefined();
    expect(pool.queued).toBe(1);
    a?.release();
    await waiting;
    expect(pool.queued).toBe(0);
    b?.release();
    third?.release();
    expect(pool.drawing).toBe(0);
  } finally {
    await pool.close();
  }
});

it('draws the pictures people wait for (a /board copy, a /board class: picture) before the board edits waiting, each in order', async () => {
  const pool = new PicturePool(silent, 1);
  try {
    const v = view(duelAt('200000000000000002', 20, 1).state!, 'public');
    const busy = await pool.turn();
    const order: string[] = [];
    const edits = [pool.turn(), pool.turn()].map((t, n) =>
      t.then((turn) => {
        order.push(`edit ${n + 1}`);
        turn.release();
      }),
    );
    const asked = [
      pool.render(v).then(() => order.push('/board')),
      pool.renderClass(v, 'working').then(() => order.push('/board class')),
    ];
    expect(pool.queued).toBe(4);
    busy.release();
    await Promise.all([...edits, ...asked]);
    expect(order).toEqual(['/board', '/board class', 'edit 1', 'edit 2']);
  } finally {
    await pool.close();
  }
}, 60_000);

it('draws real pictures on several worker threads', async () => {
  const pool = new PicturePool(silent, 2);
  try {
    const v = view(duelAt('200000000000000001', 20, 1).state!, 'public');
    const pictures = await Promise.all(Array.from({ length: 4 }, () => pool.render(v)));
    for (const p of pictures) expect(p.data.subarray(1, 4).toString()).toBe('PNG');
    const workers = (pool as unknown as { slots: Array<{ worker: unknown }> }).slots.filter((s) => s.worker);
    expect(workers).toHaveLength(2);
  } finally {
    await pool.close();
  }
}, 60_000);

it('newest board wins: a board that changes again while it waits for a worker is drawn once, at its newest', async () => {
  // One worker, held by channel A's picture until the test lets it finish.
  const drawn: number[] = [];
  let finishA: () => void = () => undefined;
  let busy = false;
  const queue: Array<(turn: PictureTurn) => void> = [];
  const give = (): PictureTurn => ({
    render: async (v: GameView) => {
      drawn.push(v.version);
      if (drawn.length === 1) await new Promise<void>((r) => (finishA = r));
      return { name: 'board.png', data: TINY_PNG };
    },
    release: () => {
      const next = queue.shift();
      if (next) next(give());
      else busy = false;
    },
  });
  const picture: BoardPicture = {
    render: async () => null,
    turn: async () => {
      if (!busy) {
        busy = true;
        return give();
      }
      return new Promise((resolve) => queue.push(resolve));
    },
  };
  const edits: Array<{ route: string; body: unknown; files?: unknown[] }> = [];
  const rest = {
    post: async () => ({ id: '1' }),
    patch: async (route: string, options: { body: unknown; files?: unknown[] }) => {
      edits.push({ route, body: options.body, ...(options.files ? { files: options.files } : {}) });
      return {};
    },
  };
  const publisher = new Publisher(rest as unknown as REST, silent, picture);
  const change = (record: GameRecord) =>
    publisher.changed({ kind: 'answered', record, events: [], waitingBefore: [] });

  const a = duelAt('200000000000000001', 20, 1);
  change(a);
  await new Promise((r) => setTimeout(r, 20));
  expect(drawn).toEqual([a.state?.version]);
  // Channel B changes three times while A's picture holds the worker.
  const b = [21, 23, 25].map((version, i) => duelAt('200000000000000002', version, i + 1));
  for (const record of b) change(record);
  // The worker is let go only once the board's text of B's newest change is out (a busy machine
  // may take longer than any fixed wait): every change arrived while the picture waited.
  const newestText = `move ${b.at(-1)?.state?.version}`;
  while (
    !edits.some(
      (e) => e.route.includes(b[0]?.channelId as string) && JSON.stringify(e.body).includes(newestText),
    )
  )
    await new Promise((r) => setTimeout(r, 2));
  finishA();
  await publisher.idle();
  const newest = b.at(-1) as GameRecord;
  expect(drawn).toEqual([a.state?.version, newest.state?.version]);
  const bEdits = edits.filter(
    (e) => e.route.includes(newest.channelId) && e.route.endsWith(newest.boardMessageId as string),
  );
  // The board's text went out with each change, without waiting for the worker; its one picture
  // came after, at the newest.
  const withPicture = bEdits.filter((e) => (e.files?.length ?? 0) > 0);
  expect(withPicture).toHaveLength(1);
  expect(bEdits.at(-1)).toBe(withPicture[0]);
  expect(JSON.stringify(withPicture[0]?.body)).toContain(`move ${newest.state?.version}`);
  expect(bEdits.length).toBeGreaterThan(1);
});
