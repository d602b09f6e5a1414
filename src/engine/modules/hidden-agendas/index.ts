/**
 * The Hidden Agendas module (rules: Crisis & Control rulebook, Hidden Agendas; cards: src/data/hidden-agendas.ts). Its rules are not written yet: switching it on adds nothing to the
 * base game. Its steps, actions and state go in this folder.
 */
import type { Module } from '../../ruleset.ts';

export const hiddenAgendas: Module = { id: 'hiddenAgendas', name: 'Hidden Agendas', rules: [] };
