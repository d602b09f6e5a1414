/** What a player reads while playing: the panel, refusals, the Why not? reasons. */
export const EN_PLAY = {
  panel: {
    choose: 'Choose…',
    choosePage: 'Choose… (page {{page}} of {{pages}})',
    previous: '◀ Previous',
    next: 'Next ▶',
  },
} as const;
