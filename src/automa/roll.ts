/**
 * The Automa's random last resorts. A driver must give the same answer to the same question, so it
 * draws nothing itself: the engine draws a number from the game's seeded generator at each of the
 * Automa's turns (`luck`), and a roll for one question mixes it with the question's identity (its
 * kind and the version it was asked at) and what is being rolled for.
 */
import type { Question } from '../engine/index.ts';
import type { Roll } from './narrow.ts';

/** A 32-bit mix (FNV-1a over the text, then an avalanche). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}

export function rollFor(luck: number, question: Question, what: string): Roll {
  return (n) => hash(`${luck}|${question.kind}|${question.askedAt}|${what}`) % n;
}
