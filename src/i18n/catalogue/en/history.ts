/** `/game show` and `/game list`: games that ended, public information only. */
export const EN_HISTORY = {
  history: {
    ai: '🧠 AI',
    automa: 'Automa',
    baseGame: 'base game',
    titleFinished: 'Game {{id}} — final scores',
    titleAbandoned: 'Game {{id}} — abandoned',
    league: 'League: season {{season}}, round {{round}}, pod {{pod}}',
    players_one: '{{count}} player · {{modules}}',
    players_other: '{{count}} players · {{modules}}',
    openedEnded: 'Opened {{opened}} · ended {{ended}}',
    openedAbandoned: 'Opened {{opened}} · abandoned {{ended}}{{by}} at move {{move}}, round {{round}}',
    by: ' by {{who}}',
    playedIn: 'Played in {{where}}',
    footer: 'Game {{id}} · /game export id:{{id}} for the replay and the log',
    abandonedMark: '*(abandoned)* ',
    listTitle: 'Games that ended',
    none: 'None yet.',
    page_one: 'Page {{page}} of {{pages}} · {{count}} game · /game show id: for one',
    page_other: 'Page {{page}} of {{pages}} · {{count}} games · /game show id: for one',
    newer: '◀ Newer',
    older: 'Older ▶',
    inChannel: 'In {{channel}}, newest first:',
    byPlayer: 'Played by {{player}}, newest first:',
    inServer: 'In this server, newest first:',
  },
  /**
   * A finished game's turning points: the button, and what it shows. A move is named by the turn it
   * starts (the class, and its turn menu's option in the panels' words) or by the phase.
   */
  turning: {
    button: 'Turning points',
    title: 'Game {{id}} — turning points',
    heading: 'The moves that changed the chances of winning most:',
    line: '**{{n}}.** Round {{round}} · {{label}} — {{moved}}',
    turn: '{{class}}: {{chosen}}',
    itsTurn: 'its turn',
    nothing: 'Nothing moved the chances much.',
    start: 'At the start: {{chances}}',
    end: 'At the end: {{chances}}',
    footnote: '-# {{footnote}} Only what everyone could see was used.',
    playouts_one:
      'Each moment: {{count}} game played on from it, every hand and face-down card drawn afresh.',
    playouts_other:
      'Each moment: {{count}} games played on from it, every hand and face-down card drawn afresh.',
    noPlayouts: 'Each moment: read from the score so far (no games were played on).',
    working: '📈 The AI is still looking back on this game: try again in a minute or two.',
    unreplayable:
      "This game was played under an earlier version of the rules than the bot's: replayed today, its answers lead to another game, so it has no turning points.",
  },
  /** `/stats`: each class's win rate and average score. */
  stats: {
    classLine: '{{emoji}} {{class}}: {{wins}}/{{games}} won ({{rate}}%){{vp}}',
    average: ' · avg {{vp}} VP',
    players: '{{players}} players',
    group_one: '{{label}} — {{count}} game',
    group_other: '{{label}} — {{count}} games',
    none: '{{title}}: no finished game yet.',
    all_one: '**All {{count}} game** — wins count shared first places.',
    all_other: '**All {{count}} games** — wins count shared first places.',
    server: 'This server — classes',
    league: '{{league}} — classes',
    season: '{{league}}, season {{season}} — classes',
  },
  /** `/game export`'s plain-text log, in the game's language (docs/localisation.md). */
  exportLog: {
    head: 'Hegemony game {{id}} — {{status}}',
    status: { lobby: 'lobby', playing: 'playing', finished: 'finished', abandoned: 'abandoned' },
    where: 'Server {{guild}}, channel {{channel}}',
    when: 'Opened {{created}}, last change {{updated}}',
    players: 'Players: {{players}}',
    modules: 'Modules: {{modules}}',
    noModules: 'none',
    seat: '{{class}} ({{who}})',
    who: { automa: 'Automa', ai: 'AI', user: 'user {{user}}', open: 'open' },
    answer: '[{{at}}] #{{version}} {{seat}}: {{answers}}',
    noReplay:
      "— From the next answer on, the log no longer replays: the game was played under an earlier version of the rules than the bot's. The answers below are as they were given, without what they did. —",
    otherGame:
      "— The game was played under an earlier version of the rules than the bot's: replayed today, its answers lead to another game than the one played, so what happened above may differ from what its players saw. —",
  },
} as const;
