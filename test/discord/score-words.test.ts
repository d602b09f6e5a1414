/**
 * The score breakdown in words (`/score`, the board's Score button and the final scores picture):
 * the engine's ledger reasons read as a person would say them.
 */
import { expect, it } from 'vitest';
import { reasonText } from '../../src/engine/index.ts';
import { scoreReasonText } from '../../src/render/score-reasons.ts';

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

it('reads the same reasons in Portuguese from the game’s words, English unchanged (issue 28)', () => {
  expect(scoreReasonText('bill passed', 3, 'pt-BR')).toBe('3 Projetos de Lei aprovados');
  expect(scoreReasonText('used health', 3, 'pt-BR')).toBe('Prosperidade por usar Saúde (3 vezes)');
  expect(scoreReasonText('2 policies in section A', 3, 'pt-BR')).toBe('2 Políticas na seção A (3 vezes)');
  expect(scoreReasonText('2 policies in section A', 1, 'pt-BR')).toBe('2 Políticas na seção A');
  for (const reason of ['bill passed', 'used food', 'legitimacy', '1 policy in section B'])
    expect(scoreReasonText(reason, 2, 'en')).toBe(reasonText(reason, 2));
});
