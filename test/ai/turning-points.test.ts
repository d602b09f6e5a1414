/**
 * A finished game looked back on (issue 26 "Turning points", src/ai/turning-points.ts): the game
 * replayed from its log into moments, each class's chances there estimated from what anyone
 * watching could see, the three stretches that moved them most, and their picture, legible on a
 * phone.
 */
import { describe, expect, it } from 'vitest';
import { biggestMoves, momentsOf, type PlayedGame, turningPoints } from '../../src/ai/turning-points.ts';
import { automaDriver } from '../../src/automa/index.ts';
import type { ClassId } from '../../src/data/common.ts';
import { turningPointsPicture } from '../../src/discord/present/turning-points.ts';
import { applyInPlace, createGame, pending } from '../../src/engine/index.ts';
import { renderTurningPoints } from '../../src/render/index.ts';
import { turningPointsDrawing } from '../../src/render/turning-points.ts';
import { expectLegibleOnPhone } from '../render/legibility.ts';
import { checkSvg } from '../render/svg-checks.ts';
import { optionsFor } from './worlds.ts';

/** A whole 2-player game, both seats answered as the advanced Automa would, logged answer by answer. */
function playedGame(seed: string): PlayedGame {
  const options = optionsFor(2, false);
  const g = createGame(options, seed);
  const actions: Array<{ seat: ClassId; answers: string[] }> = [];
  for (let q = pending(g)[0]; q; q = pending(g)[0]) {
    const answer = automaDriver.choose(g, q).answer;
    if (!applyInPlace(g, q.seat, answer).ok) throw new Error('refused');
    actions.push({ seat: q.seat, answers: [answer] });
  }
  return { options, seed, actions };
}

const GAME = playedGame('look-back');

describe('turning points', () => {
  it('replays the game into moments: one before each Action-phase turn and each other phase, and the end', () => {
    const moments = momentsOf(GAME);
    expect(moments.at(-1)?.label).toBe('The end');
    expect(moments.at(-1)?.state.phase).toBe('game-over');
    expect(new Set(moments.map((m) => m.round))).toEqual(new Set([1, 2, 3, 4, 5]));
    const turns = moments.filter((m) => m.phase === 'action');
    expect(turns.length).toBeGreaterThan(30);
    for (const m of turns) expect(m.label).toMatch(/^(Working|Capitalist) Class: /);
    expect(moments.some((m) => m.label === 'Elections, round 1')).toBe(true);
  });

  it('estimates the chances from imagined games, ending on who won, and names the three biggest moves', () => {
    const points = turningPoints(GAME, 1, 'hindsight');
    expect(points.moments.length).toBe(momentsOf(GAME).length);
    for (const m of points.moments) {
      const sum = (m.chances.working ?? 0) + (m.chances.capitalist ?? 0);
      expect(sum, m.label).toBeCloseTo(1, 5);
    }
    // At the end the chances are the result.
    const end = points.moments.at(-1)!;
    const winners = momentsOf(GAME).at(-1)!.state.winners ?? [];
    for (const cls of points.classes)
      expect(end.chances[cls]).toBe(winners.includes(cls) ? 1 / winners.length : 0);
    expect(points.top).toHaveLength(3);
    const size = (t: (typeof points.top)[number]) => Math.max(...Object.values(t.moved).map(Math.abs));
    expect(size(points.top[0]!)).toBeGreaterThanOrEqual(size(points.top[2]!));
    // No other stretch moved the chances more than the third of the three.
    expect(biggestMoves(points.moments, points.classes, 4)[3]!.at).not.toBe(points.top[2]!.at);

    const picture = turningPointsPicture('en', 'abcd1234', points);
    const drawing = turningPointsDrawing(picture);
    checkSvg(drawing.svg);
    expectLegibleOnPhone(drawing.svg);
    expect(renderTurningPoints(picture).png.subarray(1, 4).toString()).toBe('PNG');
  });
});
