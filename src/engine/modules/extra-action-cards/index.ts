/**
 * The 20 Crisis & Control Action cards, shuffled into the four Action decks (setup). Twelve of them
 * do what a base card does and use its effect; the eight new effects are here.
 */
import type { Module } from '../../ruleset.ts';
import { covidCardRules } from './covid.ts';
import { politicsCardRules } from './politics.ts';

export const extraActionCards: Module = {
  id: 'extraActionCards',
  name: 'Crisis & Control Action cards',
  rules: [politicsCardRules, covidCardRules],
};
