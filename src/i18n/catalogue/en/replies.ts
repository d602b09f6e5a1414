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
  /** The buttons' answers (components.ts). */
  buttons: {
    abandonedNoTurning: 'An abandoned game has no turning points.',
    took: '<@{{user}}> took the **{{class}}**.',
    offerClosed: 'The offer of the **{{class}}** was closed by <@{{user}}>.',
    youPlay: 'You play the **{{class}}** now: press **{{openPanel}}** on the board.',
    undoAgreed: 'Everyone agreed: it is taken back.',
    undoYouAgree: 'Noted: you agree. Waiting for the others.',
    undoRefused: 'Noted: nothing is taken back.',
    atMinimum: 'Everything is at its minimum already.',
    undoDone: '↩️ Taken back: {{what}}.',
    undoAsked: '↩️ The other players are asked to agree.',
  },
  /** The router's and the bot's own answers. */
  bot: {
    unknownButton:
      'That button is not one I know — it may come from an older version of the bot. Use `{{hand}}` for what you can do now.',
    done: 'Done.',
    unknownCommand: 'I do not know that command any more.',
    restarting:
      'The referee is restarting, so nothing was changed. Try again in a minute: your game is saved.',
    apology: 'Sorry — something went wrong on my side and nothing was changed. (error id `{{id}}`)',
    notInDm: 'Hegemony is played in a server channel or thread, not in direct messages.',
    noAi: 'This bot runs without the AI.',
  },
  /** Typed commands (`/play`, `/action`, `/free`, `/answer`) naming what is not on offer. */
  typed: {
    thing: { play: 'card to play', basic: 'Basic Action', free: 'Free Action', choice: 'choice' },
    notOnOffer: 'There is no {{thing}} called “{{typed}}” on offer now. You can choose: {{names}}.',
    nothingToChoose: 'You cannot choose a {{thing}} right now: {{prompt}}',
    noSuchCard: 'You have no card called “{{typed}}” in your hand. Your cards: {{cards}}.',
    none: 'none',
  },
  /** `/game export`. */
  gameExport:
    'Game `{{id}}`: `hegemony-{{id}}.json` replays it exactly (options, seed and every answer; `npm run store -- import` takes it), and `hegemony-{{id}}.txt` is its log.',
  /** What the bot lacks in a channel (Discord's own permission names, as the reader's client shows them). */
  access: {
    permission: {
      viewChannel: 'View Channel',
      sendMessages: 'Send Messages',
      embedLinks: 'Embed Links',
      attachFiles: 'Attach Files',
      readMessageHistory: 'Read Message History',
      sendMessagesInThreads: 'Send Messages in Threads',
      createPublicThreads: 'Create Public Threads',
    },
    and: ' and ',
    cannotGame:
      'I cannot run a game here: I am missing {{missing}} in this channel. A server admin can give me {{them}} (channel settings → Permissions), then try again.',
    cannotPods:
      "I cannot open the league's pods here: I am missing {{missing}} in this channel. A server admin can give me {{them}} (channel settings → Permissions), then try again.",
    them_one: 'it',
    them_other: 'them',
    archived: 'this thread is archived, and I may not unarchive it (it is locked)',
    unseen: 'I can no longer see this channel (**{{view}}**)',
    setting: 'a channel setting takes a permission I need from me ({{needs}}; in a thread **{{threads}}**)',
    problem:
      '⚠️ I cannot post or update the board here: {{why}}. Your move is saved; the log and the board catch up, in order, as soon as I can post again.',
  },
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
