/**
 * Issue 28: `/rules` and `/league` in Portuguese. A pt-BR reader's `/rules` names each command and
 * option as their client shows it (`/hegemony nova [jogadores]`), an English reader's is as before;
 * the league's public answers (created, a season started, the standings) are in the server's
 * language, `/league help` in the reader's.
 */
import { Locale } from 'discord.js';
import { beforeAll, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import type { FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { automaModeOf } from '../../src/table/automa-seats.ts';
import { type Harness, readersForFile } from './harness.ts';

let h: Harness;
let ana: FakeUser;
let bob: FakeUser;
const readers = readersForFile({
  guilds: [{ channels: ['geral', 'solo', 'recusa'], preferredLocale: Locale.PortugueseBR }],
});
beforeAll(() => {
  ({ h, ana, bob } = readers);
});

const fieldsOf = (m: FakeMessage | undefined) => (m?.embeds[0]?.fields ?? []).map((f) => f.value).join('\n');

it('/rules names the commands as the reader’s client shows them', async () => {
  const pt = (await ana.slash(h.fake.channel('geral'), 'rules')).reply;
  expect(pt?.embeds[0]?.title).toBe('Jogando Hegemony no Discord');
  expect(pt?.embeds[0]?.description).toContain('`/hegemony nova jogadores:4` abre um saguão');
  expect(pt?.embeds[0]?.description).toContain('Aperte **Abrir meu painel** no tabuleiro (ou digite `/mao`)');
  const ptLines = fieldsOf(pt);
  expect(ptLines).toContain('`/hegemony nova [jogadores] [classe] [modulos]');
  expect(ptLines).toContain('`/acao nome carta` — descarta uma carta para uma Ação Básica');
  expect(ptLines).toContain('`/regras` — esta ajuda');
  expect(pt?.embeds[0]?.fields?.[0]?.name).toBe('Comandos');
  // No English usage or description is left.
  expect(ptLines).not.toMatch(/\/hegemony new|\/hand\b|\/league|discard a card/);

  const en = (await bob.slash(h.fake.channel('geral'), 'rules')).reply;
  expect(en?.embeds[0]?.title).toBe('Playing Hegemony on Discord');
  expect(en?.embeds[0]?.description).toContain('**Start:** `/hegemony new players:4` opens a lobby');
  expect(fieldsOf(en)).toContain('`/action name card` — discard a card for a Basic Action');
  expect(en?.embeds[0]?.fields?.[0]?.name).toBe('Commands');
});

it('/league answers the channel in the server’s language and /league help in the reader’s', async () => {
  const channel = h.fake.channel('geral');
  // An English client, a Portuguese server: the league's public messages are Portuguese.
  const created = await bob.slash(channel, 'league', { subcommand: 'create', options: { name: 'Liga Rio' } });
  expect(created.ephemeral).toBe(false);
  expect(created.reply?.content).toBe(
    '🏛️ **Liga Rio** — 0 membro; nenhuma temporada ainda; mesas de 4; partidas com Automas não contam no rating.\n`/liga entrar` para participar; `/liga ajuda` para saber como funciona.',
  );
  const joined = await ana.slash(channel, 'league', { subcommand: 'join' });
  expect(joined.reply?.content).toBe(`<@${ana.id}> entrou na **Liga Rio**.`);
  const started = await bob.slash(channel, 'league', { subcommandGroup: 'season', subcommand: 'start' });
  expect(started.reply?.content).toBe(
    '🏁 A **Temporada 1** começou. `/liga entrar` para jogar; um organizador roda `/liga agendar` a cada rodada.',
  );
  const standings = (await ana.slash(channel, 'league', { subcommand: 'standings' })).reply;
  expect(standings?.embeds[0]?.title).toBe('Liga Rio — classificação');
  expect(standings?.embeds[0]?.description).toContain(
    'Temporada 1 · nenhuma rodada ainda · 0 jogador com rating',
  );
  expect(standings?.embeds[0]?.footer?.text).toBe(
    'Página 1 de 1 · rating = μ − 3σ (veja /liga ajuda) · T/M/C/E: vitórias/partidas por classe',
  );

  // The help is private: each reader's own language.
  const ptHelp = (await ana.slash(channel, 'league', { subcommand: 'help' })).reply;
  expect(ptHelp?.embeds[0]?.title).toBe('Ligas');
  expect(fieldsOf(ptHelp)).toContain('`/liga criar nome` — cria a liga deste servidor');
  expect(fieldsOf(ptHelp)).toContain('pela classificação atual');
  expect(fieldsOf(ptHelp)).toContain('pelo id `partida:`');
  const enHelp = (await bob.slash(channel, 'league', { subcommand: 'help' })).reply;
  expect(enHelp?.embeds[0]?.title).toBe('Leagues');
  expect(fieldsOf(enHelp)).toContain(
    '`/league join` — join the league (`/league leave` to stop being scheduled; your results stay)',
  );
  expect(fieldsOf(enHelp)).toContain('a bot game by `game:` id');
  // A refusal of a report is the reporter's: English for the English client.
  const refused = await bob.slash(channel, 'league', { subcommand: 'report', options: { first: ana.id } });
  expect(refused.ephemeral).toBe(true);
  expect(refused.reply?.content).toBe('Give both `first` and `first-class` for each player.');
  const recusado = await ana.slash(channel, 'league', { subcommand: 'report', options: { first: bob.id } });
  expect(recusado.reply?.content).toBe('Dê `primeiro` e `primeiro-classe` para cada jogador.');
});

it('/hegemony new takes the classes by their Portuguese names too, and refuses in the reader’s language', async () => {
  const solo = h.fake.channel('solo');
  const opened = await ana.slash(solo, 'hegemony', {
    subcommand: 'new',
    options: { players: 3, automa: 'Classe Média, capitalista' },
  });
  expect(opened.ephemeral).toBe(false);
  const record = (await h.app.store.get(gameKey(solo.guildId, solo.id))) as GameRecord;
  expect(['working', 'middle', 'capitalist'].map((c) => automaModeOf(record, c as ClassId))).toEqual([
    undefined,
    'simple',
    'simple',
  ]);
  const refused = await ana.slash(h.fake.channel('recusa'), 'hegemony', {
    subcommand: 'new',
    options: { players: 2, automa: 'banqueiros' },
  });
  expect(refused.ephemeral).toBe(true);
  expect(refused.reply?.content).toBe(
    '"banqueiros" não é uma classe; nomeie uma ou mais de working, middle, capitalist.',
  );
  const modeAlone = await bob.slash(h.fake.channel('recusa'), 'hegemony', {
    subcommand: 'new',
    options: { players: 2, mode: 'advanced' },
  });
  expect(modeAlone.reply?.content).toBe('`mode:` is for the Automas: name them with `automa:`.');
});
