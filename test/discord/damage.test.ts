/**
 * Must-show 3 — each kind of damage to a stored game: cut short, garbage, an unknown format
 * version, a missing or short piece of the log, a gap in it. Every command in the channel says
 * plainly what happened (and the channel hears it once); an admin — or the host, when the record
 * still says who that is — sets the game aside from Discord, its raw values kept for an operator,
 * and the channel is free again. `npm run store -- check` lists the damaged record.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PermissionFlagsBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeChannel } from '../../src/local-discord/index.ts';
import type { Backend } from '../../src/store/backend.ts';
import { decodeValue, encodeValue } from '../../src/store/codec.ts';
import { logKey } from '../../src/store/layout.ts';
import { openBackend } from '../../src/store/open-backend.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { checkStore, exportGame, importGame } from '../../src/store/tools.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { BACKENDS, type TestBackend } from '../store/backends.ts';
import { recordAt, writeRecord } from './fixtures.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness | undefined;
let backend: Backend | undefined;
afterEach(async () => {
  await backend?.close();
  await h?.stop();
  h = undefined;
  backend = undefined;
});

type Damager = (backend: Backend, record: GameRecord) => Promise<unknown>;
const set = (backend: Backend, key: string, value: string | null) => backend.commit([{ key, value }]);
const keyOf = (r: GameRecord) => gameKey(r.guildId, r.channelId);

const KINDS: Array<[string, RegExp, Damager, boolean]> = [
  [
    'truncated',
    /was cut short/,
    async (b, r) => set(b, keyOf(r), ((await b.get(keyOf(r))) as string).slice(0, 300)),
    false,
  ],
  ['garbage', /not something the referee wrote/, (b, r) => set(b, keyOf(r), 'br1:AAAAnot-a-record'), false],
  [
    'an unknown format version',
    /format this version of the referee does not know/,
    (b, r) => set(b, keyOf(r), encodeValue({ ...r, format: 99 })),
    true,
  ],
  ['a missing log piece', /a piece of its move log is missing/, (b, r) => set(b, logKey(r, 0), null), true],
  [
    'a short log piece',
    /a piece of its move log is incomplete/,
    (b, r) => set(b, logKey(r, 0), encodeValue(r.actions.slice(0, 60))),
    true,
  ],
  [
    'a gap in the log',
    /its move log has a gap/,
    (b, r) =>
      set(
        b,
        logKey(r, 0),
        encodeValue(r.actions.slice(0, 100).map((a, i) => (i === 50 ? { ...a, version: 999 } : a))),
      ),
    true,
  ],
];

/** A 2-player game 130 answers in (one full log piece), stored, the bot running; then damaged. */
async function damagedGame(b: TestBackend, damage: Damager) {
  let record: GameRecord | undefined;
  h = await startHarness({
    storeUrl: await b.url(),
    quietMs: 5,
    prepare: async (fake, storeUrl) => {
      const channel = fake.channel('game');
      record = recordAt({
        players: 2,
        seed: 'damage',
        guildId: channel.guildId,
        channelId: channel.id,
        owners: { working: fake.user('ann').id, capitalist: fake.user('bob').id },
        until: (s) => s.version >= 130,
      });
      await writeRecord(storeUrl, record);
    },
  });
  const storeUrl = h.storeUrl;
  backend = await openBackend(storeUrl);
  const game = record as GameRecord;
  await damage(backend, game);
  const raw = await backend.get(keyOf(game));
  const piece = await backend.get(logKey(game, 0));
  const fake = h.fake;
  return {
    harness: h,
    fake,
    storeUrl,
    backend,
    record: game,
    raw,
    piece,
    channel: fake.channel('game'),
    ann: fake.user('ann'),
    bob: fake.user('bob'),
    admin: fake.user('dana', { permissions: PermissionFlagsBits.ManageGuild }),
  };
}

const notices = (fake: Harness['fake'], channel: FakeChannel) =>
  fake.publicMessages(channel).filter((m) => m.content.includes('cannot be read'));

describe.each(BACKENDS)('on $name', (b) => {
  describe.each(KINDS)('a game stored with %s', (_kind, sentence, damage, hostKnown) => {
    it.skipIf(b.skip)(
      'makes the channel say what happened, and lets an admin set it aside from Discord, keeping the raw values',
      async () => {
        const g = await damagedGame(b, damage);
        const { fake, channel, ann, bob, admin } = g;
        // Any command in the channel: a plain explanation, never "no game" and never an apology.
        for (const result of [await ann.slash(channel, 'hand'), await bob.slash(channel, 'board')]) {
          expect(result.ephemeral).toBe(true);
          expect(result.reply?.content).toMatch(/The saved game in this channel cannot be read/);
          expect(result.reply?.content).toMatch(sentence);
          expect(result.reply?.content).toContain('/hegemony abandon');
        }
        await g.harness.app.bot.context.publisher.idle();
        expect(notices(fake, channel), 'the channel hears it once').toHaveLength(1);
        // Not anyone's to clear: a player who is not the host is refused (so is the host, when the
        // damage hides who the host is).
        const refused = await bob.slash(channel, 'hegemony', { subcommand: 'abandon' });
        expect(refused.reply?.content).toMatch(/Only .*a server admin can set it aside/);
        if (!hostKnown) {
          const host = await ann.slash(channel, 'hegemony', { subcommand: 'abandon' });
          expect(host.reply?.content).toMatch(/Only a server admin can set it aside/);
        }
        const listed = await checkStore(new RecordStore(g.backend));
        expect(listed.problems.map((p) => p.key)).toEqual([gameKey(channel.guildId, channel.id)]);

        const cleared = await admin.slash(channel, 'hegemony', { subcommand: 'abandon' });
        expect(cleared.reply?.content).toMatch(
          /damaged game was set aside \(kept for the bot's operator as `damaged:/,
        );
        await g.harness.app.bot.context.publisher.idle();
        expect(fake.lastMessage(channel).content).toMatch(/set aside this channel's saved game.*free for/);
        // The raw values are kept as they were, for an operator.
        const [aside] = await g.backend.keys('damaged:');
        const kept = decodeValue((await g.backend.get(aside as string)) as string) as {
          raw: string | null;
          pieces: Record<string, string | undefined>;
        };
        expect(kept.raw).toBe(g.raw ?? null);
        expect(kept.pieces[logKey(g.record, 0)]).toBe(g.piece);
        expect(await g.backend.get(gameKey(channel.guildId, channel.id))).toBeUndefined();
        // The channel is free: a new game starts.
        const next = await ann.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
        expect(next.reply?.embeds[0]?.title).toBe('Hegemony — new 2-player game');
        expect(fake.violations).toEqual([]);
      },
    );

    if (hostKnown) {
      it.skipIf(b.skip)(
        'lets the host start again with /hegemony new, which sets the damaged game aside first',
        async () => {
          const g = await damagedGame(b, damage);
          const next = await g.ann.slash(g.channel, 'hegemony', {
            subcommand: 'new',
            options: { players: 2 },
          });
          expect(next.reply?.embeds[0]?.title).toBe('Hegemony — new 2-player game');
          expect(await g.backend.keys('damaged:')).toHaveLength(1);
        },
      );
    }
  });

  it.skipIf(b.skip)(
    'npm run store -- check lists the damaged records and exits 1',
    async () => {
      const g = await damagedGame(b, KINDS[3]?.[2] as Damager);
      const run = promisify(execFile);
      const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/store.ts', 'check'], {
        cwd: resolve(import.meta.dirname, '../..'),
        env: { ...process.env, STORE_URL: g.storeUrl, ENV_FILE: 'no-such.env' },
      }).catch((error: { code: number; stdout: string }) => error);
      expect('code' in failed && failed.code).toBe(1);
      expect(failed.stdout).toContain(`damaged ${keyOf(g.record)}: `);
      expect(failed.stdout).toContain('a piece of its move log is missing');
      expect(failed.stdout).toMatch(/1 games, 0 archived, 1 damaged/);
    },
    60_000,
  );
});

describe('the store tools', () => {
  it('npm run store -- backup copies the SQLite store while the bot holds it open; the copy reads back whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hegemony-backup-'));
    try {
      const url = `sqlite://${join(dir, 'games.sqlite')}`;
      const live = await RecordStore.open(url);
      const record = recordAt({
        players: 2,
        seed: 'backup',
        guildId: '100000000000000001',
        channelId: '200000000000000002',
        owners: { working: '300000000000000001', capitalist: '300000000000000002' },
        until: (s) => s.version >= 150,
      });
      await live.put(record, null);
      const copy = join(dir, 'backup.sqlite');
      const run = promisify(execFile);
      const done = await run(process.execPath, ['--import', 'tsx', 'scripts/store.ts', 'backup', copy], {
        cwd: resolve(import.meta.dirname, '../..'),
        env: { ...process.env, STORE_URL: url, ENV_FILE: 'no-such.env' },
      });
      expect(done.stdout).toContain(`backed up to ${copy}`);
      // The live store goes on being written meanwhile; the copy is the moment of the backup.
      expect(await live.put({ ...record, rev: 2 }, 1)).toBe(true);
      await live.close();
      const restored = await RecordStore.open(`sqlite://${copy}`);
      expect(await restored.get(keyOf(record))).toEqual(record);
      expect((await checkStore(restored, true)).problems).toEqual([]);
      await restored.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('exports a game as JSON and imports it into another store, as it was', async () => {
    const from = await RecordStore.open('memory:');
    const to = await RecordStore.open('memory:');
    const record = recordAt({
      players: 2,
      seed: 'export',
      guildId: '100000000000000001',
      channelId: '200000000000000002',
      owners: { working: '300000000000000001', capitalist: '300000000000000002' },
      until: (s) => s.version >= 120,
    });
    await from.put(record, null);
    const exported = JSON.parse(JSON.stringify(await exportGame(from, record.id)));
    expect(await importGame(to, exported)).toBe(keyOf(record));
    expect(await to.get(keyOf(record))).toEqual(record);
    await expect(importGame(to, exported)).rejects.toThrow(/already has a game/);
    await expect(
      importGame(to, { kind: 'hegemony-game', record: { ...record, format: 99 } }),
    ).rejects.toThrow(/format/);
    expect((await checkStore(to, true)).problems).toEqual([]);
  });
});
