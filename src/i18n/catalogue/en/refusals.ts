/**
 * Refusals (`UserError` given as a `Said`, src/table/errors.ts): what a player reads when the table
 * or the league refuses something, in their own language. Each key is one refusal of src/table or
 * src/league; its parameters are ids and numbers, worded by src/i18n/said.ts (`class` a class).
 * The English is the sentence the code wrote before, byte for byte.
 */
export const EN_REFUSALS = {
  refusal: {
    hostOnly: {
      settings: 'Only the host (<@{{host}}>) or a server admin can change the game settings.',
      handSeat: 'Only the host (<@{{host}}>) or a server admin can hand a seat to someone else.',
      withdrawOffer: 'Only the host (<@{{host}}>) or a server admin can withdraw this offer.',
      chooseSeats: 'Only the host (<@{{host}}>) or a server admin can choose who plays the seats.',
      start: 'Only the host (<@{{host}}>) or a server admin can start the game.',
      abandon: 'Only the host (<@{{host}}>) or a server admin can abandon the game.',
    },
    organisersOnly: {
      settings: "Only the league's organisers and server admins can change the league settings.",
      startSeason: "Only the league's organisers and server admins can start a season.",
      endSeason: "Only the league's organisers and server admins can end a season.",
      schedule: "Only the league's organisers and server admins can schedule a round.",
      void: "Only the league's organisers and server admins can void a result.",
    },
    game: {
      alreadyOver: 'This game is already over.',
      none: 'There is no game in this channel. Start one with `/hegemony new`.',
      buttonOver: 'That game is over; this button no longer does anything.',
      earlier: 'That button belongs to an earlier game in this channel.',
      started: 'The game has already started.',
      notStarted: 'The game has not started yet: join on the lobby message, then the host presses Start.',
      over: 'This game is over.',
      notPlaying: 'You are not playing in this game.',
      noSeat: 'This game has no {{class}}.',
      conflict: 'Someone else changed this game at the same moment; please try again.',
    },
    seat: {
      notOpen: 'The {{class}} is not open: its player has it.',
      leagueTakeBack:
        "This is a league game: only its player takes the seat back; the league's organisers can give it to another member with `/hegemony handover`.",
      alreadyOne: 'You already play a class in this game.',
      othersChoice: "That is the {{class}}'s choice, and only <@{{owner}}> can make it.",
      othersChoiceNobody: "That is the {{class}}'s choice.",
      nothingToAnswer: 'There is nothing for the {{class}} to answer right now.',
      chooseOne: 'Choose exactly one option.',
      notOnOffer: 'That choice is not on offer.',
    },
    lobby: {
      noPlayerGiven: 'No player was given for the {{class}}.',
      alreadyThere: 'You already play the {{class}}.',
      taken: 'The {{class}} is taken by <@{{user}}>.',
      switch: 'You already play the {{class}}; press Leave first to switch.',
      notJoined: 'You have not joined this game.',
    },
    reminders: {
      noDeadline: 'With no deadline (0 hours) there are no reminders to send.',
      beforeAsked:
        'A reminder {{hours}} h before a {{deadline}} h deadline would come before the question is asked: give fewer hours than the deadline.',
    },
    timeZone: {
      blank: 'The time zone was left blank; give one like Europe/Paris or America/New_York.',
      unknown: '"{{zone}}" is not a time zone I know; try one like Europe/Paris or America/New_York.',
    },
    hint: {
      notPlaying: 'You are not playing in this channel’s game.',
      offInLeague:
        'Hints are off in league games (the host or an admin can allow them with `/hegemony settings hints:`).',
      off: 'Hints are off in this game (the host can allow them with `/hegemony settings hints:`).',
      notAsked: 'You are not asked anything now: ask for a hint when it is your move.',
    },
    history: {
      noId: 'Give the game’s id: it is in its board’s footer.',
      notEnded:
        'That game has not ended yet: its board is in this channel, and its history opens when it ends.',
      none: "No ended game with the id `{{id}}` in this server (the id is in a board's footer).",
      lost: 'The game `{{id}}` is listed but could not be found in the store.',
    },
    range: {
      whole: '{{commandOption}} is a whole number from {{min}} to {{max}}.',
    },
    undo: {
      nothing: 'You have no answer of yours to take back in this game.',
      revealed:
        'That cannot be taken back: something hidden has come to light since (a card drawn or looked at, cubes drawn, bids revealed or a Hidden Agenda shown).',
      closed: 'That request to take answers back is no longer open: the game has moved on.',
      rulesChanged:
        'That cannot be taken back: this game began under an earlier version of the rules, and its answers no longer replay to the game as it stands, so taking one back would change more than that answer.',
    },
    handover: {
      alreadyPlays: '<@{{user}}> already plays the {{class}}.',
      automa: "An Automa plays the {{class}}: there is no player's seat to hand over.",
      leagueOrganisers: "In a league game only the league's organisers give a seat.",
      notMember:
        "<@{{user}}> is not a member of the league: a league game's seat goes only to a member (`/league join`).",
      closed: 'That offer is no longer open.',
      changedHands: 'That offer is no longer open: the seat has changed hands since.',
      onlyHolder: 'Only <@{{user}}>, who plays the {{class}}, can agree to this.',
      notNeeded: 'Your agreement is not needed for this offer.',
      offeredTo: 'The {{class}} is offered to <@{{user}}>; only they can take it.',
      notAgreed: '<@{{user}}> still plays the {{class}} and has not agreed to hand it over yet.',
    },
    league: {
      none: 'This server has no league yet: `/league create name:` starts one.',
      noSeason: 'No season is running: an organiser starts one with `/league season start`.',
      alreadyIn: 'You are already in the league.',
      notIn: 'You are not in the league.',
      reportId: 'Give the id of the game to report (it is in its board’s footer).',
      noFinished: 'No finished game with the id `{{id}}` in this server.',
      podGame: "Game `{{id}}` was a league pod's game: its result was recorded when it ended.",
      inResults: "Game `{{id}}` is already in the league's results.",
      namedTwice: 'Each player can be named only once.',
      onlyPlayersReport: 'Only a player of that game (or an organiser) can report it.',
      outsider:
        '<@{{user}}> is not a member of the league: every player of a league result joins it first (`/league join`).',
      needsConfirmer: 'A report needs another player to confirm it.',
      alreadyReported: 'Game `{{id}}` has already been reported; its players are confirming it.',
      settled: 'That report has been settled already (recorded or declined).',
      onlyOthersConfirm: 'Only the other players of that game can confirm it.',
      alreadyRecorded: 'That game is already in the league’s results.',
      raced: 'That report changed at the same moment; please press again.',
      onlyPlayersDecline: 'Only the players of that game (or an organiser) can decline it.',
    },
    /** The items of a list parameter (`{{classes}}`, `{{channels}}`…): one class, one channel. */
    item: {
      class: '{{class}}',
      channel: '<#{{channel}}>',
      pod: 'pod {{n}} in <#{{channel}}>',
      seat: '{{classId}}',
      nobody: 'nobody',
      anyPlayers: '2 to 4 players',
      hours_one: '{{count}} hour',
      hours_other: '{{count}} hours',
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      seconds_one: '{{count}} second',
      seconds_other: '{{count}} seconds',
      status: { lobby: 'waiting for players', playing: 'in play', ended: 'just ended' },
    },
    /** `/hegemony settings reminders:` read strictly; each refusal ends with the help sentence. */
    reminderHours: {
      help: 'Reminders are whole hours before the deadline, e.g. "12, 2", or "none" for no reminders.',
      blank: 'The reminders were left blank. $t(refusal.reminderHours.help)',
      notHours: '"{{part}}" is not a number of hours. $t(refusal.reminderHours.help)',
      range:
        'A reminder comes 1 to {{max}} hours before the deadline; {{hours}} is not. $t(refusal.reminderHours.help)',
      twice: '{{hours}} h is given twice. $t(refusal.reminderHours.help)',
      tooMany: 'At most {{max}} reminders. $t(refusal.reminderHours.help)',
    },
    /** A new game, its seats and its lobby. */
    newGame: {
      occupied:
        'This channel already has a game ({{status}}){{link}}. One game per channel: finish or abandon it, or start one in another channel or thread.',
      expired:
        'This lobby has expired (lobbies stay open {{duration}}). Start a new one with `/hegemony new`.',
      lobbyLimit:
        'You already host {{n}} open lobbies in this server ({{channels}}); start or abandon one of them first.',
      hostNoClass: 'A {{players}}-player game has no {{class}}; choose one of {{classes}}.',
      noClass: 'A {{players}}-player game has no {{class}}; its classes are {{classes}}.',
      hostAutoma: 'The {{class}} is to be played by the {{automaMode}}; join another class.',
      hostAi: 'The {{class}} is to be played by the {{aiLevel}}; join another class.',
      automaAndAi: 'The {{class}} cannot be both an Automa and the AI.',
      joinAutoma: 'The {{class}} is played by the {{automaMode}}; the host can open it for a player.',
      joinAi: 'The {{class}} is played by the {{aiLevel}}; the host can open it for a player.',
      waiting: 'Still waiting for players: {{classes}}.',
      noStateAutoma: 'There is no State Automa. A game with Automas has a person as the State.',
      alternativeEvents:
        'Alternative Events replace the Event deck, which only a 4-player game uses: choose 4 players or leave them out.',
      allAutomas: 'Every seat would be an Automa: a game needs at least one player.',
      allDriven: 'Every seat would be played by an Automa or the AI: a game needs at least one player.',
      seatTaken: 'The {{class}} is taken by <@{{user}}>; they press Leave first.',
    },
    /** The engine's own refusal of an answer, by its code. */
    engine: {
      malformedSeat: 'That is not a seat of this game.',
      malformed: 'That answer is not in a form the game understands.',
      'game-over': 'The game is over; there is nothing left to answer.',
      'not-your-turn': 'It is not your move: waiting for {{waiting}}.',
      'not-offered': 'That is not one of the choices for: {{prompt}}',
    },
    answer: {
      noSuchQuestion: 'That choice does not match any open question of this game.',
      alreadyAnswered:
        'This was already answered — the game has moved on. Press **Open my panel** on the board (or use `/hand`) for what you can do now.',
      aheadNotAsked: 'Sides can be stated ahead only when you are asked for one in the Elections phase.',
      aheadNoBill: 'There is no Bill on Policy {{n}} for the {{class}} to vote on.',
      youTwoSeats:
        "You already play the {{class}} in this game: nobody holds two seats, so that no player sees a rival's hand or Hidden Agenda.",
      theyTwoSeats:
        "<@{{user}}> already plays the {{class}} in this game: nobody holds two seats, so that no player sees a rival's hand or Hidden Agenda.",
    },
    undoAsk: {
      othersOnly: 'Only the other players of this game are asked.',
      agreed: 'You have already agreed.',
      playersOnly: 'Only the players of this game are asked.',
    },
    leagueAdmin: {
      exists: 'This server already has a league, **{{name}}**: one league per server.',
      seasonRunning: 'Season {{n}} is still running: end it first.',
      noSeasonYet: 'The league has no season yet: an organiser starts one with `/league season start`.',
      noSeasonN: 'There is no season {{n}}.',
      roundOpen:
        'Round {{n}} is still being played: {{pods}}. Schedule the next round once its games have ended (an organiser can `/hegemony abandon` a game that will not finish).',
      scheduleChanged: 'The schedule changed meanwhile; run `/league schedule` again.',
      notEnough: 'Not enough players: {{members}} in the league, a pod needs {{needs}}.',
      classesOnce: 'A {{players}}-player game is played by {{classes}}: give each class once.',
      voidNoId: 'Give the id of the game whose result to void.',
      voidNone: "No result `{{id}}` in the league's log.",
      voidAlready: 'That result is voided already.',
    },
    /** A store that failed, a saved game that cannot be read. */
    store: {
      writeFailed:
        '⚠️ **Nothing was saved**: the game store did not accept the change, so your move was not made. Please try again in a moment.',
      readFailed:
        '⚠️ The game store could not be read just now, so nothing was changed. Please try again in a moment.',
      damaged:
        "⚠️ The saved game in this channel cannot be read: {{sentence}}. Nothing can be played in it. {{who}} can use `/hegemony abandon` to set it aside (its data is kept for the bot's operator), then `/hegemony new` to start again.",
      damage: {
        truncated: 'its saved data was cut short',
        garbage: 'its saved data is not something the referee wrote',
        format: 'it was saved in a format this version of the referee does not know',
        shape: 'its saved data is missing parts the referee needs',
        'log-missing': 'a piece of its move log is missing',
        'log-short': 'a piece of its move log is incomplete',
        'log-gap': 'its move log has a gap, so it cannot be replayed',
      },
      setAside:
        "⚠️ <@{{user}}> set aside this channel's saved game, which could not be read ({{sentence}}). Its data is kept for the bot's operator; the channel is free for `/hegemony new`.",
      damagedHost: 'The host (<@{{host}}>) or a server admin',
      damagedAdmin: 'A server admin',
      asideHost:
        'The saved game in this channel cannot be read ({{sentence}}). Only its host (<@{{host}}>) or a server admin can set it aside.',
      asideAdmin:
        'The saved game in this channel cannot be read ({{sentence}}). Only a server admin can set it aside.',
    },
  },
} as const;
