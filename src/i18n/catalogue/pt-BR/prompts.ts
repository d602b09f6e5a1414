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
};
