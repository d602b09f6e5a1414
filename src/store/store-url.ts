/**
 * What every backend reads from STORE_URL besides its database's own address: the schemes the
 * store knows, and the key prefix. Each backend keeps the store's keys behind a prefix
 * (`hegemony:`, or the URL's `?prefix=` on Redis and PostgreSQL), so that the store can share a
 * database with other things, and several stores (tests, two bots) can share one server.
 * SQLite's is always `hegemony:`, the one keyv used, so older files read as they are.
 */

/** The URL schemes STORE_URL may start with. */
export const STORE_SCHEMES = ['sqlite:', 'memory:', 'redis:', 'rediss:', 'postgres:', 'postgresql:'] as const;

export const DEFAULT_PREFIX = 'hegemony:';

/**
 * The database's own URL (the store's parameters taken out of its query) and the store's
 * parameters, `prefix` always among them.
 */
export function splitUrl(
  url: string,
  own: readonly string[],
): { url: string; params: Record<string, string> } {
  const parsed = new URL(url);
  const params: Record<string, string> = { prefix: DEFAULT_PREFIX };
  for (const name of ['prefix', ...own]) {
    const value = parsed.searchParams.get(name);
    if (value !== null) params[name] = value;
    parsed.searchParams.delete(name);
  }
  return { url: parsed.toString(), params };
}

/** The first string after every string that starts with `prefix` (the end of a key range). */
export function after(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}
