/**
 * The short guide behind /rules (the README's "How to play" says the same) and the usage lines of
 * /rules and /league help. A usage is written with the commands' English ids and shown with the
 * names the reader's client registers (`commands.*` in the catalogue): a Brazilian reader sees
 * `/hegemony nova [jogadores]` where an English one sees `/hegemony new [players]`.
 */
import { commandText, optionText } from '../i18n/command-names.ts';
import { type GameLocale, type MessageKey, t } from '../i18n/index.ts';

export { commandText, optionText };

/**
 * One line of a command list: its usage (English ids) and what it does, with the commands its text
 * names (English ids too, shown as the reader's client names them; one ending in `:` is shown as
 * that option alone, `game:`).
 */
export type HelpLine = readonly [usage: string, what: MessageKey, names?: Record<string, string>];

/** `/rules`' guide, in the reader's language. */
export function howToPlay(l: GameLocale): string[] {
  const cmd = (usage: string) => commandText(l, usage);
  return [
    t(l, 'rules.howToPlay.start', { new: cmd('/hegemony new players:4'), start: t(l, 'lobby.start') }),
    t(l, 'rules.howToPlay.alone', {
      automa: cmd('/hegemony new players:2 automa:capitalist'),
      ai: optionText(l, '/hegemony new ai:capitalist'),
    }),
    t(l, 'rules.howToPlay.turn', { openPanel: t(l, 'board.openPanel'), hand: cmd('/hand') }),
    t(l, 'rules.howToPlay.bids', { placeBid: t(l, 'board.placeBid') }),
    t(l, 'rules.howToPlay.typing', {
      play: cmd('/play'),
      action: cmd('/action'),
      free: cmd('/free'),
      answer: cmd('/answer'),
    }),
  ];
}

/** Every command, one line each, in the order /rules lists them. */
export const COMMAND_HELP: ReadonlyArray<HelpLine> = [
  [
    '/hegemony new [players] [class] [modules] [crisis-cards] [crisis-response] [alternative-events] [hidden-agendas] [historical-events] [deadline-hours] [automa] [mode] [ai] [ai-level] [hints] [ai-autopilot] [language]',
    'rules.what.hegemonyNew',
  ],
  [
    '/hegemony settings [deadline-hours] [reminders] [offer-after] [hints] [ai-autopilot] [language]',
    'rules.what.hegemonySettings',
  ],
  ['/hegemony hint', 'rules.what.hegemonyHint'],
  ['/hegemony me [time-zone] [quiet-from] [quiet-to] [dm] [language]', 'rules.what.hegemonyMe'],
  ['/hegemony undo', 'rules.what.hegemonyUndo'],
  ['/hegemony vote-ahead policy side', 'rules.what.hegemonyVoteAhead'],
  ['/hegemony abandon', 'rules.what.hegemonyAbandon'],
  ['/hegemony handover class user', 'rules.what.hegemonyHandover'],
  ['/hand [class]', 'rules.what.hand'],
  ['/board [class]', 'rules.what.board'],
  ['/play card', 'rules.what.play'],
  ['/action name card', 'rules.what.action'],
  ['/free name', 'rules.what.free'],
  ['/why name', 'rules.what.why'],
  ['/answer choice', 'rules.what.answer'],
  ['/card name', 'rules.what.card'],
  ['/score', 'rules.what.score'],
  ['/automa [class]', 'rules.what.automa'],
  ['/game mine', 'rules.what.gameMine'],
  ['/game show id', 'rules.what.gameShow'],
  ['/game list [where] [player]', 'rules.what.gameList'],
  ['/game export id', 'rules.what.gameExport'],
  ['/league help', 'rules.what.leagueHelp'],
  ['/stats [of] [season]', 'rules.what.stats'],
  ['/rules', 'rules.what.rules'],
];

/** A list of commands as `l`'s reader sees them: `` `usage` — what it does `` a line each. */
export function helpLines(l: GameLocale, lines: ReadonlyArray<HelpLine>): string[] {
  const say = t as (l: GameLocale, key: MessageKey, params: Record<string, string>) => string;
  return lines.map(([usage, what, names = {}]) => {
    const params = Object.fromEntries(
      Object.entries(names).map(([k, u]) => [k, u.endsWith(':') ? optionText(l, u) : commandText(l, u)]),
    );
    return `\`${commandText(l, usage)}\` — ${say(l, what, params)}`;
  });
}
