/**
 * The scan for English a player would read outside the catalogue (issue 28, must-show 1;
 * `npm run english-scan` runs it over src/discord, src/render and commands/). It catches a literal
 * written in a presenter, lets through what no player reads, and finds none in the presenters
 * finds none left anywhere in the three folders.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanSource, scanTree } from '../../scripts/english-scan/scan.ts';

describe('the English scan', () => {
  it('catches an English sentence written in a presenter, and a refusal’s', () => {
    const source = `
      import { t } from '../../i18n/index.ts';
      export function panel(l) {
        return { title: t(l, 'panel.since'), footer: { text: 'Only you can see this.' } };
      }
      export function refuse() { throw new UserError(\`You cannot play \${name} now.\`, 'invalid'); }
    `;
    const found = scanSource('src/discord/present/example.ts', source);
    expect(found.map((f) => [f.line, f.text])).toEqual([
      [4, 'Only you can see this.'],
      [6, 'You cannot play   now.'],
    ]);
  });

  it('catches a one-word label ("Undo") but not an id or what no player reads', () => {
    const source = `
      import x from './words.ts';
      const KIND = { turn: 'their turn' };
      export const button = { label: 'Undo', custom_id: encodeCustomId({ kind: 'undo' }), style: 'quiet' };
      log.info({ game }, 'game created');
      if (kind === 'agenda.keep') throw new Error('no state for this game');
      builder.setName('deadline-hours');
      type Tone = 'quiet' | 'plain words';
      const svg = \`<rect x="\${x}" width="\${w}" fill="\${c}"/>\`;
    `;
    expect(scanSource('src/discord/x.ts', source).map((f) => f.text)).toEqual(['their turn', 'Undo']);
  });

  it('lets through a slash command usage by its ids, an Error subclass’s message and the typeface’s name', () => {
    const source = `
      export const HELP = [['/hegemony new [players] automa:capitalist', 'rules.what.hegemonyNew']];
      const usage = \`/league report \${name}\`;
      class Busy extends Error { constructor() { super('the board picture queue is full'); } }
      class Refused extends UserError { constructor() { super('Nothing to change here'); } }
      export const FONT_FAMILY = 'Barlow Semi Condensed';
      const shown = 'Barlow Semi Condensed';
    `;
    expect(scanSource('src/discord/x.ts', source).map((f) => f.text)).toEqual([
      'Nothing to change here',
      'Barlow Semi Condensed',
    ]);
  });

  it('finds no English literal left in src/discord, src/render and commands/', () => {
    expect(scanTree(join(import.meta.dirname, '../..'))).toEqual([]);
  });
});
