import { SlashCommandBuilder } from 'discord.js';
import { CLASS_IDS, type ClassId } from '../src/data/common.ts';
import { CLASS_NAMES } from '../src/data/names.ts';
import type { Command } from '../src/discord/context.ts';
import { isClassId } from '../src/discord/custom-id.ts';
import { lobbyMessage } from '../src/discord/present/lobby.ts';
import { offerMessage } from '../src/discord/present/offer.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { isAdmin, whereOf } from '../src/discord/where.ts';
import type { AutomaMode } from '../src/engine/index.ts';
import type { GameRecord } from '../src/store/types.ts';
import { UserError } from '../src/table/errors.ts';

/** Every seat a person plays has a player. */
function isSeated(record: GameRecord): boolean {
  return Object.values(record.seats).every((s) => s.kind === 'automa' || s.userId !== null);
}

/** The `automa:` option ("capitalist", "working, middle", "Middle Class") as seats and their mode. */
function automaSeatsOption(
  text: string | null,
  mode: string | null,
): Partial<Record<ClassId, AutomaMode>> | undefined {
  if (mode !== null && mode !== 'simple' && mode !== 'advanced')
    throw new UserError('Unknown mode.', 'invalid');
  if (text === null) {
    if (mode !== null)
      throw new UserError('`mode:` is for the Automas: name them with `automa:`.', 'invalid');
    return undefined;
  }
  const seats: Partial<Record<ClassId, AutomaMode>> = {};
  for (const word of text.toLowerCase().split(/[\s,;/+&]+/)) {
    if (word === '' || word === 'class' || word === 'and') continue;
    const cls = CLASS_IDS.find((c) => c.startsWith(word) || CLASS_NAMES[c].toLowerCase().startsWith(word));
    if (!cls)
      throw new UserError(
        `"${word.slice(0, 20)}" is not a class; name one or more of working, middle, capitalist.`,
        'invalid',
      );
    seats[cls] = (mode ?? 'simple') as AutomaMode;
  }
  if (Object.keys(seats).length === 0)
    throw new UserError('Name at least one class for `automa:`.', 'invalid');
  return seats;
}

/** /hegemony new | abandon | handover — opening a game, and the host's tools. */
export const hegemony: Command = {
  data: new SlashCommandBuilder()
    .setName('hegemony')
    .setDescription('Start or manage a game of Hegemony in this channel')
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('Open a new game in this channel: players join with buttons')
        .addIntegerOption((o) =>
          o
            .setName('players')
            .setDescription('How many players (2–4); default 4')
            .setMinValue(2)
            .setMaxValue(4),
        )
        .addStringOption((o) =>
          o
            .setName('class')
            .setDescription('Join right away as this class')
            .addChoices(...CLASS_CHOICES),
        )
        .addBooleanOption((o) =>
          o
            .setName('crisis-cards')
            .setDescription('Shuffle the 20 Crisis & Control Action cards into the decks'),
        )
        .addBooleanOption((o) =>
          o
            .setName('historical-events')
            .setDescription('Play with the Historical Events deck (one card revealed each round)'),
        )
        .addStringOption((o) =>
          o
            .setName('automa')
            .setDescription('Classes the Automas play, e.g. capitalist or working,middle (never the State)')
            .setMaxLength(60),
        )
        .addStringOption((o) =>
          o
            .setName('mode')
            .setDescription('How the Automas decide (default simple)')
            .addChoices({ name: 'Simple', value: 'simple' }, { name: 'Advanced', value: 'advanced' }),
        ),
    )
    .addSubcommand((s) => s.setName('abandon').setDescription('End the game in this channel (host or admin)'))
    .addSubcommand((s) =>
      s
        .setName('handover')
        .setDescription('Offer a seat to another player, who takes it (host or admin)')
        .addStringOption((o) =>
          o
            .setName('class')
            .setDescription('The seat')
            .setRequired(true)
            .addChoices(...CLASS_CHOICES),
        )
        .addUserOption((o) =>
          o
            .setName('user')
            .setDescription('Who is offered the seat (they take it with a button)')
            .setRequired(true),
        ),
    ),
  intent: 'public',
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const sub = i.options.getSubcommand();
    if (sub === 'new') {
      const players = (i.options.getInteger('players') ?? 4) as 2 | 3 | 4;
      const cls = i.options.getString('class');
      if (cls !== null && !isClassId(cls)) throw new UserError('Unknown class.', 'invalid');
      const automas = automaSeatsOption(i.options.getString('automa'), i.options.getString('mode'));
      const record = await ctx.games.create({
        guildId,
        channelId,
        hostId: i.user.id,
        isAdmin: isAdmin(i),
        players,
        ...(cls ? { hostClass: cls } : {}),
        ...(automas ? { automas } : {}),
        modules: {
          extraActionCards: i.options.getBoolean('crisis-cards') ?? false,
          historicalEvents: i.options.getBoolean('historical-events') ?? false,
        },
      });
      await reply.public(lobbyMessage(record));
      if (reply.messageId) await ctx.games.setBoardMessage(guildId, channelId, record.id, reply.messageId);
      // A solo game (the host in the one seat the Automas leave) starts at once: the lobby becomes the board.
      if (isSeated(record)) await ctx.games.start(guildId, channelId, record.id, i.user.id, isAdmin(i));
      return;
    }
    if (sub === 'abandon') {
      const done = await ctx.games.abandon({ guildId, channelId, byUserId: i.user.id, isAdmin: isAdmin(i) });
      await reply.ephemeral({
        content:
          'record' in done
            ? 'The game is abandoned; the channel is free for a new one.'
            : `The damaged game was set aside${done.setAside ? ` (kept for the bot's operator as \`${done.setAside}\`)` : ''}; the channel is free for a new one.`,
      });
      return;
    }
    if (sub === 'handover') {
      const seat = i.options.getString('class', true);
      const user = i.options.getUser('user', true);
      if (!isClassId(seat)) throw new UserError('Unknown class.', 'invalid');
      if (user.bot) throw new UserError('A bot cannot take a seat.', 'invalid');
      const record = await ctx.games.offerSeat(guildId, channelId, {
        byUserId: i.user.id,
        isAdmin: isAdmin(i),
        seat,
        toUserId: user.id,
      });
      await reply.public(offerMessage(record, seat));
    }
  },
};
