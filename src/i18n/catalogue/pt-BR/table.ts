/** O que o canal lê sobre a mesa: o saguão, quem ocupa cada vaga, os módulos. */
import type { EN_TABLE } from '../en/table.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_TABLE: SameKeys<typeof EN_TABLE> = {
  lobby: {
    join: 'Entrar como {{class}}',
    openForPlayer: 'Abrir para um jogador',
    ai: 'IA',
    title: 'Hegemony — nova partida de {{players}} jogadores',
    host: 'Anfitrião: <@{{host}}>. Escolha uma classe abaixo; o anfitrião aperta **Começar** quando todas as vagas estiverem ocupadas.',
    mayAutoma: 'O anfitrião pode pôr uma vaga nas mãos de um Automa (🤖, simples ou avançado) ou da IA (🧠).',
    mayAi: 'O anfitrião pode pôr uma vaga nas mãos da IA (🧠).',
    with: 'Com: {{modules}}.',
    open_one: 'Partida {{id}} · {{count}} vaga aberta',
    open_other: 'Partida {{id}} · {{count}} vagas abertas',
    ready: 'Partida {{id}} · pronta para começar',
    leave: 'Sair',
    start: 'Começar',
    closedTitle: 'Hegemony — partida de {{players}} jogadores',
    abandonedBeforeStart: 'Esta partida foi abandonada antes de começar.',
  },
  seat: {
    automa: 'Automa ({{mode}})',
    ai: 'IA ({{level}})',
    mode: { simple: 'simples', advanced: 'avançado' },
    open: '*(vaga aberta)*',
  },
  module: {
    extraActionCards: 'cartas de Ação de Crisis & Control',
    historicalEvents: 'Eventos Históricos',
    crisisResponse: 'Resposta à Crise',
    alternativeEvents: 'Eventos Alternativos',
    hiddenAgendas: 'Agendas Ocultas',
  },
};
