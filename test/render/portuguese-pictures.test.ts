/**
 * Issue 28: the pictures in Portuguese. A pt-BR board, class board, final scores and Automa are
 * drawn with the Portuguese catalogue and game words (no English label left), every text inside the
 * picture and legible on a phone, and the bundled font draws every accented letter Portuguese uses:
 * each is in the font's cmap in both weights and its outline is a real glyph, not the empty
 * .notdef box a missing character falls back to.
 */
import { describe, expect, it } from 'vitest';
import { score, view } from '../../src/engine/index.ts';
import { CATALOGUES } from '../../src/i18n/index.ts';
import { automaDrawing } from '../../src/render/automa.ts';
import { boardDrawing } from '../../src/render/board.ts';
import { classBoardDrawing } from '../../src/render/class-board.ts';
import { finalDrawing } from '../../src/render/final.ts';
import { missingGlyphs, textPath } from '../../src/render/font.ts';
import { renderBoard } from '../../src/render/index.ts';
import { drawnIn } from '../../src/render/words.ts';
import { automaGame, turnUpToMove } from '../engine/automa/helpers.ts';
import { crowdedState, randomState } from './fixtures.ts';
import { expectLegibleOnPhone } from './legibility.ts';
import { checkSvg, textsOf } from './svg-checks.ts';

/** Every letter Portuguese writes with an accent, small and capital. */
const ACCENTED = 'áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ';

const texts = (svg: string) => textsOf(svg).map((t) => t.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(strings);
}

/** The outline of one character alone, as the PNG draws it (empty for a glyph with no contours). */
const outline = (ch: string, weight: 500 | 700) =>
  textPath(ch, 0, 0, 40, weight, '').replace(/^<path [^d]*/, '');

describe('pictures in Portuguese', () => {
  const g = crowdedState(4);
  const v = view(g, 'public');

  it('draws the board with the Portuguese words and no English label', () => {
    const svg = drawnIn('pt-BR', () => boardDrawing(v)).svg;
    checkSvg(svg);
    expectLegibleOnPhone(svg);
    const shown = texts(svg);
    expect(shown.some((t) => /^Rodada \d de 5$/.test(t))).toBe(true);
    for (const label of [
      'Política',
      'Serviços Públicos',
      'Setor Público',
      'Placar',
      'Tesouro',
      'Classe Trabalhadora',
    ])
      expect(shown, label).toContain(label);
    const english = drawnIn('en', () => texts(boardDrawing(v).svg));
    for (const label of [
      'Politics',
      'Public Services',
      'Public Sector',
      'Score',
      'Treasury',
      'Working Class',
    ])
      expect(english, label).toContain(label);
    // Nothing of the English picture's own labels is left in the Portuguese one.
    const ownLabels = strings(CATALOGUES.en.picture).filter((s) => !s.includes('{{') && /[a-z]{3}/.test(s));
    const left = ownLabels.filter(
      (label) => shown.includes(label) && !strings(CATALOGUES['pt-BR'].picture).includes(label),
    );
    expect(left).toEqual([]);
  });

  it('draws the class boards, the final scores and an Automa in Portuguese, every text inside the picture', () => {
    for (const cls of v.seats) {
      const svg = drawnIn('pt-BR', () => classBoardDrawing(v, cls)).svg;
      checkSvg(svg);
      expectLegibleOnPhone(svg);
    }
    expect(texts(drawnIn('pt-BR', () => classBoardDrawing(v, 'capitalist')).svg)).toContain(
      'Armazém e preços',
    );
    const end = randomState(4, 'pt-final', 99);
    const final = drawnIn('pt-BR', () => finalDrawing(view(end, 'public'), score(end))).svg;
    checkSvg(final);
    expect(texts(final)).toContain('Pontuação rodada a rodada');
    const a = automaGame(2, ['capitalist'], 'advanced', 'automa-picture');
    turnUpToMove(a, 'capitalist', 5);
    const automa = drawnIn('pt-BR', () => automaDrawing(view(a, 'public'), 'capitalist')).svg;
    checkSvg(automa);
    expect(texts(automa)).toContain('Carta de IA 5');
    expect(texts(automa)).toContain('Prioridade de ações');
  });

  it('uses accented letters in its pictures, and the font draws every accented letter Portuguese writes', () => {
    const drawn = [
      ...texts(drawnIn('pt-BR', () => boardDrawing(v)).svg),
      ...v.seats.flatMap((cls) => texts(drawnIn('pt-BR', () => classBoardDrawing(v, cls)).svg)),
    ].join('');
    // The pictures really draw them: a Portuguese board is full of accents.
    for (const ch of 'áãçéêíóú') expect(drawn, ch).toContain(ch);
    expect(missingGlyphs(drawn)).toEqual([]);
    // Every letter of the whole Portuguese catalogue has a glyph, and so has every accented letter
    // (the catalogue's emoji and Greek are Discord's to draw: no picture writes them).
    const letters = [...strings(CATALOGUES['pt-BR']).join('')].filter((ch) => /\p{Script=Latin}/u.test(ch));
    expect(letters.filter((ch) => ch > '~').length).toBeGreaterThan(0);
    expect(missingGlyphs(letters.join('') + ACCENTED)).toEqual([]);
    // A glyph, not the .notdef box: each accented letter's outline differs from its bare letter's
    // and from a character the font lacks.
    const lacking = '字';
    expect(missingGlyphs(lacking)).toEqual([lacking]);
    for (const weight of [500, 700] as const)
      for (const ch of ACCENTED) {
        const bare = ch.normalize('NFD')[0] ?? '';
        const drawnOutline = outline(ch, weight);
        expect(drawnOutline, `${ch} ${weight}`).not.toBe('');
        expect(drawnOutline, `${ch} ${weight}`).not.toBe(outline(lacking, weight));
        expect(drawnOutline, `${ch} ${weight}`).not.toBe(outline(bare, weight));
      }
  });

  it('keeps the English picture as it was, and renders the Portuguese one to a PNG', () => {
    expect(renderBoard(v).svg).toBe(boardDrawing(v).svg);
    const pt = renderBoard(v, 'pt-BR');
    expect(pt.svg).toBe(drawnIn('pt-BR', () => boardDrawing(v)).svg);
    expect(pt.svg).not.toBe(boardDrawing(v).svg);
    expect(pt.png.subarray(1, 4).toString()).toBe('PNG');
  });
});
