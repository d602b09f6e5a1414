import { type APIApplicationCommand, ApplicationCommandType } from 'discord-api-types/v10';
import { newSnowflake } from './snowflake.ts';

/** The scope of a command list: global, or one guild's id. */
export type CommandScope = 'global' | string;

/**
 * Registered application commands per scope. A bulk overwrite replaces the whole list but keeps the
 * id of a command with the same name and type, as Discord does.
 */
export class CommandRegistry {
  private readonly scopes = new Map<CommandScope, APIApplicationCommand[]>();

  list(scope: CommandScope): APIApplicationCommand[] {
    return this.scopes.get(scope) ?? [];
  }

  /** Replaces a scope's commands with `definitions` (already checked against Discord's limits). */
  overwrite(
    scope: CommandScope,
    applicationId: string,
    definitions: readonly Record<string, unknown>[],
  ): APIApplicationCommand[] {
    const previous = this.list(scope);
    const commands = definitions.map((definition) => {
      const type =
        (definition.type as ApplicationCommandType | undefined) ?? ApplicationCommandType.ChatInput;
      const kept = previous.find((c) => c.name === definition.name && c.type === type);
      const command = {
        default_member_permissions: null,
        description: '',
        ...definition,
        id: kept?.id ?? newSnowflake(),
        type,
        application_id: applicationId,
        version: newSnowflake(),
      } as APIApplicationCommand;
      if (scope !== 'global') command.guild_id = scope;
      return command;
    });
    this.scopes.set(scope, commands);
    return commands;
  }

  /** The chat-input command a user in `guildId` would run by that name: guild commands shadow global ones. */
  find(name: string, guildId: string): APIApplicationCommand | undefined {
    const matches = (c: APIApplicationCommand) =>
      c.name === name && c.type === ApplicationCommandType.ChatInput;
    return this.list(guildId).find(matches) ?? this.list('global').find(matches);
  }
}
