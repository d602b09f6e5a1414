/** The three Automas (Working, Middle, Capitalist Class; there is no State Automa) and shared cards. */
import {
  CAPITALIST_AI_CARDS,
  CAPITALIST_INSTRUCTION_CARDS,
  CAPITALIST_PRIORITY_CARDS,
  CAPITALIST_STARTING_ROWS,
} from './capitalist.ts';
import {
  MIDDLE_AI_CARDS,
  MIDDLE_INSTRUCTION_CARDS,
  MIDDLE_PRIORITY_CARDS,
  MIDDLE_STARTING_ROWS,
} from './middle.ts';
import type { AiCard, AutomaClass, InstructionCard, PriorityCard, StartingRows } from './schema.ts';
import {
  WORKING_AI_CARDS,
  WORKING_INSTRUCTION_CARDS,
  WORKING_PRIORITY_CARDS,
  WORKING_STARTING_ROWS,
} from './working.ts';

export * from './capitalist.ts';
export * from './middle.ts';
export * from './schema.ts';
export * from './shared.ts';
export * from './working.ts';

export interface AutomaData {
  aiCards: readonly AiCard[];
  /** 6 Action priority cards, then 7 Policy priority cards. */
  priorityCards: readonly PriorityCard[];
  startingRows: StartingRows;
  instructionCards: readonly InstructionCard[];
}

export const AUTOMAS: Readonly<Record<AutomaClass, AutomaData>> = {
  working: {
    aiCards: WORKING_AI_CARDS,
    priorityCards: WORKING_PRIORITY_CARDS,
    startingRows: WORKING_STARTING_ROWS,
    instructionCards: WORKING_INSTRUCTION_CARDS,
  },
  middle: {
    aiCards: MIDDLE_AI_CARDS,
    priorityCards: MIDDLE_PRIORITY_CARDS,
    startingRows: MIDDLE_STARTING_ROWS,
    instructionCards: MIDDLE_INSTRUCTION_CARDS,
  },
  capitalist: {
    aiCards: CAPITALIST_AI_CARDS,
    priorityCards: CAPITALIST_PRIORITY_CARDS,
    startingRows: CAPITALIST_STARTING_ROWS,
    instructionCards: CAPITALIST_INSTRUCTION_CARDS,
  },
};
