/** O que a mensagem de turno do canal diz: quem deve responder o quê, o começo e o fim da partida. */
import type { EN_CHANNEL } from '../en/channel.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_CHANNEL: SameKeys<typeof EN_CHANNEL> = {
  ping: {
    yourMove: '{{holder}} — sua vez: {{asked}} · {{emoji}} {{class}}',
    secret: '{{holders}} — 🔒 {{asked}}',
    bill_one: 'Projeto {{names}}',
    bill_other: 'Projetos {{names}}',
    chooseAgenda: 'escolha sua Agenda Oculta',
    bidOn: 'faça seu lance — {{bill}}',
    bid: 'faça seu lance secreto',
    sideOn: 'a favor ou contra — {{bill}}?',
    side: 'a favor ou contra o Projeto de Lei?',
    action: 'Ação {{number}} de {{turns}}',
    other: 'uma escolha',
    kind: {
      bill: { immediate: 'pedir uma Votação Imediata ou não?' },
      needs: { buy: 'cubra suas necessidades' },
      end: { loans: 'pague seus Empréstimos' },
      prep: { 'market-discard': 'renove seu Mercado', skilled: 'escolha seus Trabalhadores qualificados' },
      scoring: { penalty: 'escolha sua penalidade' },
      crisis: { bond: 'emprestar ao Estado ou não?', 'remove-worker': 'escolha qual Trabalhador sai' },
      alt: {
        keep: 'guarde ou descarte a carta de Evento',
        benefit: 'usar um Benefício ou não?',
        'pressure-use': 'usar a Pressão Popular ou não?',
      },
      demonstration: { loss: 'escolha o que a manifestação lhe custa' },
    },
  },
  turn: {
    over: '{{over}} O placar final está no {{board}}; `/score` para o detalhado.',
    board: 'tabuleiro',
    boardLinked: '[tabuleiro]({{link}})',
    boardButton: 'Tabuleiro',
    round: '📜 Rodada {{round}}',
    roundContinued: '📜 Rodada {{round}} (continuação)',
  },
  log: {
    begins: '🎲 A partida começa! {{players}} jogadores.',
    secretAnswer: '🔒 {{class}} respondeu em segredo.',
    gameOver: '🏁 **Fim de jogo!**',
    winners_one: '🏁 **Fim de jogo!** Vencedor: {{winners}}.',
    winners_other: '🏁 **Fim de jogo!** Vencedores: {{winners}}.',
  },
};
