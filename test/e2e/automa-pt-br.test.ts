/**
 * Issue 28 on the fake Discord: a game against two Automas (simple mode, with the Historical Events)
 * in a server that reads Português do Brasil. Every Automa line of the channel — its move, where the
 * move stood on its AI card and why, a Historical Event it takes or leaves — reads Portuguese: the
 * Automa's procedure (src/automa) hands over keys and ids (`automaWhy.*`), worded in the game's
 * language, and no English reason of it is left in the channel.
 */
import { Locale } from 'discord.js';
import { expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/index.ts';
import type { FakeMessage } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { startHarness } from '../discord/harness.ts';
import { seeded, tappingTable } from '../discord/table.ts';
import { catalogueFragments } from '../i18n/english-words.ts';

it('plays a game against two Automas in pt-BR: the channel shows every Automa reason in Portuguese, none in English', async () => {
  const h = await startHarness({
    quietMs: 2,
    gameSeeds: ['e2e-automa-pt-br-1'],
    guilds: [{ channels: ['jogo'], preferredLocale: Locale.PortugueseBR }],
  });
  try {
    const host = h.fake.user('ana', { locale: Locale.PortugueseBR });
    const channel = h.fake.channel('jogo');
    const created = await host.slash(channel, 'hegemony', {
      subcommand: 'new',
      options: { players: 3, automa: 'working, capitalist', mode: 'simple', 'historical-events': true },
    });
    expect(created.ephemeral).toBe(false);
    const key = gameKey(channel.guildId, channel.id);
    const stored = () => h.app.store.get(key) as Promise<GameRecord>;
    for (let i = 0; (await stored())?.status !== 'playing'; i++) {
      if (i > 200) throw new Error('the game was not dealt');
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await stored()).language).toBe('pt-BR');
    const table = tappingTable(h, channel, [host]);
    table.lobbyId = (created.reply as FakeMessage).id;
    await table.settle();
    expect(await table.playToEnd(seeded(28))).toBeGreaterThan(30);
    expect((await stored()).status).toBe('finished');

    const lines = h.fake
      .publicMessages(channel)
      .flatMap((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')])
      .flatMap((text) => text.split('\n'));
    const automaLines = lines.filter((l) => l.includes('🤖') && l.includes('carta de IA'));
    expect(automaLines.length).toBeGreaterThan(20);

    // No English reason, place or rule of the Automa's procedure anywhere in the channel.
    const english = catalogueFragments(CATALOGUES.en.automaWhy);
    expect(english.length).toBeGreaterThan(40);
    const left = lines.filter((l) => english.some((f) => l.includes(f)));
    expect(left).toEqual([]);
    for (const l of automaLines) expect(l, l).not.toMatch(/\b(AI card|the|The|its|it|can|and|of|nothing)\b/);

    // The Portuguese words are there instead: where a move stood on its AI card, and why.
    const portuguese = catalogueFragments(CATALOGUES['pt-BR'].automaWhy);
    const worded = automaLines.filter((l) => portuguese.some((f) => l.includes(f)) || /\d+ª ação/.test(l));
    expect(worded.length).toBeGreaterThan(automaLines.length / 2);
    // A Historical Event the Automa took, said in Portuguese (this seed's game has one).
    const historical = catalogueFragments(CATALOGUES['pt-BR'].automaWhy.historical);
    expect(lines.filter((l) => historical.some((f) => l.includes(f))).length).toBeGreaterThan(0);
  } finally {
    await h.stop();
  }
}, 240_000);
