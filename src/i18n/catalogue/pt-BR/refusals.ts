/** As recusas (../en/refusals.ts) em Português do Brasil. */
export const PT_BR_REFUSALS = {
  refusal: {
    hostOnly: {
      settings: 'Só o anfitrião (<@{{host}}>) ou um admin do servidor pode mudar as configurações do jogo.',
      handSeat:
        'Só o anfitrião (<@{{host}}>) ou um admin do servidor pode passar uma vaga para outra pessoa.',
      withdrawOffer: 'Só o anfitrião (<@{{host}}>) ou um admin do servidor pode retirar esta oferta.',
      chooseSeats:
        'Só o anfitrião (<@{{host}}>) ou um admin do servidor pode escolher quem joga em cada vaga.',
      start: 'Só o anfitrião (<@{{host}}>) ou um admin do servidor pode começar o jogo.',
      abandon: 'Só o anfitrião (<@{{host}}>) ou um admin do servidor pode abandonar o jogo.',
    },
    organisersOnly: {
      settings: 'Só os organizadores da liga e os admins do servidor podem mudar as configurações da liga.',
      startSeason: 'Só os organizadores da liga e os admins do servidor podem começar uma temporada.',
      endSeason: 'Só os organizadores da liga e os admins do servidor podem encerrar uma temporada.',
      schedule: 'Só os organizadores da liga e os admins do servidor podem sortear uma rodada.',
      void: 'Só os organizadores da liga e os admins do servidor podem anular um resultado.',
    },
    game: {
      alreadyOver: 'Este jogo já terminou.',
      none: 'Não há jogo neste canal. Comece um com `/hegemony new`.',
      buttonOver: 'Esse jogo terminou; este botão não faz mais nada.',
      earlier: 'Esse botão é de um jogo anterior neste canal.',
      started: 'O jogo já começou.',
      notStarted: 'O jogo ainda não começou: entre pela mensagem do lobby, e o anfitrião aperta Começar.',
      over: 'Este jogo terminou.',
      notPlaying: 'Você não está jogando neste jogo.',
      noSeat: 'Este jogo não tem a vaga {{class}}.',
      conflict: 'Outra pessoa mudou este jogo no mesmo instante; tente de novo.',
    },
    seat: {
      notOpen: 'A vaga {{class}} não está aberta: quem a joga ainda a tem.',
      leagueTakeBack:
        'Este é um jogo da liga: só quem joga a vaga a retoma; os organizadores da liga podem dá-la a outro membro com `/hegemony handover`.',
      alreadyOne: 'Você já joga uma vaga neste jogo.',
      othersChoice: 'Essa escolha é da vaga {{class}}, e só <@{{owner}}> pode fazê-la.',
      othersChoiceNobody: 'Essa escolha é da vaga {{class}}.',
      nothingToAnswer: 'Não há nada para a vaga {{class}} responder agora.',
      chooseOne: 'Escolha exatamente uma opção.',
      notOnOffer: 'Essa escolha não está entre as opções.',
    },
    lobby: {
      noPlayerGiven: 'Nenhum jogador foi dado para a vaga {{class}}.',
      alreadyThere: 'Você já está na vaga {{class}}.',
      taken: 'A vaga {{class}} já é de <@{{user}}>.',
      switch: 'Você já está na vaga {{class}}; aperte Sair antes para trocar.',
      notJoined: 'Você não entrou neste jogo.',
    },
    reminders: {
      noDeadline: 'Sem prazo (0 horas) não há lembretes a enviar.',
      beforeAsked:
        'Um lembrete {{hours}} h antes de um prazo de {{deadline}} h viria antes de a pergunta ser feita: dê menos horas que o prazo.',
    },
    timeZone: {
      blank: 'O fuso horário ficou em branco; dê um como America/Sao_Paulo ou Europe/Lisbon.',
      unknown:
        '"{{zone}}" não é um fuso horário que eu conheça; tente um como America/Sao_Paulo ou Europe/Lisbon.',
    },
    hint: {
      notPlaying: 'Você não está jogando no jogo deste canal.',
      offInLeague:
        'As dicas estão desligadas nos jogos da liga (o anfitrião ou um admin pode permiti-las com `/hegemony settings hints:`).',
      off: 'As dicas estão desligadas neste jogo (o anfitrião pode permiti-las com `/hegemony settings hints:`).',
      notAsked: 'Nada lhe é perguntado agora: peça uma dica quando for a sua vez.',
    },
    history: {
      noId: 'Dê o id do jogo: está no rodapé do tabuleiro.',
      notEnded:
        'Esse jogo ainda não terminou: o tabuleiro está neste canal, e o histórico abre quando ele terminar.',
      none: 'Nenhum jogo terminado com o id `{{id}}` neste servidor (o id está no rodapé de um tabuleiro).',
      lost: 'O jogo `{{id}}` está listado, mas não foi encontrado no armazenamento.',
    },
    range: {
      whole: '{{commandOption}} é um número inteiro de {{min}} a {{max}}.',
    },
    undo: {
      nothing: 'Você não tem nenhuma resposta sua para desfazer neste jogo.',
      revealed:
        'Isso não pode ser desfeito: algo oculto veio à tona desde então (uma carta comprada ou vista, cubos sorteados, lances revelados ou uma Agenda Oculta mostrada).',
      closed: 'Esse pedido para desfazer respostas não está mais aberto: o jogo seguiu adiante.',
      rulesChanged:
        'Isso não pode ser desfeito: este jogo começou sob uma versão anterior das regras, e suas respostas não reproduzem mais o jogo como ele está; desfazer uma mudaria mais do que essa resposta.',
    },
    handover: {
      alreadyPlays: '<@{{user}}> já está na vaga {{class}}.',
      automa: 'Um Automa joga na vaga {{class}}: não há lugar de jogador para passar.',
      leagueOrganisers: 'Num jogo da liga, só os organizadores da liga dão um lugar.',
      notMember:
        '<@{{user}}> não é membro da liga: o lugar num jogo da liga vai só para um membro (`/league join`).',
      closed: 'Essa oferta não está mais aberta.',
      changedHands: 'Essa oferta não está mais aberta: o lugar mudou de mãos desde então.',
      onlyHolder: 'Só <@{{user}}>, que está na vaga {{class}}, pode concordar com isso.',
      notNeeded: 'Sua concordância não é necessária para esta oferta.',
      offeredTo: 'A vaga {{class}} foi oferecida a <@{{user}}>; só essa pessoa pode aceitá-la.',
      notAgreed: '<@{{user}}> ainda está na vaga {{class}} e ainda não concordou em passá-la.',
    },
    league: {
      none: 'Este servidor ainda não tem liga: `/league create name:` cria uma.',
      noSeason: 'Nenhuma temporada em andamento: um organizador começa uma com `/league season start`.',
      alreadyIn: 'Você já está na liga.',
      notIn: 'Você não está na liga.',
      reportId: 'Dê o id do jogo a relatar (está no rodapé do tabuleiro).',
      noFinished: 'Nenhum jogo terminado com o id `{{id}}` neste servidor.',
      podGame: 'O jogo `{{id}}` foi de uma mesa da liga: seu resultado foi registrado quando terminou.',
      inResults: 'O jogo `{{id}}` já está nos resultados da liga.',
      namedTwice: 'Cada jogador só pode ser citado uma vez.',
      onlyPlayersReport: 'Só um jogador desse jogo (ou um organizador) pode relatá-lo.',
      outsider:
        '<@{{user}}> não é membro da liga: cada jogador de um resultado da liga entra nela antes (`/league join`).',
      needsConfirmer: 'Um relato precisa de outro jogador para confirmá-lo.',
      alreadyReported: 'O jogo `{{id}}` já foi relatado; seus jogadores estão confirmando.',
      settled: 'Esse relato já foi resolvido (registrado ou recusado).',
      onlyOthersConfirm: 'Só os outros jogadores desse jogo podem confirmá-lo.',
      alreadyRecorded: 'Esse jogo já está nos resultados da liga.',
      raced: 'Esse relato mudou no mesmo instante; aperte de novo.',
      onlyPlayersDecline: 'Só os jogadores desse jogo (ou um organizador) podem recusá-lo.',
    },
    item: {
      class: '{{class}}',
      channel: '<#{{channel}}>',
      pod: 'mesa {{n}} em <#{{channel}}>',
      seat: '{{classId}}',
      nobody: 'ninguém',
      anyPlayers: '2 a 4 jogadores',
      hours_one: '{{count}} hora',
      hours_other: '{{count}} horas',
      minutes_one: '{{count}} minuto',
      minutes_other: '{{count}} minutos',
      seconds_one: '{{count}} segundo',
      seconds_other: '{{count}} segundos',
      status: { lobby: 'esperando jogadores', playing: 'em andamento', ended: 'que acabou de terminar' },
    },
    reminderHours: {
      help: 'Os lembretes são horas inteiras antes do prazo, por exemplo "12, 2", ou "none" para nenhum lembrete.',
      blank: 'Os lembretes ficaram em branco. $t(refusal.reminderHours.help)',
      notHours: '"{{part}}" não é um número de horas. $t(refusal.reminderHours.help)',
      range:
        'Um lembrete vem de 1 a {{max}} horas antes do prazo; {{hours}} não serve. $t(refusal.reminderHours.help)',
      twice: '{{hours}} h aparece duas vezes. $t(refusal.reminderHours.help)',
      tooMany: 'No máximo {{max}} lembretes. $t(refusal.reminderHours.help)',
    },
    newGame: {
      occupied:
        'Este canal já tem um jogo ({{status}}){{link}}. Um jogo por canal: termine-o ou abandone-o, ou comece um em outro canal ou tópico.',
      expired:
        'Este lobby expirou (os lobbies ficam abertos {{duration}}). Comece um novo com `/hegemony new`.',
      lobbyLimit:
        'Você já é anfitrião de {{n}} lobbies abertos neste servidor ({{channels}}); comece ou abandone um deles antes.',
      hostNoClass: 'Um jogo de {{players}} jogadores não tem a vaga {{class}}; escolha entre {{classes}}.',
      noClass: 'Um jogo de {{players}} jogadores não tem a vaga {{class}}; as vagas dele são {{classes}}.',
      hostAutoma: 'A vaga {{class}} será jogada pelo {{automaMode}}; entre em outra vaga.',
      hostAi: 'A vaga {{class}} será jogada pela {{aiLevel}}; entre em outra vaga.',
      automaAndAi: 'A vaga {{class}} não pode ser ao mesmo tempo um Automa e a IA.',
      joinAutoma: 'A vaga {{class}} é jogada pelo {{automaMode}}; o anfitrião pode abri-la para um jogador.',
      joinAi: 'A vaga {{class}} é jogada pela {{aiLevel}}; o anfitrião pode abri-la para um jogador.',
      waiting: 'Ainda esperando jogadores: {{classes}}.',
      noStateAutoma: 'Não existe Automa do Estado. Num jogo com Automas, uma pessoa joga com o Estado.',
      alternativeEvents:
        'Os Eventos Alternativos substituem o baralho de Eventos, que só um jogo de 4 jogadores usa: escolha 4 jogadores ou deixe-os de fora.',
      allAutomas: 'Todas as vagas seriam de Automas: um jogo precisa de pelo menos um jogador.',
      allDriven:
        'Todas as vagas seriam jogadas por um Automa ou pela IA: um jogo precisa de pelo menos um jogador.',
      seatTaken: 'A vaga {{class}} é de <@{{user}}>; essa pessoa aperta Sair antes.',
    },
    engine: {
      malformedSeat: 'Essa não é uma vaga deste jogo.',
      malformed: 'Essa resposta não está numa forma que o jogo entenda.',
      'game-over': 'O jogo terminou; não há mais nada a responder.',
      'not-your-turn': 'Não é a sua vez: esperando {{waiting}}.',
      'not-offered': 'Essa não é uma das escolhas para: {{prompt}}',
    },
    answer: {
      noSuchQuestion: 'Essa escolha não corresponde a nenhuma pergunta aberta deste jogo.',
      alreadyAnswered:
        'Isso já foi respondido — o jogo seguiu adiante. Aperte **Abrir meu painel** no tabuleiro (ou use `/hand`) para ver o que pode fazer agora.',
      aheadNotAsked: 'Só dá para declarar um lado antecipadamente quando lhe pedem um na Fase de Eleições.',
      aheadNoBill: 'Não há Projeto de Lei na Política {{n}} para a vaga {{class}} votar.',
      youTwoSeats:
        'Você já está na vaga {{class}} neste jogo: ninguém ocupa duas vagas, para que nenhum jogador veja a mão ou a Agenda Oculta de um rival.',
      theyTwoSeats:
        '<@{{user}}> já está na vaga {{class}} neste jogo: ninguém ocupa duas vagas, para que nenhum jogador veja a mão ou a Agenda Oculta de um rival.',
    },
    undoAsk: {
      othersOnly: 'Só os outros jogadores deste jogo são consultados.',
      agreed: 'Você já concordou.',
      playersOnly: 'Só os jogadores deste jogo são consultados.',
    },
    leagueAdmin: {
      exists: 'Este servidor já tem uma liga, **{{name}}**: uma liga por servidor.',
      seasonRunning: 'A temporada {{n}} ainda está em andamento: encerre-a antes.',
      noSeasonYet: 'A liga ainda não tem temporada: um organizador começa uma com `/league season start`.',
      noSeasonN: 'Não existe a temporada {{n}}.',
      roundOpen:
        'A rodada {{n}} ainda está sendo jogada: {{pods}}. Sorteie a próxima rodada quando os jogos dela terminarem (um organizador pode usar `/hegemony abandon` num jogo que não vai terminar).',
      scheduleChanged: 'O calendário mudou enquanto isso; use `/league schedule` de novo.',
      notEnough: 'Jogadores insuficientes: {{members}} na liga, uma mesa precisa de {{needs}}.',
      classesOnce: 'Um jogo de {{players}} jogadores é jogado por {{classes}}: dê cada vaga uma vez.',
      voidNoId: 'Dê o id do jogo cujo resultado será anulado.',
      voidNone: 'Nenhum resultado `{{id}}` no registro da liga.',
      voidAlready: 'Esse resultado já foi anulado.',
    },
    store: {
      writeFailed:
        '⚠️ **Nada foi salvo**: o armazenamento do jogo não aceitou a mudança, então sua jogada não foi feita. Tente de novo daqui a pouco.',
      readFailed:
        '⚠️ Não foi possível ler o armazenamento do jogo agora, então nada mudou. Tente de novo daqui a pouco.',
      damaged:
        '⚠️ O jogo salvo neste canal não pode ser lido: {{sentence}}. Nada pode ser jogado nele. {{who}} pode usar `/hegemony abandon` para deixá-lo de lado (os dados ficam guardados para o operador do bot) e depois `/hegemony new` para começar de novo.',
      damage: {
        truncated: 'seus dados salvos foram cortados no meio',
        garbage: 'seus dados salvos não são algo que o árbitro escreveu',
        format: 'ele foi salvo num formato que esta versão do árbitro não conhece',
        shape: 'faltam partes dos seus dados salvos de que o árbitro precisa',
        'log-missing': 'falta um pedaço do seu registro de jogadas',
        'log-short': 'um pedaço do seu registro de jogadas está incompleto',
        'log-gap': 'seu registro de jogadas tem uma lacuna, então não pode ser refeito',
      },
      setAside:
        '⚠️ <@{{user}}> deixou de lado o jogo salvo deste canal, que não podia ser lido ({{sentence}}). Os dados ficam guardados para o operador do bot; o canal está livre para `/hegemony new`.',
      damagedHost: 'O anfitrião (<@{{host}}>) ou um admin do servidor',
      damagedAdmin: 'Um admin do servidor',
      asideHost:
        'O jogo salvo neste canal não pode ser lido ({{sentence}}). Só o anfitrião (<@{{host}}>) ou um admin do servidor pode deixá-lo de lado.',
      asideAdmin:
        'O jogo salvo neste canal não pode ser lido ({{sentence}}). Só um admin do servidor pode deixá-lo de lado.',
    },
  },
} as const;
