import { randomBytes } from 'node:crypto';

/** A short id that ties a player's apology to the log line with the stack trace. */
export function newErrorId(): string {
  return randomBytes(4).toString('hex');
}

export function apology(id: string): string {
  return `Sorry — something went wrong on my side and nothing was changed. (error id \`${id}\`)`;
}
