/**
 * Loading card data: every deck is parsed with its zod schema when its module is imported, so a
 * malformed card stops the program at start with a message naming the deck, the card and the field.
 */
import type { z } from 'zod';

export class DataError extends Error {
  override name = 'DataError';
}

function idOf(card: unknown): string | undefined {
  if (typeof card === 'object' && card !== null && 'id' in card) {
    const id = (card as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return undefined;
}

/** Formats zod issues as "field.path: message" joined by "; ". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(card)'}: ${issue.message}`,
    )
    .join('; ');
}

/** Parses one card; throws `DataError("<deck>: card <id>: <field>: <problem>")` when it is malformed. */
export function parseCard<S extends z.ZodType>(
  deck: string,
  schema: S,
  card: unknown,
  index = 0,
): z.output<S> {
  const result = schema.safeParse(card);
  if (!result.success) {
    const id = idOf(card) ?? `#${index + 1}`;
    throw new DataError(`${deck}: card ${id}: ${describeIssues(result.error)}`);
  }
  return result.data;
}

/** Parses every card of a deck and checks that the ids are unique within it. */
export function parseDeck<S extends z.ZodType>(
  deck: string,
  schema: S,
  cards: readonly unknown[],
): Array<z.output<S>> {
  const parsed = cards.map((card, index) => parseCard(deck, schema, card, index));
  assertUniqueIds(deck, parsed);
  return parsed;
}

export function assertUniqueIds(deck: string, cards: readonly unknown[]): void {
  const seen = new Set<string>();
  for (const card of cards) {
    const id = idOf(card);
    if (id === undefined) continue;
    if (seen.has(id)) throw new DataError(`${deck}: card ${id}: id: duplicate id`);
    seen.add(id);
  }
}

/** Effect ids and other machine names: lower-case words joined by single hyphens. */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
