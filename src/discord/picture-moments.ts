/**
 * When the board's picture is drawn again: once per moment of play — each turn of the Action
 * phase, each other phase of a round, the end — not on every answer. The embed is edited on every
 * change and says what changed; the picture shows the board as the last turn or phase left it, so
 * a game uploads about one picture per turn instead of one per answer.
 */
import type { GameView } from '../engine/index.ts';

/** The moment of play a public view is at: "3.action.2.middle", "3.production", "game-over". */
export function momentOf(v: GameView): string {
  if (v.phase === 'game-over') return 'game-over';
  const turn = v.phase === 'action' ? v.turn : null;
  return `${v.round}.${v.phase}${turn ? `.${turn.number}.${turn.seat}` : ''}`;
}
