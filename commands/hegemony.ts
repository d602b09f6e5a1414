import { type ChatInputCommandInteraction, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/context.ts';
import { isClassId } from '../src/discord/custom-id.ts';
import { lobbyMessage } from '../src/discord/present/lobby.ts';
import { offerMessage } from '../src/discord/present/offer.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { isAdmin, whereOf } from '../src/discord/where.ts';
import { allModules, type GameOptions } from '../src/engine/index.ts';
import { UserError } from '../src/table/errors.ts';

/**
 * The modules a `/hegemony new` asks for: `modules:all` switches on every one the player count
 * allows; each module's own option switches it on or off (a game refuses one its count does not
 * allow, with the engine's sentence).
 */
function modulesAsked(i: ChatInputCommandInteraction, players: 2 | 3 | 4): Partial<GameOptions['modules']> {
  const modules: Partial<GameOptions['modules']> =
    i.options.getString('modules') === 'all' ? allModules(players) : {};
  const flags = {
    'crisis-cards': 'extraActionCards',
    'historical-events': 'historicalEvents',
    'crisis-response': 'crisisResponse',
    'alternative-events': 'alternativeEvents',
    'hidden-agendas': 'hiddenAgendas',
  } as const;
  for (const [option, id] of Object.entries(flags)) {
    const on = i.options.getBoolean(option);
    if (on !== null) modules[id] = on;
  }
  return modules;
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
        .addStringOption((o) =>
          o
            .setName('modules')
            .setDescription('Play with every expansion module the player count allows')
            .addChoices({ name: 'all', value: 'all' }),
        )
        .addBooleanOption((o) =>
          o
            .setName('crisis-cards')
            .setDescription('Shuffle the 20 Crisis & Control Action cards into the decks'),
        )
        .addBooleanOption((o) =>
          o
            .setName('crisis-response')
            .setDescription('Crisis Response cards decide what the IMF does (Crisis & Control)'),
        )
        .addBooleanOption((o) =>
          o
            .setName('alternative-events')
            .setDescription('Alternative Events replace the Event deck (Crisis & Control; 4 players)'),
        )
        .addBooleanOption((o) =>
          o
            .setName('hidden-agendas')
            .setDescription('Each player keeps a secret Hidden Agenda (Crisis & Control)'),
        )
        .addBooleanOption((o) =>
          o
            .setName('historical-events')
            .setDescription('Play with the Historical Events deck (one card revealed each round)'),
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
      const record = await ctx.games.create({
        guildId,
        channelId,
        hostId: i.user.id,
        isAdmin: isAdmin(i),
        players,
        ...(cls ? { hostClass: cls } : {}),
        modules: modulesAsked(i, players),
      });
      await reply.public(lobbyMessage(record));
      if (reply.messageId) await ctx.games.setBoardMessage(guildId, channelId, record.id, reply.messageId);
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
