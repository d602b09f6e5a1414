/**
 * `/rules` and `/league help`: how to play on Discord and one line per command. The commands'
 * usages are not here: src/discord/help.ts builds them from the commands' own names (./commands.ts),
 * so each reader sees the names their client shows.
 */
export const EN_HELP = {
  rules: {
    title: 'Playing Hegemony on Discord',
    commands: 'Commands',
    moreCommands: 'More commands',
    howToPlay: {
      start:
        '**Start:** `{{new}}` opens a lobby; everyone presses **Join** on a class; the host presses **{{start}}**.',
      alone:
        '**Alone or short of players:** the host gives a seat to an Automa (🤖 simple or advanced) or to the AI (🧠, any class, the State too) in the lobby, or types `{{automa}}` (or `{{ai}}`) to start a game against it at once.',
      turn: '**Your turn:** you are mentioned in the channel. Press **{{openPanel}}** on the board (or type `{{hand}}`): your cards and the choices the game offers, only for you. Tap a button or pick from the menu; the panel moves on to the next choice.',
      bids: '**Secret bids:** during a vote, press **{{placeBid}}** on the board; the channel only shows who has bid, and all bids are revealed together.',
      typing:
        '**Faster by typing:** `{{play}}`, `{{action}}`, `{{free}}` and `{{answer}}` send the same choices with autocomplete.',
    },
    /** What each command does, by its usage line's place in src/discord/help.ts. */
    what: {
      hegemonyNew:
        'open a game in this channel (2–4 players) with a lobby to join; modules:all for every module the player count allows; deadline-hours: how long each player has to answer; automa: the classes the Automas play; ai: the classes the AI plays; language: the channel’s language',
      hegemonySettings:
        'the game’s deadline, reminders, when an absent player’s seat is offered, hints, the AI as autopilot, its language (host or server admin)',
      hegemonyHint:
        'the AI’s suggestion for your current question, only for you (when the game allows hints)',
      hegemonyMe: 'your time zone, quiet hours and language, for every game',
      hegemonyUndo: 'take back your last answer (the others agree if they answered since)',
      hegemonyVoteAhead: 'in the Elections, when asked for a side: your side on a later Bill',
      hegemonyAbandon: 'end this channel’s game (host or server admin)',
      hegemonyHandover: 'offer a seat to another player, who takes it (host or server admin)',
      hand: 'your hand and what you can do now, only for you',
      board: 'post the public board again at the bottom of the channel; with a class, a picture of its board',
      play: 'play a card for its effect',
      action: 'discard a card for a Basic Action',
      free: 'take a Free Action',
      why: 'why you cannot play a card or take an action now: the reason, its numbers and the rule',
      answer: 'answer whatever the game is asking you now',
      card: 'read what an Action card, a Historical Event, a Crisis Response card, an Alternative Event or a Hidden Agenda does',
      score: 'the score breakdown',
      automa: 'an Automa’s current AI card, priority rows and pile',
      gameMine: 'your games in this server, those waiting for you first, with links',
      gameShow: 'the final scores of an ended game, with its players, options, dates and a link',
      gameList: 'ended games of this channel, the server or a player, newest first',
      gameExport: 'an ended game as JSON that replays exactly, and a plain-text log',
      leagueHelp: 'this server’s league: seasons, pods, results, standings, and every /league command',
      stats: 'win rate and average score of each class, for the server or the league',
      rules: 'this help',
    },
  },
} as const;
