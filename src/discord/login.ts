/**
 * Logging in, said plainly: before discord.js logs in, one request to Discord's `GET /gateway/bot`
 * tells a refused token (401) from a Discord that cannot be reached, so `npm start` says which it
 * is instead of a library's error ("Unexpected end of JSON input"); and once in, one readable
 * line says who the bot is, in how many servers, and where to invite it.
 */
import { PermissionFlagsBits } from 'discord.js';

/** Why the bot could not start, in a sentence for whoever runs it. */
export class LoginError extends Error {}

const DEFAULT_API = 'https://discord.com/api';
const CHECK_TIMEOUT_MS = 15_000;

/** Checks that Discord answers and accepts the token; throws a LoginError saying what is wrong. */
export async function checkLogin(token: string, api = DEFAULT_API): Promise<void> {
  let status: number;
  try {
    const response = await fetch(`${api}/v10/gateway/bot`, {
      headers: { Authorization: `Bot ${token}` },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new LoginError(
      `Discord could not be reached at ${api} (${cause}). Check this machine's network connection${api === DEFAULT_API ? '' : ' and DISCORD_API_URL'}, then start the bot again.`,
    );
  }
  if (status === 401 || status === 403)
    throw new LoginError(
      'Discord refused the bot token (DISCORD_TOKEN). Copy the token again from the Developer Portal (your application → Bot → Reset Token) into .env, then start the bot again.',
    );
  if (status >= 500 || status === 429)
    throw new LoginError(
      `Discord is not answering logins right now (HTTP ${status}). Try again in a few minutes.`,
    );
  if (status >= 400)
    throw new LoginError(
      `Discord refused the login (HTTP ${status}). Check DISCORD_TOKEN and DISCORD_API_URL.`,
    );
}

/** What the bot asks for in a server: see and post in channels, with embeds, pictures and threads. */
export const INVITE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory;

/** The link that adds the bot to a server, with its slash commands and permissions. */
export function inviteUrl(applicationId: string): string {
  return `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=bot+applications.commands&permissions=${INVITE_PERMISSIONS}`;
}

/** The one "ready" line: "Ready: Referee#0001 is in 3 servers. Invite it to another: <url>". */
export function readyLine(tag: string, servers: number, applicationId: string): string {
  return `Ready: ${tag} is in ${servers} server${servers === 1 ? '' : 's'}. Invite it to another: ${inviteUrl(applicationId)}`;
}
