/** What every handler may use, wired once in src/main.ts (through startBot). */
import type {
  ApplicationCommandOptionChoiceData,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  REST,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { LeagueService } from '../league/service.ts';
import type { Logger } from '../log.ts';
import type { GameStore } from '../store/types.ts';
import type { AiEngine, AiTurns } from '../table/ai-turns.ts';
import type { Cooldowns } from '../table/cooldowns.ts';
import type { GameService } from '../table/games.ts';
import type { GameHistory } from '../table/history.ts';
import type { TurningPointsKeeper } from '../table/turning-points.ts';
import type { BotMeter } from './meter.ts';
import type { Publisher } from './publisher.ts';
import type { Intent, Responder } from './responder.ts';
import type { SinceLastTurn } from './since.ts';

export interface BotContext {
  games: GameService;
  publisher: Publisher;
  store: GameStore;
  log: Logger;
  cooldowns: Cooldowns;
  /** Games that ended, by id and in lists. */
  history: GameHistory;
  /** The server's league. */
  league: LeagueService;
  /** Discord's REST API (for what is not a reply: a league pod's thread). */
  rest: REST;
  /** Where first-response times, refusals and failures are counted (metrics). */
  meter: BotMeter;
  /** What happened since a player last answered (the top of the panel they open). */
  since: SinceLastTurn;
  /** Where the AI thinks (hints, turning points); null when this bot runs without the AI. */
  ai: AiEngine | null;
  /** The AI answering for its seats (null without the AI). */
  aiTurns: AiTurns | null;
  /** Ended games' turning points, worked out by the AI (null without the AI). */
  turningPoints: TurningPointsKeeper | null;
}

/** One slash command: its definition and its handler side by side (one file each in commands/). */
export interface Command {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /**
   * How the command answers (or, by its options, how this use of it answers); the responder
   * defers that way if the answer is slow.
   */
  intent:
    | Exclude<Intent, 'update'>
    | ((interaction: ChatInputCommandInteraction) => Exclude<Intent, 'update'>);
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext, reply: Responder): Promise<void>;
  autocomplete?(
    interaction: AutocompleteInteraction,
    ctx: BotContext,
  ): Promise<ApplicationCommandOptionChoiceData[]>;
}
