/**
 * Discord's hard limits (design notes §5) and the bot's own timing budget, in one place. Every
 * message the bot sends passes `fitMessage`, which trims text to fit and refuses a structure Discord
 * would reject, so a long game log or a big hand can never turn into a 400 from Discord.
 */
import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  APIEmbed,
  APIMessageTopLevelComponent,
} from 'discord.js';

export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthor: 256,
  actionRows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  customId: 100,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceValue: 100,
  commandName: 32,
  commandDescription: 100,
} as const;

/** A slash command's, subcommand's or option's name, in any language (lowercase where it has case). */
export const COMMAND_NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

export const TIMING = {
  /** Discord drops an interaction that gets no first response within 3 s. */
  responseDeadlineMs: 3000,
  /** Defer when the real answer is not ready by then, leaving room for the network. */
  deferAfterMs: 1500,
} as const;

/** How the bot lays out a question: buttons for a few short options, otherwise one select. */
export const LAYOUT = {
  /** At most this many options (each label ≤ LIMITS.buttonLabel) become buttons: two rows on a phone. */
  maxButtons: 10,
} as const;

/** A message as the bot builds it: plain API JSON that discord.js and the guard both understand. */
export interface MessagePayload {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  allowedMentions?: { users?: string[]; parse?: [] };
  files?: Array<{ name: string; data: Buffer }>;
}

/** A structural mistake that Discord would refuse: a bug in a presenter, never user input. */
export class LimitError extends Error {}

/**
 * Cuts text to `max` characters (code points), ending with an ellipsis when it was cut: between
 * words, so no word is left half-written (only a single word longer than `max` is cut).
 */
export function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const room = chars.slice(0, max - 1).join('');
  // The room ends where a word ends when the next character is a space; else at its last space.
  const whole = /\s/.test(chars[max - 1] as string);
  const space = room.search(/\s\S*$/);
  const cut = whole ? room : space > 0 ? room.slice(0, space) : room;
  return `${cut.trimEnd()}…`;
}

const len = (s: string | undefined) => (s === undefined ? 0 : [...s.trim()].length);

/** Characters that count toward the 6000 total of one embed. */
export function embedSize(embed: APIEmbed): number {
  return (
    len(embed.title) +
    len(embed.description) +
    len(embed.footer?.text) +
    len(embed.author?.name) +
    (embed.fields ?? []).reduce((n, f) => n + len(f.name) + len(f.value), 0)
  );
}

function fitEmbed(embed: APIEmbed): APIEmbed {
  const out: APIEmbed = { ...embed };
  if (out.title !== undefined) out.title = clip(out.title, LIMITS.embedTitle);
  if (out.description !== undefined) out.description = clip(out.description, LIMITS.embedDescription);
  if (out.footer) out.footer = { ...out.footer, text: clip(out.footer.text, LIMITS.embedFooter) };
  if (out.author) out.author = { ...out.author, name: clip(out.author.name, LIMITS.embedAuthor) };
  if (out.fields) {
    out.fields = out.fields.slice(0, LIMITS.embedFields).map((f) => ({
      ...f,
      name: clip(f.name || '\u200b', LIMITS.embedFieldName),
      value: clip(f.value || '\u200b', LIMITS.embedFieldValue),
    }));
  }
  return out;
}

/** Shrinks the embeds, last fields first, until the whole message is within the 6000 total. */
function fitTotal(embeds: APIEmbed[]): APIEmbed[] {
  const out = embeds.slice(0, LIMITS.embeds).map(fitEmbed);
  const total = () => out.reduce((n, e) => n + embedSize(e), 0);
  for (let e = out.length - 1; e >= 0 && total() > LIMITS.embedTotal; e--) {
    const embed = out[e] as APIEmbed;
    while (embed.fields && embed.fields.length > 0 && total() > LIMITS.embedTotal) embed.fields.pop();
    if (total() > LIMITS.embedTotal && embed.description) {
      const excess = total() - LIMITS.embedTotal;
      embed.description = clip(embed.description, Math.max(1, len(embed.description) - excess - 1));
    }
  }
  if (total() > LIMITS.embedTotal) throw new LimitError('embeds exceed 6000 characters even when trimmed');
  return out;
}

function checkComponents(rows: readonly APIMessageTopLevelComponent[]) {
  if (rows.length > LIMITS.actionRows) throw new LimitError(`${rows.length} action rows (max 5)`);
  const ids = new Set<string>();
  for (const row of rows) {
    if (!('components' in row)) continue;
    const children = row.components as unknown as Array<Record<string, unknown>>;
    const selects = children.filter((c) => c.type !== 2).length;
    if (selects > 1 || (selects === 1 && children.length > 1))
      throw new LimitError('a select must be alone in its row');
    if (children.length > LIMITS.buttonsPerRow) throw new LimitError(`${children.length} buttons in a row`);
    for (const c of children) {
      const id = c.custom_id;
      if (typeof id === 'string') {
        if (id.length === 0 || id.length > LIMITS.customId)
          throw new LimitError(`custom id of ${id.length} characters`);
        // Not the id itself: an answer's custom id can name a card in someone's hand.
        if (ids.has(id)) throw new LimitError('the same custom id used twice');
        ids.add(id);
      }
      if (typeof c.label === 'string' && c.type === 2 && [...c.label].length > LIMITS.buttonLabel)
        throw new LimitError('button label over 80 characters');
      if (Array.isArray(c.options)) {
        if (c.options.length === 0 || c.options.length > LIMITS.selectOptions)
          throw new LimitError(`${c.options.length} select options`);
        for (const o of c.options as Array<{ label: string; value: string; description?: string }>) {
          if ([...o.label].length > LIMITS.selectOptionText || o.value.length > LIMITS.selectOptionText)
            throw new LimitError('select option text over 100 characters');
        }
      }
    }
  }
}

/**
 * Makes a message fit Discord: content and embed texts are clipped, fields beyond 25 dropped and the
 * embed total brought to 6000; rows, buttons, options and custom ids are checked and a violation
 * throws LimitError (they are built by the bot, so a violation is a bug to hear about).
 */
export function fitMessage<T extends MessagePayload>(payload: T): T {
  const out = { ...payload };
  if (out.content !== undefined) out.content = clip(out.content, LIMITS.content);
  if (out.embeds) out.embeds = fitTotal(out.embeds);
  if (out.components) checkComponents(out.components);
  return out;
}
