/**
 * Issue 28: an Automa's checks (Crisis & Control, AI Checks: each CHECK line it read, what it saw,
 * what it moved) in the reader's words — in `/automa`'s Why? trace, its "This turn's checks" field
 * and the move's reason. English reads exactly as before: fixtures/english-check-words.json was
 * written from the engine's own English lines, before the engine handed over keys.
 */
import { describe, expect, it } from 'vitest';
import { checkWordsOfGames } from '../discord/automa-games.ts';
import english from './fixtures/english-check-words.json' with { type: 'json' };

describe("an Automa's checks in words", () => {
  it('read in English exactly as the engine wrote them before (two advanced-mode games, every Automa)', () => {
    const words = checkWordsOfGames('en');
    expect(words.length).toBe(125);
    expect(words).toEqual(english);
  });
});
