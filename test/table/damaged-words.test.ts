/**
 * Issue 28: a game whose saved data cannot be read is explained in the reader's language — what
 * went wrong included. The store says what went wrong as a key (`DamagedRecordError.said`,
 * `refusal.store.damage.<damage>`); the table words it where the message is built
 * (src/table/errors.ts): English exactly as before, Portuguese with no English word left.
 */
import { describe, expect, it } from 'vitest';
import { BENCH_LOG } from '../../bench/service-games.ts';
import type { GameLocale } from '../../src/i18n/index.ts';
import { type Damage, DamagedRecordError } from '../../src/store/errors.ts';
import { GameLocks } from '../../src/store/lock.ts';
import { MemoryBackend } from '../../src/store/memory-backend.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import { gameKey } from '../../src/store/types.ts';
import { damagedText, damageSaid, refused, storeTrouble } from '../../src/table/errors.ts';
import { GameService } from '../../src/table/games.ts';
import { ENGLISH_WORDS } from '../i18n/english-words.ts';

/** Each damage with the English sentence players read before it was a key. */
const BEFORE: Record<Damage, string> = {
  truncated: 'its saved data was cut short',
  garbage: 'its saved data is not something the referee wrote',
  format: 'it was saved in a format this version of the referee does not know',
  shape: 'its saved data is missing parts the referee needs',
  'log-missing': 'a piece of its move log is missing',
  'log-short': 'a piece of its move log is incomplete',
  'log-gap': 'its move log has a gap, so it cannot be replayed',
};

const KEY = 'game:100000000000000001:200000000000000002';

describe('a damaged game, in the reader’s language', () => {
  for (const [damage, sentence] of Object.entries(BEFORE) as Array<[Damage, string]>)
    it(`${damage}: English as before, Portuguese with no English word`, () => {
      const host = new DamagedRecordError(KEY, damage, 'piece 0', '300000000000000003');
      const nobody = new DamagedRecordError(KEY, damage, 'piece 0');
      // The operator's message is unchanged.
      expect(host.message).toBe(`${KEY}: ${sentence} (piece 0)`);
      expect(damagedText(host, 'en')).toBe(
        `⚠️ The saved game in this channel cannot be read: ${sentence}. Nothing can be played in it. The host (<@300000000000000003>) or a server admin can use \`/hegemony abandon\` to set it aside (its data is kept for the bot's operator), then \`/hegemony new\` to start again.`,
      );
      expect(storeTrouble(nobody, 'en')).toContain(
        `cannot be read: ${sentence}. Nothing can be played in it. A server admin can`,
      );
      const aside = refused('store.asideAdmin', { sentence: damageSaid(nobody) }, 'forbidden');
      expect(aside.message).toBe(
        `The saved game in this channel cannot be read (${sentence}). Only a server admin can set it aside.`,
      );

      for (const text of [
        damagedText(host, 'pt-BR'),
        storeTrouble(nobody, 'pt-BR') ?? '',
        aside.textIn('pt-BR'),
      ]) {
        expect(text).toMatch(/^(⚠️ )?O jogo salvo neste canal não pode ser lido/);
        expect(text).not.toContain(sentence);
        expect(text, text).not.toMatch(ENGLISH_WORDS);
        expect(text).not.toMatch(/\{\{|store\.damage/);
      }
    });

  it('each damage reads its own words in Portuguese', () => {
    const words = (Object.keys(BEFORE) as Damage[]).map((d) =>
      damagedText(new DamagedRecordError(KEY, d, ''), 'pt-BR'),
    );
    expect(new Set(words).size).toBe(words.length);
  });
});

/** A channel whose saved game is not something the bot wrote, set aside by an admin: what the channel hears. */
async function setAsideNote(language: GameLocale | undefined): Promise<string[]> {
  const backend = new MemoryBackend();
  await backend.commit([{ key: gameKey('100', '200'), value: 'br1:AAAAnot-a-record' }]);
  const notices: string[] = [];
  const games = new GameService({
    store: new RecordStore(backend),
    locks: new GameLocks(),
    log: BENCH_LOG,
    announcer: {
      lineFor: () => null,
      changed: () => undefined,
      boardMoved: () => undefined,
      notice: (_channel, text) => notices.push(text),
    },
  });
  const done = await games.abandon({
    guildId: '100',
    channelId: '200',
    byUserId: '7',
    isAdmin: true,
    language,
  });
  expect(done).toHaveProperty('setAside');
  return notices;
}

describe('a damaged game set aside: the channel’s note in the server’s language', () => {
  it('English as before', async () => {
    expect(await setAsideNote('en')).toEqual([
      "⚠️ <@7> set aside this channel's saved game, which could not be read (its saved data is not something the referee wrote). Its data is kept for the bot's operator; the channel is free for `/hegemony new`.",
    ]);
    expect(await setAsideNote(undefined)).toEqual(await setAsideNote('en'));
  });

  it('Portuguese with no English word', async () => {
    const [note = ''] = await setAsideNote('pt-BR');
    expect(note).toMatch(/^⚠️ <@7> deixou de lado o jogo salvo deste canal/);
    expect(note).toContain('(seus dados salvos não são algo que o árbitro escreveu)');
    expect(note).not.toMatch(ENGLISH_WORDS);
  });
});
