/**
 * Channels the bot can no longer use. A server's channel override can take away what the bot needs
 * (View Channel, Send Messages, Embed Links, Attach Files…), and Discord archives a thread after a
 * week without a message; then posting or editing there is refused (50001 Missing Access, 50013
 * Missing Permissions, 50083 archived thread) and, if nothing noticed, the board would go stale.
 *
 * - At `/hegemony new` (and `/league schedule`) the bot checks its own permissions in the channel —
 *   Discord sends them with every interaction — and names any that are missing (`requireChannelAccess`).
 * - Mid-game, a refused post or edit blocks the channel's public updates instead of dropping them:
 *   what it owes stays queued, in order (and in the store's outbox, so a restart still has it). An
 *   archived thread the bot may unarchive is unarchived and the update tried again at once.
 * - The next person who interacts there is told what the bot cannot do and why; when an interaction
 *   shows the permissions back, and otherwise every few minutes, the queued updates are tried again,
 *   in order, and the board catches up.
 */
import {
  type BaseInteraction,
  ChannelType,
  DiscordAPIError,
  PermissionFlagsBits,
  type PermissionsBitField,
  type REST,
  RESTJSONErrorCodes,
  Routes,
} from 'discord.js';
import { type Catalogue, type GameLocale, localeOf, t } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import { UserError } from '../table/errors.ts';

/** A permission, by its catalogue key (`access.permission.*`: Discord's own name for it). */
type Permission = keyof Catalogue['access']['permission'];
type Need = readonly [bit: bigint, name: Permission];

/** What the bot needs in a game's channel: to see it, post and edit there, with embeds and pictures. */
const IN_CHANNEL: readonly Need[] = [
  [PermissionFlagsBits.ViewChannel, 'viewChannel'],
  [PermissionFlagsBits.SendMessages, 'sendMessages'],
  [PermissionFlagsBits.EmbedLinks, 'embedLinks'],
  [PermissionFlagsBits.AttachFiles, 'attachFiles'],
  [PermissionFlagsBits.ReadMessageHistory, 'readMessageHistory'],
];
/** In a thread, posting is Send Messages in Threads. */
const IN_THREAD: readonly Need[] = [
  ...IN_CHANNEL.filter(([bit]) => bit !== PermissionFlagsBits.SendMessages),
  [PermissionFlagsBits.SendMessagesInThreads, 'sendMessagesInThreads'],
];
/** A league's pods are threads the bot opens under the channel. */
const FOR_PODS: readonly Need[] = [
  ...IN_CHANNEL,
  [PermissionFlagsBits.CreatePublicThreads, 'createPublicThreads'],
  [PermissionFlagsBits.SendMessagesInThreads, 'sendMessagesInThreads'],
];

/** A permission's name as the reader's client shows it. */
const permissionName = (l: GameLocale, p: Permission) => t(l, `access.permission.${p}`);

function isThread(i: BaseInteraction): boolean {
  const type = i.channel?.type;
  return type === ChannelType.PublicThread || type === ChannelType.PrivateThread;
}

/** The permissions the bot lacks where the interaction came from (none when Discord did not say). */
export function missingPermissions(
  perms: Readonly<PermissionsBitField> | null | undefined,
  where: 'channel' | 'thread' | 'pods',
): Permission[] {
  if (!perms) return [];
  const needs = where === 'pods' ? FOR_PODS : where === 'thread' ? IN_THREAD : IN_CHANNEL;
  return needs.filter(([bit]) => !perms.has(bit)).map(([, name]) => name);
}

/**
 * Refuses, naming what is missing, when the bot cannot run a game (or a league's pods) here: in the
 * client's language, whose permission names the admin will look for.
 */
export function requireChannelAccess(i: BaseInteraction, forPods = false) {
  const missing = missingPermissions(i.appPermissions, forPods ? 'pods' : isThread(i) ? 'thread' : 'channel');
  if (missing.length === 0) return;
  const l = localeOf(i.locale);
  throw new UserError(
    t(l, forPods ? 'access.cannotPods' : 'access.cannotGame', {
      missing: list(l, missing),
      them: t(l, 'access.them', { count: missing.length }),
    }),
    'forbidden',
  );
}

function list(l: GameLocale, names: readonly Permission[]): string {
  const bold = names.map((n) => `**${permissionName(l, n)}**`);
  return bold.length > 1
    ? `${bold.slice(0, -1).join(', ')}${t(l, 'access.and')}${bold.at(-1)}`
    : (bold[0] ?? '');
}

/** The refusals that mean "this channel is not usable now", not "this message is wrong". */
const BLOCKING = new Set<number>([
  RESTJSONErrorCodes.MissingAccess,
  RESTJSONErrorCodes.MissingPermissions,
  RESTJSONErrorCodes.InvalidActionOnArchivedThread,
]);

/** Thrown for an embed Discord dropped (no Embed Links): a refusal like the others. */
export class EmbedsDropped extends Error {
  readonly code = RESTJSONErrorCodes.MissingPermissions;
  constructor() {
    super('the embeds were dropped: the bot lacks Embed Links');
  }
}

export function blockingCode(error: unknown): number | null {
  if (error instanceof EmbedsDropped) return error.code;
  return error instanceof DiscordAPIError && typeof error.code === 'number' && BLOCKING.has(error.code)
    ? error.code
    : null;
}

type Step = () => Promise<void>;

interface Blocked {
  code: number;
  since: number;
  /** The channel's updates not yet done, in order (the refused one first). */
  steps: Step[];
}

/** How often a blocked channel is tried again when nobody interacts there. */
const RETRY_EVERY_MS = 5 * 60_000;

export class ChannelAccess {
  private readonly blocked = new Map<string, Blocked>();
  private readonly timer: NodeJS.Timeout;
  /** Puts steps back on the channel's queue, in order (the publisher's); resolves once they ran. */
  requeue: (channelId: string, steps: Step[]) => Promise<void> = async () => undefined;

  constructor(
    private readonly rest: REST,
    private readonly log: Logger,
  ) {
    this.timer = setInterval(() => {
      for (const channelId of this.blocked.keys()) void this.retry(channelId);
    }, RETRY_EVERY_MS);
    this.timer.unref();
  }

  /**
   * Runs one public update of a channel: held back while the channel is blocked; refused because
   * of the channel (after unarchiving a thread, if the bot may), it blocks the channel and is kept.
   */
  async run(channelId: string, step: Step): Promise<void> {
    const blocked = this.blocked.get(channelId);
    if (blocked) {
      blocked.steps.push(step);
      return;
    }
    try {
      await step();
    } catch (error) {
      let code = blockingCode(error);
      if (code === null) throw error;
      if (code === RESTJSONErrorCodes.InvalidActionOnArchivedThread && (await this.unarchive(channelId))) {
        try {
          await step();
          return;
        } catch (again) {
          code = blockingCode(again);
          if (code === null) throw again;
        }
      }
      this.block(channelId, code, step);
    }
  }

  private block(channelId: string, code: number, step: Step) {
    const already = this.blocked.get(channelId);
    if (already) {
      already.steps.unshift(step);
      return;
    }
    this.blocked.set(channelId, { code, since: Date.now(), steps: [step] });
    this.log.warn(
      { channel: channelId, code },
      'the channel refused a public update: held until it can be posted',
    );
  }

  /** An archived thread unarchived, if the bot may (true when done). */
  private async unarchive(channelId: string): Promise<boolean> {
    try {
      await this.rest.patch(Routes.channel(channelId), { body: { archived: false } });
      this.log.info({ channel: channelId }, 'unarchived a game thread');
      return true;
    } catch (error) {
      this.log.info({ channel: channelId, code: blockingCode(error) }, 'could not unarchive a game thread');
      return false;
    }
  }

  /** What the bot cannot do in the channel now, and why, for the next person who interacts (in `l`). */
  problem(channelId: string | null, l: GameLocale = 'en'): string | null {
    const blocked = channelId ? this.blocked.get(channelId) : undefined;
    if (!blocked) return null;
    const why =
      blocked.code === RESTJSONErrorCodes.InvalidActionOnArchivedThread
        ? t(l, 'access.archived')
        : blocked.code === RESTJSONErrorCodes.MissingAccess
          ? t(l, 'access.unseen', { view: permissionName(l, 'viewChannel') })
          : t(l, 'access.setting', {
              needs: list(l, ['sendMessages', 'embedLinks', 'attachFiles']),
              threads: permissionName(l, 'sendMessagesInThreads'),
            });
    return t(l, 'access.problem', { why });
  }

  /**
   * Tries a blocked channel's updates again, in order (an interaction there suggests it may work
   * now); resolves once they ran, or the channel refused them again.
   */
  async retry(channelId: string | null): Promise<void> {
    const blocked = channelId ? this.blocked.get(channelId) : undefined;
    if (!channelId || !blocked) return;
    this.blocked.delete(channelId);
    this.log.info({ channel: channelId, held: blocked.steps.length }, 'trying held public updates again');
    await this.requeue(channelId, blocked.steps);
  }

  /** Whether an interaction shows the bot may post there again. */
  static looksUsable(i: BaseInteraction): boolean {
    // An archived thread that is not locked the bot unarchives itself when it tries again.
    const locked = i.channel?.isThread() === true && i.channel.archived === true && i.channel.locked === true;
    return !locked && missingPermissions(i.appPermissions, isThread(i) ? 'thread' : 'channel').length === 0;
  }

  stop() {
    clearInterval(this.timer);
  }
}
