/**
 * The slash commands in Portuguese, keyed as in ../en/commands.ts: Discord shows these names and
 * descriptions to a client set to Português do Brasil (lowercase names, no accents: players type them).
 */
import type { EN_COMMANDS } from '../en/commands.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_COMMANDS: SameKeys<typeof EN_COMMANDS> = {
  hegemony: {
    name: 'hegemony',
    description: 'Comece ou gerencie uma partida de Hegemony neste canal',
    options: {
      new: {
        name: 'nova',
        description: 'Abra uma nova partida neste canal: os jogadores entram pelos botões',
        options: {
          players: {
            name: 'jogadores',
            description: 'Quantos jogadores (2–4); padrão 4',
          },
          class: {
            name: 'classe',
            description: 'Entre logo com esta classe',
          },
          modules: {
            name: 'modulos',
            description: 'Jogue com todos os módulos de expansão que o número de jogadores permite',
          },
          'crisis-cards': {
            name: 'cartas-de-crise',
            description: 'Embaralhe as 20 cartas de Ação de Crisis & Control nos baralhos',
          },
          'crisis-response': {
            name: 'resposta-a-crise',
            description: 'Cartas de Resposta à Crise decidem o que o FMI faz (Crisis & Control)',
          },
          'alternative-events': {
            name: 'eventos-alternativos',
            description:
              'Eventos Alternativos substituem o baralho de Eventos (Crisis & Control; 4 jogadores)',
          },
          'hidden-agendas': {
            name: 'agendas-ocultas',
            description: 'Cada jogador guarda uma Agenda Oculta secreta (Crisis & Control)',
          },
          'historical-events': {
            name: 'eventos-historicos',
            description: 'Jogue com o baralho de Eventos Históricos (uma carta revelada por rodada)',
          },
          'deadline-hours': {
            name: 'prazo-horas',
            description: 'Horas para responder antes do piloto automático (padrão 24; 0: sem prazo)',
          },
          automa: {
            name: 'automa',
            description: 'Classes dos Automas, ex.: capitalist ou working,middle (nunca o Estado)',
          },
          mode: {
            name: 'modo',
            description: 'Como os Automas decidem (padrão simples)',
          },
          ai: {
            name: 'ia',
            description: 'Classes da IA, ex.: state ou working,capitalist (qualquer classe)',
          },
          'ai-level': {
            name: 'nivel-ia',
            description: 'Quanto tempo a IA pensa (padrão standard)',
          },
          hints: {
            name: 'dicas',
            description: 'Jogadores podem pedir uma dica à IA (padrão sim; não em partidas de liga)',
          },
          'ai-autopilot': {
            name: 'piloto-ia',
            description: 'A IA joga pela vaga de um jogador ausente no prazo (padrão não)',
          },
          language: {
            name: 'idioma',
            description: 'O idioma das mensagens públicas da partida (padrão: o do servidor)',
          },
        },
      },
      settings: {
        name: 'ajustes',
        description: 'Mude o prazo, os lembretes e o idioma desta partida (anfitrião ou admin)',
        options: {
          'deadline-hours': {
            name: 'prazo-horas',
            description: 'Horas para responder antes do piloto automático (0: sem prazo)',
          },
          reminders: {
            name: 'lembretes',
            description: 'Horas antes do prazo para lembrar, ex.: "12, 2" (ou "none")',
          },
          'offer-after': {
            name: 'oferecer-apos',
            description: 'Prazos perdidos seguidos antes de a vaga ser oferecida a voluntários (0: nunca)',
          },
          hints: {
            name: 'dicas',
            description: 'Jogadores podem pedir uma dica à IA',
          },
          'ai-autopilot': {
            name: 'piloto-ia',
            description: 'A IA joga pela vaga de um jogador ausente no prazo',
          },
          language: {
            name: 'idioma',
            description: 'O idioma das mensagens públicas da partida',
          },
        },
      },
      me: {
        name: 'eu',
        description: 'Seu fuso horário, horas de silêncio, lembretes por mensagem direta e idioma',
        options: {
          'time-zone': {
            name: 'fuso-horario',
            description: 'Onde você está, ex.: America/Sao_Paulo',
          },
          'quiet-from': {
            name: 'silencio-de',
            description: 'Sem lembretes a partir desta hora (0–23)…',
          },
          'quiet-to': {
            name: 'silencio-ate',
            description: '…até esta hora (0–23); a mesma hora duas vezes: nenhum',
          },
          dm: {
            name: 'dm',
            description: 'Lembretes por mensagem direta em vez de no canal',
          },
          language: {
            name: 'idioma',
            description: 'O idioma dos seus painéis e respostas (padrão: o do seu Discord)',
          },
        },
      },
      undo: {
        name: 'desfazer',
        description: 'Desfaça sua última resposta (os outros concordam se responderam depois)',
      },
      hint: {
        name: 'dica',
        description: 'A sugestão da IA para sua pergunta atual, só para você (se a partida permitir)',
      },
      'vote-ahead': {
        name: 'votar-antes',
        description: 'Nas Eleições, ao escolher um lado: declare já seu lado num Projeto posterior',
        options: {
          policy: {
            name: 'politica',
            description: 'A Política do Projeto de Lei (1–7)',
          },
          side: {
            name: 'lado',
            description: 'Seu lado',
          },
        },
      },
      abandon: {
        name: 'abandonar',
        description: 'Encerre a partida deste canal (anfitrião ou admin)',
      },
      handover: {
        name: 'passar-vaga',
        description: 'Ofereça uma vaga a outro jogador, que a assume (anfitrião ou admin)',
        options: {
          class: {
            name: 'classe',
            description: 'A vaga',
          },
          user: {
            name: 'usuario',
            description: 'A quem a vaga é oferecida (assume com um botão)',
          },
        },
      },
    },
  },
  hand: {
    name: 'mao',
    description: 'Sua mão e o que você pode fazer agora (só você vê)',
    options: {
      class: {
        name: 'classe',
        description: 'Qual das suas vagas, se você joga com várias',
      },
    },
  },
  board: {
    name: 'tabuleiro',
    description: 'Mostre aqui o tabuleiro da partida deste canal',
    options: {
      class: {
        name: 'classe',
        description: 'Mostre em detalhe o tabuleiro de uma classe',
      },
    },
  },
  play: {
    name: 'jogar',
    description: 'Jogue uma carta da sua mão pelo efeito',
    options: {
      card: {
        name: 'carta',
        description: 'Uma carta que você pode jogar agora',
      },
    },
  },
  action: {
    name: 'acao',
    description: 'Descarte uma carta para fazer uma Ação Básica',
    options: {
      name: {
        name: 'nome',
        description: 'A Ação Básica',
      },
      card: {
        name: 'carta',
        description: 'A carta a descartar',
      },
    },
  },
  free: {
    name: 'livre',
    description: 'Faça uma Ação Livre',
    options: {
      name: {
        name: 'nome',
        description: 'A Ação Livre',
      },
    },
  },
  why: {
    name: 'por-que',
    description: 'Por que você não pode jogar uma carta ou fazer uma ação agora',
    options: {
      name: {
        name: 'nome',
        description: 'Uma carta da sua mão ou uma ação da sua classe',
      },
    },
  },
  answer: {
    name: 'responder',
    description: 'Responda à pergunta que a partida faz a você agora',
    options: {
      choice: {
        name: 'escolha',
        description: 'Uma das escolhas oferecidas',
      },
    },
  },
  card: {
    name: 'carta',
    description: 'Leia uma carta: cartas de Ação, Eventos Históricos e as cartas de Crisis & Control',
    options: {
      name: {
        name: 'nome',
        description: 'A carta',
      },
    },
  },
  score: {
    name: 'placar',
    description: 'O placar detalhado da partida deste canal',
  },
  automa: {
    name: 'automa',
    description: 'Um Automa da partida deste canal: carta de IA, fileiras de prioridade e pilha',
    options: {
      class: {
        name: 'classe',
        description: 'Qual Automa (padrão: todos)',
      },
    },
  },
  game: {
    name: 'partida',
    description: 'Suas partidas em andamento e as encerradas neste servidor: resultados, listas, replays',
    options: {
      mine: {
        name: 'minhas',
        description: 'Suas partidas neste servidor, primeiro as que esperam por você, com links',
      },
      show: {
        name: 'mostrar',
        description: 'O placar final de uma partida encerrada, com jogadores, opções e um link',
        options: {
          id: {
            name: 'id',
            description: 'O id da partida (no rodapé do tabuleiro)',
          },
        },
      },
      list: {
        name: 'lista',
        description: 'Partidas encerradas, as mais novas primeiro: este canal, o servidor ou um jogador',
        options: {
          where: {
            name: 'onde',
            description: 'Este canal (padrão) ou o servidor inteiro',
          },
          player: {
            name: 'jogador',
            description: 'Só as partidas deste jogador',
          },
        },
      },
      export: {
        name: 'exportar',
        description:
          'Uma partida encerrada como arquivo JSON que se repete exatamente, e um registro em texto',
        options: {
          id: {
            name: 'id',
            description: 'O id da partida (no rodapé do tabuleiro)',
          },
        },
      },
    },
  },
  league: {
    name: 'liga',
    description: 'A liga deste servidor: temporadas, mesas, resultados e classificação',
    options: {
      create: {
        name: 'criar',
        description: 'Crie a liga deste servidor (você e os admins a organizam)',
        options: {
          name: {
            name: 'nome',
            description: 'O nome da liga',
          },
        },
      },
      join: {
        name: 'entrar',
        description: 'Entre na liga',
      },
      leave: {
        name: 'sair',
        description: 'Saia da liga (seus resultados ficam)',
      },
      season: {
        name: 'temporada',
        description: 'Comece ou encerre uma temporada (organizadores)',
        options: {
          start: {
            name: 'iniciar',
            description: 'Comece uma nova temporada',
          },
          end: {
            name: 'encerrar',
            description: 'Encerre a temporada: resultados posteriores não contam nela',
          },
        },
      },
      schedule: {
        name: 'agendar',
        description:
          'Agende a próxima rodada: mesas pela classificação, um tópico e uma partida cada (organizadores)',
      },
      report: {
        name: 'relatar',
        description: 'Relate uma partida jogada fora, ou do bot, para os jogadores confirmarem',
        options: {
          game: {
            name: 'partida',
            description: 'Uma partida do bot encerrada neste servidor, pelo id (em vez de nomear jogadores)',
          },
          first: {
            name: 'primeiro',
            description: 'Quem terminou em primeiro (após os desempates)',
          },
          'first-class': {
            name: 'primeiro-classe',
            description: 'A classe que jogou',
          },
          'first-vp': {
            name: 'primeiro-pv',
            description: 'Seus PV finais',
          },
          second: {
            name: 'segundo',
            description: 'Quem terminou em segundo (após os desempates)',
          },
          'second-class': {
            name: 'segundo-classe',
            description: 'A classe que jogou',
          },
          'second-vp': {
            name: 'segundo-pv',
            description: 'Seus PV finais',
          },
          third: {
            name: 'terceiro',
            description: 'Quem terminou em terceiro (após os desempates)',
          },
          'third-class': {
            name: 'terceiro-classe',
            description: 'A classe que jogou',
          },
          'third-vp': {
            name: 'terceiro-pv',
            description: 'Seus PV finais',
          },
          fourth: {
            name: 'quarto',
            description: 'Quem terminou em quarto (após os desempates)',
          },
          'fourth-class': {
            name: 'quarto-classe',
            description: 'A classe que jogou',
          },
          'fourth-vp': {
            name: 'quarto-pv',
            description: 'Seus PV finais',
          },
          'ties-stand': {
            name: 'empates-valem',
            description: 'Jogadores com PV iguais dividem a posição (o empate ficou)',
          },
        },
      },
      void: {
        name: 'anular',
        description: 'Tire um resultado da temporada (organizadores)',
        options: {
          game: {
            name: 'partida',
            description: 'O id da partida (ou do relato)',
          },
          reason: {
            name: 'motivo',
            description: 'Por quê, para o registro',
          },
        },
      },
      standings: {
        name: 'classificacao',
        description: 'Ratings, partidas, vitórias, posição média e retrospecto por classe, com imagem',
        options: {
          season: {
            name: 'temporada',
            description: 'Qual temporada (padrão: a mais recente)',
          },
        },
      },
      export: {
        name: 'exportar',
        description: 'Os resultados e a classificação em arquivos CSV',
        options: {
          season: {
            name: 'temporada',
            description: 'Classificação de qual temporada (padrão: a mais recente)',
          },
        },
      },
      settings: {
        name: 'ajustes',
        description: 'Tamanho das mesas, e se partidas com Automas contam no rating (organizadores)',
        options: {
          'pod-size': {
            name: 'tamanho-mesa',
            description: 'Jogadores por mesa (uma a mais ou a menos onde a conta não fecha)',
          },
          'rate-automa': {
            name: 'pontuar-automa',
            description: 'Contar no rating partidas com Automas (padrão: não)',
          },
        },
      },
      help: {
        name: 'ajuda',
        description: 'Como funcionam a liga, seu rating e seus comandos',
      },
    },
  },
  stats: {
    name: 'estatisticas',
    description: 'Taxa de vitória e pontuação média de cada classe, por número de jogadores e módulos',
    options: {
      of: {
        name: 'de',
        description: 'Toda partida encerrada deste servidor (padrão), ou os resultados da liga',
      },
      season: {
        name: 'temporada',
        description: 'Só esta temporada da liga',
      },
    },
  },
  rules: {
    name: 'regras',
    description: 'Como jogar Hegemony aqui, e os comandos',
  },
};
