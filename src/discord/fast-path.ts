/**
 * The slash-command fast path: `/play`, `/action`, `/free` and `/answer` send the same engine
 * option ids a button would (applyAll of several answers, all or nothing), and their autocomplete
 * lists the options the engine offers right now.
 */

import {
  type ApplicationCommandOptionChoiceData,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
  SlashCommandBuilder,
} from 'discord.js';
import type { ClassId } from '../data/common.ts';
import { cardIdOf, notOffered, type Option, type Question, type TurnChoice, view } from '../engine/index.ts';
import { type GameLocale, t } from '../i18n/index.ts';
import { sayText } from '../i18n/said.ts';
import type { GameRecord } from '../store/types.ts';
import { UserError } from '../table/errors.ts';
import type { AnswerInput } from '../table/games.ts';
import { type QuestionRef, questionFor, seatsOf } from '../table/questions.ts';
import { localiseCommand } from './command-words.ts';
import type { BotContext, Command } from './context.ts';
import { localeOfReader } from './locale.ts';
import { cardTitle } from './present/cards.ts';
import { promptOf, questionInWords, type WordedOption } from './present/menu.ts';
import { answerNotes, panelMessage } from './present/panel.ts';
import { notOfferedLine, notOfferedNamed } from './present/why.ts';
import type { Responder } from './responder.ts';
import { whereOf } from './where.ts';

/** The user's seat with an open question (or their first seat), with that question. */
export async function openFor(
  interaction: AutocompleteInteraction | ChatInputCommandInteraction,
  ctx: BotContext,
): Promise<{ record: GameRecord; seat: ClassId; question: Question | undefined } | null> {
  if (!interaction.guildId || !interaction.channelId) return null;
  const record = await ctx.games.get(interaction.guildId, interaction.channelId);
  if (!record?.state || record.status !== 'playing') return null;
  const seats = seatsOf(record, interaction.user.id);
  for (const seat of seats) {
    const question = questionFor(record.state, seat);
    if (question) return { record, seat, question };
  }
  const seat = seats[0];
  return seat ? { record, seat, question: undefined } : null;
}

/** Choices whose name contains what the player typed, at most 25. */
export function matching(
  items: Array<{ name: string; value: string }>,
  typed: string,
): ApplicationCommandOptionChoiceData[] {
  const t = typed.trim().toLowerCase();
  return items.filter(
    (c) => t === '' || c.name.toLowerCase().includes(t) || c.value.toLowerCase().includes(t),
  );
}

/**
 * The options of the open question in one group (the turn menu's `play`, `basic` or `free`), by
 * name in the reader's language.
 */
export function groupChoices(question: Question | undefined, group: string, l: GameLocale = 'en') {
  return (question ? questionInWords(question, l).options : [])
    .filter((o) => o.group === group)
    .map((o) => ({ name: o.short ?? o.label, value: o.id }));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What a typed command names: an option's id (what autocomplete sends) or, typed by hand, its name
 * or its label in any case. With no open question the text goes on as it is, and the game answers
 * that there is nothing to answer; with one, a name that matches nothing is refused here, naming
 * the choices (never an id).
 */
export function resolveTyped(
  question: Question | undefined,
  typed: string,
  what: { group?: string; thing: TypedThing },
  l: GameLocale,
): string {
  if (!question) return typed;
  const inGroup = (o: Option) => what.group === undefined || o.group === what.group;
  const named = (o: WordedOption) => (o.short !== undefined && same(o.short, typed)) || same(o.label, typed);
  // The reader's own words first (a Portuguese reader types the Portuguese label), then English.
  const options = questionInWords(question, l).options.filter(inGroup);
  const found =
    options.find((o) => o.id === typed) ??
    options.find(named) ??
    (l === 'en' ? undefined : questionInWords(question, 'en').options.filter(inGroup).find(named));
  if (found) return found.id;
  const names = options.map((o) => o.short ?? o.label);
  const thing = t(l, `typed.thing.${what.thing}`);
  throw new UserError(
    names.length > 0
      ? t(l, 'typed.notOnOffer', { thing, typed: typed.trim(), names: names.join(', ') }).slice(0, 1900)
      : t(l, 'typed.nothingToChoose', { thing, prompt: promptOf(question, l) }),
    'invalid',
  );
}

/**
 * A typed turn-menu command (`/play`, `/action`, `/free`) naming a card in the hand or an action of
 * the class that the menu does not offer now is refused with the engine's reason, not with the
 * list of choices.
 */
export function refuseWithReason(
  open: { record: GameRecord; seat: ClassId; question: Question | undefined } | null,
  typed: string,
  kind: TurnChoice['kind'],
  l: GameLocale,
): void {
  if (open?.question?.kind !== 'turn' || !open.record.state) return;
  const item = notOfferedNamed(notOffered(open.record.state, open.seat), typed, kind, l);
  if (item) throw new UserError(t(l, 'why.refused', { line: notOfferedLine(item, l) }), 'invalid');
}

/** The cards in the user's hand, for the discard of `/action`. */
export function handChoices(record: GameRecord, seat: ClassId) {
  const hand = view(record.state!, seat).classes[seat].hand ?? [];
  const seen = new Set<string>();
  return hand
    .filter((c) => {
      const base = cardIdOf(c);
      if (seen.has(base)) return false;
      seen.add(base);
      return true;
    })
    .map((c) => ({ name: cardTitle(c), value: c }));
}

/** A card of the user's hand, named by its id (autocomplete) or by its name typed in any case. */
export function resolveHandCard(record: GameRecord, seat: ClassId, typed: string, l: GameLocale): string {
  const cards = handChoices(record, seat);
  const found = cards.find((c) => c.value === typed) ?? cards.find((c) => same(c.name, typed));
  if (found) return found.value;
  throw new UserError(
    t(l, 'typed.noSuchCard', {
      typed: typed.trim(),
      cards: cards.map((c) => c.name).join(', ') || t(l, 'typed.none'),
    }),
    'invalid',
  );
}

/** What a typed command names, for its refusal: a catalogue key under `typed.thing`. */
export type TypedThing = 'play' | 'basic' | 'free' | 'choice';

/** The note shown when the engine names no choice for a move (a catalogue key). */
export type DoneNote = 'panel.done' | 'panel.played' | 'panel.allAtMinimum';

/**
 * Applies a player's answers as one move and shows their next panel: in place of the panel they
 * answered from (a button or select), or as a new reply (a typed command). `done` is the note when
 * the engine names no choice.
 */
export async function answerAndShowPanel(
  interaction: ChatInputCommandInteraction | MessageComponentInteraction,
  ctx: BotContext,
  reply: Responder,
  move: {
    answers: AnswerInput['answers'];
    ref?: QuestionRef;
    done?: DoneNote;
    resolve?: AnswerInput['resolve'];
  },
) {
  const { guildId, channelId } = whereOf(interaction);
  const result = await ctx.games.answer({
    guildId,
    channelId,
    userId: interaction.user.id,
    answers: move.answers,
    interactionId: interaction.id,
    ...(move.ref ? { ref: move.ref } : {}),
    ...(move.resolve ? { resolve: move.resolve } : {}),
  });
  // Delivered again (to this process, or to another one that applied it): nothing to say — unless
  // this one already acknowledged it (it was behind), and must then fill in its "thinking…".
  if (result.duplicate && !reply.acknowledging) return reply.skip();
  const l = await localeOfReader(interaction, ctx);
  const done = move.done ? t(l, move.done) : null;
  const notes = result.duplicate
    ? [t(l, 'panel.answerIn')]
    : answerNotes(result.chosen ? sayText(l, result.chosen) : done, result.privateEvents, l);
  const panel = panelMessage(result.record, interaction.user.id, { notes, locale: l });
  await (interaction.isMessageComponent() ? reply.update(panel) : reply.ephemeral(panel));
}

/**
 * A command that picks one option of the turn menu's group by name (`/play card:`, `/free name:`):
 * autocomplete lists the group's options, and the typed name is matched as `resolveTyped` does.
 */
export function turnMenuCommand(spec: {
  name: string;
  option: string;
  group: string;
  thing: TypedThing;
  done: DoneNote;
}): Command {
  return {
    data: localiseCommand(
      new SlashCommandBuilder()
        .setName(spec.name)
        .addStringOption((o) => o.setName(spec.option).setRequired(true).setAutocomplete(true)),
    ),
    intent: 'ephemeral',
    async execute(i, ctx, reply) {
      const open = await openFor(i, ctx);
      const typed = i.options.getString(spec.option, true);
      const l = await localeOfReader(i, ctx);
      refuseWithReason(open, typed, spec.group as TurnChoice['kind'], l);
      const id = resolveTyped(open?.question, typed, spec, l);
      await answerAndShowPanel(i, ctx, reply, { answers: [id], done: spec.done });
    },
    async autocomplete(i, ctx) {
      const open = await openFor(i, ctx);
      const l = await localeOfReader(i, ctx);
      return matching(groupChoices(open?.question, spec.group, l), i.options.getFocused());
    },
  };
}
