/**
 * The bot's English words: today's text, unchanged, keyed by meaning. Every other language fills
 * the same keys (../types.ts); the game's own words (cards, classes, Policies…) are in
 * ../../game-words/ and come in as parameters.
 */

import { EN_AUTOMA } from './automa.ts';
import { EN_BOARD } from './board.ts';
import { EN_CHANNEL } from './channel.ts';
import { EN_COMMANDS } from './commands.ts';
import { EN_EVENTS } from './events.ts';
import { EN_HELP } from './help.ts';
import { EN_HISTORY } from './history.ts';
import { EN_LEAGUE } from './league.ts';
import { EN_PICTURES } from './pictures.ts';
import { EN_PLAY } from './play.ts';
import { EN_REFUSALS } from './refusals.ts';
import { EN_REPLIES } from './replies.ts';
import { EN_TABLE } from './table.ts';
import { EN_WHY } from './why.ts';

export const EN_CATALOGUE = {
  commands: EN_COMMANDS,
  /** Fixed choices of the slash commands' options, by option and value. */
  choices: {
    modules: { all: 'all' },
    mode: { simple: 'Simple', advanced: 'Advanced' },
    aiLevel: '{{level}} ({{seconds, number}} s a decision)',
    side: { for: 'In favour', against: 'Against' },
    where: { channel: 'this channel', server: 'this server' },
    of: { server: 'this server', league: 'the league' },
    podSize_one: '{{count}} player',
    podSize_other: '{{count}} players',
  },
  /** Each language by its own name, as a choice shows it. */
  language: { en: 'English', 'pt-BR': 'Português do Brasil' },
  ...EN_PLAY,
  ...EN_BOARD,
  ...EN_CHANNEL,
  ...EN_TABLE,
  ...EN_WHY,
  ...EN_AUTOMA,
  ...EN_HISTORY,
  ...EN_HELP,
  ...EN_LEAGUE,
  ...EN_PICTURES,
  ...EN_REPLIES,
  ...EN_EVENTS,
  ...EN_REFUSALS,
} as const;
