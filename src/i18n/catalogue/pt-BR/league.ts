/** A liga no Discord: classificação, as mesas de uma rodada, um resultado relatado, a ajuda. */
import type { EN_LEAGUE } from '../en/league.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_LEAGUE: SameKeys<typeof EN_LEAGUE> = {
  league: {
    ended: 'encerrada',
    afterRound: 'após a rodada {{round}}',
    noRound: 'nenhuma rodada ainda',
    seasonLine_one: 'Temporada {{season}} · {{state}} · {{count}} jogador com rating',
    seasonLine_other: 'Temporada {{season}} · {{state}} · {{count}} jogadores com rating',
    pageOf: ' · página {{page}} de {{pages}}',
    pictureFootnote: 'Rating = habilidade menos três vezes sua incerteza (mu - 3 sigma): {{help}}',
    games_one: '{{count}} partida',
    games_other: '{{count}} partidas',
    wins_one: '{{count}} vitória',
    wins_other: '{{count}} vitórias',
    row: '**{{place}}.** {{player}} — **{{rating}}** · {{games}} · {{wins}} · posição média {{average}}',
    standingsTitle: '{{league}} — classificação',
    noRatedGame: 'Nenhuma partida com rating ainda.',
    standingsFooter:
      'Página {{page}} de {{pages}} · rating = μ − 3σ (veja {{help}}) · {{letters}}: vitórias/partidas por classe',
    higher: '◀ Acima',
    lower: 'Abaixo ▶',
    pod: '**Mesa {{pod}}** {{where}}',
    podIn: 'em {{channel}}',
    podNotOpened: '(ainda não aberta: rode `{{schedule}}` de novo)',
    sittingOut: 'Fora desta rodada: {{players}}',
    round:
      '📅 **Temporada {{season}}, rodada {{round}}** — mesas pela classificação atual. Sua partida está aberta no tópico da sua mesa; o primeiro jogador é chamado lá.',
    podThread: 'Temporada {{season}} · rodada {{round}} · mesa {{pod}}',
    automa: 'Automa',
    vp: ' · {{vp}} PV',
    game: 'partida `{{id}}`',
    elsewhere: 'uma partida jogada fora do bot',
    recorded: 'Resultado registrado',
    declined: 'Relato recusado: nada foi registrado',
    reported: 'Resultado relatado: seus jogadores confirmam',
    pleaseConfirm: '{{players}} — confirmem este resultado para a temporada {{season}}, por favor.',
    reportedBy: 'Relatado por {{by}}: {{what}}.',
    reportFooter: 'Relato {{id}}',
    confirm: 'Confirmar',
    decline: 'Recusar',
    members_one: '{{count}} membro',
    members_other: '{{count}} membros',
    seasonEnded: 'temporada {{season}} encerrada',
    seasonRunning_one: 'temporada {{season}} em andamento ({{count}} rodada)',
    seasonRunning_other: 'temporada {{season}} em andamento ({{count}} rodadas)',
    noSeason: 'nenhuma temporada ainda',
    summaryRated:
      '**{{league}}** — {{members}}; {{season}}; mesas de {{podSize}}; partidas com Automas contam no rating.',
    summaryNotRated:
      '**{{league}}** — {{members}}; {{season}}; mesas de {{podSize}}; partidas com Automas não contam no rating.',
    formerMember: 'um ex-membro',
    otherGame: '<#{{channel}}> já tem outra partida.',
    helpTitle: 'Ligas',
    noLeague: 'Este servidor ainda não tem liga.',
    helpRating:
      '**Rating.** Todo resultado vai para o registro da liga; os ratings são calculados a cada vez a partir do registro inteiro, com o modelo Plackett–Luce do openskill: cada jogador tem uma estimativa de habilidade μ (25 no início) e uma incerteza σ (8,33 no início). Uma partida as move pela sua posição contra a habilidade dos seus adversários; as posições vêm dos PV finais com os desempates do próprio jogo, e um empate que ficou é dividido. O rating mostrado é **μ − 3σ**, uma estimativa cautelosa: começa em 0, sobe conforme você joga e vence, e pode ficar abaixo de 0 depois de derrotas iniciais (sua incerteza ainda é grande), para que um jogador com poucas partidas não fique acima de um experiente por sorte.',
    helpVoids:
      '**Anulações.** Uma partida anulada fica de fora e a temporada é recalculada desde o início, então a classificação fica como se ela nunca tivesse sido jogada. Resultados relatados depois do fim de uma temporada não contam nela.',
    helpAutoma:
      '**Vagas de Automa.** Partidas com Automas não contam no rating, a menos que os ajustes da liga digam que sim (elas sempre contam em `{{stats}}`).',
    commands: 'Comandos',
    what: {
      create: 'cria a liga deste servidor (quem a cria e os admins do servidor a organizam)',
      join: 'entra na liga (`{{leave}}` para não ser mais escalado; seus resultados ficam)',
      season:
        'começa uma temporada (organizadores); `{{end}}` a encerra: resultados posteriores não contam mais',
      schedule:
        'a próxima rodada (organizadores): mesas do tamanho da liga pela classificação atual, evitando repetir confrontos, um tópico por mesa com a partida distribuída e as vagas dadas',
      report:
        'uma partida jogada fora do bot (jogadores na ordem de chegada) ou uma partida do bot pelo id `{{game}}`, confirmada pelos outros jogadores; as partidas das mesas são registradas sozinhas',
      void: 'tira um resultado (organizadores): a temporada é recalculada sem ele',
      standings: 'rating, partidas, vitórias, posição média e retrospecto por classe, com imagem',
      export: 'os resultados e a classificação em CSV',
      settings: 'tamanho das mesas, e se partidas com Automas contam no rating (organizadores)',
    },
    started:
      '🏁 A **Temporada {{season}}** começou. `{{join}}` para jogar; um organizador roda `{{schedule}}` a cada rodada.',
    seasonOver: '🏆 A **Temporada {{season}}** terminou. `{{standings}}` para a classificação final.',
    created: '🏛️ {{summary}}\n`{{join}}` para participar; `{{help}}` para saber como funciona.',
    joined: '<@{{user}}> entrou na **{{league}}**.',
    left: '<@{{user}}> saiu da **{{league}}**.',
    voidedGame: 'da partida `{{id}}`',
    voidedReport: 'do relato `{{id}}`',
    voided:
      '🚫 <@{{user}}> anulou o resultado {{what}} (temporada {{season}}){{reason}}. A classificação é recalculada sem ele.',
    reason: ': {{reason}}',
    exported:
      '**{{league}}**: todos os resultados (uma linha por vaga; os anulados marcados) e a classificação da temporada {{season}}.',
    bothNeeded: 'Dê `{{player}}` e `{{class}}` para cada jogador.',
    botPlayer: 'Um bot não pode ser jogador.',
    namePlayers:
      'Nomeie os jogadores na ordem de chegada (`{{first}}`, `{{second}}`, …), ou dê o id `{{game}}` de uma partida do bot.',
  },
};
