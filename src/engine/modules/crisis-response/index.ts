/**
 * The Crisis Response module (rules: Crisis & Control rulebook, Crisis Response; cards: src/data/crisis-response.ts). Its rules are not written yet: switching it on adds nothing to the
 * base game. Its steps, actions and state go in this folder.
 */
import type { Module } from '../../ruleset.ts';

export const crisisResponse: Module = { id: 'crisisResponse', name: 'Crisis Response', rules: [] };
