import {
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
} from 'discord-api-types/v10';
import type { CommandInput, FakeUser, OptionValue } from '../local-discord/index.ts';

/** A command as the page's slash box sends it: every option value as typed. */
export interface TypedCommand {
  readonly command: string;
  readonly subcommandGroup?: string;
  readonly subcommand?: string;
  readonly options?: Readonly<Record<string, string>>;
}

/** Input the Discord client itself would not send; said to the person at the slash box. */
export class SlashInputError extends Error {}

/**
 * The typed values as the Discord client sends them, each of its registered option's type: a whole
 * number, a number, true or false, or a player (by name). `focused` (autocomplete) is sent as typed,
 * and other options that do not read yet are left out of an autocomplete.
 */
export function commandInput(
  typed: TypedCommand,
  registered: APIApplicationCommand | undefined,
  players: readonly FakeUser[],
  focused?: string,
): CommandInput {
  if (!registered) throw new SlashInputError(`There is no command /${typed.command}.`);
  const definitions = leafOptions(registered, typed);
  const options: Record<string, OptionValue> = {};
  for (const [name, text] of Object.entries(typed.options ?? {})) {
    const definition = definitions.find((d) => d.name === name);
    if (name === focused || !definition) {
      options[name] = text; // the Discord client's own checks (command-options.ts) name an unknown option
      continue;
    }
    try {
      options[name] = typedValue(definition, text, players);
    } catch (error) {
      if (focused === undefined) throw error;
    }
  }
  return {
    ...(typed.subcommandGroup ? { subcommandGroup: typed.subcommandGroup } : {}),
    ...(typed.subcommand ? { subcommand: typed.subcommand } : {}),
    options,
  };
}

function leafOptions(
  command: APIApplicationCommand,
  typed: TypedCommand,
): readonly APIApplicationCommandOption[] {
  let level: readonly APIApplicationCommandOption[] = command.options ?? [];
  for (const name of [typed.subcommandGroup, typed.subcommand]) {
    if (name === undefined) continue;
    const branch = level.find((o) => o.name === name);
    level = branch && 'options' in branch ? (branch.options ?? []) : [];
  }
  return level;
}

function typedValue(definition: APIApplicationCommandOption, text: string, players: readonly FakeUser[]) {
  const value = text.trim();
  const refuse = (what: string) => new SlashInputError(`${definition.name}: ${what}, not "${value}".`);
  switch (definition.type) {
    case ApplicationCommandOptionType.Integer:
      if (!/^[+-]?\d+$/.test(value)) throw refuse('a whole number');
      return { type: definition.type, value: Number(value) };
    case ApplicationCommandOptionType.Number:
      if (value === '' || !Number.isFinite(Number(value))) throw refuse('a number');
      return { type: definition.type, value: Number(value) };
    case ApplicationCommandOptionType.Boolean:
      if (!/^(true|false)$/i.test(value)) throw refuse('true or false');
      return { type: definition.type, value: value.toLowerCase() === 'true' };
    case ApplicationCommandOptionType.User: {
      const name = value.replace(/^@/, '').toLowerCase();
      const player = players.find((p) => p.name === name || p.id === name);
      if (!player) throw refuse(`one of ${players.map((p) => p.name).join(', ')}`);
      return player;
    }
    default:
      return { type: definition.type, value };
  }
}
