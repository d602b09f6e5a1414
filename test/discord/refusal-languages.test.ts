/**
 * Issue 28 on the fake Discord: a refusal of the table or the league (a `UserError` given as a
 * `Said`, src/table/errors.ts) is a private answer, so it reads its reader's language
 * (docs/localisation.md, *Who reads which language*): a pt-BR client reads it in Portuguese, an
 * en-US client the English sentence it read before, word for word. `/hegemony settings`' "Saved: …"
 * words the clock's settings in the reader's language too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeUser } from '../../src/local-discord/index.ts';
import { refused, UserError } from '../../src/table/errors.ts';
import { wholeInRange } from '../../src/table/settings-input.ts';
import { type Harness, readersForFile } from './harness.ts';

let h: Harness;
let ana: FakeUser;
let bob: FakeUser;
const readers = readersForFile({
  gameSeeds: ['refusals-1'],
  guilds: [{ channels: ['mesa', 'vazia'] }],
});
beforeAll(() => {
  ({ h, ana, bob } = readers);
});

describe('refusals in the reader’s language', () => {
  it('a typed command with no game in the channel: Portuguese for a pt-BR client, English as before for en-US', async () => {
    const empty = h.fake.channel('vazia');
    const options = { subcommand: 'settings', options: { 'deadline-hours': 24 } } as const;
    expect((await ana.slash(empty, 'hegemony', options)).reply?.content).toBe(
      'Não há jogo neste canal. Comece um com `/hegemony new`.',
    );
    expect((await bob.slash(empty, 'hegemony', options)).reply?.content).toBe(
      'There is no game in this channel. Start one with `/hegemony new`.',
    );
  });

  it('a number out of range (a request Discord did not check) is refused in the reader’s language', () => {
    // The fake Discord, as Discord, checks an option's bounds: a forged request reaches wholeInRange.
    const refusal = (() => {
      try {
        wholeInRange('quiet-from', 30, 0, 23);
      } catch (error) {
        return error as UserError;
      }
    })();
    expect(refusal).toBeInstanceOf(UserError);
    expect(refusal?.message).toBe('quiet-from is a whole number from 0 to 23.');
    expect(refusal?.textIn('en')).toBe('quiet-from is a whole number from 0 to 23.');
    expect(refusal?.textIn('pt-BR')).toBe('quiet-from é um número inteiro de 0 a 23.');
    // A class is a parameter worded by the game's words of each language.
    const noSeat = refused('game.noSeat', { class: 'state' });
    expect(noSeat.message).toBe('This game has no State.');
    expect(noSeat.textIn('pt-BR')).toBe('Este jogo não tem a vaga Estado.');
  });

  it('a league refusal (no league yet) is in the reader’s language', async () => {
    const here = h.fake.channel('mesa');
    expect((await ana.slash(here, 'league', { subcommand: 'join' })).reply?.content).toBe(
      'Este servidor ainda não tem liga: `/league create name:` cria uma.',
    );
    expect((await bob.slash(here, 'league', { subcommand: 'join' })).reply?.content).toBe(
      'This server has no league yet: `/league create name:` starts one.',
    );
  });

  it('/hegemony settings says what it saved in the reader’s language, English as before', async () => {
    const here = h.fake.channel('mesa');
    await ana.slash(here, 'hegemony', { subcommand: 'new', options: { players: 2, language: 'en' } });
    const options = { subcommand: 'settings', options: { 'deadline-hours': 24, reminders: 'none' } } as const;
    const salvo = (await ana.slash(here, 'hegemony', options)).reply?.content ?? '';
    expect(salvo).toMatch(/^Salvo: /);
    expect(salvo).not.toMatch(/deadline|reminder|hours/i);
    // The same answer to a reader who chose English: the sentence it was before, word for word.
    await ana.slash(here, 'hegemony', { subcommand: 'me', options: { language: 'en' } });
    expect((await ana.slash(here, 'hegemony', options)).reply?.content).toBe(
      'Saved: 24 h to answer, no reminders; a seat is opened to volunteers after 3 missed in a row.',
    );
  });
});
