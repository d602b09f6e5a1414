/** The short guide behind /rules (the README's "How to play" says the same). */
export const HOW_TO_PLAY = [
  '**Start:** `/hegemony new players:4` opens a lobby; everyone presses **Join** on a class; the host presses **Start**.',
  '**Alone or short of players:** the host gives a seat to an Automa (🤖 simple or advanced) or to the AI (🧠, any class, the State too) in the lobby, or types `/hegemony new players:2 automa:capitalist` (or `ai:capitalist`) to start a game against it at once.',
  '**Your turn:** you are mentioned in the channel. Press **Open my panel** on the board (or type `/hand`): your cards and the choices the game offers, only for you. Tap a button or pick from the menu; the panel moves on to the next choice.',
  '**Secret bids:** during a vote, press **Place your bid** on the board; the channel only shows who has bid, and all bids are revealed together.',
  '**Faster by typing:** `/play`, `/action`, `/free` and `/answer` send the same choices with autocomplete.',
];

export const COMMAND_HELP: ReadonlyArray<[string, string]> = [
  [
    '/hegemony new [players] [class] [modules] [crisis-cards] [crisis-response] [alternative-events] [hidden-agendas] [historical-events] [deadline-hours] [automa] [mode] [ai] [ai-level] [hints] [ai-autopilot] [language]',
    'open a game in this channel (2–4 players) with a lobby to join; modules:all for every module the player count allows; deadline-hours: how long each player has to answer; automa: the classes the Automas play; ai: the classes the AI plays; language: the channel’s language',
  ],
  [
    '/hegemony settings [deadline-hours] [reminders] [offer-after] [hints] [ai-autopilot] [language]',
    'the game’s deadline, reminders, when an absent player’s seat is offered, hints, the AI as autopilot, its language (host or server admin)',
  ],
  [
    '/hegemony hint',
    'the AI’s suggestion for your current question, only for you (when the game allows hints)',
  ],
  [
    '/hegemony me [time-zone] [quiet-from] [quiet-to] [dm] [language]',
    'your time zone, quiet hours and language, for every game',
  ],
  ['/hegemony undo', 'take back your last answer (the others agree if they answered since)'],
  ['/hegemony vote-ahead policy side', 'in the Elections, when asked for a side: your side on a later Bill'],
  ['/hegemony abandon', 'end this channel’s game (host or server admin)'],
  ['/hegemony handover class user', 'offer a seat to another player, who takes it (host or server admin)'],
  ['/hand [class]', 'your hand and what you can do now, only for you'],
  [
    '/board [class]',
    'post the public board again at the bottom of the channel; with a class, a picture of its board',
  ],
  ['/play card', 'play a card for its effect'],
  ['/action name card', 'discard a card for a Basic Action'],
  ['/free name', 'take a Free Action'],
  ['/why name', 'why you cannot play a card or take an action now: the reason, its numbers and the rule'],
  ['/answer choice', 'answer whatever the game is asking you now'],
  [
    '/card name',
    'read what an Action card, a Historical Event, a Crisis Response card, an Alternative Event or a Hidden Agenda does',
  ],
  ['/score', 'the score breakdown'],
  ['/automa [class]', 'an Automa’s current AI card, priority rows and pile'],
  ['/game mine', 'your games in this server, those waiting for you first, with links'],
  ['/game show id', 'the final scores of an ended game, with its players, options, dates and a link'],
  ['/game list [where] [player]', 'ended games of this channel, the server or a player, newest first'],
  ['/game export id', 'an ended game as JSON that replays exactly, and a plain-text log'],
  ['/league help', 'this server’s league: seasons, pods, results, standings, and every /league command'],
  ['/stats [of] [season]', 'win rate and average score of each class, for the server or the league'],
  ['/rules', 'this help'],
];
