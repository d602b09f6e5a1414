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
  /** `/hegemony` refusals and answers (the clock's settings are worded by the table). */
  hegemonyCommand: {
    notAClass: '"{{word}}" is not a class; name one or more of {{offered}}.',
    nameAClass: 'Name at least one class for `{{option}}:`.',
    unknownMode: 'Unknown mode.',
    modeWithoutAutoma: '`{{mode}}:` is for the Automas: name them with `{{automa}}:`.',
    unknownAiLevel: 'Unknown AI level.',
    levelWithoutAi: '`{{level}}:` is for the AI: name its seats with `{{ai}}:`.',
    unknownClass: 'Unknown class.',
    nothingToChange:
      'Nothing to change: give {{deadline}}, {{reminders}}, {{offerAfter}}, {{hints}}, {{autopilot}} or {{language}}.',
    saved: 'Saved: {{what}}.',
    language: "the game's public messages in {{language}}",
    aiSettings: "hints {{hints}}, absent players' seats played by {{by}}",
    hintsAllowed: 'allowed',
    hintsOff: 'off',
    byAi: 'the AI',
    byAutopilot: 'the autopilot',
    bothQuiet: 'Give both {{from}} and {{to}}.',
    notPlaying: 'You are not playing in this channel’s game.',
    votedFor:
      'Noted: in favour of the Bill on Policy {{policy}}. It is given for you when that election comes.',
    votedAgainst:
      'Noted: against the Bill on Policy {{policy}}. It is given for you when that election comes.',
    botSeat: 'A bot cannot take a seat.',
  },
} as const;
