/**
 * Issue 28: an Automa's checks (crisis-and-control.txt, AI Checks: each CHECK line it read, what it
 * saw, what it moved) in the reader's words — in `/automa`'s Why? trace, its "This turn's checks"
 * field and the move's reason. The engine records keys under `automaWhy.check.` with ids and
 * numbers (src/engine/automa/checks.ts). English reads exactly as before:
 * fixtures/english-check-words.json was written from the engine's own English lines, before the
 * engine handed over keys. It was written again when the Automa's play changed (a question made
 * from the one before it became a new question, so the Automa's random last resorts roll anew): the
 * 4-player game and the first 15 turns of the 2-player game read byte for byte as before, and 2,232
 * of the 2,301 check lines are lines of the earlier file. It was written again when the Automas
 * were brought closer to their cards (automated Companies count as operational for the Capitalist
 * Automa, so it may build where only an automated Company of that industry stood; a Skilled Worker
 * Criteria bullet's own tie-breaks narrow only the options it kept, which changes the Middle Class
 * Automa's skilled Worker at setup): the first 13 turns of the 2-player game and the first turn of
 * the 4-player game read as before, and 2,080 of the 2,303 check lines are lines of the earlier
 * file. It was written again when Check Companies' "a resource it can't currently produce" came to
 * count only operational Companies (components.md §2.14): the Capitalist Automa's idle starting
 * Clinic and College no longer make Health and Education, so from its first turn in both games a
 * Health or Education Market Company is new to it (in the 2-player game Build Company +1 puts
 * building above the Bill it proposed); the turns before read as before, and 2,069 of the 2,307
 * check lines are lines of the earlier file. A state saved before holds English lines: they are
 * shown as they are.
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../src/automa/context.ts';
import { decideFor } from '../../src/automa/index.ts';
import { AUTOMAS } from '../../src/data/automa/index.ts';
import { automaEmbed } from '../../src/discord/present/automa.ts';
import { checksTrace } from '../../src/discord/present/automa-trace.ts';
import { type GameState, pending, type Question, view } from '../../src/engine/index.ts';
import { checkRuleLine } from '../../src/i18n/game-words/index.ts';
import { CATALOGUES, t } from '../../src/i18n/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import { checkWordsOfGames, traced } from '../discord/automa-games.ts';
import { catalogueFragments, ENGLISH_WORDS } from './english-words.ts';
import english from './fixtures/english-check-words.json' with { type: 'json' };

/** The English a Portuguese check line may not hold: the check's own words and the CHECK cards' lines. */
const ENGLISH_CHECKS = [
  ...catalogueFragments(CATALOGUES.en.automaWhy.check, 10),
  ...Object.values(AUTOMAS).flatMap((a) => a.instructionCards.flatMap((c) => c.rules.map((r) => r.text))),
];

describe("an Automa's checks in words", () => {
  it('read in English exactly as the engine wrote them before (two advanced-mode games, every Automa)', () => {
    const words = checkWordsOfGames('en');
    expect(words.length).toBe(125);
    expect(words).toEqual(english);
  });

  it('read in Portuguese with no English word: the trace, /automa’s checks, the move’s reason', () => {
    const portuguese = checkWordsOfGames('pt-BR');
    expect(portuguese.length).toBe(english.length);
    const lines = portuguese.flatMap((w, i) => {
      // The same lines as in English, each worded.
      expect(w.checks.length).toBe(english[i]?.checks.length);
      return [...w.checks, ...(w.field ?? '').split('\n'), w.why];
    });
    expect(lines.length).toBeGreaterThan(2000);
    const left = lines.filter(
      (line) => ENGLISH_WORDS.test(line) || ENGLISH_CHECKS.some((e) => line.includes(e)),
    );
    expect(left).toEqual([]);
    // Cards, Policies and goods by their Portuguese names.
    const all = lines.join('\n');
    expect(all).toContain('ACT: Verificar Políticas');
    expect(all).toContain('Mercado de Trabalho 2');
    expect(all).toMatch(/Empresas? sujeitas? a Greve/);
    expect(all).not.toMatch(/\{\{|automaWhy\.|check\.saw\./);
  });

  it('every line of every CHECK card has Portuguese words', () => {
    for (const a of Object.values(AUTOMAS))
      for (const card of a.instructionCards)
        card.rules.forEach((rule, i) => {
          expect(checkRuleLine('en', `${card.id}#${i}`)).toBe(rule.text);
          expect(checkRuleLine('pt-BR', `${card.id}#${i}`), rule.text).not.toBe(rule.text);
        });
  });
});

/** The Automa's state as the first advanced-mode move of a game finds it, its checks run. */
function atFirstMove(): { state: GameState; q: Question } {
  let found: { state: GameState; q: Question } | undefined;
  traced(2, 'advanced', 'check-words-2', {
    onMove(state, q) {
      found ??= { state: structuredClone(state), q };
    },
  });
  if (!found) throw new Error('no Automa move');
  return found;
}

describe('a state saved before the checks were keys (English lines)', () => {
  const { state, q } = atFirstMove();
  const automa = state.automa?.[q.seat as 'working'];
  if (!automa?.checks?.length || !automa.trace?.checks) throw new Error('no checks');
  const old = structuredClone(state);
  const oldAutoma = old.automa?.[q.seat as 'working'];
  if (!oldAutoma?.checks || !oldAutoma.trace?.checks) throw new Error('no checks');
  // As it was saved: every word an English sentence.
  for (const m of oldAutoma.checks) m.why = sayText('en', m.why, 'automaWhy');
  for (const c of oldAutoma.trace.checks) {
    c.card = sayText('en', c.card, 'automaWhy');
    for (const line of c.lines) {
      line.rule = sayText('en', line.rule, 'automaWhy');
      line.saw = sayText('en', line.saw, 'automaWhy');
    }
  }
  const field = (l: 'en' | 'pt-BR', g: GameState) =>
    automaEmbed(l, view(g, 'public'), q.seat as 'working').fields?.find(
      (f) => f.name === t(l, 'automa.checks'),
    )?.value;

  it('/automa shows its checks as they were saved, in English', () => {
    expect(field('en', old)).toBe(field('en', state));
    const pt = field('pt-BR', old) ?? '';
    for (const m of oldAutoma.checks ?? []) expect(pt).toContain(m.why as string);
  });

  it('the Why? trace shows its CHECK lines as they were saved', () => {
    expect(checksTrace('en', oldAutoma.trace?.checks ?? [])).toEqual(
      checksTrace('en', automa.trace?.checks ?? []),
    );
    const pt = checksTrace('pt-BR', oldAutoma.trace?.checks ?? []).join('\n');
    for (const c of oldAutoma.trace?.checks ?? [])
      for (const line of c.lines) expect(pt).toContain(line.saw as string);
  });

  it('the Automa moves as it would have, and says what its checks raised in the same English', () => {
    const why = (d: Decision) => (d.why ? sayText('en', d.why, 'automaWhy') : '');
    const now = decideFor(state, q);
    const before = decideFor(old, pending(old).find((p) => p.seat === q.seat) as Question);
    expect(before.answer).toBe(now.answer);
    expect(why(before)).toBe(why(now));
    expect(why(now)).toContain('raised by its checks');
  });
});
