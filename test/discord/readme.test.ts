import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { COMMAND_HELP } from '../../src/discord/help.ts';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
const howToPlay = readme.slice(readme.indexOf('## How to play'), readme.indexOf('## Tests'));

it('lists every command in the README and in /rules, one line each', () => {
  const names = COMMANDS.map((c) => c.data.name);
  for (const name of names) {
    expect(howToPlay, `README: /${name}`).toMatch(new RegExp(`^- \`/${name}\\b`, 'm'));
    expect(
      COMMAND_HELP.some(([usage]) => usage.startsWith(`/${name}`)),
      `/rules: /${name}`,
    ).toBe(true);
  }
  for (const [usage] of COMMAND_HELP) expect(howToPlay).toContain(`\`${usage}\``);
  const subcommands = COMMANDS.flatMap((c) =>
    (c.data.toJSON().options ?? []).filter((o) => o.type === 1).map((o) => `/${c.data.name} ${o.name}`),
  );
  for (const sub of subcommands) expect(howToPlay).toContain(`\`${sub}`);
});
