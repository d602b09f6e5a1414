/**
 * Issue 28: the hint names the AI's suggestion and the answers it weighed by their options' keys, in
 * the reader's language (not by the engine's or the AI's English label).
 */
import { describe, expect, it } from 'vitest';
import type { AiThought } from '../../src/ai/pool.ts';
import { hintMessage } from '../../src/discord/present/hint.ts';
import { questionInWords } from '../../src/discord/present/menu.ts';
import { createGame, defaultOptions, pending } from '../../src/engine/index.ts';
import { labelOf } from '../engine/testing.ts';

describe('the hint in the reader’s language', () => {
  it('names the suggested answer and the others as the reader’s panel does, English as the engine labels it', () => {
    const q = pending(createGame(defaultOptions(4), 'hint-words'))[0];
    if (!q || q.options.length < 2) throw new Error('no question with a choice');
    const [best, other] = q.options;
    const thought = {
      answer: best?.id,
      estimates: [best, other].map((o) => ({
        id: o?.id,
        label: 'the AI’s own label',
        playouts: 10,
        value: 0.5,
        wins: 0.5,
      })),
      playouts: 20,
    } as unknown as AiThought;
    const pt = hintMessage('pt-BR', q.seat, q, thought).content ?? '';
    const worded = questionInWords(q, 'pt-BR').options;
    expect(pt).toContain(`**${worded[0]?.label}**`);
    expect(pt).toContain(worded[1]?.label);
    expect(pt).not.toContain('the AI’s own label');
    const en = hintMessage('en', q.seat, q, thought).content ?? '';
    expect(en).toContain(`**${labelOf(best!)}**`);
    expect(en).toContain(labelOf(other!));
  });
});
