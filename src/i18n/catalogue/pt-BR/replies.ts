/** As respostas dos comandos e botões que não são ditas em outro lugar, no idioma de quem lê. */
import type { EN_REPLIES } from '../en/replies.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_REPLIES: SameKeys<typeof EN_REPLIES> = {
  boardCommand: {
    noClass: 'Não há {{class}} nesta partida.',
    wait: 'Você pode publicar o tabuleiro de novo em {{seconds}} s.',
    live: ' Ele é mantido atualizado aqui: {{link}}',
    classBoard: '**{{class}}** — rodada {{round}}.',
    noPictures: ' (As imagens do tabuleiro estão desligadas.)',
  },
  hegemonyCommand: {
    notAClass: '"{{word}}" não é uma classe; nomeie uma ou mais de {{offered}}.',
    nameAClass: 'Nomeie ao menos uma classe em `{{option}}:`.',
    unknownMode: 'Modo desconhecido.',
    modeWithoutAutoma: '`{{mode}}:` é para os Automas: nomeie-os com `{{automa}}:`.',
    unknownAiLevel: 'Nível de IA desconhecido.',
    levelWithoutAi: '`{{level}}:` é para a IA: nomeie as vagas dela com `{{ai}}:`.',
    unknownClass: 'Classe desconhecida.',
    nothingToChange:
      'Nada a mudar: dê {{deadline}}, {{reminders}}, {{offerAfter}}, {{hints}}, {{autopilot}} ou {{language}}.',
    saved: 'Salvo: {{what}}.',
    language: 'as mensagens públicas da partida em {{language}}',
    aiSettings: 'dicas {{hints}}, vagas de jogadores ausentes jogadas {{by}}',
    hintsAllowed: 'permitidas',
    hintsOff: 'desligadas',
    byAi: 'pela IA',
    byAutopilot: 'pelo piloto automático',
    bothQuiet: 'Dê {{from}} e {{to}}.',
    notPlaying: 'Você não joga na partida deste canal.',
    votedFor:
      'Anotado: a favor do Projeto de Lei da Política {{policy}}. Ele é dado por você quando chegar essa eleição.',
    votedAgainst:
      'Anotado: contra o Projeto de Lei da Política {{policy}}. Ele é dado por você quando chegar essa eleição.',
    botSeat: 'Um bot não pode ocupar uma vaga.',
  },
};
