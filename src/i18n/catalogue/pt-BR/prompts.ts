/** O que o motor pergunta, em português: as chaves de ../en/prompts.ts. */
import type { EN_PROMPTS } from '../en/prompts.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_PROMPTS: SameKeys<typeof EN_PROMPTS> = {
  // Ações Básicas e Livres
  extraShift: 'Turno Extra: qual das suas Empresas o cumpre?',
  deal: 'Fechar um Acordo Comercial: qual, e para onde vão os bens?',
  mps: 'Dar {{n}} de Influência a qual classe?',
  extraTax: 'Imposto Extra: as duas classes mais baixas empatam; quais duas perdem Legitimidade?',
  campaign: 'Campanha: quanta Influência da Mídia passa a ser sua?',
  swap: 'Trocar Trabalhadores: qual troca?',
  prices: 'Ajustar Preços: qual preço definir?',
  wages: 'Ajustar Salários: qual Empresa?',
  bonus: 'Dar um Bônus de {{n}}: aos Trabalhadores de qual Empresa?',
  storage: 'Comprar Armazém por {{n}}: para qual bem?',
  train: 'Educação: qual Trabalhador é qualificado, e em quê?',
  buyAmount: 'Quanto de {{good}} {{from}}? (Você tem {{have}}.)',
  strike: 'Greve: colocar um marcador de Greve em qual Empresa? (no máximo mais {{n}})',
  unionWorker: 'Qual Trabalhador {{skill}} entra no Sindicato de {{industry}}?',
  slotSkilled: 'Qual Trabalhador ocupa a vaga {{skill}} de {{company}}?',
  slotUnskilled: 'Qual Trabalhador ocupa a vaga não qualificada de {{company}}?',
  // Fases e o que o Estado fornece
  demonstration: 'Manifestação: ainda faltam perder {{n}} PV. Quem perde?',
  demonstrationAmount: 'Quantos PV {{class, o}} perde?',
  marketDiscard: 'Novas Empresas: descartar alguma do seu Mercado antes de ele ser reabastecido?',
  endLoans_one: 'Fim de jogo: você tem {{count}} Empréstimo ({{debt}} a quitar, a {{each}} cada).',
  endLoans_other: 'Fim de jogo: você tem {{count}} Empréstimos ({{debt}} a quitar, a {{each}} cada).',
  provideFrom: 'Fornecer mais {{n}} de {{good}} {{to, ao}}: de onde? (Tesouro {{treasury}})',
  provideAmount: 'Quanto de {{good}} você compra {{from}}?',
  // Cartas de Ação
  polling:
    'Pesquisa de Opinião Pública: cubos revelados: {{cubes}}. Convocar a Votação Imediata com eles (grátis)?',
  emergencyState: 'Estado de Emergência: mover qual Política sem Projeto de Lei, e para qual seção? (sem PV)',
  fakeNews: 'Fake News: cubos revelados ainda fora: {{cubes}}. Remover um do jogo? (no máximo mais {{n}})',
  denialMedia: 'Negação da Liberdade de Expressão: quanta Influência da Mídia vira sua Influência Pessoal?',
  denialPlayers:
    'Negação da Liberdade de Expressão: quais jogadores lhe dão Influência (e perdem Legitimidade)?',
  housing: 'Moradia Popular: a quem você paga?',
  specialization:
    'Especialização: qual Trabalhador qualificado da Classe Trabalhadora vem da Reserva para os Desempregados?',
  migration: 'Migração: qual Trabalhador desempregado deixa o país? (no máximo mais {{n}})',
  accident: 'Acidente de Trabalho: qual jogador, e qual indústria?',
  nationalize: 'Estatização: qual Empresa Capitalista entra no Setor Público?',
  nationalizeReplace: 'Estatização: qual Empresa Pública fora de operação ela substitui?',
  nationalizeAssign: 'Estatização: alocar Trabalhadores agora?',
  privatize: 'Privatização: qual Empresa Pública você vende?',
  foreignSale: 'Vender quanto de {{good}} ao exterior, a {{price}} cada?',
  legitimacyChoose: '{{card}}: escolha uma classe cuja Legitimidade muda em {{delta}}.',
  investmentMode: '{{actionCard}}: de que modo?',
  growingTile: '{{actionCard}}: um Armazém grátis para qual recurso?',
  machineryBuy: '{{actionCard}}: quantos?',
  machineryPlace: 'Colocar um marcador de Maquinário em qual Empresa?',
  recruit: '{{actionCard}}: pagar {{cost}} para preencher qual Empresa com Trabalhadores da Reserva?',
  competitiveWages: '{{actionCard}}: qual Empresa, e os Trabalhadores de quem?',
  initiative: '{{actionCard}}: qual das suas Empresas fora de operação é preenchida, e por quem?',
  provideIncome: '{{actionCard}}: fornecer dinheiro a qual classe ({{n}} por Trabalhador empregado)?',
  consumptionMode: '{{actionCard}}: como você compra?',
  publicShift: '{{actionCard}}: qual Empresa Pública cumpre um turno extra (o Estado paga o Salário)?',
  sellToState: '{{actionCard}}: quanto de {{good}} você vende ao Estado, a {{price}} cada?',
  exportSwap: '{{actionCard}}: qual carta de Exportação passa a valer?',
  ownShift: '{{actionCard}}: qual das suas Empresas produz de novo (você paga o Salário)?',
  theCard: 'a carta',
  // As tarefas do Estado (de um Evento, de uma carta): a carta pelo nome
  taskMoney: '{{card}}: fornecer {{amount}} a qual classe?{{which}}',
  taskWhich: ' ({{n}} de {{of}})',
  taskInfluenceCubes:
    '{{card}}: fornecer {{influence}} da sua Influência e {{cubes}} cubos de votação a qual classe?',
  taskGood: '{{card}}: fornecer {{good}} a qual classe?',
  taskMix: '{{card}}: fornecer {{good}} e {{resource}} a qual classe?',
  taskSplitMix: '{{card}}: {{n}} itens para {{class, o}}: quantos de cada?',
  taskMoneyPer: '{{card}}: fornecer dinheiro a qual classe?',
  taskMoneyAll: '{{card}}: quanto você fornece a cada classe?',
  taskMedia: '{{card}}: fornecer {{n}} de Influência da Mídia a qual classe?',
  taskCubes: '{{card}}: fornecer {{n}} cubos de votação a qual classe?',
  taskSplitMedia:
    '{{card}}: {{total}} de {{amount}} de Influência da Mídia dados{{given}}. Quem recebe o próximo?',
  taskSplitCubes: '{{card}}: {{total}} de {{amount}} cubos de votação dados{{given}}. Quem recebe o próximo?',
  taskGiven: ' ({{parts}})',
  taskGivenPart: '{{class}} {{n}}',
  taskSpendGoods: '{{card}}: quanto de {{good}} você gasta? (Você tem {{have}}.)',
  taskSpendMoney: '{{card}}: quanto você gasta? (Tesouro {{treasury}})',
  taskBuy: '{{card}}: comprar {{good}} dos outros jogadores (até mais {{n}}; Tesouro {{treasury}}).',
  taskBuyReward: '{{card}}: você comprou {{n}}. Qual classe o recompensa?',
  taskBuild: '{{card}}: construir uma Empresa para qual classe, do Mercado dela?',
  taskBill: '{{card}}: qual classe escolhe o Projeto de Lei que você deve propor?',
  // Eventos e a Ação de Evento
  anyTwo: '"{{event}}" não foi resolvido: quais duas classes perdem 1 de Legitimidade?',
  lookShift:
    'Mudança de Foco: os Eventos do topo são {{events}}. Trocar um por um Evento atual (sem penalidade)?',
  lookPriority: 'Questão de Alta Prioridade: os Eventos do topo são {{events}}. Qual vai para o tabuleiro?',
  // As decisões de um Automa
  automaSkilled: 'Qual Trabalhador qualificado você pega da Reserva?',
  automaAction: 'Carta de IA {{number}}: o que {{automa, o}} faz?',
  automaTriggerInstead: '{{automa, oCap}} usa "{{action}}" no lugar da sua Ação Especial?',
  automaTriggerEnd: '{{automa, oCap}} usa "{{action}}" no fim do seu turno?',
  automaProduceFirst: 'Qual Empresa Pública com seus Trabalhadores produz primeiro?',
  automaStaffFromSupply: 'Qual das suas Empresas fora de operação recebe Trabalhadores da Reserva?',
  automaTakePublicWorkers:
    'Qual das suas Empresas fora de operação recebe os Trabalhadores de uma Empresa Pública?',
  // Eventos Alternativos
  altClass: '{{event}}: qual classe você escolhe?',
  altClassAgain: '{{event}}: qual classe você escolhe? (segunda vez)',
  altPay: '{{event}}: como você paga? (Tesouro {{treasury}})',
  altBuy: '{{event}}: comprar Alimentos para o Estado ({{n}} comprados; Tesouro {{treasury}}).',
  altKeepAction:
    'Você recebe "{{event}}". Ficar com ela pelo Benefício (Fase de Ações, toda rodada) ou descartá-la agora por {{vp}} PV?',
  altKeepStart:
    'Você recebe "{{event}}". Ficar com ela pelo Benefício (início da {{phase}}, toda rodada) ou descartá-la agora por {{vp}} PV?',
  altBenefit: 'Benefício de "{{event}}": usar agora?',
  altWage:
    'O Salário de qual Empresa muda um nível nesta Fase de Produção (o Mercado de Trabalho é ignorado)?',
  altAssign: 'Alocar Trabalhadores desempregados em uma das suas Empresas antes que ela produza?',
  altPressure:
    'Votação da Política {{policyNumber}} → {{section}}: descartar "{{event}}" para que o Estado apoie este Projeto de Lei com até {{n}} de Influência?',
  // Crisis & Control
  bond: 'Novo Programa de Títulos Públicos: o Estado precisa de mais {{n}} para quitar seus Empréstimos. Você empresta?',
  crisisWorker: 'Resposta à Crise: qual dos seus Trabalhadores desempregados sai? ({{n}} a remover)',
  vaccines:
    'Programa de Vacinação contra a COVID-19: comprar Saúde no exterior a {{price}} cada (espaço para {{room}}; Tesouro {{treasury}})?',
  statusQuo: 'Proteger o Status Quo: em qual Política nenhum Projeto de Lei pode ser proposto nesta rodada?',
  discardBill: 'Mudança na Agenda do Governo: o Projeto de Lei de quem é descartado?',
  scandal: 'Revelar Escândalo Político: tirar até {{n}} de Influência de quem?',
  // Agendas Ocultas e Eventos Históricos
  agendaKeep:
    'Agenda Oculta: com qual você fica? Ninguém mais a vê; a outra volta para a caixa sem ser vista.',
  heRemoveWorker_one: '{{event}}: qual Trabalhador sai? ({{count}} Trabalhador a remover)',
  heRemoveWorker_other: '{{event}}: qual Trabalhador sai? ({{count}} Trabalhadores a remover)',
  heLegitimacy: '{{event}}: Legitimidade {{change}} com quais {{n}} classes?',
  heExtraAction: '{{event}}: uma ação extra agora?',
  heSellToState: '{{event}}: qual das suas Empresas é vendida ao Estado por {{price}}?',
  heGiveToState: '{{event}}: qual das suas Empresas é entregue ao Estado?',
  heReplace: '{{event}}: qual Empresa Pública ela substitui?',
  heDiscard: '{{event}}: qual Empresa você descarta?',
  heDiscardOperational: '{{event}}: qual Empresa em operação você descarta?',
  heSave: '{{event}}: {{owner, o}} deve descartar {{company}}. Salvá-la?',
  heBuyPublic: '{{event}}: comprar uma Empresa Pública?',
  heMovePolicies_one: '{{event}}: mover {{count}} Política para uma seção adjacente.',
  heMovePolicies_other: '{{event}}: mover {{count}} Políticas para uma seção adjacente.',
  heMovePoliciesUpTo_one: '{{event}}: mover até {{count}} Política para uma seção adjacente.',
  heMovePoliciesUpTo_other: '{{event}}: mover até {{count}} Políticas para uma seção adjacente.',
};
