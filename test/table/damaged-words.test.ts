/**
 * Issue 28: a game whose saved data cannot be read is explained in the reader's language — what
 * went wrong included. The store says what went wrong as a key (`DamagedRecordError.said`,
 * `refusal.store.damage.<damage>`); the table words it where the message is built
 * (src/table/errors.ts): English exactly as before, Portuguese with no English word left.
 */
import { describe, expect, it } from 'vitest';
import { type Damage, DamagedRecordError } from '../../src/store/errors.ts';
import { damagedText, damageSaid, refused, storeTrouble } from '../../src/table/errors.ts';
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
