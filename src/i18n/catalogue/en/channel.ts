/** What the channel's turn message says: who is asked what (a ping's first words), the game's start and end. */
export const EN_CHANNEL = {
  ping: {
    yourMove: '{{holder}} — your move: {{asked}} · {{emoji}} {{class}}',
    secret: '{{holders}} — 🔒 {{asked}}',
    bill_one: 'Bill {{names}}',
    bill_other: 'Bills {{names}}',
    chooseAgenda: 'choose your Hidden Agenda',
    bidOn: 'place your bid on {{bill}}',
    bid: 'place your secret bid',
    sideOn: 'for or against {{bill}}?',
    side: 'for or against the Bill?',
    action: 'Action {{number}} of {{turns}}',
    other: 'a choice',
    /** What a seat is asked outside its turn, by question kind (never its options). */
    kind: {
      bill: { immediate: 'call an Immediate Vote or not?' },
      needs: { buy: 'cover your needs' },
      end: { loans: 'repay your Loans' },
      prep: { 'market-discard': 'refresh your Market', skilled: 'choose your skilled Workers' },
      scoring: { penalty: 'choose your penalty' },
      crisis: { bond: 'lend to the State or not?', 'remove-worker': 'choose which Worker leaves' },
      alt: {
        keep: 'keep or discard the Event card',
        benefit: 'use a Benefit or not?',
        'pressure-use': 'use Public Pressure or not?',
      },
      demonstration: { loss: 'choose what the demonstration costs you' },
    },
  },
  turn: {
    over: '{{over}} Final scores are on the {{board}}; `/score` for the breakdown.',
    board: 'board',
    boardLinked: '[board]({{link}})',
    boardButton: 'Board',
    round: '📜 Round {{round}}',
    roundContinued: '📜 Round {{round}} (continued)',
  },
  log: {
    begins: '🎲 The game begins! {{players}} players.',
    secretAnswer: '🔒 The {{class}} has answered in secret.',
    gameOver: '🏁 **Game over!**',
    winners_one: '🏁 **Game over!** Winner: {{winners}}.',
    winners_other: '🏁 **Game over!** Winners: {{winners}}.',
  },
} as const;
