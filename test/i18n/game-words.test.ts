/**
 * The game's own words in Brazilian Portuguese (docs/localisation.md): every card of src/data has a
 * Portuguese name and text, nothing is a forgotten copy of the English, the English words stay what
 * the bot says today, and the font of the pictures can draw every character.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AUTOMAS,
  CAPITALIST_AI_CARDS,
  MIDDLE_AI_CARDS,
  WORKING_AI_CARDS,
} from '../../src/data/automa/index.ts';
import { DECKS, EXPANSION_DECKS } from '../../src/data/index.ts';
import { defaultOptions, type GameState } from '../../src/engine/index.ts';
import { rulesFor } from '../../src/engine/ruleset.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';
import { EN } from '../../src/i18n/game-words/en.ts';
import {
  ACTION_IDS,
  aiCardLine,
  cardWords,
  countedText,
  GAME_LOCALES,
  type GameWords,
  gameWords,
  SCORE_REASON_IDS,
} from '../../src/i18n/game-words/index.ts';
import { ACTION_CARD_NAMES, ACTION_CARD_TEXTS } from '../../src/i18n/game-words/pt-BR/action-cards.ts';
import {
  AI_CARD_LINES,
  AUTOMA_DESCRIPTIONS,
  CHECK_RULE_LINES,
} from '../../src/i18n/game-words/pt-BR/automa.ts';
import { COMPANY_NAMES } from '../../src/i18n/game-words/pt-BR/composed.ts';
import { CRISIS_AND_CONTROL_DESCRIPTIONS } from '../../src/i18n/game-words/pt-BR/crisis-and-control.ts';
import { ACTION_CARD_DETAILS } from '../../src/i18n/game-words/pt-BR/descriptions.ts';
import { EVENT_TASKS, HISTORICAL_EVENT_DESCRIPTIONS } from '../../src/i18n/game-words/pt-BR/events.ts';
import { PT_BR } from '../../src/i18n/game-words/pt-BR/index.ts';
import { SAME_IN_BOTH } from '../../src/i18n/game-words/pt-BR/same-in-both.ts';
import { FONT_FILES, parseMetrics } from '../../src/render/font.ts';

interface AnyCard {
  id: string;
  name?: string;
  text: string;
}
const ALL_DECKS = Object.entries({ ...DECKS, ...EXPANSION_DECKS }) as Array<[string, readonly AnyCard[]]>;
const ALL_CARDS = ALL_DECKS.flatMap(([, cards]) => cards);
const ACTION_CARDS = ALL_DECKS.filter(([deck]) => deck.startsWith('actions.')).flatMap(([, cards]) => cards);
const AI_CARDS = [...WORKING_AI_CARDS, ...MIDDLE_AI_CARDS, ...CAPITALIST_AI_CARDS];
/** Discord's longest select-option label; card texts are written to fit one (src/data/common.ts). */
const LABEL_MAX = 100;

/** The lines of an AI card that `/automa` shows besides its name and summary. */
function aiLines(card: (typeof AI_CARDS)[number]): string[] {
  return [card.bonus?.text, card.special.text, ...(card.specialPriority ?? []).map((r) => r.text)].filter(
    (t): t is string => t !== undefined,
  );
}

/** Every string of a language's vocabulary (not its cards), with where it is. */
function vocabularyStrings(words: GameWords): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push([path, value]);
    else if (value && typeof value === 'object' && !(value instanceof Map))
      for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  const { cards: _cards, ...vocabulary } = words;
  walk(vocabulary, 'words');
  return out;
}

describe('every card of src/data has Portuguese words', () => {
  it('a name and a text for every card of every deck, each fitting a select option', () => {
    const missing: string[] = [];
    for (const card of ALL_CARDS) {
      const pt = cardWords('pt-BR', card.id);
      if (!pt || pt.name.trim() === '' || pt.text.trim() === '') missing.push(card.id);
      else {
        expect(pt.text.length, `${card.id}: ${pt.text}`).toBeLessThanOrEqual(LABEL_MAX);
        expect(pt.name.length, `${card.id}: ${pt.name}`).toBeLessThanOrEqual(LABEL_MAX);
      }
    }
    expect(missing).toEqual([]);
    expect(PT_BR.cards.size).toBe(ALL_CARDS.length);
  });

  it('no Portuguese table names a card, slug or line that src/data does not have', () => {
    const ids = new Set(ALL_CARDS.map((c) => c.id));
    const slugs = new Set(ACTION_CARDS.map((c) => c.id.slice(c.id.indexOf('.') + 1)));
    expect(Object.keys(ACTION_CARD_NAMES).filter((s) => !slugs.has(s))).toEqual([]);
    expect(Object.keys(ACTION_CARD_TEXTS).filter((k) => !slugs.has(k) && !ids.has(k))).toEqual([]);
    expect(Object.keys(COMPANY_NAMES).filter((id) => !ids.has(id))).toEqual([]);
    expect([...PT_BR.cards.keys()].filter((id) => !ids.has(id))).toEqual([]);
    const described = [
      EVENT_TASKS,
      HISTORICAL_EVENT_DESCRIPTIONS,
      CRISIS_AND_CONTROL_DESCRIPTIONS,
      AUTOMA_DESCRIPTIONS,
    ].flatMap((table) => Object.keys(table));
    expect(described.filter((id) => !ids.has(id))).toEqual([]);
    const lines = new Set(AI_CARDS.flatMap(aiLines));
    expect(Object.keys(AI_CARD_LINES).filter((l) => !lines.has(l))).toEqual([]);
    const checkLines = new Set(
      Object.values(AUTOMAS).flatMap((a) => a.instructionCards.flatMap((c) => c.rules.map((r) => r.text))),
    );
    expect(Object.keys(CHECK_RULE_LINES).filter((l) => !checkLines.has(l))).toEqual([]);
  });

  it('an Action card text shared by slug is only used where every class’s English card says the same', () => {
    // A slug's text stands for the card in every class's deck; where the decks differ (Health
    // Crisis sells 6 for the Middle Class, 9 for the Capitalist Class) each needs its own.
    const bySlug = new Map<string, Set<string>>();
    for (const card of ACTION_CARDS) {
      const slug = card.id.slice(card.id.indexOf('.') + 1);
      bySlug.set(slug, (bySlug.get(slug) ?? new Set()).add(card.text));
    }
    const wrong = [...bySlug]
      .filter(([slug, texts]) => texts.size > 1 && slug in ACTION_CARD_TEXTS)
      .map(([slug]) => slug);
    expect(wrong).toEqual([]);
  });

  it('every line of every AI card that /automa shows has a Portuguese line that fits', () => {
    const missing: string[] = [];
    for (const card of AI_CARDS)
      for (const line of aiLines(card)) {
        const pt = aiCardLine('pt-BR', line);
        if (pt === undefined) missing.push(`${card.id}: ${line}`);
        else expect(pt.length, pt).toBeLessThanOrEqual(LABEL_MAX);
      }
    expect(missing).toEqual([]);
  });

  it('every card has a Portuguese description for /card, within the length src/data keeps', () => {
    for (const card of ALL_CARDS)
      expect(cardWords('pt-BR', card.id)?.description.length ?? 0, card.id).toBeLessThanOrEqual(1000);
    const missing = ALL_CARDS.filter((card) => !cardWords('pt-BR', card.id)?.description).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  it('an Action card has a Portuguese detail exactly where its English description says more than its text', () => {
    const english = (card: AnyCard) => cardWords('en', card.id)?.description ?? '';
    const hasDetail = (card: AnyCard) => !english(card).startsWith(`${card.text}.`);
    const mismatched = ACTION_CARDS.filter((card) => {
      const slug = card.id.slice(card.id.indexOf('.') + 1);
      return hasDetail(card) !== (card.id in ACTION_CARD_DETAILS || slug in ACTION_CARD_DETAILS);
    }).map((c) => c.id);
    expect(mismatched).toEqual([]);
    expect(
      Object.keys(ACTION_CARD_DETAILS).filter(
        (k) => !ACTION_CARDS.some((c) => c.id === k || c.id.endsWith(`.${k}`)),
      ),
    ).toEqual([]);
  });

  it('an Action card description ends with the card’s requirement, Legitimacy icons and module, as in English', () => {
    for (const card of ACTION_CARDS) {
      const en = cardWords('en', card.id)?.description ?? '';
      const pt = cardWords('pt-BR', card.id)?.description ?? '';
      expect(pt.includes('Jogue pelo efeito só com'), card.id).toBe(
        en.includes('Play for its effect only with'),
      );
      expect(pt.includes('4 jogadores:'), card.id).toBe(en.includes('4 players:'));
      expect(pt.endsWith('Carta de Crisis & Control.'), card.id).toBe(en.endsWith('Crisis & Control card.'));
    }
  });

  it('a card id no deck has gets no words rather than a guess', () => {
    expect(cardWords('pt-BR', 'working.no-such-card')).toBeUndefined();
    expect(aiCardLine('pt-BR', 'A line no AI card prints.')).toBeUndefined();
  });
});

describe('nothing Portuguese is a forgotten copy of the English', () => {
  const words = /[A-Za-z]{3}/;
  const copied = (pt: string, en: string | undefined) => pt === en && words.test(pt) && !SAME_IN_BOTH.has(pt);

  it('no card name or text is the English one, except the names kept on purpose', () => {
    const copies = ALL_CARDS.flatMap((card) => {
      const pt = cardWords('pt-BR', card.id);
      const en = cardWords('en', card.id);
      return [
        copied(pt?.name ?? '', en?.name) ? `${card.id} name: ${pt?.name}` : null,
        copied(pt?.text ?? '', en?.text) ? `${card.id} text: ${pt?.text}` : null,
        copied(pt?.description ?? '', en?.description) ? `${card.id} description` : null,
      ].filter(Boolean);
    });
    expect(copies).toEqual([]);
    const lines = Object.entries(AI_CARD_LINES).filter(([en, pt]) => copied(pt, en));
    expect(lines).toEqual([]);
  });

  it('no word of the vocabulary is the English one, except the words kept on purpose', () => {
    const en = new Map(vocabularyStrings(EN));
    const copies = vocabularyStrings(PT_BR).filter(([path, pt]) => copied(pt, en.get(path)));
    expect(copies).toEqual([]);
  });

  it('every word kept on purpose is still used and still the same in both', () => {
    const ptStrings = new Set([
      ...vocabularyStrings(PT_BR).map(([, s]) => s),
      ...[...PT_BR.cards.values()].flatMap((w) => [w.name, w.text]),
    ]);
    expect([...SAME_IN_BOTH.keys()].filter((w) => !ptStrings.has(w))).toEqual([]);
  });

  it('the check catches a forgotten copy', () => {
    expect(copied('Propose a Bill', EN.actions['propose-bill'])).toBe(true);
    expect(copied('Propor um Projeto de Lei', EN.actions['propose-bill'])).toBe(false);
    expect(copied('3A: +2.', '3A: +2.')).toBe(false);
  });
});

describe('the words cover what the engine names', () => {
  const allModules = () => {
    const options = defaultOptions(4);
    for (const m of Object.keys(options.modules) as Array<keyof typeof options.modules>)
      options.modules[m] = true;
    return options;
  };

  it('every Basic and Free Action of a game with every module has a name (Historical Events: their card’s)', () => {
    const known = new Set<string>(ACTION_IDS);
    const unnamed = rulesFor(allModules())
      .actions.map((a) => a.id)
      .filter((id) => !known.has(id) && !(id.startsWith('he.') && PT_BR.cards.has(id)));
    expect(unnamed).toEqual([]);
  });

  it('the English action names are the engine’s', () => {
    for (const a of rulesFor(allModules()).actions)
      if ((ACTION_IDS as readonly string[]).includes(a.id))
        expect(EN.actions[a.id as (typeof ACTION_IDS)[number]], a.id).toBe(a.name);
  });

  it('every phase of the engine is named in both languages (the board takes its English names from EN)', () => {
    const phases: Record<GameState['phase'], string> = PT_BR.phases;
    expect(Object.keys(phases).sort()).toEqual(Object.keys(EN.phases).sort());
  });

  it('every reason a played game scores VP for is a known score reason, a card’s id, "used …" or "… in section …"', () => {
    // Random games with every module, and one base game, score for every kind of reason there is.
    const fixed = new Set<string>(SCORE_REASON_IDS);
    const cardIds = new Set(EN.cards.keys());
    const unknown = new Set<string>();
    const seen = new Set<string>();
    const games = [
      playRandomGame(4, 'words-1', { modules: allModules().modules }),
      playRandomGame(4, 'words-2', { modules: allModules().modules }),
      // Alternative Events need 4 players.
      playRandomGame(3, 'words-3', { modules: { ...allModules().modules, alternativeEvents: false } }),
      playRandomGame(2, 'words-4'),
    ];
    for (const game of games) {
      expect(game.error).toBeNull();
      for (const [, , reason] of game.state.ledger) {
        seen.add(reason);
        if (
          !fixed.has(reason) &&
          !cardIds.has(reason) &&
          !/^used (food|luxury|health|education)$/.test(reason) &&
          !/^\d+ polic(y|ies) in section [ABC]$/.test(reason)
        )
          unknown.add(reason);
      }
    }
    // The games score for many kinds of reason (31 with these seeds), so the check has something to check.
    expect(seen.size).toBeGreaterThan(20);
    expect([...unknown]).toEqual([]);
  });

  it('the English one-word AI icons are the ones the AI cards’ summaries use', () => {
    for (const card of AI_CARDS)
      expect(
        card.text.startsWith(
          `#${card.number} ${card.actions.map((a) => EN.automa.iconShort[a]).join(' › ')}`,
        ),
      ).toBe(true);
  });

  it('English card words are src/data’s own text, unchanged', () => {
    for (const card of ALL_CARDS) {
      expect(cardWords('en', card.id)?.text).toBe(card.text);
      if (card.name) expect(cardWords('en', card.id)?.name).toBe(card.name);
    }
  });
});

describe('docs/localisation.md', () => {
  it('lists every Portuguese card name for the community to check', () => {
    const doc = readFileSync(new URL('../../docs/localisation.md', import.meta.url), 'utf8');
    const listed = new Set(
      doc
        .split('\n')
        .map((line) => /^\| (.+) \| (.+) \|$/.exec(line)?.[2])
        .filter((pt): pt is string => pt !== undefined),
    );
    const named = ALL_CARDS.filter(
      (c) => c.name !== undefined && !/^automa\.\w+\.(\d+|priority\.)/.test(c.id),
    );
    const unlisted = named.map((c) => cardWords('pt-BR', c.id)?.name).filter((pt) => pt && !listed.has(pt));
    expect(unlisted).toEqual([]);
  });
});

describe('counted words', () => {
  it('take the language’s own plural form and fill in their parameters', () => {
    const pt = gameWords('pt-BR');
    expect(countedText('pt-BR', pt.scoreReasons['bill passed'], 1)).toBe('um Projeto de Lei aprovado');
    expect(countedText('pt-BR', pt.scoreReasons['bill passed'], 3)).toBe('3 Projetos de Lei aprovados');
    expect(countedText('pt-BR', pt.scorePolicies, 4, { section: 'A' })).toBe('4 Políticas na seção A');
    expect(countedText('pt-BR', pt.scoreUsed, 2, { good: pt.resources.health })).toBe(
      'Prosperidade por usar Saúde (2 vezes)',
    );
    // Portuguese counts 0 as singular, English as plural.
    expect(countedText('pt-BR', pt.terms.worker, 0)).toBe('Trabalhador');
    expect(countedText('en', gameWords('en').terms.worker, 0)).toBe('Workers');
  });
});

describe('the pictures’ font draws every character of the game’s words', () => {
  // Barlow Semi Condensed, both weights the pictures use (src/render/font.ts), read from its cmap.
  const fonts = Object.entries(FONT_FILES).map(([weight, file]) => ({
    weight,
    glyphs: parseMetrics(readFileSync(file)).glyphs,
  }));

  function characters(locale: (typeof GAME_LOCALES)[number]): Set<string> {
    const words = gameWords(locale);
    const all = [
      ...vocabularyStrings(words).map(([, s]) => s),
      ...[...words.cards.values()].flatMap((w) => [w.name, w.text, w.description]),
      ...AI_CARDS.flatMap(aiLines).map((line) => aiCardLine(locale, line) ?? ''),
    ];
    return new Set(all.join('').replace(/\{\w+\}/g, ''));
  }

  /**
   * Characters a language's words may use that the font lacks: the English Export cards' "2→20"
   * (src/data/decks.ts). Only Discord shows those texts (the board picture draws an Export card from
   * its numbers); the Portuguese ones write "2›20".
   */
  const NOT_IN_FONT: Record<(typeof GAME_LOCALES)[number], string[]> = { en: ['→'], 'pt-BR': [] };

  for (const locale of GAME_LOCALES)
    it(`every character of the ${locale} words has a glyph in both weights`, () => {
      const chars = characters(locale);
      for (const { weight, glyphs } of fonts) {
        const missing = [...chars].filter((ch) => !glyphs.has(ch.codePointAt(0) ?? 0));
        expect(missing, `weight ${weight}`).toEqual(NOT_IN_FONT[locale]);
      }
    });

  it('the Portuguese words use the accented letters, and the font has every one of Portuguese', () => {
    const chars = characters('pt-BR');
    for (const ch of 'áâãàçéêíóôõú') expect(chars.has(ch), ch).toBe(true);
    // Capitals too, for titles: the font must draw them even where today's words do not use them.
    for (const { weight, glyphs } of fonts)
      for (const ch of 'áâãàçéêíóôõúüÁÂÃÀÇÉÊÍÓÔÕÚÜ')
        expect(glyphs.has(ch.codePointAt(0) ?? 0), `${ch} ${weight}`).toBe(true);
  });

  it('the glyph check catches a character the font lacks', () => {
    const glyphs = fonts[0]?.glyphs;
    expect(glyphs?.has('ã'.codePointAt(0) ?? 0)).toBe(true);
    expect(glyphs?.has('字'.codePointAt(0) ?? 0)).toBe(false);
  });
});
