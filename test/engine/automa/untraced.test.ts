/**
 * An imagined game's Automas (engine `withAutomaStandIns`, for the AI's search) keep no record of
 * their turns (`AutomaState.untraced`): nobody reads it. They play exactly as traced Automas do,
 * and the game the imagined one is forked from keeps its own record.
 */
import { describe, expect, it } from 'vitest';
import { answerFor, automaDriver } from '../../../src/automa/index.ts';
import {
  defaultOptions,
  type GameState,
  playout,
  type Question,
  withAutomaStandIns,
} from '../../../src/engine/index.ts';
import { playRandomGame } from '../../../src/engine/simulation.ts';

/** Half a 4-player game in which the Working Class and the Capitalists are advanced Automas. */
function automaMidGame(seed: string): GameState {
  const seats = defaultOptions(4).seats;
  seats.working = { kind: 'automa', mode: 'advanced' };
  seats.capitalist = { kind: 'automa', mode: 'advanced' };
  const play = {
    checkInvariants: false,
    seats,
    answer: (s: GameState, q: Question) =>
      s.options.seats[q.seat]?.kind === 'automa' ? automaDriver.choose(s, q).answer : undefined,
  };
  const whole = playRandomGame(4, seed, play);
  return playRandomGame(4, seed, { ...play, maxDecisions: Math.floor(whole.decisions / 2) }).state;
}

/** The state without the Automas' turn records (and the mark that they keep none). */
function withoutRecords(g: GameState): unknown {
  return JSON.parse(JSON.stringify(g, (k, v) => (k === 'trace' || k === 'untraced' ? undefined : v)));
}

/** Plays to the end with every Automa answering by its procedure, the others at random. */
function playOn(g: GameState, seed: string) {
  return playout(g, {
    seed,
    policy: (state, q) => (state.options.seats[q.seat]?.kind === 'automa' ? answerFor(state, q) : undefined),
  });
}

describe('an imagined game', () => {
  it('is played by Automas that keep no turn record, with the same answers as traced ones', () => {
    for (const seed of ['untraced:1', 'untraced:2', 'untraced:3']) {
      const real = automaMidGame(seed);
      const recordBefore = structuredClone(real.automa?.working?.trace);
      expect(recordBefore?.checks?.length).toBeGreaterThan(0);

      const imagined = withAutomaStandIns(real, ['working', 'middle', 'capitalist'], 'advanced');
      // The same game with every Automa keeping its record, as in a game people play.
      const traced = structuredClone(imagined);
      for (const a of Object.values(traced.automa ?? {})) delete a.untraced;

      const quiet = playOn(imagined, seed);
      const recorded = playOn(traced, seed);
      expect(quiet.answers).toBe(recorded.answers);
      expect(quiet.scores).toEqual(recorded.scores);
      expect(withoutRecords(quiet.state)).toEqual(withoutRecords(recorded.state));
      for (const cls of ['working', 'middle', 'capitalist'] as const) {
        expect(quiet.state.automa?.[cls]?.trace).toBeUndefined();
        expect(quiet.state.automa?.[cls]?.checks?.length).toBeGreaterThan(0);
        expect(recorded.state.automa?.[cls]?.trace?.checks?.length).toBeGreaterThan(0);
      }
      // The real game's record is its own.
      expect(real.automa?.working?.untraced).toBeUndefined();
      expect(real.automa?.working?.trace).toEqual(recordBefore);
    }
  });
});
