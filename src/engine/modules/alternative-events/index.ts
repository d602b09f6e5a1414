/**
 * The Alternative Events module (rules: Crisis & Control rulebook, Alternative Events (4 players); cards: src/data/alternative-events.ts). Its rules are not written yet: switching it on adds nothing to the
 * base game. Its steps, actions and state go in this folder.
 */
import type { Module } from '../../ruleset.ts';

export const alternativeEvents: Module = { id: 'alternativeEvents', name: 'Alternative Events', rules: [] };
