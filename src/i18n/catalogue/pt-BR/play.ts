/** O que o jogador lê enquanto joga: o painel, as recusas, os motivos do "Por que não?". */
import type { EN_PLAY } from '../en/play.ts';
import type { SameKeys } from '../types.ts';

export const PT_BR_PLAY: SameKeys<typeof EN_PLAY> = {
  panel: {
    choose: 'Escolha…',
    choosePage: 'Escolha… (página {{page}} de {{pages}})',
    previous: '◀ Anterior',
    next: 'Próxima ▶',
  },
};
