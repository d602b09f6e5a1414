/**
 * Issue 28 on the fake Discord: a complete 4-player game with every module in a server whose
 * language is Português do Brasil, three players' clients in pt-BR and one in en-US. The channel
 * (board, turn messages, round logs) reads Portuguese wherever the bot writes it; each player's
 * panels and answers read their own language. The engine's event lines ("• …") too: the engine
 * hands over keys and ids, the catalogue words them in the game's language (src/i18n/said.ts).
 */
import { Locale } from 'discord.js';
import { expect, it } from 'vitest';
import type { FakeMessage } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { startHarness } from '../discord/harness.ts';
import { seeded, Table } from '../discord/table.ts';
import { ENGLISH_WORDS } from '../i18n/english-words.ts';

/** English words of the engine's prompts and option labels, which no Portuguese panel holds. */
const PANEL_ENGLISH =
  /\b(the|The|you|your|which|Which|and|of|Done|Buy|Sell|Spend|Keep|Pay|Give|with|for|from|Worker|Workers|Company|each)\b/;

/** The bot's own English words a Portuguese channel must not show (the English catalogue's). */
const ENGLISH = [
  'your move',
  'Waiting for',
  'Final scores',
  'Open my panel',
  'Place your bid',
  'The game begins',
  'Game over',
  'Round ',
  'Policies',
  'Treasury',
  ' VP',
  'Crisis Response',
  'Hidden Agenda',
  'Historical Event',
  'Benefits:',
  'has answered in secret',
];

it('plays a 4-player game with every module in pt-BR, one player reading English, to the final scores', async () => {
  const h = await startHarness({
    quietMs: 2,
    gameSeeds: ['e2e-4-1917'],
    guilds: [{ channels: ['jogo'], preferredLocale: Locale.PortugueseBR }],
  });
  try {
    const users = [
      h.fake.user('ana', { locale: Locale.PortugueseBR }),
      h.fake.user('ben', { locale: Locale.PortugueseBR }),
      h.fake.user('cleo', { locale: Locale.PortugueseBR }),
      h.fake.user('dev', { locale: Locale.EnglishUS }),
    ];
    const channel = h.fake.channel('jogo');
    const table = new Table(h.fake, channel, users, () => h.app.bot.context.publisher.idle());
    await table.open(4, { all: true });
    const answers = await table.playToEnd(seeded(1917));
    expect(answers).toBeGreaterThan(200);
    expect(h.fake.violations).toEqual([]);
    const record = (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
    expect(record.status).toBe('finished');
    expect(record.language).toBe('pt-BR');

    // The channel: the board's final scores and every message the bot wrote, in Portuguese.
    const board = table.board;
    expect(board.embeds[0]?.title).toBe('Hegemony — Fim de jogo');
    expect(board.embeds[0]?.fields?.find((f) => f.name === '🏆 Placar final')?.value).toMatch(/PV\*\*/);
    const texts = h.fake
      .publicMessages(channel)
      .flatMap((m) => [
        m.content,
        ...m.embeds.flatMap((e) => [
          e.title,
          e.description,
          ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
        ]),
        JSON.stringify(m.components),
      ])
      .filter((x): x is string => typeof x === 'string');
    const botLines = texts.flatMap((t) => t.split('\n'));
    const english = botLines.filter((line) => ENGLISH.some((w) => line.includes(w)));
    expect(english).toEqual([]);
    // The engine's event lines are the game's too: hundreds of them, none in English.
    const events = botLines.filter((line) => line.startsWith('• '));
    expect(events.length).toBeGreaterThan(300);
    expect(events.filter((line) => ENGLISH_WORDS.test(line))).toEqual([]);
    expect(events).toContainEqual(expect.stringMatching(/^• Rodada 1: começa a Fase de Ações\.$/));
    expect(texts.join('\n')).toContain('Fim de jogo!');

    // Each player's own answers in their language: Portuguese for three, English for dev.
    const titles = (player: number) =>
      table.results
        .filter((r) => (r.interaction.member?.user?.id ?? r.interaction.user?.id) === users[player]?.id)
        .flatMap((r) => (r.reply as FakeMessage | undefined)?.embeds ?? [])
        .map((e) => e.title ?? '')
        .filter((t) => /— -?\d+ (VP|PV)$/.test(t));
    expect(titles(3).length).toBeGreaterThan(5);
    expect(titles(3).every((t) => t.endsWith(' VP'))).toBe(true);
    for (const player of [0, 1, 2]) {
      expect(titles(player).length).toBeGreaterThan(5);
      expect(titles(player).every((t) => t.endsWith(' PV'))).toBe(true);
    }
    // Their panels too (issue 28): every question's prompt and options, and the panel's own words,
    // in Portuguese for the three — hundreds of panels, none with an English word of the engine.
    const panelTexts = (player: number) =>
      table.results
        .filter((r) => (r.interaction.member?.user?.id ?? r.interaction.user?.id) === users[player]?.id)
        .flatMap((r) => {
          const panel = r.reply as FakeMessage | undefined;
          type Component = { label?: string; placeholder?: string; options?: Array<{ label: string }> };
          const rows = (panel?.components ?? []) as unknown as Array<{ components?: Component[] }>;
          return [
            panel?.content ?? '',
            ...rows.flatMap((row) =>
              (row.components ?? []).flatMap((c) => [
                c.label ?? '',
                c.placeholder ?? '',
                ...(c.options ?? []).map((o) => o.label),
              ]),
            ),
          ];
        })
        .filter(Boolean);
    for (const player of [0, 1, 2]) {
      const words = panelTexts(player);
      expect(words.length).toBeGreaterThan(100);
      expect(words.filter((w) => PANEL_ENGLISH.test(w))).toEqual([]);
    }
    expect(panelTexts(3).some((w) => PANEL_ENGLISH.test(w))).toBe(true);
    const dev = users[3]!;
    expect((await dev.slash(channel, 'score')).reply?.embeds[0]?.title).toBe('Final scores');
    expect((await users[0]!.slash(channel, 'score')).reply?.embeds[0]?.title).toBe('Placar final');
  } finally {
    await h.stop();
  }
}, 400_000);
