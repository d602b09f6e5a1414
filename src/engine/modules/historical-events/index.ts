/**
 * The Historical Events module (rules: the Historical Events rulebook; cards: src/data/historical-events.ts). Its rules are not written yet: switching it on adds nothing to the
 * base game. Its steps, actions and state go in this folder.
 */
import type { Module } from '../../ruleset.ts';

export const historicalEvents: Module = { id: 'historicalEvents', name: 'Historical Events', rules: [] };
