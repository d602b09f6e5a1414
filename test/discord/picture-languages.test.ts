/**
 * Issue 28: which language a picture is drawn in. The board's picture is public: the game's
 * language. `/board class:` and `/automa` answer one reader: theirs. After `/hegemony settings
 * language:` the board is edited and its picture drawn again in the new language at once, not at
 * the game's next move. The pictures here are recorded, not drawn (test/render draws them).
 */
import { Locale } from 'discord.js';
import { beforeAll, expect, it } from 'vitest';
import type { BoardPicture } from '../../src/discord/publisher.ts';
import type { GameLocale } from '../../src/i18n/index.ts';
import type { FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, readersForFile } from './harness.ts';
import { buttonLabelled, tappingTable } from './table.ts';

/** Every picture asked for: what, and in which language. */
const asked: Array<{ what: string; locale: GameLocale | undefined }> = [];
const PNG = Buffer.from('\x89PNG recorded');
const recording: BoardPicture = {
  async render(_v, scores, locale) {
    asked.push({ what: scores ? 'final' : 'board', locale });
    return { name: 'board.png', data: PNG };
  },
  async renderClass(_v, cls, locale) {
    asked.push({ what: `class:${cls}`, locale });
    return { name: `${cls}-board.png`, data: PNG };
  },
};

let h: Harness;
let ana: FakeUser;
let bob: FakeUser;
const readers = readersForFile({
  gameSeeds: ['picture-languages'],
  guilds: [{ channels: ['mesa'], preferredLocale: Locale.PortugueseBR }],
  picture: recording,
});
beforeAll(() => {
  ({ h, ana, bob } = readers);
});

it('draws the board in the game’s language, a class board in its reader’s, and again at once after the language changes', async () => {
  const table = tappingTable(h, 'mesa', [ana, bob]);
  await table.open(2);
  await h.app.bot.context.publisher.idle();
  // A pt-BR server: the board's picture is Portuguese (never English) from the start.
  const boards = asked.filter((a) => a.what === 'board');
  expect(boards.length).toBeGreaterThan(0);
  expect(new Set(boards.map((a) => a.locale))).toEqual(new Set(['pt-BR']));

  // A private picture follows its reader: the en-US client gets English, the pt-BR one Portuguese.
  asked.length = 0;
  const english = await bob.slash(table.channel, 'board', { options: { class: 'working' } });
  expect(english.ephemeral).toBe(true);
  expect(english.reply?.content).toMatch(/^\*\*Working Class\*\* — round \d\.$/);
  const portuguese = await ana.slash(table.channel, 'board', { options: { class: 'capitalist' } });
  expect(portuguese.reply?.content).toMatch(/^\*\*Classe Capitalista\*\* — rodada \d\.$/);
  expect(asked).toEqual([
    { what: 'class:working', locale: 'en' },
    { what: 'class:capitalist', locale: 'pt-BR' },
  ]);

  // The host switches the game to English: with no move made, the board is edited in English and
  // its picture drawn again in English.
  const record = (await h.app.store.get(gameKey(table.channel.guildId, table.channel.id))) as GameRecord;
  const boardId = record.boardMessageId as string;
  expect(buttonLabelled(h.fake.message(boardId) as FakeMessage, /^Abrir meu painel$/)).toBeDefined();
  asked.length = 0;
  const changed = await ana.slash(table.channel, 'hegemony', {
    subcommand: 'settings',
    options: { language: 'en' },
  });
  expect(changed.reply?.content).toBe('Salvo: as mensagens públicas da partida em English.');
  await h.app.bot.context.publisher.idle();
  expect(asked).toEqual([{ what: 'board', locale: 'en' }]);
  const board = h.fake.message(boardId) as FakeMessage;
  expect(buttonLabelled(board, /^Open my panel$/)).toBeDefined();
  expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);
});
