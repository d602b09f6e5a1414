/**
 * The score breakdown in words (`/score`, the board's Score button and the final scores picture):
 * the engine's ledger reasons read as a person would say them.
 */
import { expect, it } from 'vitest';
import { reasonText } from '../../src/engine/index.ts';

it('counts Bills passed, tells the Prosperity of using Health from the Healthcare bonus, and never writes ×N', () => {
  expect(reasonText('bill passed', 4)).toBe('4 Bills passed');
  expect(reasonText('bill passed', 1)).toBe('A Bill passed');
  expect(reasonText('used health', 2)).toBe('Prosperity from using health (2 times)');
  expect(reasonText('used healthcare', 2)).toBe("Healthcare's extra VP (2 times)");
  expect(reasonText('unpaid loans', 1)).toBe('Loans unpaid at the end');
  expect(reasonText('wealth', 3)).toBe('Wealth (3 times)');
  for (const reason of ['bill passed', 'used food', 'legitimacy'])
    expect(reasonText(reason, 5)).not.toMatch(/×/);
});
