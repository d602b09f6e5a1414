/** The public board: its title, fields and buttons, in the game's language. */
export const EN_BOARD = {
  board: {
    abandoned: 'Hegemony — abandoned',
    gameOver: 'Hegemony — Game over',
    round: 'Hegemony — Round {{round}} of {{rounds}} · {{phase}}',
    turn: 'Turn {{number}} of {{turns}}: **{{class}}** ({{holder}})',
    waitingFor: 'Waiting for',
    nobody: 'Nobody.',
    /** "🔴 @ana — Working Class: their turn" */
    waiting: '{{emoji}} {{holder}} — {{class}}: {{secret}}{{kind}}',
    vote: '🗳️ Vote',
    policies: 'Policies',
    policy: '{{number}} {{name}}: **{{section}}**{{bill}}',
    bill: ' ← Bill: **{{section}}** ({{class}})',
    voteTarget: '{{number}} {{name}} → **{{section}}**',
    and: ' and ',
    billOf: '{{target}} (Bill of the {{class}})',
    specialElection: '{{target}} (special election called by the {{class}})',
    side: { for: 'for', against: 'against' },
    sides: 'Sides: {{sides}}',
    secretBids: 'Secret bids: {{bids}}',
    workingLines:
      '💰 {{money}} · Prosperity {{prosperity}} · Influence {{influence}}\nWorkers {{workers}} · Loans {{loans}} · Hand {{hand}}',
    capitalistLines:
      '💰 Revenue {{revenue}} · Capital {{capital}} · Influence {{influence}}\nCompanies {{companies}} · Loans {{loans}} · Hand {{hand}}',
    stateLines:
      'Legitimacy W{{working}} M{{middle}} C{{capitalist}} · Influence {{influence}}\nLoans {{loans}} · Hand {{hand}}',
    treasury: '🏛️ Treasury',
    treasuryLoans: ' (Loans {{loans}})',
    treasuryLines:
      '{{treasury}}{{loans}} · Tax multiplier {{multiplier}}\nPublic Services: Health {{health}} · Education {{education}} · Influence {{influence}}',
    scoresAbandoned: 'Scores when abandoned',
    finalScores: '🏆 Final scores',
    scoreLine: '{{trophy}}{{class}} ({{holder}}): **{{vp}} VP**',
    footer: 'Game {{id}} · move {{version}} · {{next}} · /rules for help',
    footerOver: '/score for the breakdown',
    footerPlaying: '/hand for your cards',
    openPanel: 'Open my panel',
    placeBid: 'Place your bid',
    chooseAgenda: 'Choose your Hidden Agenda',
    score: 'Score',
  },
  score: {
    final: 'Final scores',
    after: 'Scores after move {{version}}',
    notStarted: 'The game has not started yet.',
    wait: 'You can see the scores again in {{seconds}} s.',
    /** VP of one round: "R2 5" */
    round: 'R{{round}} {{vp}}',
    /** A reason that came several times: "2 policies in section A (3 times)" */
    times_one: '{{text}}',
    times_other: '{{text}} ({{count}} times)',
  },
  /** What a seat is being asked, in a few public words (never the options), by question kind. */
  asked: {
    turn: 'their turn',
    vote: { side: 'for or against the Bill', bid: 'a secret Influence bid' },
    bill: { immediate: 'whether to call an Immediate Vote' },
    needs: { buy: 'covering their needs' },
    end: { loans: 'repaying Loans' },
    prep: { 'market-discard': 'refreshing their Market', skilled: 'a setup choice' },
    agenda: { keep: 'choosing a Hidden Agenda in secret' },
    crisis: { bond: 'whether to lend to the State', 'remove-worker': 'which Worker leaves' },
    alt: {
      keep: 'keeping or discarding an Event card',
      benefit: 'whether to use a Benefit',
      'pressure-use': 'whether to use Public Pressure',
    },
    other: 'a choice',
  },
} as const;
