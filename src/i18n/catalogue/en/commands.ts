/**
 * The slash commands' English names and descriptions, keyed by where they sit (command, its
 * subcommands and options under `options`). The names are the commands' own ids (the handlers read
 * options by them); Discord shows them, and the descriptions, to an English client.
 */
export const EN_COMMANDS = {
  hegemony: {
    name: 'hegemony',
    description: 'Start or manage a game of Hegemony in this channel',
    options: {
      new: {
        name: 'new',
        description: 'Open a new game in this channel: players join with buttons',
        options: {
          players: {
            name: 'players',
            description: 'How many players (2–4); default 4',
          },
          class: {
            name: 'class',
            description: 'Join right away as this class',
          },
          modules: {
            name: 'modules',
            description: 'Play with every expansion module the player count allows',
          },
          'crisis-cards': {
            name: 'crisis-cards',
            description: 'Shuffle the 20 Crisis & Control Action cards into the decks',
          },
          'crisis-response': {
            name: 'crisis-response',
            description: 'Crisis Response cards decide what the IMF does (Crisis & Control)',
          },
          'alternative-events': {
            name: 'alternative-events',
            description: 'Alternative Events replace the Event deck (Crisis & Control; 4 players)',
          },
          'hidden-agendas': {
            name: 'hidden-agendas',
            description: 'Each player keeps a secret Hidden Agenda (Crisis & Control)',
          },
          'historical-events': {
            name: 'historical-events',
            description: 'Play with the Historical Events deck (one card revealed each round)',
          },
          'deadline-hours': {
            name: 'deadline-hours',
            description: 'Hours to answer before the autopilot does (default 24; 0: no deadline)',
          },
          automa: {
            name: 'automa',
            description: 'Classes the Automas play, e.g. capitalist or working,middle (never the State)',
          },
          mode: {
            name: 'mode',
            description: 'How the Automas decide (default simple)',
          },
          ai: {
            name: 'ai',
            description: 'Classes the AI plays, e.g. state or working,capitalist (any class)',
          },
          'ai-level': {
            name: 'ai-level',
            description: 'How long the AI thinks (default standard)',
          },
          hints: {
            name: 'hints',
            description: 'Players may ask the AI for a hint (default on, off in league games)',
          },
          'ai-autopilot': {
            name: 'ai-autopilot',
            description: "The AI plays an absent player's seat at a deadline (default off)",
          },
          language: {
            name: 'language',
            description: "The language of the game's public messages (default: the server's)",
          },
        },
      },
      settings: {
        name: 'settings',
        description: "Change this game's deadline, reminders and language (host or admin)",
        options: {
          'deadline-hours': {
            name: 'deadline-hours',
            description: 'Hours to answer before the autopilot does (0: no deadline)',
          },
          reminders: {
            name: 'reminders',
            description: 'Hours before the deadline to remind, e.g. "12, 2" (or "none")',
          },
          'offer-after': {
            name: 'offer-after',
            description: 'Missed deadlines in a row before a seat is opened to volunteers (0: never)',
          },
          hints: {
            name: 'hints',
            description: 'Players may ask the AI for a hint',
          },
          'ai-autopilot': {
            name: 'ai-autopilot',
            description: "The AI plays an absent player's seat at a deadline",
          },
          language: {
            name: 'language',
            description: "The language of the game's public messages",
          },
        },
      },
      me: {
        name: 'me',
        description: 'Your time zone, quiet hours, reminders by direct message and language',
        options: {
          'time-zone': {
            name: 'time-zone',
            description: 'Where you are, e.g. Europe/Paris',
          },
          'quiet-from': {
            name: 'quiet-from',
            description: 'No reminders from this hour (0–23)…',
          },
          'quiet-to': {
            name: 'quiet-to',
            description: '…until this hour (0–23); the same hour twice: none',
          },
          dm: {
            name: 'dm',
            description: 'Reminders by direct message instead of in the channel',
          },
          language: {
            name: 'language',
            description: 'The language of your own panels and answers (default: your Discord’s)',
          },
        },
      },
      undo: {
        name: 'undo',
        description: 'Take back your last answer (others agree if they answered since)',
      },
      hint: {
        name: 'hint',
        description: "The AI's suggestion for your current question, for you alone (when the game allows)",
      },
      'vote-ahead': {
        name: 'vote-ahead',
        description: 'In the Elections, when asked for a side: state your side on a later Bill now',
        options: {
          policy: {
            name: 'policy',
            description: 'The Policy of the Bill (1–7)',
          },
          side: {
            name: 'side',
            description: 'Your side',
          },
        },
      },
      abandon: {
        name: 'abandon',
        description: 'End the game in this channel (host or admin)',
      },
      handover: {
        name: 'handover',
        description: 'Offer a seat to another player, who takes it (host or admin)',
        options: {
          class: {
            name: 'class',
            description: 'The seat',
          },
          user: {
            name: 'user',
            description: 'Who is offered the seat (they take it with a button)',
          },
        },
      },
    },
  },
  hand: {
    name: 'hand',
    description: 'Your hand and what you can do now (only you see it)',
    options: {
      class: {
        name: 'class',
        description: 'Which of your seats, if you play several',
      },
    },
  },
  board: {
    name: 'board',
    description: 'Show the board of this channel’s game here',
    options: {
      class: {
        name: 'class',
        description: 'Show one class’s board in detail instead',
      },
    },
  },
  play: {
    name: 'play',
    description: 'Play a card from your hand for its effect',
    options: {
      card: {
        name: 'card',
        description: 'A card you can play now',
      },
    },
  },
  action: {
    name: 'action',
    description: 'Discard a card to take a Basic Action',
    options: {
      name: {
        name: 'name',
        description: 'The Basic Action',
      },
      card: {
        name: 'card',
        description: 'The card to discard',
      },
    },
  },
  free: {
    name: 'free',
    description: 'Take a Free Action',
    options: {
      name: {
        name: 'name',
        description: 'The Free Action',
      },
    },
  },
  why: {
    name: 'why',
    description: 'Why you cannot play a card or take an action right now',
    options: {
      name: {
        name: 'name',
        description: 'A card in your hand or an action of your class',
      },
    },
  },
  answer: {
    name: 'answer',
    description: 'Answer the question the game is asking you now',
    options: {
      choice: {
        name: 'choice',
        description: 'One of the choices offered',
      },
    },
  },
  card: {
    name: 'card',
    description: 'Read a card: Action cards, Historical Events and the Crisis & Control cards',
    options: {
      name: {
        name: 'name',
        description: 'The card',
      },
    },
  },
  score: {
    name: 'score',
    description: 'The score breakdown of this channel’s game',
  },
  automa: {
    name: 'automa',
    description: 'An Automa of this channel’s game: its AI card, priority rows and pile',
    options: {
      class: {
        name: 'class',
        description: 'Which Automa (default: every one)',
      },
    },
  },
  game: {
    name: 'game',
    description: 'Your games in play, and games that ended in this server: results, lists, replays',
    options: {
      mine: {
        name: 'mine',
        description: 'Your games in this server, the ones waiting for you first, with links',
      },
      show: {
        name: 'show',
        description: 'The final scores of an ended game, with players, options and a link',
        options: {
          id: {
            name: 'id',
            description: 'The game id (in the board’s footer)',
          },
        },
      },
      list: {
        name: 'list',
        description: 'Ended games, newest first: this channel, the server, or one player',
        options: {
          where: {
            name: 'where',
            description: 'This channel (default) or the whole server',
          },
          player: {
            name: 'player',
            description: 'Only games this player played',
          },
        },
      },
      export: {
        name: 'export',
        description: 'An ended game as a JSON file that replays exactly, and a plain-text log',
        options: {
          id: {
            name: 'id',
            description: 'The game id (in the board’s footer)',
          },
        },
      },
    },
  },
  league: {
    name: 'league',
    description: 'This server’s league: seasons, pods, results and standings',
    options: {
      create: {
        name: 'create',
        description: 'Start this server’s league (you and the server admins run it)',
        options: {
          name: {
            name: 'name',
            description: 'The league’s name',
          },
        },
      },
      join: {
        name: 'join',
        description: 'Join the league',
      },
      leave: {
        name: 'leave',
        description: 'Leave the league (your results stay)',
      },
      season: {
        name: 'season',
        description: 'Start or end a season (organisers)',
        options: {
          start: {
            name: 'start',
            description: 'Start a new season',
          },
          end: {
            name: 'end',
            description: 'End the season: later results do not count for it',
          },
        },
      },
      schedule: {
        name: 'schedule',
        description: 'Schedule the next round: pods by standings, a thread and a game each (organisers)',
      },
      report: {
        name: 'report',
        description: 'Report a game played elsewhere, or a bot game, for its players to confirm',
        options: {
          game: {
            name: 'game',
            description: 'A finished bot game of this server, by id (instead of naming players)',
          },
          first: {
            name: 'first',
            description: "Who finished first (after the game's tie-breaks)",
          },
          'first-class': {
            name: 'first-class',
            description: 'The class they played',
          },
          'first-vp': {
            name: 'first-vp',
            description: 'Their final VP',
          },
          second: {
            name: 'second',
            description: "Who finished second (after the game's tie-breaks)",
          },
          'second-class': {
            name: 'second-class',
            description: 'The class they played',
          },
          'second-vp': {
            name: 'second-vp',
            description: 'Their final VP',
          },
          third: {
            name: 'third',
            description: "Who finished third (after the game's tie-breaks)",
          },
          'third-class': {
            name: 'third-class',
            description: 'The class they played',
          },
          'third-vp': {
            name: 'third-vp',
            description: 'Their final VP',
          },
          fourth: {
            name: 'fourth',
            description: "Who finished fourth (after the game's tie-breaks)",
          },
          'fourth-class': {
            name: 'fourth-class',
            description: 'The class they played',
          },
          'fourth-vp': {
            name: 'fourth-vp',
            description: 'Their final VP',
          },
          'ties-stand': {
            name: 'ties-stand',
            description: 'Players with equal VP share their place (their tie stood)',
          },
        },
      },
      void: {
        name: 'void',
        description: 'Take a result out of the season (organisers)',
        options: {
          game: {
            name: 'game',
            description: 'The game id (or the report id)',
          },
          reason: {
            name: 'reason',
            description: 'Why, for the record',
          },
        },
      },
      standings: {
        name: 'standings',
        description: 'Ratings, games, wins, average place and record per class, with a picture',
        options: {
          season: {
            name: 'season',
            description: 'Which season (default: the latest)',
          },
        },
      },
      export: {
        name: 'export',
        description: 'The results and the standings as CSV files',
        options: {
          season: {
            name: 'season',
            description: 'Standings of which season (default: the latest)',
          },
        },
      },
      settings: {
        name: 'settings',
        description: 'Pod size, and whether games with Automa seats are rated (organisers)',
        options: {
          'pod-size': {
            name: 'pod-size',
            description: 'Players per pod (pods take one more or one fewer where the count does not divide)',
          },
          'rate-automa': {
            name: 'rate-automa',
            description: 'Rate games with Automa seats (default: no)',
          },
        },
      },
      help: {
        name: 'help',
        description: 'How the league, its rating and its commands work',
      },
    },
  },
  stats: {
    name: 'stats',
    description: 'Win rate and average score of each class, by player count and modules',
    options: {
      of: {
        name: 'of',
        description: 'Every finished game of this server (default), or the league’s results',
      },
      season: {
        name: 'season',
        description: 'Only this league season',
      },
    },
  },
  rules: {
    name: 'rules',
    description: 'How to play Hegemony here, and the commands',
  },
} as const;
