/** What the channel reads about the table: the lobby, who holds a seat, the modules. */
export const EN_TABLE = {
  lobby: {
    join: 'Join as {{class}}',
    openForPlayer: 'Open for a player',
    ai: 'AI',
    title: 'Hegemony — new {{players}}-player game',
    host: 'Host: <@{{host}}>. Pick a class below; the host presses **Start** when every seat is taken.',
    mayAutoma: 'The host may have a seat played by an Automa (🤖, simple or advanced) or by the AI (🧠).',
    mayAi: 'The host may have a seat played by the AI (🧠).',
    with: 'With: {{modules}}.',
    open_one: 'Game {{id}} · {{count}} seat open',
    open_other: 'Game {{id}} · {{count}} seats open',
    ready: 'Game {{id}} · ready to start',
    leave: 'Leave',
    start: 'Start',
    closedTitle: 'Hegemony — {{players}}-player game',
    abandonedBeforeStart: 'This game was abandoned before it started.',
  },
  seat: {
    automa: 'Automa ({{mode}})',
    ai: 'AI ({{level}})',
    mode: { simple: 'simple', advanced: 'advanced' },
    open: '*(open seat)*',
  },
  /** The expansion modules, by the engine's module id. */
  module: {
    extraActionCards: 'Crisis & Control Action cards',
    historicalEvents: 'Historical Events',
    crisisResponse: 'Crisis Response',
    alternativeEvents: 'Alternative Events',
    hiddenAgendas: 'Hidden Agendas',
  },
} as const;
