import { type ChatInputCommandInteraction, SlashCommandBuilder } from 'discord.js';
import { AI_LEVELS, type AiLevel, DEFAULT_AI_LEVEL, isAiLevel, THINK_MS } from '../src/ai/levels.ts';
import { CLASS_IDS, type ClassId } from '../src/data/common.ts';
import { requireAi } from '../src/discord/ai.ts';
import { requireChannelAccess } from '../src/discord/channel-access.ts';
import { choice, localiseCommand } from '../src/discord/command-words.ts';
import type { Command } from '../src/discord/context.ts';
import { isClassId } from '../src/discord/custom-id.ts';
import { optionText } from '../src/discord/help.ts';
import { actorOf } from '../src/discord/league.ts';
import {
  LANGUAGE_CHOICES,
  localeOfReader,
  newGameLocale,
  readerLocale,
  serverLocale,
} from '../src/discord/locale.ts';
import { hintMessage } from '../src/discord/present/hint.ts';
import { lobbyMessage } from '../src/discord/present/lobby.ts';
import { offerMessage } from '../src/discord/present/offer.ts';
import { CLASS_CHOICES } from '../src/discord/present/text.ts';
import { isAdmin, whereOf } from '../src/discord/where.ts';
import { type AutomaMode, allModules, type GameOptions } from '../src/engine/index.ts';
import { gameWords } from '../src/i18n/game-words/index.ts';
import { GAME_LOCALES, type GameLocale, isGameLocale, t } from '../src/i18n/index.ts';
import { sayText } from '../src/i18n/said.ts';
import type { AiSettings, GameRecord, UserPrefs } from '../src/store/types.ts';
import { aiAutopilot, hintQuestion, hintsAllowed } from '../src/table/ai-seats.ts';
import { MAX_DEADLINE_HOURS } from '../src/table/clock.ts';
import { settingsSaid } from '../src/table/deadlines.ts';
import { UserError } from '../src/table/errors.ts';
import { requireGame } from '../src/table/guards.ts';
import { seatsOf } from '../src/table/questions.ts';
import {
  MAX_OFFER_AFTER,
  parseReminderHours,
  parseTimeZone,
  wholeInRange,
} from '../src/table/settings-input.ts';

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

/** Every seat a person plays has a player. */
function isSeated(record: GameRecord): boolean {
  return Object.values(record.seats).every((s) => s.kind !== 'human' || s.userId !== null);
}

/** Text compared without case or accents ("Média" is "media"). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words that name no class on their own ("Middle Class", "Classe Média"). */
const FILLER = new Set(['class', 'and', 'classe', 'e']);

/** The words each class is named by, its id and its name in every language ("capitalista"). */
const CLASS_WORDS = CLASS_IDS.map((c) => ({
  cls: c,
  words: [c, ...GAME_LOCALES.flatMap((l) => plain(gameWords(l).classes[c]).split(' '))].filter(
    (w) => !FILLER.has(w),
  ),
}));

/**
 * Classes named in an option ("capitalist", "working, middle", "Middle Class", "capitalista",
 * "Classe Média"); `offered` are the ones the refusal suggests (the game and the engine refuse a
 * class that cannot be given).
 */
function classesOption(l: GameLocale, text: string, option: string, offered: string): ClassId[] {
  const out: ClassId[] = [];
  for (const word of plain(text).split(/[\s,;/+&]+/)) {
    if (word === '' || FILLER.has(word)) continue;
    const cls = CLASS_WORDS.find((c) => c.words.some((w) => w.startsWith(word)))?.cls;
    if (!cls)
      throw new UserError(t(l, 'hegemonyCommand.notAClass', { word: word.slice(0, 20), offered }), 'invalid');
    out.push(cls);
  }
  if (out.length === 0)
    throw new UserError(t(l, 'hegemonyCommand.nameAClass', { option: newOption(l, option) }), 'invalid');
  return out;
}

/** The `automa:` option as seats and their mode. */
function automaSeatsOption(
  l: GameLocale,
  text: string | null,
  mode: string | null,
): Partial<Record<ClassId, AutomaMode>> | undefined {
  if (mode !== null && mode !== 'simple' && mode !== 'advanced')
    throw new UserError(t(l, 'hegemonyCommand.unknownMode'), 'invalid');
  if (text === null) {
    if (mode !== null)
      throw new UserError(
        t(l, 'hegemonyCommand.modeWithoutAutoma', {
          mode: newOption(l, 'mode'),
          automa: newOption(l, 'automa'),
        }),
        'invalid',
      );
    return undefined;
  }
  return Object.fromEntries(
    classesOption(l, text, 'automa', 'working, middle, capitalist').map((c) => [
      c,
      (mode ?? 'simple') as AutomaMode,
    ]),
  );
}

/** The `ai:` option (any class, the State too) as seats and their level (`ai-level:`). */
function aiSeatsOption(
  l: GameLocale,
  text: string | null,
  level: string | null,
): Partial<Record<ClassId, AiLevel>> | undefined {
  if (level !== null && !isAiLevel(level))
    throw new UserError(t(l, 'hegemonyCommand.unknownAiLevel'), 'invalid');
  if (text === null) {
    if (level !== null)
      throw new UserError(
        t(l, 'hegemonyCommand.levelWithoutAi', { level: newOption(l, 'ai-level'), ai: newOption(l, 'ai') }),
        'invalid',
      );
    return undefined;
  }
  return Object.fromEntries(
    classesOption(l, text, 'ai', 'working, middle, capitalist, state').map((c) => [
      c,
      level ?? DEFAULT_AI_LEVEL,
    ]),
  );
}

/** `hints:` and `ai-autopilot:`, where given. */
function aiSettingsOption(i: ChatInputCommandInteraction): AiSettings | undefined {
  const hints = i.options.getBoolean('hints');
  const autopilot = i.options.getBoolean('ai-autopilot');
  if (hints === null && autopilot === null) return undefined;
  return { ...(hints !== null ? { hints } : {}), ...(autopilot !== null ? { autopilot } : {}) };
}

const AI_LEVEL_CHOICES = AI_LEVELS.map((l) =>
  choice(l, 'choices.aiLevel', { level: l, seconds: THINK_MS[l] / 1000 }),
);

/** /hegemony new | abandon | handover — opening a game, and the host's tools. */
export const hegemony: Command = {
  data: localiseCommand(
    new SlashCommandBuilder()
      .setName('hegemony')
      .addSubcommand((s) =>
        s
          .setName('new')
          .addIntegerOption((o) => o.setName('players').setMinValue(2).setMaxValue(4))
          .addStringOption((o) => o.setName('class').addChoices(...CLASS_CHOICES))
          .addStringOption((o) => o.setName('modules').addChoices(choice('all', 'choices.modules.all')))
          .addBooleanOption((o) => o.setName('crisis-cards'))
          .addBooleanOption((o) => o.setName('crisis-response'))
          .addBooleanOption((o) => o.setName('alternative-events'))
          .addBooleanOption((o) => o.setName('hidden-agendas'))
          .addBooleanOption((o) => o.setName('historical-events'))
          .addIntegerOption((o) => o.setName('deadline-hours').setMinValue(0).setMaxValue(MAX_DEADLINE_HOURS))
          .addStringOption((o) => o.setName('automa').setMaxLength(60))
          .addStringOption((o) =>
            o
              .setName('mode')
              .addChoices(
                choice('simple', 'choices.mode.simple'),
                choice('advanced', 'choices.mode.advanced'),
              ),
          )
          .addStringOption((o) => o.setName('ai').setMaxLength(60))
          .addStringOption((o) => o.setName('ai-level').addChoices(...AI_LEVEL_CHOICES))
          .addBooleanOption((o) => o.setName('hints'))
          .addBooleanOption((o) => o.setName('ai-autopilot'))
          .addStringOption((o) => o.setName('language').addChoices(...LANGUAGE_CHOICES)),
      )
      .addSubcommand((s) =>
        s
          .setName('settings')
          .addIntegerOption((o) => o.setName('deadline-hours').setMinValue(0).setMaxValue(MAX_DEADLINE_HOURS))
          .addStringOption((o) => o.setName('reminders').setMaxLength(60))
          .addIntegerOption((o) => o.setName('offer-after').setMinValue(0).setMaxValue(MAX_OFFER_AFTER))
          .addBooleanOption((o) => o.setName('hints'))
          .addBooleanOption((o) => o.setName('ai-autopilot'))
          .addStringOption((o) => o.setName('language').addChoices(...LANGUAGE_CHOICES)),
      )
      .addSubcommand((s) =>
        s
          .setName('me')
          .addStringOption((o) => o.setName('time-zone').setMaxLength(64))
          .addIntegerOption((o) => o.setName('quiet-from').setMinValue(0).setMaxValue(23))
          .addIntegerOption((o) => o.setName('quiet-to').setMinValue(0).setMaxValue(23))
          .addBooleanOption((o) => o.setName('dm'))
          .addStringOption((o) => o.setName('language').addChoices(...LANGUAGE_CHOICES)),
      )
      .addSubcommand((s) => s.setName('undo'))
      .addSubcommand((s) => s.setName('hint'))
      .addSubcommand((s) =>
        s
          .setName('vote-ahead')
          .addIntegerOption((o) => o.setName('policy').setRequired(true).setMinValue(1).setMaxValue(7))
          .addStringOption((o) =>
            o
              .setName('side')
              .setRequired(true)
              .addChoices(choice('for', 'choices.side.for'), choice('against', 'choices.side.against')),
          ),
      )
      .addSubcommand((s) => s.setName('abandon'))
      .addSubcommand((s) =>
        s
          .setName('handover')
          .addStringOption((o) =>
            o
              .setName('class')
              .setRequired(true)
              .addChoices(...CLASS_CHOICES),
          )
          .addUserOption((o) => o.setName('user').setRequired(true)),
      ),
  ),
  intent: (i) => (i.options.getSubcommand(false) === 'hint' ? 'ephemeral' : 'public'),
  async execute(i, ctx, reply) {
    const { guildId, channelId } = whereOf(i);
    const sub = i.options.getSubcommand();
    if (sub === 'hint') {
      const { seat, question, state } = hintQuestionHere(await ctx.games.get(guildId, channelId), i.user.id);
      const thought = await requireAi(ctx).think({ state, seat, level: HINT_LEVEL }, 'person');
      await reply.ephemeral(hintMessage(await localeOfReader(i, ctx), seat, question, thought));
      return;
    }
    if (sub === 'new') {
      // Before anything is saved: the bot must be able to post and edit the board here.
      requireChannelAccess(i);
      const players = (i.options.getInteger('players') ?? 4) as 2 | 3 | 4;
      const cls = i.options.getString('class');
      const l = await localeOfReader(i, ctx);
      if (cls !== null && !isClassId(cls))
        throw new UserError(t(l, 'hegemonyCommand.unknownClass'), 'invalid');
      const automas = automaSeatsOption(l, i.options.getString('automa'), i.options.getString('mode'));
      const ai = aiSeatsOption(l, i.options.getString('ai'), i.options.getString('ai-level'));
      const aiSettings = aiSettingsOption(i);
      // The AI must be there to play its seats or answer for absent players.
      if (ai || aiSettings?.autopilot) requireAi(ctx);
      const record = await ctx.games.create({
        guildId,
        channelId,
        hostId: i.user.id,
        isAdmin: isAdmin(i),
        players,
        ...(cls ? { hostClass: cls } : {}),
        ...(automas ? { automas } : {}),
        ...(ai ? { ai } : {}),
        ...(aiSettings ? { aiSettings } : {}),
        modules: modulesAsked(i, players),
        language: newGameLocale(i.options.getString('language'), i.guildLocale),
        ...deadlineOption(
          optional(i.options.getInteger('deadline-hours'), (n) =>
            wholeInRange('/hegemony new deadline-hours', n, 0, MAX_DEADLINE_HOURS),
          ),
        ),
      });
      await reply.public(lobbyMessage(record));
      if (reply.messageId) await ctx.games.setBoardMessage(guildId, channelId, record.id, reply.messageId);
      // A solo game (the host in the one seat the Automas and the AI leave) starts at once: the lobby becomes the board.
      if (isSeated(record)) await ctx.games.start(guildId, channelId, record.id, i.user.id, isAdmin(i));
      return;
    }
    if (sub === 'abandon') {
      const done = await ctx.games.abandon({
        guildId,
        channelId,
        byUserId: i.user.id,
        isAdmin: isAdmin(i),
        language: serverLocale(i),
      });
      const l = await localeOfReader(i, ctx);
      await reply.ephemeral({
        content:
          'record' in done
            ? t(l, 'hegemony.abandoned')
            : t(l, 'hegemony.setAside', {
                kept: done.setAside ? t(l, 'hegemony.keptAs', { key: done.setAside }) : '',
              }),
      });
      return;
    }
    if (sub === 'settings') {
      const reminders = optional(i.options.getString('reminders'), parseReminderHours);
      const offerAfter = optional(i.options.getInteger('offer-after'), (n) =>
        wholeInRange('/hegemony settings offer-after', n, 0, MAX_OFFER_AFTER),
      );
      const deadline = optional(i.options.getInteger('deadline-hours'), (n) =>
        wholeInRange('/hegemony settings deadline-hours', n, 0, MAX_DEADLINE_HOURS),
      );
      const aiSettings = aiSettingsOption(i);
      const language = i.options.getString('language');
      const clock = reminders !== null || offerAfter !== null || deadline !== null;
      const l = await localeOfReader(i, ctx);
      if (!clock && !aiSettings && !isGameLocale(language)) {
        const option = (id: string) => optionText(l, `/hegemony settings ${id}`);
        throw new UserError(
          t(l, 'hegemonyCommand.nothingToChange', {
            deadline: option('deadline-hours'),
            reminders: option('reminders'),
            offerAfter: option('offer-after'),
            hints: option('hints'),
            autopilot: option('ai-autopilot'),
            language: option('language'),
          }),
          'invalid',
        );
      }
      if (aiSettings?.autopilot) requireAi(ctx);
      const who = { userId: i.user.id, isAdmin: isAdmin(i) };
      const saved: string[] = [];
      if (clock) {
        const record = await ctx.games.changeSettings(guildId, channelId, {
          ...who,
          settings: {
            ...(deadline !== null ? { deadlineHours: deadline } : {}),
            ...(reminders !== null ? { remindHours: reminders } : {}),
            ...(offerAfter !== null ? { offerAfter } : {}),
          },
        });
        saved.push(sayText(l, settingsSaid(record.clock!.settings)));
      }
      if (aiSettings)
        saved.push(
          aiSettingsText(
            l,
            await ctx.games.changeAiSettings(guildId, channelId, { ...who, settings: aiSettings }),
          ),
        );
      if (isGameLocale(language)) {
        // The board and its picture read the new language at once, not at the game's next move.
        ctx.publisher.restyled(await ctx.games.changeLanguage(guildId, channelId, { ...who, language }));
        saved.push(t(l, 'hegemonyCommand.language', { language: t(language, `language.${language}`) }));
      }
      await reply.ephemeral({ content: t(l, 'hegemonyCommand.saved', { what: saved.join('; ') }) });
      return;
    }
    if (sub === 'me') {
      // Read fresh from the store: what is saved is these settings with the options given changed.
      const before = await ctx.games.userPrefs(i.user.id, { fresh: true });
      const timeZone = optional(i.options.getString('time-zone'), parseTimeZone) ?? before?.timeZone ?? 'UTC';
      const from = optional(i.options.getInteger('quiet-from'), (n) =>
        wholeInRange('/hegemony me quiet-from', n, 0, 23),
      );
      const to = optional(i.options.getInteger('quiet-to'), (n) =>
        wholeInRange('/hegemony me quiet-to', n, 0, 23),
      );
      if ((from === null) !== (to === null) && !before?.quiet) {
        const l = readerLocale(i, before);
        throw new UserError(
          t(l, 'hegemonyCommand.bothQuiet', {
            from: optionText(l, '/hegemony me quiet-from'),
            to: optionText(l, '/hegemony me quiet-to'),
          }),
          'invalid',
        );
      }
      const quiet: [number, number] | null =
        from !== null || to !== null
          ? [from ?? before!.quiet![0], to ?? before!.quiet![1]]
          : (before?.quiet ?? null);
      const language = i.options.getString('language');
      const kept = isGameLocale(language) ? language : before?.language;
      const prefs: UserPrefs = {
        timeZone,
        quiet: quiet && quiet[0] !== quiet[1] ? quiet : null,
        dm: i.options.getBoolean('dm') ?? before?.dm ?? false,
        ...(kept ? { language: kept } : {}),
      };
      await ctx.games.setUserPrefs(i.user.id, prefs);
      await reply.ephemeral({ content: prefsText(prefs, readerLocale(i, prefs)) });
      return;
    }
    if (sub === 'undo') {
      const { done, what } = await ctx.games.undo(guildId, channelId, i.user.id);
      const l = await localeOfReader(i, ctx);
      await reply.ephemeral({
        content: done
          ? t(l, 'hegemony.takenBack', { what: what.map((w) => sayText(l, w)).join(', ') })
          : t(l, 'hegemony.othersAsked'),
      });
      return;
    }
    if (sub === 'vote-ahead') {
      const record = await ctx.games.get(guildId, channelId);
      const seat = (record ? seatsOf(record, i.user.id) : [])[0];
      const l = await localeOfReader(i, ctx);
      if (!record || !seat) throw new UserError(t(l, 'hegemonyCommand.notPlaying'), 'forbidden');
      const side = i.options.getString('side', true) === 'for' ? 'for' : 'against';
      const policy = i.options.getInteger('policy', true);
      await ctx.games.stateSide(guildId, channelId, {
        gameId: record.id,
        seat,
        userId: i.user.id,
        policy,
        side,
      });
      await reply.ephemeral({
        content: t(l, side === 'for' ? 'hegemonyCommand.votedFor' : 'hegemonyCommand.votedAgainst', {
          policy,
        }),
      });
      return;
    }
    if (sub === 'handover') {
      const seat = i.options.getString('class', true);
      const user = i.options.getUser('user', true);
      const l = await localeOfReader(i, ctx);
      if (!isClassId(seat)) throw new UserError(t(l, 'hegemonyCommand.unknownClass'), 'invalid');
      if (user.bot) throw new UserError(t(l, 'hegemonyCommand.botSeat'), 'invalid');
      // A league game's seats are the league's to give (its organisers, to its members).
      const game = await ctx.games.get(guildId, channelId);
      const league = game?.league ? await ctx.league.seatRoles(guildId, actorOf(i), user.id) : undefined;
      const record = await ctx.games.offerSeat(guildId, channelId, {
        byUserId: i.user.id,
        isAdmin: isAdmin(i),
        seat,
        toUserId: user.id,
        ...(league ? { league } : {}),
      });
      await reply.public(offerMessage(record, seat));
    }
  },
};

/** A hint is worth the AI's usual thinking time: a player asked, and waits for it (first in line). */
const HINT_LEVEL: AiLevel = DEFAULT_AI_LEVEL;

function hintQuestionHere(record: GameRecord | undefined, userId: string) {
  const game = requireGame(record);
  const asked = hintQuestion(game, userId);
  return { ...asked, state: game.state as NonNullable<GameRecord['state']> };
}

function aiSettingsText(l: GameLocale, record: GameRecord): string {
  return t(l, 'hegemonyCommand.aiSettings', {
    hints: t(l, hintsAllowed(record) ? 'hegemonyCommand.hintsAllowed' : 'hegemonyCommand.hintsOff'),
    by: t(l, aiAutopilot(record) ? 'hegemonyCommand.byAi' : 'hegemonyCommand.byAutopilot'),
  });
}

/** An option of `/hegemony new` as `l`'s client names it. */
function newOption(l: GameLocale, id: string): string {
  return optionText(l, `/hegemony new ${id}`);
}

function deadlineOption(hours: number | null) {
  return hours === null ? {} : { clock: { deadlineHours: hours } };
}

/** An option's value read with `read` (which refuses what it cannot take), or null when not given. */
function optional<T, R>(value: T | null, read: (value: T) => R): R | null {
  return value === null ? null : read(value);
}

/** What `/hegemony me` saved, in the language the player now reads. */
function prefsText(p: UserPrefs, l: GameLocale): string {
  return t(l, 'hegemony.saved', {
    zone: p.timeZone,
    quiet: p.quiet ? t(l, 'hegemony.quiet', { from: p.quiet[0], to: p.quiet[1] }) : t(l, 'hegemony.noQuiet'),
    where: t(l, p.dm ? 'hegemony.byDm' : 'hegemony.inChannel'),
    language: p.language ? t(l, 'hegemony.yourLanguage', { language: t(l, `language.${p.language}`) }) : '',
  });
}
