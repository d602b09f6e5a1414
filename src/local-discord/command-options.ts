import {
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIChatInputApplicationCommandInteractionData,
  type APIInteractionDataResolved,
  ApplicationCommandOptionType,
  ApplicationCommandType,
} from 'discord-api-types/v10';
import { stableSnowflake } from './snowflake.ts';
import type { World } from './world.ts';

/** An option value with its type spelled out, for when the JS value is ambiguous (e.g. 4 as a NUMBER). */
export interface TypedOption {
  readonly type: ApplicationCommandOptionType;
  readonly value: string | number | boolean;
}

/**
 * A slash-command option value: strings, numbers and booleans map to STRING, INTEGER/NUMBER and BOOLEAN;
 * a user (anything with an `id`, such as `fake.user('bob')`) maps to USER. When the bot has registered
 * the command, the registered option type wins.
 */
export type OptionValue = string | number | boolean | { readonly id: string } | TypedOption;

export interface CommandInput {
  readonly subcommandGroup?: string;
  readonly subcommand?: string;
  readonly options?: Readonly<Record<string, OptionValue>>;
}

interface BuildContext {
  /** The command as the bot registered it, if it did: used for option types and to check the input. */
  readonly registered: APIApplicationCommand | undefined;
  readonly world: World;
  /** Autocomplete: the option being typed in. */
  readonly focused?: string;
}

type LooseOption = {
  name: string;
  type: ApplicationCommandOptionType;
  value?: unknown;
  focused?: boolean;
  options?: LooseOption[];
};

/**
 * Builds the `data` of a chat-input (or autocomplete) interaction the way the Discord client would,
 * refusing input the client itself would not let a player send (unknown subcommand or option, a
 * missing required option, a value outside the registered choices or bounds).
 */
export function commandData(
  name: string,
  input: CommandInput,
  context: BuildContext,
): APIChatInputApplicationCommandInteractionData {
  const label = ['/' + name, input.subcommandGroup, input.subcommand].filter(Boolean).join(' ');
  const definitions = context.registered && leafDefinitions(context.registered, input, label);
  const resolved: APIInteractionDataResolved = {};
  const autocomplete = context.focused !== undefined;

  const leaf: LooseOption[] = Object.entries(input.options ?? {}).map(([optionName, raw]) => {
    const definition = definitions?.find((d) => d.name === optionName);
    if (definitions && !definition) {
      throw new Error(
        `${label} has no option '${optionName}' (it has: ${definitions.map((d) => d.name).join(', ') || 'none'})`,
      );
    }
    const type = (isTyped(raw) ? raw.type : undefined) ?? definition?.type ?? inferType(raw);
    const focused = optionName === context.focused;
    let value: unknown;
    if (isTyped(raw)) value = raw.value;
    else if (typeof raw === 'object') value = raw.id;
    else value = raw;
    if (type === ApplicationCommandOptionType.User) {
      value = resolveUser(String(value), context.world, resolved, label);
    }
    if (definition && !focused) checkValue(definition, value, label);
    // Autocomplete sends what the player has typed so far, so numbers arrive as text.
    if (autocomplete && typeof value === 'number') value = String(value);
    return focused ? { name: optionName, type, value, focused: true } : { name: optionName, type, value };
  });

  if (autocomplete && !leaf.some((o) => o.focused)) {
    const type =
      definitions?.find((d) => d.name === context.focused)?.type ?? ApplicationCommandOptionType.String;
    leaf.push({ name: context.focused!, type, value: '', focused: true });
  }
  if (definitions && !autocomplete) {
    const missing = definitions.filter(
      (d) => 'required' in d && d.required && !(d.name in (input.options ?? {})),
    );
    if (missing.length > 0) {
      throw new Error(`${label} needs option(s) ${missing.map((d) => d.name).join(', ')}`);
    }
  }

  let options = leaf;
  if (input.subcommand) {
    options = [{ name: input.subcommand, type: ApplicationCommandOptionType.Subcommand, options }];
  }
  if (input.subcommandGroup) {
    options = [{ name: input.subcommandGroup, type: ApplicationCommandOptionType.SubcommandGroup, options }];
  }
  const data: APIChatInputApplicationCommandInteractionData = {
    id: context.registered?.id ?? stableSnowflake(`command:${name}`),
    name,
    type: ApplicationCommandType.ChatInput,
    options: options as APIApplicationCommandInteractionDataOption[],
  };
  if (context.registered?.guild_id) data.guild_id = context.registered.guild_id;
  if (resolved.users) data.resolved = resolved;
  return data;
}

/** The registered options of the subcommand (or command) the input names. */
function leafDefinitions(
  command: APIApplicationCommand,
  input: CommandInput,
  label: string,
): readonly APIApplicationCommandOption[] {
  let level: readonly APIApplicationCommandOption[] = command.options ?? [];
  const enter = (name: string, type: ApplicationCommandOptionType, what: string) => {
    const branch = level.find((o) => o.type === type && o.name === name);
    if (!branch || !('options' in branch)) {
      throw new Error(`${label}: /${command.name} has no ${what} '${name}'`);
    }
    level = branch.options ?? [];
  };
  if (input.subcommandGroup !== undefined) {
    enter(input.subcommandGroup, ApplicationCommandOptionType.SubcommandGroup, 'subcommand group');
  }
  if (input.subcommand !== undefined) {
    enter(input.subcommand, ApplicationCommandOptionType.Subcommand, 'subcommand');
  }
  const branches = level.filter(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand ||
      o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (branches.length > 0) {
    throw new Error(`${label} needs a subcommand: one of ${branches.map((b) => b.name).join(', ')}`);
  }
  return level;
}

function isTyped(value: OptionValue): value is TypedOption {
  return typeof value === 'object' && 'type' in value && 'value' in value;
}

function inferType(value: OptionValue): ApplicationCommandOptionType {
  if (typeof value === 'string') return ApplicationCommandOptionType.String;
  if (typeof value === 'boolean') return ApplicationCommandOptionType.Boolean;
  if (typeof value === 'number') {
    return Number.isInteger(value)
      ? ApplicationCommandOptionType.Integer
      : ApplicationCommandOptionType.Number;
  }
  return ApplicationCommandOptionType.User;
}

/** A user option carries the id; the user and their membership travel in `data.resolved`. */
function resolveUser(id: string, world: World, resolved: APIInteractionDataResolved, label: string): string {
  const user = world.apiUser(id);
  const member = world.resolvedMember(id);
  if (!user || !member) {
    throw new Error(`${label}: user option names ${id}, who is not a member of the guild`);
  }
  resolved.users = { ...resolved.users, [id]: user };
  resolved.members = { ...resolved.members, [id]: member };
  return id;
}

/** What the Discord client enforces before it lets a player send the command. */
function checkValue(definition: APIApplicationCommandOption, value: unknown, label: string): void {
  const where = `${label} option '${definition.name}'`;
  if ('choices' in definition && definition.choices && definition.choices.length > 0) {
    if (!definition.choices.some((c) => c.value === value)) {
      throw new Error(
        `${where}: ${JSON.stringify(value)} is not one of the choices ${definition.choices.map((c) => JSON.stringify(c.value)).join(', ')}`,
      );
    }
  }
  if (typeof value === 'number') {
    if ('min_value' in definition && definition.min_value !== undefined && value < definition.min_value) {
      throw new Error(`${where}: ${value} is below the minimum ${definition.min_value}`);
    }
    if ('max_value' in definition && definition.max_value !== undefined && value > definition.max_value) {
      throw new Error(`${where}: ${value} is above the maximum ${definition.max_value}`);
    }
    if (definition.type === ApplicationCommandOptionType.Integer && !Number.isInteger(value)) {
      throw new Error(`${where}: ${value} is not an integer`);
    }
  }
  if (typeof value === 'string') {
    if (
      'min_length' in definition &&
      definition.min_length !== undefined &&
      value.length < definition.min_length
    ) {
      throw new Error(`${where}: '${value}' is shorter than ${definition.min_length} characters`);
    }
    if (
      'max_length' in definition &&
      definition.max_length !== undefined &&
      value.length > definition.max_length
    ) {
      throw new Error(`${where}: '${value}' is longer than ${definition.max_length} characters`);
    }
  }
}
