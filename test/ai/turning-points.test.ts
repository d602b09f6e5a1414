/**
 * A finished game looked back on (issue 26 "Turning points", src/ai/turning-points.ts): the game
 * replayed from its log into moments, each class's chances there estimated from what anyone
 * watching could see, the three stretches that moved them most, and their picture, legible on a
 * phone.
 */
import { describe, expect, it } from 'vitest';
import {
  biggestMoves,
  momentsOf,
  NOT_REPLAYABLE,
  type PlayedGame,
  turningPoints,
} from '../../src/ai/turning-points.ts';
import { automaDriver } from '../../src/automa/index.ts';
import type { ClassId } from '../../src/data/common.ts';
import {
  momentName,
  turningPointsMessage,
  turningPointsPicture,
} from '../../src/discord/present/turning-points.ts';
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
  return { options, seed, actions, state: g };
}

const GAME = playedGame('look-back');

describe('turning points', () => {
  it('replays the game into moments: one before each Action-phase turn and each other phase, and the end', () => {
    const moments = momentsOf(GAME);
    expect(moments.at(-1)?.phase).toBe('game-over');
    expect(moments.at(-1)?.state.phase).toBe('game-over');
    expect(new Set(moments.map((m) => m.round))).toEqual(new Set([1, 2, 3, 4, 5]));
    const turns = moments.filter((m) => m.phase === 'action');
    expect(turns.length).toBeGreaterThan(30);
    // Each turn: its seat, and the turn menu's option it opened with, as the engine offered it.
    for (const m of turns) {
      expect(m.seat).toMatch(/^(working|capitalist)$/);
      expect(m.opened?.kind).toBe('turn');
      expect(m.opened?.value).toHaveProperty('kind');
    }
    expect(moments.some((m) => m.phase === 'elections' && m.round === 1 && !m.seat)).toBe(true);
  });

  it('are not read off a game its answers no longer replay to (played under rules changed since)', () => {
    // The answers lead to another game than the one that ended (its snapshot changed stands for it).
    const elsewhere = structuredClone(GAME.state!);
    elsewhere.classes.working.vp += 3;
    expect(() => momentsOf({ ...GAME, state: elsewhere })).toThrow(NOT_REPLAYABLE);
    // An answer given then is not offered now (another seed stands for it).
    expect(() => momentsOf({ ...GAME, seed: `${GAME.seed}-other` })).toThrow(NOT_REPLAYABLE);
  });

  it("names each moment in the reader's words: in English as the turn menu reads, in Portuguese with no English (issue 28)", () => {
    const moments = momentsOf(GAME).slice(0, -1);
    const en = moments.map((m) => momentName('en', m));
    const turns = en.filter((_, i) => moments[i]?.seat);
    for (const name of turns) expect(name).toMatch(/^(Working|Capitalist) Class: /);
    // As the English panel words the turn menu's options (test/i18n/fixtures/english-options.json).
    expect(en).toContain('Capitalist Class: Propose a Bill (discard a card)');
    expect(en).toContain('Working Class: Play Student Movement');
    expect(en).toContain('Elections phase');

    const pt = moments.map((m) => momentName('pt-BR', m));
    expect(pt).toContain('Classe Capitalista: Propor um Projeto de Lei (descartando uma carta)');
    for (const [i, name] of pt.entries()) {
      expect(name, en[i]).not.toBe(en[i]);
      expect(name).not.toMatch(/\b(Class|Propose|Bill|Play|Movement|discard|card|phase|its turn|End your)\b/);
    }
    expect(pt).toContain('Fase de Eleições');

    // The chat's lines and the picture name the three biggest moves so, in the reader's language.
    const points = turningPoints(GAME, 0, 'hindsight');
    const first = points.top[0]!;
    for (const l of ['en', 'pt-BR'] as const) {
      expect(turningPointsPicture(l, 'abcd1234', points).top[0]?.label).toBe(momentName(l, first));
      expect(turningPointsMessage(l, 'abcd1234', points).embeds?.[0]?.description).toContain(
        ` · ${momentName(l, first)} — `,
      );
    }
  });

  it('estimates the chances from imagined games, ending on who won, and names the three biggest moves', () => {
    const points = turningPoints(GAME, 1, 'hindsight');
    expect(points.moments.length).toBe(momentsOf(GAME).length);
    for (const m of points.moments) {
      const sum = (m.chances.working ?? 0) + (m.chances.capitalist ?? 0);
      expect(sum, `round ${m.round} ${m.phase}`).toBeCloseTo(1, 5);
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
