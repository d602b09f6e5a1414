/** Every slash command, in the order they are registered. */
import type { Command } from '../src/discord/context.ts';
import { action } from './action.ts';
import { answer } from './answer.ts';
import { automaCommand } from './automa.ts';
import { board } from './board.ts';
import { card } from './card.ts';
import { free } from './free.ts';
import { game } from './game.ts';
import { hand } from './hand.ts';
import { hegemony } from './hegemony.ts';
import { league } from './league.ts';
import { play } from './play.ts';
import { rules } from './rules.ts';
import { scoreCommand } from './score.ts';
import { stats } from './stats.ts';
import { why } from './why.ts';

export const COMMANDS: readonly Command[] = [
  hegemony,
  hand,
  board,
  play,
  action,
  free,
  why,
  answer,
  card,
  scoreCommand,
  automaCommand,
  game,
  league,
  stats,
  rules,
];
