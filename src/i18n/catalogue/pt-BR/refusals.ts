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
      whole: '{{option}} é um número inteiro de {{min}} a {{max}}.',
    },
    undo: {
      nothing: 'Você não tem nenhuma resposta sua para desfazer neste jogo.',
      revealed:
        'Isso não pode ser desfeito: algo oculto veio à tona desde então (uma carta comprada ou vista, cubos sorteados, lances revelados ou uma Agenda Oculta mostrada).',
      closed: 'Esse pedido para desfazer respostas não está mais aberto: o jogo seguiu adiante.',
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
  },
} as const;
