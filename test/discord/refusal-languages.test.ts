/**
 * Issue 28 on the fake Discord: a refusal of the table or the league (a `UserError` given as a
 * `Said`, src/table/errors.ts) is a private answer, so it reads its reader's language
 * (docs/localisation.md, *Who reads which language*): a pt-BR client reads it in Portuguese, an
 * en-US client the English sentence it read before, word for word. `/hegemony settings`' "Saved: …"
 * words the clock's settings in the reader's language too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { applyAll, createGame, defaultOptions, said } from '../../src/engine/index.ts';
import { cardName, sayText } from '../../src/i18n/said.ts';
import type { CommandInput, FakeUser } from '../../src/local-discord/index.ts';
import { StoreUnavailableError } from '../../src/store/errors.ts';
import { withAutomas } from '../../src/table/automa-seats.ts';
import { refused, storeTrouble, UserError } from '../../src/table/errors.ts';
import { lobbyExpired } from '../../src/table/lobbies.ts';
import { questionFor, waitingSeats } from '../../src/table/questions.ts';
import { parseReminderHours, wholeInRange } from '../../src/table/settings-input.ts';
import { type Harness, readersForFile } from './harness.ts';

let h: Harness;
let ana: FakeUser;
let bob: FakeUser;
const readers = readersForFile({
  gameSeeds: ['refusals-1', 'refusals-2'],
  guilds: [{ channels: ['mesa', 'vazia', 'outra'] }],
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
        wholeInRange('/hegemony me quiet-from', 30, 0, 23);
      } catch (error) {
        return error as UserError;
      }
    })();
    expect(refusal).toBeInstanceOf(UserError);
    expect(refusal?.message).toBe('quiet-from is a whole number from 0 to 23.');
    expect(refusal?.textIn('en')).toBe('quiet-from is a whole number from 0 to 23.');
    // The option as a Portuguese client registers it (commands.hegemony.options.me.options.quiet-from).
    expect(refusal?.textIn('pt-BR')).toBe('silencio-de é um número inteiro de 0 a 23.');
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

/** The refusal `work` throws (a test fails if it throws none, or something else). */
function refusalOf(work: () => unknown): UserError {
  try {
    work();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('nothing was refused');
}

describe('the refusals converted last, in the reader’s language (issue 28)', () => {
  const reply = async (who: FakeUser, channel: string, command: string, options: CommandInput) =>
    (await who.slash(h.fake.channel(channel), command, options)).reply?.content;

  it('reminders typed wrong: the refusal and its help sentence, each in the reader’s language', async () => {
    await ana.slash(h.fake.channel('vazia'), 'hegemony', {
      subcommand: 'me',
      options: { language: 'pt-BR' },
    });
    const typed = { subcommand: 'settings', options: { reminders: '12, 12' } } as const;
    expect(await reply(ana, 'vazia', 'hegemony', typed)).toBe(
      '12 h aparece duas vezes. Os lembretes são horas inteiras antes do prazo, por exemplo "12, 2", ou "none" para nenhum lembrete.',
    );
    expect(await reply(bob, 'vazia', 'hegemony', typed)).toBe(
      '12 h is given twice. Reminders are whole hours before the deadline, e.g. "12, 2", or "none" for no reminders.',
    );
  });

  it('a new game’s seat choices: a class given to an Automa is refused with the Automa named in the reader’s words', async () => {
    const typed = {
      subcommand: 'new',
      options: { players: 2, class: 'capitalist', automa: 'capitalist', mode: 'advanced' },
    } as const;
    expect(await reply(ana, 'vazia', 'hegemony', typed)).toBe(
      'A vaga Classe Capitalista será jogada pelo Automa (avançado); entre em outra vaga.',
    );
    expect(await reply(bob, 'vazia', 'hegemony', typed)).toBe(
      'The Capitalist Class is to be played by the Automa (advanced); join another class.',
    );
  });

  it('a channel that already has a game, and a start with seats still open', async () => {
    await bob.slash(h.fake.channel('outra'), 'hegemony', { subcommand: 'new', options: { players: 3 } });
    const again = { subcommand: 'new', options: { players: 2 } } as const;
    expect(await reply(ana, 'outra', 'hegemony', again)).toMatch(
      /^Este canal já tem um jogo \(esperando jogadores\) — https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+\. Um jogo por canal: /,
    );
    expect(await reply(bob, 'outra', 'hegemony', again)).toMatch(
      /^This channel already has a game \(waiting for players\) — https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+\. One game per channel: finish or abandon it, or start one in another channel or thread\.$/,
    );
  });

  it('the league’s own refusals: a second league in the server', async () => {
    const create = (name: string) => ({ subcommand: 'create', options: { name } }) as const;
    await bob.slash(h.fake.channel('mesa'), 'league', create('Liga Um'));
    expect(await reply(ana, 'mesa', 'league', create('Outra'))).toBe(
      'Este servidor já tem uma liga, **Liga Um**: uma liga por servidor.',
    );
    expect(await reply(bob, 'mesa', 'league', create('Other'))).toBe(
      'This server already has a league, **Liga Um**: one league per server.',
    );
  });

  it('the engine’s refusal of an answer is worded by its code: who is waited for, and the question', () => {
    const game = createGame(defaultOptions(3), 'refusal-languages');
    const waited = waitingSeats(game).map((w) => w.seat);
    const other = (['working', 'middle', 'capitalist'] as const).find((c) => !waited.includes(c));
    const notYours = applyAll(game, other ?? 'state', ['x']);
    if (notYours.ok) throw new Error('an answer out of turn was taken');
    const refusal = refused(`engine.${notYours.code}`, notYours.params);
    expect(refusal.message).toBe(notYours.message);
    expect(refusal.textIn('pt-BR')).toMatch(
      /^Não é a sua vez: esperando Classe (Trabalhadora|Média|Capitalista)/,
    );
    const seat = waited[0] as ClassId;
    const notOffered = applyAll(game, seat, ['no-such-option']);
    if (notOffered.ok) throw new Error('an answer not on offer was taken');
    const offered = refused(`engine.${notOffered.code}`, notOffered.params);
    // English as the engine wrote it before its prompts became keys, byte for byte; Portuguese
    // names the question in Portuguese.
    const asked = questionFor(game, seat);
    if (!asked) throw new Error('no question');
    expect(offered.message).toBe(`That is not one of the choices for: ${sayText('en', asked.said)}`);
    expect(offered.textIn('pt-BR')).toMatch(/^Essa não é uma das escolhas para: /);
    expect(offered.textIn('pt-BR')).toContain(sayText('pt-BR', asked.said));
  });

  it('voting ahead, undo’s asking, the lobby’s expiry, the store, the answer note: Portuguese and English', () => {
    const cases: Array<[UserError, string, string]> = [
      [
        refused('answer.aheadNoBill', { n: 3, class: 'middle' }),
        'There is no Bill on Policy 3 for the Middle Class to vote on.',
        'Não há Projeto de Lei na Política 3 para a vaga Classe Média votar.',
      ],
      [refused('undoAsk.agreed'), 'You have already agreed.', 'Você já concordou.'],
      [
        lobbyExpired({ expiryMs: 48 * 3_600_000, perHost: 3 }),
        'This lobby has expired (lobbies stay open 48 hours). Start a new one with `/hegemony new`.',
        'Este lobby expirou (os lobbies ficam abertos 48 horas). Comece um novo com `/hegemony new`.',
      ],
      [
        refusalOf(() => withAutomas(defaultOptions(2), { working: 'simple', capitalist: 'simple' })),
        'Every seat would be an Automa: a game needs at least one player.',
        'Todas as vagas seriam de Automas: um jogo precisa de pelo menos um jogador.',
      ],
      [
        refusalOf(() => parseReminderHours('')),
        'The reminders were left blank. Reminders are whole hours before the deadline, e.g. "12, 2", or "none" for no reminders.',
        'Os lembretes ficaram em branco. Os lembretes são horas inteiras antes do prazo, por exemplo "12, 2", ou "none" para nenhum lembrete.',
      ],
    ];
    for (const [refusal, english, portuguese] of cases) {
      expect(refusal.message).toBe(english);
      expect(refusal.textIn('en')).toBe(english);
      expect(refusal.textIn('pt-BR')).toBe(portuguese);
    }
    const failed = new StoreUnavailableError('write', new Error('down'));
    expect(storeTrouble(failed)).toBe(
      '⚠️ **Nothing was saved**: the game store did not accept the change, so your move was not made. Please try again in a moment.',
    );
    expect(storeTrouble(failed, 'pt-BR')).toMatch(/^⚠️ \*\*Nada foi salvo\*\*/);
    // "✅ …" after a move: the turn menu's option in the reader's words.
    const card = createGame(defaultOptions(3), 'refusal-languages').classes.working.hand[0] as string;
    const play = said('option.turn', { turnOption: `play:${card}` });
    expect(sayText('en', play)).toBe(`Play ${cardName('en', card)}`);
    expect(sayText('pt-BR', play)).toBe(`Jogar ${cardName('pt-BR', card)}`);
    expect(cardName('pt-BR', card)).not.toBe(cardName('en', card));
  });
});
