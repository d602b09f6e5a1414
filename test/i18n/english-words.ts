/**
 * How the language tests find English left in a Portuguese text (issue 28): common English words
 * no Portuguese line holds, and the English catalogue's own fixed words.
 */

/**
 * English words no Portuguese line holds: the engine's English lines all have some ("The Working
 * Class gains…", "… to the State", "Round 2: …"), and no card keeps one in its Portuguese name.
 */
export const ENGLISH_WORDS = /\b(the|The|and|of|to|from|with|gains|pays|buys|sells|adds)\b/;

/** Every text of a catalogue branch. */
function texts(node: unknown): string[] {
  return Object.values(node as Record<string, unknown>).flatMap((v) =>
    typeof v === 'string' ? [v] : texts(v),
  );
}

/**
 * The fixed words of each text of a catalogue branch (between its parameters), at least `min`
 * characters long so as to be the catalogue's own rather than a word any language shares.
 */
export function catalogueFragments(node: unknown, min = 12): string[] {
  return texts(node)
    .flatMap((text) => text.split(/\{\{[^}]*\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= min);
}
