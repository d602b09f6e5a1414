/** What a player reads on their own panel: its buttons, their hand, their status. */
export const EN_PLAY = {
  panel: {
    choose: 'Choose…',
    choosePage: 'Choose… (page {{page}} of {{pages}})',
    previous: '◀ Previous',
    next: 'Next ▶',
    undo: 'Undo',
    or: 'Or…',
    orChoose: 'Or choose…',
    oneOrSeveral: '{{prompt}} (one or several)',
    pricesAtMinimum: 'All prices at the minimum',
    wagesAtMinimum: 'All Wages at the minimum',
    handTitle: '{{emoji}} Your hand — {{class}}',
    noCards: '*No cards in hand.*',
    hiddenAgenda: '🎯 Your Hidden Agenda',
    onlyYouKnow: '🤫 Only you know',
    gameOver: 'The game is over. `/score` shows the breakdown.',
    nothingToAnswer: '{{emoji}} **{{class}}** — nothing to answer right now.',
    waitingFor: 'Waiting for:\n{{who}}',
    question: '{{emoji}} **{{class}}** — {{prompt}}',
    since: '🕑 Since your last turn',
    earlier: '*…and {{count}} earlier.*',
    myBid: '🔒 Your secret bid: {{bid}} Influence (revealed when every bid is in).',
    otherBid:
      '🔒 A secret bid is in for this seat, placed by its previous player; it stays hidden until every bid is in.',
    secretAgenda: '🔒 Secret: nobody else sees which Agenda you keep until it is scored or the game ends.',
    secretBid: '🔒 Secret: nobody sees your answer until every bid is in.',
  },
  /** The turn menu's options, from their card or action id (the engine's labels say the same in English). */
  menu: {
    play: 'Play {{card}}',
    basic: '{{action}} (discard a card)',
    free: 'Free Action: {{action}}',
    end: 'End your turn',
    endDescription: 'Your turn ends here; the next class plays',
    pass: 'Discard a card and pass (no Basic Action is possible)',
    passShort: 'Pass',
    passDescription: 'The card goes to your discard pile with no effect',
  },
  status: {
    title: '{{emoji}} {{class}} — {{vp}} VP',
    money:
      '💰 {{money}} · Influence {{influence}} · Prosperity {{prosperity}} · Loans {{loans}} · Hand {{hand}}',
    capitalistMoney:
      '💰 Revenue {{revenue}} · Capital {{capital}} · Influence {{influence}} · Loans {{loans}} · Hand {{hand}}',
    stateMoney: '💰 Treasury {{treasury}} · Influence {{influence}} · Loans {{loans}} · Hand {{hand}}',
    workers: '👷 Workers {{employed}} employed · {{unemployed}} unemployed',
    goods: '📦 Goods',
    goodsAndServices: '📦 Goods & Services',
    storage: '🏬 Storage',
    /** "📦 Goods: Food 2 · Luxury 0" */
    goodsLine: '{{label}}: {{goods}}',
    companies: '🏭 Companies {{count}}',
    legitimacy: '⚖️ Legitimacy: Working {{working}} · Middle {{middle}} · Capitalist {{capitalist}}',
    publicCompanies: '🏛️ Public Companies {{count}} · Food {{food}} · Luxury {{luxury}}',
  },
} as const;
