/**
 * Why a card or an action is not offered: a sentence per reason code of the engine
 * (src/engine/core/why.ts, keyed as its codes are: `turn.not-yours` is `reason.turn.not-yours`)
 * with the figures as parameters, and the rule each comes from.
 */
export const EN_WHY = {
  reason: {
    turn: {
      'not-yours': 'it is not your turn menu right now',
      'main-done': 'you already took your Main Action this turn',
      'main-first': 'take your Main Action first',
      'free-used': 'you already took a Free Action this turn',
      'not-in-hand': 'that card is not in your hand',
      pass: 'you may pass only when no Basic Action is possible',
    },
    action: {
      'not-your-class': 'it is not one of your class’s actions',
      'four-players': 'only in 4-player games',
    },
    card: {
      policy: 'needs {{policy}} in section {{sections}} (it is in {{now}})',
      'no-effect': 'this card has no effect in this game',
    },
    historical: {
      condition: 'its requirement is not met: {{requirement}} (now {{now}})',
      'not-current': 'it is not the Historical Event in play',
    },
    money: { short: 'costs {{cost}}; you have {{have}}' },
    capital: { short: 'costs {{cost}} from Capital; you have {{have}} Capital' },
    revenue: { short: 'needs at least {{need}} Revenue; you have {{have}}' },
    supply: { cubes: 'none of your Voting cubes are left in the supply' },
    influence: {
      short: 'needs {{need}} Influence; you have {{have}}',
      supply: 'no Influence is left in the supply',
      'others-none': 'no other class has any Influence',
    },
    media: { none: 'no Media Influence is left in the Public Services' },
    loans: { none: 'you have no Loan to pay off' },
    build: {
      limit: 'you already have {{count}} Companies, the most allowed',
      'no-supply-worker': 'no Middle Class Worker is left in the supply',
      'market-empty': 'your Company Market is empty',
      'deck-empty': 'your Company deck is empty',
      none: 'you cannot pay for any Company in your Market (you have {{have}})',
      'none-middle':
        'no Company in your Market is both affordable (you have {{have}}) and runnable by your unemployed Middle Class Workers',
    },
    sell: {
      'none-zero': 'you have no Company',
      none: 'every one of your {{count}} Companies has committed Workers',
    },
    'extra-shift': {
      none: 'none of your Companies is operational with uncommitted Middle Class Workers and Wages you can pay',
    },
    wages: {
      none: 'no Company of yours can change its Wage (the Labor Market minimum, L3, or committed Workers who earn it hold it)',
    },
    bonus: { none: 'none of your Companies is operational with Workers to receive a Bonus' },
    storage: { none: 'you have a Storage for every good, or no Storage tile is left' },
    swap: {
      'no-unemployed': 'you have no unemployed Worker',
      none: 'none of your skilled Workers is in an unskilled job an unemployed Worker could take',
    },
    assign: {
      'no-workers': 'you have no Worker free to move',
      'no-unemployed': 'you have no unemployed Worker',
      none: 'no open job or Trade Union fits your Workers (skills, Wages and the Labor Market)',
    },
    unemployed: { few: 'needs at least {{need}} unemployed Workers; you have {{have}}' },
    farm: { 'none-left': 'both Cooperative Farms are already built' },
    strike: {
      tokens: 'every Strike token is already on the board',
      none: 'every Company your Workers are in pays L3 or has committed Workers',
    },
    demonstration: {
      on: 'your Demonstration token is already out',
      few: 'you need {{need}} more unemployed Workers than open slots for your class (you have {{unemployed}} unemployed, {{slots}} open slots)',
    },
    prices: { locked: 'a Historical Event locked every price this round' },
    buy: { none: 'no seller offers anything you can take and pay for (you have {{have}})' },
    'sell-foreign': {
      closed: 'a Historical Event closed the Foreign Market this round',
      none: 'you do not have the goods any deal of the current Export card asks for',
    },
    deal: {
      closed: 'a Historical Event closed the Foreign Market this round',
      'none-zero': 'no Business Deal is on offer',
      none: 'no Business Deal on offer fits your money and room (the cheapest costs {{cost}}; you have {{have}})',
    },
    use: { none: 'needs {{resource}} equal to your Population ({{population}}); you have {{have}}' },
    benefits: { none: 'the State has provided you nothing to receive' },
    bill: {
      'no-elections': 'a Historical Event cancelled this round’s elections',
      markers: 'all {{count}} of your Bill markers are in use',
      none: 'every Policy it may name already has a Bill or is closed to Bills',
      'others-none': 'no other class has a Bill on the table',
    },
    bills: {
      few: 'needs at least {{need}} Bills proposed; there are {{now}}',
      many: 'only with at most {{most}} Bills proposed; there are {{now}}',
    },
    legitimacy: {
      'at-one': "the State's Legitimacy with the {{class}} is already 1",
      'few-above-min': 'needs {{need}} classes whose Legitimacy can still fall; there are {{now}}',
    },
    state: { absent: 'no State plays in this game' },
    event: {
      none: 'you have no Event to deal with',
      'none-doable': 'none of your Events has a task you can carry out now',
      'none-to-see': 'no Event is left in the deck or the discards to look at',
      'none-may-help': 'none of your Events, nor any Event you might see, has a task you can carry out now',
    },
    'competitive-wages': {
      none: 'none of your empty Companies has an operational Public Company of its industry whose Workers could all move over',
    },
    exit: {
      none: 'you have no Company without committed Workers that is neither automated nor built for Machinery',
    },
    machinery: {
      'none-zero': 'no Company of yours with the Machinery icon can take a token, or no token is left',
      none: 'one Machinery token costs {{cost}}; you have {{have}}',
    },
    recruit: { none: 'none of your empty Companies can be filled with Workers from the supply' },
    initiative: { none: 'none of your idle Companies can be filled with unemployed Workers' },
    'sell-to-state': {
      none: 'you have {{have}} {{resource}} in Storage and the State has room for {{room}}',
    },
    'public-services': { none: 'the Public Services hold no {{resource}}' },
    'health-companies': { none: 'you have no operational Healthcare Company' },
    nationalize: {
      'no-public-slot': 'every available Public Company is operational: none can be replaced',
      none: 'no Capitalist Company is idle, without Machinery or automation, and affordable from the Treasury ({{treasury}})',
    },
    agenda: { none: 'no Policy matches the Political Agenda now' },
    'public-shift': { none: 'no available Public Company is operational and free of a Strike' },
    provide: {
      none: 'you cannot provide it to any class now (your Influence, their Voting cubes, or the Treasury)',
    },
    protectionism: { none: 'you have no Agriculture Company (nor a Luxury one while Policy 6 is in A)' },
    employees: { none: 'none of your Companies has a Working Class employee' },
    treasury: { short: 'costs the Treasury {{cost}}; it holds {{have}}' },
    'capitalist-companies': { none: 'the Capitalist Class has no Company' },
    'no-choice': 'it would have no legal choice to make right now',
  },
  /** Where each reason's rule is written. */
  rule: {
    rulebook: 'Rulebook',
    working: 'Rulebook, Working Class',
    actionPhase: 'Rulebook, Action Phase',
    actionCards: 'Rulebook, Component Anatomy: Action Cards',
    playerCounts: 'Rulebook, Player Counts',
    capitalist: 'Rulebook, Capitalist Class',
    state: 'Rulebook, State',
    historical: 'Historical Events rulebook',
    historicalTrigger: 'Historical Events rulebook, The Trigger',
    historicalHowToPlay: 'Historical Events rulebook, How to Play',
    middleOrWorking: 'Rulebook, Working and Middle Class',
    bills: 'Bills and Elections rules, Propose Bill',
    buildCompany: 'Rulebook, Capitalist Class: Build Company',
    buildCompanyMiddle: 'Rulebook, Middle Class: Build Company',
    sellCompany: 'Rulebook, Sell Company',
    extraShift: 'Rulebook, Middle Class: Extra Shift',
    adjustWages: 'Rulebook, Capitalist Class: Adjust Wages',
    giveBonus: 'Rulebook, Capitalist Class: Give Bonus',
    buyStorage: 'Rulebook, Capitalist Class: Buy Storage',
    swapWorkers: 'Rulebook, Working and Middle Class: Swap Workers',
    assignWorkers: 'Rulebook, Working Class: Assign Workers',
    cooperativeFarm: 'Rulebook, Component Anatomy: Cooperative Farm',
    strike: 'Rulebook, Working Class: Strike',
    demonstration: 'Rulebook, Working Class: Demonstration',
    buyGoods: 'Rulebook, Working and Middle Class: Buy Goods & Services',
    sellForeign: 'Rulebook, Sell to the Foreign Market',
    businessDeal: 'Rulebook, Capitalist Class: Make Business Deal',
    useGoods: 'Rulebook, Working and Middle Class: Free Actions (Use goods)',
    provide: 'Rulebook, State: Provide',
    extraTax: 'Rulebook, State: Extra Tax (components reference §3.1 FAQ)',
    eventAction: 'Rulebook, State: Event Action',
    machinery: 'Rulebook, Capitalist Class: Machinery Tokens',
  },
  why: {
    /** "Policy 3 (Taxation)" */
    policy: 'Policy {{number}} ({{name}})',
    /** Between the sections a card accepts: "A or B". */
    or: ' or ',
    /** One reason and its rule. */
    withRule: '{{reason}} — {{rule}}',
    playCard: 'Play *{{card}}*',
    freeAction: 'Free Action: {{action}}',
    /** "**Strike**: every Company …" */
    line: '**{{choice}}**: {{reasons}}',
    title: '❔ Why not?',
    everything: 'Everything in your hand and every action of your class is on offer now.',
    cards: 'Cards you cannot play now',
    actions: 'Actions you cannot take now',
    continued: '{{name}} (continued)',
    button: 'Why not?',
    heading: '{{emoji}} **{{class}}** — what you cannot do now, and why:',
    refused: 'You cannot do that now. {{line}}',
    onOffer: '✅ **{{name}}** is on offer now: choose it on your panel.',
    noSuch: 'There is no card in your hand or action of your class called “{{typed}}”.',
    onOfferTag: '{{name}} (on offer)',
    notPlaying: 'You are not playing a game in this channel.',
    notYourClass: 'You do not play the {{class}} in this game.',
  },
  private: { onlyYou: 'Only you can see this.' },
} as const;
