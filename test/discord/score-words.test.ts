/**
 * The score breakdown in words (`/score`, the board's Score button and the final scores picture):
 * the engine's ledger reasons (ids) read as a person would say them, in the reader's language.
 */
import { expect, it } from 'vitest';
import { scoreReasonText } from '../../src/render/score-reasons.ts';

it('counts Bills passed, tells the Prosperity of using Health from the Healthcare bonus, and never writes ×N', () => {
  expect(scoreReasonText('bill passed', 4, 'en')).toBe('4 Bills passed');
  expect(scoreReasonText('bill passed', 1, 'en')).toBe('A Bill passed');
  expect(scoreReasonText('used health', 2, 'en')).toBe('Prosperity from using Health (2 times)');
  expect(scoreReasonText('used healthcare', 2, 'en')).toBe("Healthcare's extra VP (2 times)");
  expect(scoreReasonText('unpaid loans', 1, 'en')).toBe('Loans unpaid at the end');
  expect(scoreReasonText('wealth', 3, 'en')).toBe('Wealth (3 times)');
  expect(scoreReasonText('1 policy in section B', 2, 'en')).toBe('1 policy in section B (2 times)');
  for (const reason of ['bill passed', 'used food', 'legitimacy'])
    expect(scoreReasonText(reason, 5, 'en')).not.toMatch(/×/);
});

it('reads the same reasons in Portuguese from the game’s words (issue 28)', () => {
  expect(scoreReasonText('bill passed', 3, 'pt-BR')).toBe('3 Projetos de Lei aprovados');
  expect(scoreReasonText('used health', 3, 'pt-BR')).toBe('Prosperidade por usar Saúde (3 vezes)');
  expect(scoreReasonText('2 policies in section A', 3, 'pt-BR')).toBe('2 Políticas na seção A (3 vezes)');
  expect(scoreReasonText('2 policies in section A', 1, 'pt-BR')).toBe('2 Políticas na seção A');
});

it('names a card that gave VP by its name in the reader’s language; a game saved with its English name keeps it', () => {
  // Affordable Housing (Working Class Influence card): VP for paying another class.
  expect(scoreReasonText('working.affordable-housing', 1, 'en')).toBe('Affordable Housing');
  expect(scoreReasonText('working.affordable-housing', 2, 'en')).toBe('Affordable Housing (2 times)');
  expect(scoreReasonText('working.affordable-housing', 2, 'pt-BR')).toBe('Moradia Popular (2 vezes)');
  expect(scoreReasonText('Affordable Housing', 2, 'pt-BR')).toBe('Affordable Housing (2 vezes)');
});
