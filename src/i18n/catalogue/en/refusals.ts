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
      whole: '{{option}} is a whole number from {{min}} to {{max}}.',
    },
    undo: {
      nothing: 'You have no answer of yours to take back in this game.',
      revealed:
        'That cannot be taken back: something hidden has come to light since (a card drawn or looked at, cubes drawn, bids revealed or a Hidden Agenda shown).',
      closed: 'That request to take answers back is no longer open: the game has moved on.',
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
  },
} as const;
