/**
 * Issue 28: `/automa` names an Automa's last move (crisis-and-control.txt, the Automa's Action
 * Priority and its fallbacks) in the reader's words. English reads as the data names the Priority
 * Actions, as it did before; Portuguese holds no English word.
 */
import { describe, expect, it } from 'vitest';
import { PRIORITY_ACTION_LABELS, type PriorityAction } from '../../src/data/automa/index.ts';
import { automaEmbed } from '../../src/discord/present/automa.ts';
import { type AutomaMove, view } from '../../src/engine/index.ts';
import { type GameLocale, t } from '../../src/i18n/index.ts';
import { traced } from '../discord/automa-games.ts';
import { ENGLISH_WORDS } from './english-words.ts';

/** The English name of a move, as `/automa` showed it before the engine handed over keys. */
function englishMove(move: AutomaMove): string {
  if (move === 'pressure') return 'Apply Political Pressure (3 Voting cubes)';
  if (move === 'pass') return 'Do nothing (nothing is possible)';
  return PRIORITY_ACTION_LABELS[move as PriorityAction];
}

/** Each Automa's last move and `/automa`'s first line for it, in `l`, over a 4-player advanced game. */
function lastMoves(l: GameLocale): Array<{ move: AutomaMove; round: number; turn: number; line: string }> {
  const out: Array<{ move: AutomaMove; round: number; turn: number; line: string }> = [];
  traced(4, 'advanced', 'last-move-words', {
    onMove(state, q) {
      const last = state.automa?.[q.seat as 'working']?.last;
      if (!last) return;
      const line = automaEmbed(l, view(state, 'public'), q.seat as 'working').description?.split('\n')[0];
      out.push({ move: last.move, round: last.round, turn: last.turn, line: line ?? '' });
    },
  });
  return out;
}

describe("/automa's last move in the reader's words", () => {
  it('reads in English as the Priority Action is named', () => {
    const moves = lastMoves('en');
    expect(new Set(moves.map((m) => m.move)).size).toBeGreaterThan(3);
    for (const m of moves)
      expect(m.line).toBe(
        t('en', 'automa.lastMove', {
          round: String(m.round),
          turn: String(m.turn),
          move: englishMove(m.move),
        }),
      );
  });

  it('reads in Portuguese with no English word', () => {
    const moves = lastMoves('pt-BR');
    expect(moves.length).toBeGreaterThan(20);
    for (const m of moves) {
      expect(m.line).toMatch(/^Última jogada/);
      expect(m.line).not.toMatch(ENGLISH_WORDS);
      // A one-word name may be the same in both ("Lobby"); a longer English name may not show.
      const english = englishMove(m.move);
      if (english.includes(' ')) expect(m.line).not.toContain(english);
    }
  });
});
