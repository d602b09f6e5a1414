/**
 * The random games whose questions pin the engine's English prompts (fixtures/english-prompts.json,
 * written from the engine's own English before the prompts became keys): every module, 2 to 4
 * players, Automas of both modes.
 */
import type { RandomPlayOptions } from '../../src/engine/simulation.ts';

/** Every module on (the games and panels of the language tests). */
export const ALL_MODULES = {
  historicalEvents: true,
  crisisResponse: true,
  alternativeEvents: true,
  hiddenAgendas: true,
  extraActionCards: true,
} as const;

const AUTOMAS: RandomPlayOptions['seats'] = {
  working: { kind: 'automa', mode: 'advanced' },
  middle: { kind: 'human' },
  capitalist: { kind: 'automa', mode: 'simple' },
  state: { kind: 'human' },
};

export const GAMES: Array<{ players: 2 | 3 | 4; seed: string; options: RandomPlayOptions }> = [];
for (const n of [1, 2, 3])
  for (const players of [2, 3, 4] as const) {
    // Alternative Events replace the Event deck, which only a 4-player game uses.
    const modules = players === 4 ? ALL_MODULES : { ...ALL_MODULES, alternativeEvents: false };
    GAMES.push({ players, seed: `prompts-${n}-${players}`, options: { modules, checkInvariants: false } });
    GAMES.push({
      players,
      seed: `prompts-${n}-${players}-base`,
      options: {
        modules: n === 2 ? { crisisResponse: true, extraActionCards: true } : {},
        checkInvariants: false,
      },
    });
  }
for (const n of [1, 2, 3])
  GAMES.push({
    players: 4,
    seed: `prompts-automa-${n}`,
    options: { modules: ALL_MODULES, seats: AUTOMAS, checkInvariants: false },
  });
