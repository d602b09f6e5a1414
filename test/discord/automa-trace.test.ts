/**
 * The Automa's line and trace as presented (present/automa-trace.ts): over whole games of every
 * Automa in both modes, each move's line is one sentence of at most 160 characters, never cut
 * mid-word, naming the AI card; each turn's trace reads the card, every CHECK line as printed and
 * the move tried in order; a trace too long for one message comes whole as a file.
 */
import { describe, expect, it } from 'vitest';
import type { AutomaTurnTrace } from '../../src/automa/index.ts';
import { AUTOMA_NAMES } from '../../src/data/automa/index.ts';
import { LIMITS } from '../../src/discord/limits.ts';
import {
  AUTOMA_LINE_MAX,
  automaLine,
  automaLineSaid,
  automaTraceMessage,
  turnTrace,
} from '../../src/discord/present/automa-trace.ts';
import { gameWords } from '../../src/i18n/game-words/index.ts';
import { CATALOGUES } from '../../src/i18n/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import { catalogueFragments } from '../i18n/english-words.ts';
import { traced } from './automa-games.ts';

/**
 * The fixed words of the English `automaWhy` catalogue (between its parameters), long enough to be
 * its own: none may be left in a Portuguese trace.
 */
const ENGLISH_WHY = catalogueFragments(CATALOGUES.en.automaWhy, 14);

describe.each([
  [2, 'simple'],
  [2, 'advanced'],
  [3, 'simple'],
  [3, 'advanced'],
] as const)('%ip %s, a whole game of Automas', (players, mode) => {
  const turns = traced(players, mode, `present-${players}-${mode}`);

  it('one line per move: at most 160 characters, the Automa and its AI card named, no word cut', () => {
    expect(turns).toHaveLength(players * 25);
    for (const t of turns) {
      const move = t.decisions[0]?.move;
      if (!move) throw new Error('a turn without its move');
      const line = automaLine('en', automaLineSaid(move));
      expect([...line].length).toBeLessThanOrEqual(AUTOMA_LINE_MAX);
      expect(line.startsWith(`🤖 ${AUTOMA_NAMES[t.seat]} `)).toBe(true);
      expect(line).toContain(`AI card ${move.card}`);
      // A cut ends with an ellipsis after a whole word.
      for (const cut of line.match(/\S*…/g) ?? []) expect(cut === '…' || /\w…$/.test(cut)).toBe(true);
    }
  });

  it('one line per move in a pt-BR game too: the Automa, its move, its AI card, where it stood and why in Portuguese (issue 28)', () => {
    let worded = 0;
    for (const t of turns) {
      const move = t.decisions[0]?.move;
      if (!move) throw new Error('a turn without its move');
      const line = automaLine('pt-BR', automaLineSaid(move));
      expect([...line].length).toBeLessThanOrEqual(AUTOMA_LINE_MAX);
      expect(line.startsWith(`🤖 ${gameWords('pt-BR').automa.names[t.seat]} `)).toBe(true);
      // The procedure's place and reason are keys (src/automa): the Portuguese line says them in
      // Portuguese after the AI card, and no English reason is left in it.
      if (move.card !== null) expect(line).toContain(`(carta de IA ${move.card}`);
      const lastResort = move.place.key === 'place.lastResort';
      if (!lastResort) expect(line).toContain(sayText('pt-BR', move.place, 'automaWhy'));
      const english = move.reason ? sayText('en', move.reason, 'automaWhy') : '';
      const portuguese = move.reason ? sayText('pt-BR', move.reason, 'automaWhy') : '';
      // A reason that is only an AI card's reference ("6A/6B") reads the same in both.
      if (portuguese !== english) {
        worded++;
        expect(line).not.toContain(english.slice(0, 20));
        expect(line).toContain(portuguese.slice(0, 12));
      }
    }
    expect(worded).toBeGreaterThan(0);
  });

  it('the trace reads each move tried, its reason, each Instruction card bullet and the rule followed in the reader’s language (issue 28)', () => {
    let bullets = 0;
    for (const t of turns) {
      const english = turnTrace('en', t).join('\n');
      const portuguese = turnTrace('pt-BR', t).join('\n');
      for (const d of t.decisions)
        for (const n of d.narrowed)
          for (const b of n.bullets) {
            bullets++;
            // A bullet's own tie-break is drawn under it.
            const mark = b.tie ? '      ↳ ' : '    · ';
            expect(english).toContain(`${mark}${sayText('en', b.bullet, 'automaWhy')}: `);
            expect(portuguese).toContain(`${mark}${sayText('pt-BR', b.bullet, 'automaWhy')}: `);
            // The options a bullet kept are keys, named in Portuguese with no English word left.
            for (const k of b.kept) {
              expect(typeof k, String(k)).toBe('object');
              expect(sayText('pt-BR', k)).not.toMatch(/\b(Worker|Company|the|and|of|for)\b|\{\{|event\./);
            }
          }
      for (const tried of t.decisions[0]?.move?.tried ?? []) {
        expect(portuguese).toContain(sayText('pt-BR', tried.place, 'automaWhy'));
        if (tried.offered && tried.reason)
          expect(portuguese).toContain(sayText('pt-BR', tried.reason, 'automaWhy'));
      }
      // None of the procedure's English words is left in its own lines: the moves tried, the
      // bullets and the rules. The engine's CHECK lines are the engine's words.
      const own = turnTrace('pt-BR', t).flatMap((line) =>
        /^ {2}[✘✔] |^ {4}\(/.test(line)
          ? [line]
          : line.startsWith('    · ') || line.startsWith('      ↳ ')
            ? [line.split(': ')[0] ?? '']
            : [],
      );
      const left = ENGLISH_WHY.filter((f) => own.some((line) => line.includes(f)));
      expect(left, own.join('\n')).toEqual([]);
    }
    expect(bullets).toBeGreaterThan(0);
  });

  it('the trace reads the card, each check line as printed with what it saw and moved, and the move', () => {
    for (const t of turns) {
      const text = turnTrace('en', t).join('\n');
      expect(text).toContain(`${AUTOMA_NAMES[t.seat]} (${mode})`);
      for (const check of t.record.checks ?? [])
        for (const l of check.lines)
          expect(text).toContain(
            `• ${sayText('en', l.rule, 'automaWhy')} — saw: ${sayText('en', l.saw, 'automaWhy')} → `,
          );
      for (const tried of t.decisions[0]?.move?.tried ?? [])
        expect(text).toContain(sayText('en', tried.place, 'automaWhy'));
      const message = automaTraceMessage('en', t);
      const total = (message.embeds ?? []).reduce(
        (n, e) => n + [...(e.title ?? '')].length + [...(e.description ?? '')].length,
        0,
      );
      expect(total).toBeLessThanOrEqual(LIMITS.embedTotal);
      if (message.files) expect(message.files[0]?.data.toString()).toBe(`${text}\n`);
    }
  });
});

/** An Automa turn's trace with 40 lines that moved nothing added to each check: too long for one message. */
function longTrace(saw: string): { long: AutomaTurnTrace; quiet: { rule: string; saw: string; moved: [] } } {
  const [turn] = traced(2, 'advanced', 'present-long');
  if (!turn?.record.checks) throw new Error('no checks');
  const quiet = {
    rule: 'A line that moved nothing, long enough to fill a message quickly.',
    saw,
    moved: [] as [],
  };
  const long: AutomaTurnTrace = {
    ...turn,
    record: {
      ...turn.record,
      checks: turn.record.checks.map((c) => ({ ...c, lines: [...c.lines, ...Array(40).fill(quiet)] })),
    },
  };
  return { long, quiet };
}

describe('a trace too long for one message', () => {
  it('folds the lines that moved nothing into counts and comes whole as a file', () => {
    const { long, quiet } = longTrace('nothing');
    const message = automaTraceMessage('en', long);
    expect(message.files).toHaveLength(1);
    const shown = (message.embeds ?? []).map((e) => e.description).join('\n');
    expect(shown).toMatch(/\(\d+ more lines read, moving nothing\)/);
    expect(message.files?.[0]?.data.toString()).toContain(quiet.rule);
  });

  it('reads in Portuguese for a pt-BR reader: its title, checks and folded counts (issue 28)', () => {
    const { long } = longTrace('x');
    const message = automaTraceMessage('pt-BR', long);
    const [first] = message.embeds ?? [];
    expect(first?.title).toMatch(/^Por quê\? .+ — rodada \d+, turno \d+$/);
    const shown = (message.embeds ?? []).map((e) => e.description).join('\n');
    expect(shown).toMatch(/\(mais \d+ linhas lidas, sem mover nada\)/);
    expect(message.files?.[0]?.data.toString()).toContain('Verificação 1 — ');
    expect(message.files?.[0]?.data.toString()).not.toContain('Check 1 — ');
  });
});
