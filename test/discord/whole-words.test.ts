/**
 * Nothing is cut in the middle of a word: a scan over every option of every question, as the
 * player's panel shows it (button or select: label and description), and every public log line
 * of 20 random 4-player games with every module on. The engine makes labels short (a card's name)
 * and gives what the option does as its description; the panel fits a description to Discord's
 * 100 characters between words; a log line is never cut at all.
 */
import { expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { clip, LIMITS } from '../../src/discord/limits.ts';
import { wordedOption } from '../../src/discord/present/menu.ts';
import { questionComponents } from '../../src/discord/present/panel.ts';
import { followUps } from '../../src/discord/present/steps.ts';
import { TURN_SIZE } from '../../src/discord/present/turn.ts';
import { apply, createGame, defaultOptions, type GameState, type Question } from '../../src/engine/index.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';
import { sayText } from '../../src/i18n/said.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { labelOf } from '../engine/testing.ts';

const MODULES = {
  historicalEvents: true,
  crisisResponse: true,
  alternativeEvents: true,
  hiddenAgendas: true,
  extraActionCards: true,
};

/** `shown` is `full`, or `full` cut between two words with "…". */
function wholeWords(shown: string, full: string): boolean {
  if (shown === full) return true;
  if (!shown.endsWith('…')) return false;
  const kept = shown.slice(0, -1);
  return full.startsWith(kept) && /^\s/.test(full.slice(kept.length));
}

/** Brackets and quotes opened are closed: a text cut short leaves one open ("(no Immediate V."). */
function balanced(text: string): boolean {
  const count = (c: string) => [...text].filter((x) => x === c).length;
  return count('(') === count(')') && count('[') === count(']') && count('“') === count('”');
}

interface Shown {
  label: string;
  description?: string;
}

/** What the panel shows for each option of a question (buttons, or the select's options page by page). */
function shownOptions(state: GameState, q: Question): Shown[] {
  const record = { id: 'scan', state } as GameRecord;
  const out: Shown[] = [];
  const pages = Math.max(1, Math.ceil(q.options.length / LIMITS.selectOptions));
  for (let page = 0; page < pages; page++) {
    for (const row of questionComponents(record, q.seat as ClassId, q, page))
      for (const c of row.components) {
        // Answer buttons (the bot's own "All … at the minimum" is no option of the engine's).
        if (
          c.type === 2 &&
          'custom_id' in c &&
          c.custom_id.startsWith('hg:a:') &&
          !c.custom_id.endsWith(':*min')
        )
          out.push({ label: c.label ?? '' });
        if (c.type === 3) out.push(...c.options.map((o) => ({ label: o.label, description: o.description })));
      }
    if (out.length >= q.options.length) break;
  }
  return out;
}

it('cuts no option label, option description or log line in the middle of a word (20 random games, every module)', () => {
  let options = 0;
  let described = 0;
  let lines = 0;
  const problems: string[] = [];
  for (let n = 1; n <= 20; n++) {
    const seed = `whole-words-${n}`;
    const game = playRandomGame(4, seed, {
      modules: MODULES,
      checkInvariants: false,
      answer(state, q) {
        // The options' English words: a label is never cut (it fits Discord as it is).
        const full = new Set<string>();
        for (const o of q.options) {
          options++;
          full.add(labelOf(o));
          if ([...labelOf(o)].length > LIMITS.selectOptionText)
            problems.push(`label over 100: ${labelOf(o)}`);
          if (!balanced(labelOf(o))) problems.push(`label cut: ${labelOf(o)}`);
          // Its text as the English panel words it (a card's, an action's summary, the turn's end).
          const description = wordedOption(q.kind, o, 'en').description;
          if (description !== undefined) {
            described++;
            full.add(description);
          }
        }
        // Two steps in one: the next question's texts, and each pair's "option — next" label.
        for (const [i, next] of followUps(state, q.seat, q)) {
          const o = wordedOption(q.kind, q.options[i]!, 'en');
          for (const n of next.options) {
            const worded = wordedOption(next.kind, n, 'en');
            full.add(worded.label);
            full.add(`${o.short ?? o.label} — ${worded.label}`);
            if (worded.description) full.add(worded.description);
          }
        }
        // What the panel shows is one of them, whole or cut between words.
        const shown = shownOptions(state, q);
        expect(shown.length, `${q.kind}: something to answer`).toBeGreaterThan(0);
        for (const s of shown)
          for (const text of [s.label, ...(s.description ? [s.description] : [])])
            if (!full.has(text) && ![...full].some((f) => wholeWords(text, f)))
              problems.push(`shown cut mid-word: ${text}`);
        return undefined;
      },
    });
    expect(game.completed, `${seed}: ${game.error}`).toBe(true);
    // The same game again, answer by answer, for its log lines.
    const o = defaultOptions(4);
    Object.assign(o.modules, MODULES);
    let state = createGame(o, seed);
    for (const [seat, id] of game.answers) {
      const r = apply(state, seat, id);
      if (!r.ok) throw new Error(`replay refused ${id}`);
      for (const e of r.events.filter((e) => e.to === 'public')) {
        lines++;
        const text = sayText('en', e);
        const line = `• ${text}`;
        if (!balanced(text) || text.includes('…')) problems.push(`log line cut: ${text}`);
        // A line fits the turn message whole, so it is never clipped there.
        if ([...line].length > TURN_SIZE) problems.push(`log line too long: ${text.slice(0, 80)}`);
      }
      state = r.state;
    }
  }
  console.log(JSON.stringify({ games: 20, options, described, lines }));
  expect(problems.slice(0, 10)).toEqual([]);
  expect(options).toBeGreaterThan(10_000);
  expect(described).toBeGreaterThan(1000);
  expect(lines).toBeGreaterThan(10_000);
}, 300_000);

it('fits a long text between words, never inside one', () => {
  const text = 'Pay half the total (rounded up) to the State, then take one more Action card from the deck';
  const cut = clip(text, 40);
  expect(cut).toBe('Pay half the total (rounded up) to the…');
  expect(wholeWords(cut, text)).toBe(true);
  expect(clip('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
});
