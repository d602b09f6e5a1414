/**
 * Which guilds' games this process owns. Discord sends a guild's interactions to one shard,
 * `(guild_id >> 22) % shard count`, so every answer to a game arrives at the process running its
 * guild's shard. Work on games that no interaction starts — announcements owed from before a
 * restart, and later deadlines and reminders — must follow the same rule, or two shards would do
 * it twice (or none would): such work is done only for the guilds the scope owns.
 */
export interface GuildScope {
  owns(guildId: string): boolean;
  /** The shards, for logs and metrics (empty: the one process owns every guild). */
  readonly shards: readonly number[];
}

/** One process, no sharding: every guild is its own. */
export const EVERY_GUILD: GuildScope = { owns: () => true, shards: [] };

/** The shard a guild belongs to, as Discord computes it. */
export function shardOfGuild(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** The guilds of `shards`, out of `count` shards in all. */
export function shardScope(shards: readonly number[], count: number): GuildScope {
  if (count <= 1) return EVERY_GUILD;
  const mine = new Set(shards);
  return { owns: (guildId) => mine.has(shardOfGuild(guildId, count)), shards: [...mine] };
}
