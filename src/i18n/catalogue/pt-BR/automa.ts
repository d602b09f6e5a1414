/** `/automa`: o quadro de um Automa (sua carta de IA, as fileiras de prioridade, a pilha). */
import type { EN_AUTOMA } from '../en/automa.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_AUTOMA: SameKeys<typeof EN_AUTOMA> = {
  automa: {
    title: '{{emoji}} {{name}} — Automa ({{mode}})',
    mode: { simple: 'simples', advanced: 'avançado' },
    lastMove: 'Última jogada (rodada {{round}}, turno {{turn}}): {{move}}.',
    noMove: 'Nenhuma jogada ainda.',
    pile_one: 'Pilha de IA: **{{count}}** carta · descartes: {{discards}}',
    pile_other: 'Pilha de IA: **{{count}}** cartas · descartes: {{discards}}',
    card: 'Carta de IA {{number}}',
    cardNone: 'Carta de IA',
    noneRevealed: 'Nenhuma revelada ainda.',
    policies: 'Políticas: {{policies}}',
    bonus: 'Bônus (primeira ação): {{text}}',
    specialPriority: 'Prioridade da Ação Especial: {{text}}',
    special: 'Ação Especial: {{text}}',
    influence: 'Indicador de Influência: sim',
    empty: 'Vazia.',
    setAside: 'Separadas: {{policies}}',
    removed: 'Fora de jogo: {{policies}}',
    actionsAside: 'Ações separadas: {{actions}}',
    actionRows: 'Fileiras de prioridade de ações',
    policyRows: 'Fileiras de prioridade de Políticas',
    noneHere: 'Nenhum Automa joga nesta partida.',
    notThis_one: 'Nenhum Automa joga como {{class}} nesta partida; {{automas}} é um Automa.',
    notThis_other: 'Nenhum Automa joga como {{class}} nesta partida; {{automas}} são Automas.',
    theClass: '{{class}}',
    and: ' e ',
    checks: 'Verificações deste turno',
  },
};
