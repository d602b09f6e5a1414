/**
 * The Automa picture of `/automa` (Crisis & Control, Automa: the AI card in play, the Action and
 * Policy priority rows in advanced mode, the AI pile and its discards): drawn from the public view,
 * it names the AI card's number and actions and every row top row first from its marker, the
 * cards outside the rows and the pile counts; it stays legible on a phone, and the order of the
 * face-down pile (a secret: the public view keeps only its size) changes nothing in it.
 */
import { describe, expect, it } from 'vitest';
import { AI_ICON_LABELS, PRIORITY_ACTION_LABELS } from '../../src/data/automa/index.ts';
import { POLICY_NAMES } from '../../src/data/tables.ts';
import { automa, type GameState, view } from '../../src/engine/index.ts';
import { automaDrawing } from '../../src/render/automa.ts';
import { renderAutoma } from '../../src/render/index.ts';
import { automaGame, onTop, rowsOf, turnUpToMove } from '../engine/automa/helpers.ts';
import { expectLegibleOnPhone } from './legibility.ts';
import { checkSvg, textsOf } from './svg-checks.ts';

const UNESCAPE = (t: string) => t.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
const texts = (g: GameState) => textsOf(automaDrawing(view(g, 'public'), 'capitalist').svg).map(UNESCAPE);

/** A 2-player game against the advanced Capitalist Automa, its turn run with AI card 5. */
function advanced(): GameState {
  const g = automaGame(2, ['capitalist'], 'advanced', 'automa-picture');
  turnUpToMove(g, 'capitalist', 5);
  return g;
}

describe('the Automa picture', () => {
  it('names the AI card in play: its number and its actions in order, as the card data names them', () => {
    const g = advanced();
    const a = automa.automaOf(g, 'capitalist')!;
    const card = automa.aiCardById(a.card!)!;
    expect(card.number).toBe(5);
    const shown = texts(g);
    expect(shown).toContain('AI card 5');
    const actions = card.actions.map((icon, i) => `${i + 1}. ${AI_ICON_LABELS[icon]}`);
    expect(actions.length).toBeGreaterThan(0);
    const at = actions.map((t) => shown.indexOf(t));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(shown).toContain(`AI pile ${a.pile.length} · discards ${a.discard.length}`);
    expect(shown).toContain('Advanced mode · round 1');
  });

  it('shows both priority rows top row first, each row’s cards from its marker outwards', () => {
    const g = advanced();
    const rows = rowsOf(g, 'capitalist');
    const shown = texts(g);
    // The rows are stored bottom row first; the picture lists the top row first.
    const section = (from: string, to: string) => shown.slice(shown.indexOf(from), shown.indexOf(to));
    const expected = (r: string[][]) =>
      r
        .map((row, i) => [`Row ${i + 1}`, ...(row.length ? row : ['empty'])])
        .reverse()
        .flat();
    const actionRows = section('Action priority', 'Policy priority').filter((t) => !/^top row/.test(t));
    expect(actionRows.slice(1)).toEqual(
      expected(rows.actions.map((row) => row.map((c) => PRIORITY_ACTION_LABELS[c]))),
    );
    const policyRows = shown.slice(shown.indexOf('Policy priority') + 2);
    expect(policyRows.slice(0, expected(rows.policies.map((row) => row.map(String))).length)).toEqual(
      expected(rows.policies.map((row) => row.map((p) => `${p} ${POLICY_NAMES[p]}`))),
    );
  });

  it('lists the Policy cards set aside and out of play', () => {
    const g = advanced();
    const rows = rowsOf(g, 'capitalist');
    const row = rows.policies.find((r) => r.length >= 2)!;
    const [aside, out] = [row.shift()!, row.shift()!];
    rows.setAside.push(aside);
    rows.removed.push(out);
    const shown = texts(g);
    const line = (label: string) => shown.find((t) => t.startsWith(`${label}: `))?.split(', ') ?? [];
    expect(line('Set aside')).toEqual(
      rows.setAside.map((p, i) => `${i === 0 ? 'Set aside: ' : ''}${p} ${POLICY_NAMES[p]}`),
    );
    expect(line('Set aside').join()).toContain(`${aside} ${POLICY_NAMES[aside]}`);
    expect(line('Out of play')).toEqual([`Out of play: ${out} ${POLICY_NAMES[out]}`]);
  });

  it('is the same picture whatever the order of the face-down pile', () => {
    const g = advanced();
    const before = automaDrawing(view(g, 'public'), 'capitalist').svg;
    const a = automa.automaOf(g, 'capitalist')!;
    // Another card on top of the pile: the table cannot know it, so the picture must not change.
    const bottom = a.pile[0]!;
    onTop(g, 'capitalist', automa.aiCardById(bottom)!.number);
    expect(a.pile.at(-1)).toBe(bottom);
    expect(automaDrawing(view(g, 'public'), 'capitalist').svg).toBe(before);
    expect(texts(g)).not.toContain(`AI card ${automa.aiCardById(bottom)!.number}`);
  });

  it('is legible on a phone in both modes and before any AI card, and drawn from the public view only', () => {
    const simple = automaGame(3, ['working', 'capitalist'], 'simple', 'automa-picture-simple');
    for (const g of [advanced(), automaGame(2, ['capitalist']), simple]) {
      const svg = automaDrawing(view(g, 'public'), 'capitalist').svg;
      checkSvg(svg);
      expectLegibleOnPhone(svg);
    }
    expect(texts(automaGame(2, ['capitalist']))).toContain('No AI card revealed yet');
    expect(texts(simple)).toContain('Simple mode');
    expect(renderAutoma(view(simple, 'public'), 'working').png.subarray(1, 4).toString()).toBe('PNG');
    expect(() => renderAutoma(view(simple, 'middle'), 'working')).toThrow(/public view/);
  });
});
