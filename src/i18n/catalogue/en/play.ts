/** What a player reads on their own panel: its buttons, their hand, their status. */
export const EN_PLAY = {
  panel: {
    notOnOffer: 'That choice is not on offer.',
    choose: 'Choose…',
    choosePage: 'Choose… (page {{page}} of {{pages}})',
    previous: '◀ Previous',
    next: 'Next ▶',
    undo: 'Undo',
    answerIn: '✅ Your answer is in.',
    done: 'Done.',
    played: 'Played.',
    allAtMinimum: 'All at the minimum',
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
  /** `/game mine`: the player's games in this server. */
  mine: {
    lobby: 'Lobby: waiting for players to join and the host to start.',
    none: 'You are not seated in any game in this server. `/hegemony new` opens one.',
    waiting: '**Waiting for you ({{count}})**',
    nothing: 'Nothing is waiting for you right now.',
    others: '**Your other games ({{count}})**',
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
  /** `/card`: a card's fields, and how the other languages show the English name beside theirs. */
  card: {
    title: '{{name}} — {{english}}',
    field: {
      Class: 'Class',
      Copies: 'Copies',
      Requires: 'Requires',
      Benefit: 'Benefit',
      VP: 'VP',
      Period: 'Period',
      Trigger: 'Trigger',
    },
    nothing: 'Nothing',
    baseGame: 'Base game',
    kind: '{{name}} ({{kind}})',
    notFound: 'There is no card called "{{name}}".',
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
  /** `/hegemony hint`: the AI's suggestion, privately (the answers' labels are the engine's). */
  hint: {
    head: '🧠 **Hint** for the {{class}} — {{asked}}:',
    only: 'It is the only answer offered.',
    noTime: "The AI's rule of thumb: there was no time to imagine games from here.",
    effect: 'Estimated effect: the {{class}} won {{percent}} of {{playouts}} games the AI imagined after it.',
    other: '• {{label}}: won {{percent}} of {{playouts}}.',
    footer:
      '-# Only you see this. The AI read what your seat sees, nothing hidden; nothing was played for you.',
  },
} as const;
