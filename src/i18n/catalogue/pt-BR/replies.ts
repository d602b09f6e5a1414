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
};
