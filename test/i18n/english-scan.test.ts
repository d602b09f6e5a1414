/**
 * The scan for English a player would read outside the catalogue (issue 28, must-show 1;
 * `npm run english-scan` runs it over src/discord, src/render and commands/). It catches a literal
 * written in a presenter, lets through what no player reads, and finds none in the presenters
 * converted so far. The whole-tree check joins this file once the conversion is complete
 * (docs/localisation.md lists what remains).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanSource } from '../../scripts/english-scan/scan.ts';

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

  it.each([
    'src/discord/present/panel.ts',
    'src/discord/present/lobby.ts',
    'src/discord/present/board.ts',
    'src/discord/present/asked.ts',
    'src/discord/present/turn.ts',
    'src/discord/present/log.ts',
    'src/discord/present/score.ts',
    'src/discord/present/menu.ts',
    'src/discord/present/modules.ts',
    'src/discord/present/mine.ts',
    'src/discord/present/offer.ts',
    'src/discord/present/clock.ts',
    'src/discord/channel-log.ts',
    'src/discord/present/status.ts',
    'src/discord/present/why.ts',
    'src/discord/command-words.ts',
    'src/discord/locale.ts',
    'src/discord/present/automa.ts',
    'commands/automa.ts',
    'src/discord/present/hint.ts',
    'src/discord/present/direct.ts',
    'src/discord/present/history.ts',
    'src/discord/game-list.ts',
    'src/discord/present/turning-points.ts',
    'src/discord/present/steps.ts',
    'src/discord/present/stats.ts',
    'commands/stats.ts',
    'src/discord/present/automa-trace.ts',
    'src/discord/present/events.ts',
    'src/discord/direct.ts',
    'src/discord/since.ts',
  ])('%s, converted, holds no English literal', (file) => {
    expect(scanSource(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
