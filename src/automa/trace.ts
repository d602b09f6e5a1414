/**
 * An Automa's decisions as data (docs/automa.md, "How a decision is traced"): for each question it
 * answers, the move it tried and why (its AI card or priority rows, each action's condition), or
 * the Instruction card's bullets with the options each kept. With the engine's record of the turn
 * (the AI card, each CHECK line, the rows before and after), a turn can be checked against the
 * cards by anyone: `npm run automa:trace`, and `/automa`'s Why? button. Its reasons and places are
 * keys under `automaWhy.` with ids (src/i18n/said.ts words them), an Instruction card's bullets too.
 */
import type { AutomaClass } from '../data/automa/index.ts';
import type { AutomaMode, AutomaMove, Said } from '../engine/index.ts';

/** One bullet of an Instruction card as the Automa read it, and the options it left standing. */
export interface BulletTrace {
  bullet: Said;
  /** False: the bullet described none of the options left, which all stay (a bullet skipped). */
  described: boolean;
  /** The options kept, as keys (English names in a trace saved before they were keys). */
  kept: Array<Said | string>;
  /** One of the bullet before's own tie-breaks ("(ties: …)"), read among the options it kept. */
  tie?: true;
}

/** A choice narrowed bullet by bullet (crisis-and-control.txt, Performing Basic Actions). */
export interface NarrowTrace {
  among: Array<Said | string>;
  bullets: BulletTrace[];
  /** Several options were left after the last bullet: its draw chose. */
  random: boolean;
  chosen: Said | string;
}

/** One move the Automa looked at, in the order its AI card (simple) or its priority rows (advanced) give. */
export interface MoveTry {
  move: AutomaMove;
  /** "1st action", "stand-in for Assign Workers", "top priority", "second priority", "last resort"… */
  place: Said;
  /** The rules allow it now (the engine offered it). */
  offered: boolean;
  /** Its Action Criteria hold: it is the move. */
  ok: boolean;
  /** Why (not): none when there is nothing to say. */
  reason?: Said;
}

/** The move of a turn: what was tried, in order, and what was done. */
export interface MoveTrace {
  seat: AutomaClass;
  mode: AutomaMode;
  /** The AI card's number. */
  card: number | null;
  tried: MoveTry[];
  chosen: AutomaMove;
  /** Where the chosen move stood ("top priority", "2nd action"…). */
  place: Said;
  reason?: Said;
}

/** How the Automa answered one question. */
export interface DecisionTrace {
  /** The question's kind (`automa.action`, `build.company`, …). */
  question: string;
  /** What the question asked, as keys (English words in a trace saved before questions had keys). */
  prompt: Said | string;
  /** The option chosen, as keys (its English label in a trace saved before options had keys). */
  chosen: Said | string;
  move?: MoveTrace;
  /** Each Instruction-card narrowing the answer went through. */
  narrowed: NarrowTrace[];
  /** Without a narrowing: the rule the answer follows. */
  rule?: Said;
}
