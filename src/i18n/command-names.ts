/**
 * Slash commands as a reader's client names them (docs/localisation.md, *Usage lines*): a usage
 * written with the commands' English ids (`/hegemony new [players]`) shown with the names the
 * client registers (`commands.*` in the catalogue) — `/hegemony nova [jogadores]` in Portuguese.
 */
import { CATALOGUES, type GameLocale } from './index.ts';

/** A command, subcommand or option as the catalogue words it (src/i18n/catalogue/en/commands.ts). */
interface CommandNode {
  name: string;
  options?: Record<string, CommandNode>;
}

/**
 * `usage` (English ids: `/hegemony new [players] automa:capitalist`) with each command, subcommand
 * and option named as `l`'s client shows it; brackets and `:value`s are kept. A name the catalogue
 * lacks throws: a help line never names a command that is not registered.
 */
export function commandText(l: GameLocale, usage: string): string {
  const [command = '', ...rest] = usage.split(' ');
  const commands = CATALOGUES[l].commands as unknown as Record<string, CommandNode>;
  const root = commands[command.replace(/^\//, '')];
  if (!root) throw new Error(`No command ${command} in the catalogue`);
  let node: CommandNode = root;
  const words = [`/${node.name}`];
  for (const token of rest) {
    const [, open = '', id = '', value = '', close = ''] = /^(\[?)([\w-]+)(:\S*)?(\]?)$/.exec(token) ?? [];
    const child: CommandNode | undefined = node.options?.[id];
    if (!child) throw new Error(`No option ${token} of ${usage} in the catalogue`);
    words.push(`${open}${child.name}${value}${close}`);
    // A subcommand (or group) with options of its own: the tokens after it are its options.
    if (child.options) node = child;
  }
  return words.join(' ');
}

/** The last option of `usage` alone, as `l`'s client names it: `game:` of `/league report game:`. */
export function optionText(l: GameLocale, usage: string): string {
  return commandText(l, usage).split(' ').at(-1) ?? '';
}
