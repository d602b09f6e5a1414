/**
 * Words the Portuguese keeps as the English says them, on purpose: the same word in both languages,
 * or a name Brazilian players use untranslated. test/i18n/game-words.test.ts takes any other
 * Portuguese entry equal to its English for a translation that was forgotten.
 */
export const SAME_IN_BOTH: ReadonlyMap<string, string> = new Map([
  ['Hotel', 'the same word in Portuguese'],
  ['Hospital', 'the same word in Portuguese'],
  ['Capital', 'the same word in Portuguese'],
  ['Lobby', 'the loanword Brazilian Portuguese uses ("fazer lobby")'],
  ['Fake News', 'the loanword Brazilian Portuguese uses'],
  ['New Deal', 'the historical name, used untranslated in Portuguese'],
  ['Baby Boom', 'the historical name, used untranslated in Portuguese'],
  ['Automa', "the game's own name for its automated players"],
  ['Automas', "the game's own name for its automated players"],
]);
