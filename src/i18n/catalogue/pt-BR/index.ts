/** The bot's words in Português do Brasil, keyed as the English catalogue (../en/). */
import type { Catalogue } from '../types.ts';
import { PT_BR_AUTOMA } from './automa.ts';
import { PT_BR_BOARD } from './board.ts';
import { PT_BR_CHANNEL } from './channel.ts';
import { PT_BR_COMMANDS } from './commands.ts';
import { PT_BR_EVENTS } from './events.ts';
import { PT_BR_HELP } from './help.ts';
import { PT_BR_HISTORY } from './history.ts';
import { PT_BR_LEAGUE } from './league.ts';
import { PT_BR_PICTURES } from './pictures.ts';
import { PT_BR_PLAY } from './play.ts';
import { PT_BR_REFUSALS } from './refusals.ts';
import { PT_BR_REPLIES } from './replies.ts';
import { PT_BR_TABLE } from './table.ts';
import { PT_BR_WHY } from './why.ts';

export const PT_BR_CATALOGUE: Catalogue = {
  commands: PT_BR_COMMANDS,
  choices: {
    modules: { all: 'todos' },
    mode: { simple: 'Simples', advanced: 'Avançado' },
    aiLevel: '{{level}} ({{seconds, number}} s por decisão)',
    side: { for: 'A favor', against: 'Contra' },
    where: { channel: 'este canal', server: 'este servidor' },
    of: { server: 'este servidor', league: 'a liga' },
    podSize_one: '{{count}} jogador',
    podSize_other: '{{count}} jogadores',
  },
  language: { en: 'English', 'pt-BR': 'Português do Brasil' },
  ...PT_BR_PLAY,
  ...PT_BR_BOARD,
  ...PT_BR_CHANNEL,
  ...PT_BR_TABLE,
  ...PT_BR_WHY,
  ...PT_BR_AUTOMA,
  ...PT_BR_HISTORY,
  ...PT_BR_HELP,
  ...PT_BR_LEAGUE,
  ...PT_BR_PICTURES,
  ...PT_BR_REPLIES,
  ...PT_BR_EVENTS,
  ...PT_BR_REFUSALS,
};
