/** `/rules` e `/league help`: como jogar no Discord e uma linha por comando. */
import type { EN_HELP } from '../en/help.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_HELP: SameKeys<typeof EN_HELP> = {
  rules: {
    title: 'Jogando Hegemony no Discord',
    commands: 'Comandos',
    moreCommands: 'Mais comandos',
    howToPlay: {
      start:
        '**Começar:** `{{new}}` abre um saguão; cada um aperta **Entrar** numa classe; o anfitrião aperta **{{start}}**.',
      alone:
        '**Sozinho ou com poucos jogadores:** no saguão, o anfitrião dá uma vaga a um Automa (🤖 simples ou avançado) ou à IA (🧠, qualquer classe, o Estado também), ou digita `{{automa}}` (ou `{{ai}}`) para começar na hora uma partida contra ele.',
      turn: '**Sua vez:** você é mencionado no canal. Aperte **{{openPanel}}** no tabuleiro (ou digite `{{hand}}`): suas cartas e as escolhas que o jogo oferece, só para você. Toque num botão ou escolha no menu; o painel passa à escolha seguinte.',
      bids: '**Lances secretos:** numa votação, aperte **{{placeBid}}** no tabuleiro; o canal só mostra quem já deu seu lance, e todos os lances são revelados juntos.',
      typing:
        '**Mais rápido digitando:** `{{play}}`, `{{action}}`, `{{free}}` e `{{answer}}` enviam as mesmas escolhas, com preenchimento automático.',
    },
    what: {
      hegemonyNew:
        'abre uma partida neste canal (2–4 jogadores) com um saguão para entrar; modulos:todos para todos os módulos que o número de jogadores permite; prazo-horas: quanto tempo cada jogador tem para responder; automa: as classes dos Automas; ia: as classes da IA; idioma: o idioma do canal',
      hegemonySettings:
        'o prazo da partida, os lembretes, quando a vaga de um jogador ausente é oferecida, as dicas, a IA como piloto automático, o idioma (anfitrião ou admin do servidor)',
      hegemonyHint:
        'a sugestão da IA para a sua pergunta atual, só para você (quando a partida permite dicas)',
      hegemonyMe: 'seu fuso horário, horas de silêncio e idioma, para todas as partidas',
      hegemonyUndo: 'desfaz sua última resposta (os outros concordam se responderam depois)',
      hegemonyVoteAhead: 'nas Eleições, quando pedem um lado: seu lado num Projeto de Lei seguinte',
      hegemonyAbandon: 'encerra a partida deste canal (anfitrião ou admin do servidor)',
      hegemonyHandover: 'oferece uma vaga a outro jogador, que a assume (anfitrião ou admin do servidor)',
      hand: 'sua mão e o que você pode fazer agora, só para você',
      board:
        'publica de novo o tabuleiro público no fim do canal; com uma classe, uma imagem do tabuleiro dela',
      play: 'joga uma carta pelo seu efeito',
      action: 'descarta uma carta para uma Ação Básica',
      free: 'faz uma Ação Livre',
      why: 'por que você não pode jogar uma carta ou fazer uma ação agora: o motivo, seus números e a regra',
      answer: 'responde ao que o jogo está perguntando a você agora',
      card: 'mostra o que faz uma carta de Ação, um Evento Histórico, uma carta de Resposta à Crise, um Evento Alternativo ou uma Agenda Oculta',
      score: 'o detalhamento da pontuação',
      automa: 'a carta de IA atual de um Automa, suas fileiras de prioridade e sua pilha',
      gameMine: 'suas partidas neste servidor, primeiro as que esperam por você, com links',
      gameShow: 'o placar final de uma partida encerrada, com jogadores, opções, datas e um link',
      gameList: 'partidas encerradas deste canal, do servidor ou de um jogador, das mais novas',
      gameExport: 'uma partida encerrada em JSON que se repete exatamente, e um registro em texto',
      leagueHelp:
        'a liga deste servidor: temporadas, mesas, resultados, classificação e todos os comandos /liga',
      stats: 'taxa de vitória e pontuação média de cada classe, no servidor ou na liga',
      rules: 'esta ajuda',
    },
  },
};
