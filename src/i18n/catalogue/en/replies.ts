/**
 * The answers of the slash commands and buttons not worded elsewhere (`/board`, the router's and
 * the bot's own answers, refusals of typed commands), in the reader's language.
 */
export const EN_REPLIES = {
  boardCommand: {
    noClass: 'There is no {{class}} in this game.',
    wait: 'You can post the board again in {{seconds}} s.',
    live: ' It is kept up to date here: {{link}}',
    classBoard: '**{{class}}** — round {{round}}.',
    noPictures: ' (Board pictures are switched off.)',
  },
} as const;
