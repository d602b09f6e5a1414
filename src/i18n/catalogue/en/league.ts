/**
 * The league on Discord (src/discord/present/league.ts, src/discord/league.ts, commands/league.ts):
 * standings, a round's pods, a reported result, the help. The public ones are in the server's
 * language, `/league help`, `export` and `settings` in the reader's.
 */
export const EN_LEAGUE = {
  league: {
    ended: 'ended',
    afterRound: 'after round {{round}}',
    noRound: 'no round yet',
    seasonLine_one: 'Season {{season}} · {{state}} · {{count}} rated player',
    seasonLine_other: 'Season {{season}} · {{state}} · {{count}} rated players',
    pageOf: ' · page {{page}} of {{pages}}',
    pictureFootnote: 'Rating = skill minus three times its uncertainty (mu - 3 sigma): {{help}}',
    games_one: '{{count}} game',
    games_other: '{{count}} games',
    wins_one: '{{count}} win',
    wins_other: '{{count}} wins',
    row: '**{{place}}.** {{player}} — **{{rating}}** · {{games}} · {{wins}} · avg place {{average}}',
    standingsTitle: '{{league}} — standings',
    noRatedGame: 'No rated game yet.',
    standingsFooter:
      'Page {{page}} of {{pages}} · rating = μ − 3σ (see {{help}}) · {{letters}}: wins/games per class',
    higher: '◀ Higher',
    lower: 'Lower ▶',
    pod: '**Pod {{pod}}** {{where}}',
    podIn: 'in {{channel}}',
    podNotOpened: '(not opened yet: run `{{schedule}}` again)',
    sittingOut: 'Sitting out this round: {{players}}',
    round:
      "📅 **Season {{season}}, round {{round}}** — pods by the current standings. Your game is open in your pod's thread; the first player is asked there.",
    podThread: 'Season {{season}} · round {{round}} · pod {{pod}}',
    automa: 'Automa',
    vp: ' · {{vp}} VP',
    game: 'game `{{id}}`',
    elsewhere: 'a game played elsewhere',
    recorded: 'Result recorded',
    declined: 'Report declined: nothing was recorded',
    reported: 'Result reported: its players confirm',
    pleaseConfirm: '{{players}} — please confirm this result for season {{season}}.',
    reportedBy: 'Reported by {{by}}: {{what}}.',
    reportFooter: 'Report {{id}}',
    confirm: 'Confirm',
    decline: 'Decline',
    members_one: '{{count}} member',
    members_other: '{{count}} members',
    seasonEnded: 'season {{season}} ended',
    seasonRunning_one: 'season {{season}} running ({{count}} round)',
    seasonRunning_other: 'season {{season}} running ({{count}} rounds)',
    noSeason: 'no season yet',
    summaryRated:
      '**{{league}}** — {{members}}; {{season}}; pods of {{podSize}}; games with Automa seats are rated.',
    summaryNotRated:
      '**{{league}}** — {{members}}; {{season}}; pods of {{podSize}}; games with Automa seats are not rated.',
    formerMember: 'a former member',
    otherGame: '<#{{channel}}> already has another game.',
    helpTitle: 'Leagues',
    noLeague: 'This server has no league yet.',
    helpRating:
      '**Rating.** Every result goes to the league’s log; ratings are worked out from the whole log each time with openskill’s Plackett–Luce model: each player has a skill estimate μ (25 at first) and an uncertainty σ (8.33 at first). A game moves them by your place against your opponents’ skill; places come from the final VP with the game’s own tie-breaks, and a tie that stood is shared. The rating shown is **μ − 3σ**, a cautious estimate: it starts at 0, grows as you play and win, and can go below 0 after early losses (your uncertainty is still large), so a player with few games is not ranked above a proven one by luck.',
    helpVoids:
      '**Voids.** A voided game is left out and the season is worked out again from the start, so the standings are as if it had never been played. Results reported after a season ended do not count for it.',
    helpAutoma:
      '**Automa seats.** Games with Automa seats are not rated unless the league’s settings say so (they always count in `{{stats}}`).',
    commands: 'Commands',
    /** What each /league command does (its usage is built from the commands' names). */
    what: {
      create: 'start this server’s league (its creator and server admins run it)',
      join: 'join the league (`{{leave}}` to stop being scheduled; your results stay)',
      season: 'start a season (organisers); `{{end}}` ends it: later results no longer count',
      schedule:
        'the next round (organisers): pods of the league’s size by current standings, repeat pairings avoided, a thread per pod with its game dealt and seats assigned',
      report:
        'a game played elsewhere (players in finishing order) or a bot game by `{{game}}` id, confirmed by its other players; pod games are recorded by themselves',
      void: 'take a result out (organisers): the season is worked out again without it',
      standings: 'rating, games, wins, average place and record per class, with a picture',
      export: 'the results and standings as CSV',
      settings: 'pod size, and whether games with Automa seats are rated (organisers)',
    },
    /** `/league` answers. */
    started:
      '🏁 **Season {{season}}** has started. `{{join}}` to play; an organiser runs `{{schedule}}` for each round.',
    seasonOver: '🏆 **Season {{season}}** has ended. `{{standings}}` for the final standings.',
    created: '🏛️ {{summary}}\n`{{join}}` to take part; `{{help}}` for how it works.',
    joined: '<@{{user}}> joined **{{league}}**.',
    left: '<@{{user}}> left **{{league}}**.',
    voidedGame: 'game `{{id}}`',
    voidedReport: 'report `{{id}}`',
    voided:
      '🚫 <@{{user}}> voided the result of {{what}} (season {{season}}){{reason}}. The standings are worked out again without it.',
    reason: ': {{reason}}',
    exported:
      '**{{league}}**: every result (one row per seat; voided ones marked) and the standings of season {{season}}.',
    bothNeeded: 'Give both `{{player}}` and `{{class}}` for each player.',
    botPlayer: 'A bot cannot be a player.',
    namePlayers:
      'Name the players in finishing order (`{{first}}`, `{{second}}`, …), or give a bot game’s `{{game}}` id.',
  },
} as const;
