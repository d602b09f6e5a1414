/**
 * The registered command JSON (what deploy-commands sends) carries Portuguese for every command,
 * subcommand, option and choice, within Discord's rules (../shared/design/discord-testing.md §5).
 */
import { SlashCommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { localiseCommand } from '../../src/discord/command-words.ts';
import { COMMAND_NAME, LIMITS } from '../../src/discord/limits.ts';
import { CATALOGUES } from '../../src/i18n/index.ts';

interface Node {
  name: string;
  description: string;
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
  options?: Node[];
  choices?: Array<{ name: string; name_localizations?: Record<string, string>; value: unknown }>;
}

const registered = COMMANDS.map((c) => c.data.toJSON() as unknown as Node);

/** Every command, subcommand and option with where it sits ("hegemony new language"). */
function nodes(
  list: readonly Node[],
  path = '',
): Array<{ path: string; node: Node; siblings: readonly Node[] }> {
  return list.flatMap((node) => {
    const here = `${path}${node.name}`;
    return [{ path: here, node, siblings: list }, ...nodes(node.options ?? [], `${here} `)];
  });
}
const all = nodes(registered);

describe('slash commands in Português do Brasil (issue 28, must-show 3)', () => {
  it('every command, subcommand and option has a pt-BR name and description within the limits', () => {
    expect(all.length).toBeGreaterThan(100);
    for (const { path, node } of all) {
      const name = node.name_localizations?.['pt-BR'];
      const description = node.description_localizations?.['pt-BR'];
      expect(name, path).toBeDefined();
      expect(description, path).toBeDefined();
      for (const n of [node.name, name!]) {
        expect(n, path).toMatch(COMMAND_NAME);
        expect(n, path).toBe(n.toLowerCase());
        expect([...n].length, path).toBeLessThanOrEqual(LIMITS.commandName);
      }
      for (const d of [node.description, description!]) {
        expect(d.length, path).toBeGreaterThanOrEqual(1);
        expect(d.length, path).toBeLessThanOrEqual(LIMITS.commandDescription);
      }
    }
  });

  it('every choice has a pt-BR name of 1–100 characters', () => {
    const choices = all.flatMap(({ path, node }) => (node.choices ?? []).map((c) => ({ path, c })));
    expect(choices.length).toBeGreaterThan(30);
    for (const { path, c } of choices) {
      const pt = c.name_localizations?.['pt-BR'];
      expect(pt, `${path} ${String(c.value)}`).toBeDefined();
      for (const n of [c.name, pt!]) {
        expect(n.length).toBeGreaterThanOrEqual(1);
        expect(n.length).toBeLessThanOrEqual(LIMITS.choiceName);
      }
    }
  });

  it('Portuguese names are unique among siblings, as the English ones are', () => {
    const levels = new Set(all.map((a) => a.siblings));
    for (const siblings of levels) {
      for (const lang of ['en', 'pt-BR']) {
        const names = siblings.map((s) => (lang === 'en' ? s.name : s.name_localizations?.['pt-BR']));
        expect(new Set(names).size, `${lang}: ${names.join(', ')}`).toBe(names.length);
      }
    }
  });

  it('a Portuguese client reads Portuguese: /hegemony new language: and the mode choices', () => {
    const hegemony = registered.find((c) => c.name === 'hegemony')!;
    const nova = hegemony.options!.find((o) => o.name === 'new')!;
    expect(nova.name_localizations?.['pt-BR']).toBe('nova');
    const mode = nova.options!.find((o) => o.name === 'mode')!;
    expect(mode.choices!.map((c) => c.name_localizations?.['pt-BR'])).toEqual(['Simples', 'Avançado']);
    expect(nova.options!.find((o) => o.name === 'language')?.name_localizations?.['pt-BR']).toBe('idioma');
  });

  it('every command the catalogue words is registered (no words for a command that is gone)', () => {
    type Words = { name: string; options?: Record<string, Words> };
    const paths = (words: Record<string, Words>, path = ''): string[] =>
      Object.entries(words).flatMap(([key, w]) => [
        `${path}${key}`,
        ...paths(w.options ?? {}, `${path}${key} `),
      ]);
    const worded = paths(CATALOGUES.en.commands as unknown as Record<string, Words>);
    expect(worded.sort()).toEqual(all.map((a) => a.path).sort());
  });

  it('a command the catalogue has no words for is refused when the bot loads', () => {
    const stray = new SlashCommandBuilder().setName('stray');
    expect(() => localiseCommand(stray)).toThrow(/stray/);
    const option = new SlashCommandBuilder().setName('why').addStringOption((o) => o.setName('colour'));
    expect(() => localiseCommand(option)).toThrow(/why colour/);
  });
});
