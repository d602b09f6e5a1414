import type { APIEmbed, APIMessageTopLevelComponent } from 'discord-api-types/v10';
import { ApplicationCommandOptionType, InteractionType } from 'discord-api-types/v10';
import type { FakeDiscord, FakeMessage } from '../local-discord/index.ts';

/** A message as the page draws it. */
export interface PageMessage {
  readonly id: string;
  readonly channelId: string;
  readonly ephemeral: boolean;
  /** A deferred reply not filled in yet: "… is thinking". */
  readonly loading: boolean;
  readonly createdAt: number;
  readonly edited: boolean;
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly APIMessageTopLevelComponent[];
  /** Files shown below the message (those an embed shows are not repeated). */
  readonly files: readonly PageFile[];
  /** "Ana used /hegemony new": who started the interaction this message answers, and how. */
  readonly via: { readonly userId: string; readonly command: string | undefined } | undefined;
}

export interface PageFile {
  readonly url: string;
  readonly filename: string;
  readonly contentType: string;
  readonly description: string | undefined;
}

/**
 * The page's copy of a message: embeds point at the attachments they show (`attachment://x.png`
 * becomes the file's address on the loopback Discord), the way the Discord client resolves them.
 */
export function pageMessage(discord: FakeDiscord, message: FakeMessage): PageMessage {
  const byName = new Map(message.attachments.map((a) => [a.filename, a.url]));
  const shown = new Set<string>();
  const resolve = (url: string | undefined) => {
    if (!url?.startsWith('attachment://')) return url;
    const name = url.slice('attachment://'.length);
    shown.add(name);
    return byName.get(name);
  };
  const embeds = message.embeds.map((embed) => {
    const copy: APIEmbed = { ...embed };
    if (embed.image) copy.image = { ...embed.image, url: resolve(embed.image.url) ?? '' };
    if (embed.thumbnail) copy.thumbnail = { ...embed.thumbnail, url: resolve(embed.thumbnail.url) ?? '' };
    return copy;
  });
  return {
    id: message.id,
    channelId: message.channelId,
    ephemeral: message.ephemeral,
    loading: message.loading,
    createdAt: message.createdAt,
    edited: message.editedAt !== undefined,
    content: message.content,
    embeds,
    components: message.components,
    files: message.attachments
      .filter((a) => !shown.has(a.filename))
      .map((a) => ({
        url: a.url,
        filename: a.filename,
        contentType: a.contentType,
        description: a.description,
      })),
    via: message.interaction && {
      userId: message.interaction.userId,
      command: commandLine(discord, message.interaction.id),
    },
  };
}

const BRANCHES: readonly ApplicationCommandOptionType[] = [
  ApplicationCommandOptionType.SubcommandGroup,
  ApplicationCommandOptionType.Subcommand,
];

/** `/hegemony new` for a message answering a slash command; undefined for buttons and menus. */
function commandLine(discord: FakeDiscord, interactionId: string): string | undefined {
  const payload = discord.interaction(interactionId);
  if (payload?.type !== InteractionType.ApplicationCommand) return undefined;
  const names = [payload.data.name];
  let options = 'options' in payload.data ? payload.data.options : undefined;
  // Subcommand groups and subcommands are options holding options.
  for (let branch = options?.[0]; branch && BRANCHES.includes(branch.type); branch = options?.[0]) {
    names.push(branch.name);
    options = 'options' in branch ? branch.options : undefined;
  }
  return `/${names.join(' ')}`;
}
