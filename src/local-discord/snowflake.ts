import { createHash } from 'node:crypto';

/** Discord's epoch (2015-01-01T00:00:00Z): snowflake timestamps count milliseconds from here. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * The moment every fixed id (guilds, channels, users, the bot) claims to have been created.
 * A fixed moment keeps those ids identical from run to run, so a failing test prints the same ids twice.
 */
const FIXED_CREATION = 1_704_067_200_000n; // 2024-01-01T00:00:00Z

let increment = 0n;

/**
 * A fresh snowflake for something created now (a message, an interaction, an attachment).
 * discord.js derives `createdTimestamp` from it, so the timestamp part follows the (possibly faked) clock.
 */
export function newSnowflake(): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | increment).toString();
}

/**
 * A snowflake that depends only on `key`, so `fake.user('alice')` has the same id in every run.
 * The low 32 bits come from a hash of the key; they overlap the timestamp by 10 bits, which keeps
 * the creation time within a second of FIXED_CREATION.
 */
export function stableSnowflake(key: string): string {
  const hash = createHash('sha256').update(key).digest().readUInt32BE(0);
  return (((FIXED_CREATION - DISCORD_EPOCH) << 22n) + BigInt(hash)).toString();
}
