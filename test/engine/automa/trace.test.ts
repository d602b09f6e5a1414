/**
 * The record of an Automa's turn (crisis-and-control.txt, Automa Turn Overview (Advanced Mode), AI
 * Checks, Automa Action): the AI card, the rows before the checks, each check line by line as
 * printed on its CHECK card with what it saw and moved, the rows after the checks and after the move.
 */
import { describe, expect, it } from 'vitest';
import { AUTOMAS } from '../../../src/data/automa/index.ts';
import { answer, automaGame, questionFor, rowsOf, turnUpToMove } from './helpers.ts';

describe('the turn record', () => {
  it('advanced: four checks in the order of the card, every line as printed, moves that add up to the rows', () => {
    const g = automaGame(2, ['capitalist']);
    const before = structuredClone(rowsOf(g, 'capitalist'));
    turnUpToMove(g, 'capitalist', 4); // Sell Foreign › Bill › Build › Lobby
    const trace = g.automa?.capitalist?.trace;
    expect(trace?.card).toBe('automa.capitalist.04');
    expect(trace?.rowsBefore).toEqual({ actions: before.actions, policies: before.policies });
    expect(trace?.checks?.map((c) => c.icon)).toEqual([
      'sell-foreign',
      'propose-bill',
      'build-company',
      'lobby',
    ]);
    expect(trace?.checks?.map((c) => c.bonus)).toEqual([true, false, false, false]);
    const printed = new Set(
      AUTOMAS.capitalist.instructionCards.flatMap((card) => card.rules.map((r) => r.text)),
    );
    for (const check of trace?.checks ?? []) {
      expect(check.lines.length).toBeGreaterThan(0);
      for (const l of check.lines) {
        expect(l.saw.length).toBeGreaterThan(0);
        if (l.moved.length > 0) expect(printed.has(l.rule), l.rule).toBe(true);
      }
    }
    // What the lines moved is what the checks moved.
    const fromLines = (trace?.checks ?? []).flatMap((c) => c.lines.flatMap((l) => l.moved));
    const total = (list: Array<{ card: unknown; steps: number }>, card: unknown) =>
      list.filter((m) => m.card === card).reduce((n, m) => n + m.steps, 0);
    for (const m of g.automa?.capitalist?.checks ?? [])
      expect(total(fromLines, m.card)).toBe(total(g.automa?.capitalist?.checks ?? [], m.card));
    expect(trace?.rowsAfterChecks).toEqual({
      actions: rowsOf(g, 'capitalist').actions,
      policies: rowsOf(g, 'capitalist').policies,
    });
    // The move and the rows after it.
    const q = questionFor(g, 'capitalist');
    const option = q.options.find((o) => o.value === 'propose-bill') ?? q.options[0];
    answer(g, 'capitalist', option?.id as string);
    expect(g.automa?.capitalist?.trace?.move).toBe(option?.value);
    expect(g.automa?.capitalist?.trace?.rowsAfter?.actions).toEqual(rowsOf(g, 'capitalist').actions);
  });

  it('simple mode: the card and the move, no rows', () => {
    const g = automaGame(2, ['working'], 'simple');
    turnUpToMove(g, 'working', 5);
    const trace = g.automa?.working?.trace;
    expect(trace?.card).toBe('automa.working.05');
    expect(trace?.checks).toBeUndefined();
    expect(trace?.rowsBefore).toBeUndefined();
  });
});
