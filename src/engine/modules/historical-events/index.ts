/**
 * The Historical Events module (rules: the Historical Events rulebook; cards:
 * src/data/historical-events.ts). One card per Period is dealt at setup and one revealed per round;
 * each applies at most once, when its trigger and requirement allow (triggers.ts), part by part as
 * printed (resolve.ts, effects/).
 */
import type { Module } from '../../ruleset.ts';
import { momentSteps, triggerRules } from './triggers.ts';

export const historicalEvents: Module = {
  id: 'historicalEvents',
  name: 'Historical Events',
  rules: [triggerRules],
  at: momentSteps,
};
