/**
 * Random games whose Automa seats are played by the Automa driver and traced as they go
 * (`TurnTracer`): the games of the Automa presenters' tests (automa-trace.test.ts,
 * automa-check-words.test.ts).
 */
import type { Decision } from '../../src/automa/context.ts';
import { type AutomaTurnTrace, decideFor, TurnTracer } from '../../src/automa/index.ts';
import type { AutomaClass } from '../../src/data/automa/index.ts';
import { automaEmbed } from '../../src/discord/present/automa.ts';
import { automaLine, automaLineSaid, checksTrace } from '../../src/discord/present/automa-trace.ts';
import {
  defaultOptions,
  type GameOptions,
  type GameState,
  type Question,
  view,
} from '../../src/engine/index.ts';
import { playRandomGame } from '../../src/engine/simulation.ts';
import { type GameLocale, t } from '../../src/i18n/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import { ALL_MODULES } from '../i18n/prompt-games.ts';

/**
 * Each Automa turn of a random game, traced: every seat but the State's played by an Automa of
 * `mode` (`modules` on); `onMove` sees the state each time an Automa is asked its move, and its decision.
 */
export function traced(
  players: 2 | 3 | 4,
  mode: 'simple' | 'advanced',
  seed: string,
  opts: {
    modules?: Partial<GameOptions['modules']>;
    onMove?: (state: GameState, q: Question, d: Decision) => void;
  } = {},
): AutomaTurnTrace[] {
  const seats = defaultOptions(players).seats;
  for (const c of ['working', 'middle', 'capitalist'] as const)
    if (seats[c]) seats[c] = { kind: 'automa', mode };
  const tracer = new TurnTracer();
  const result = playRandomGame(players, seed, {
    seats,
    ...(opts.modules ? { modules: opts.modules, checkInvariants: false } : {}),
    answer(state: GameState, q: Question) {
      tracer.applied(state);
      if (seats[q.seat]?.kind !== 'automa') return undefined;
      const d = decideFor(state, q);
      if (q.kind === 'automa.action') opts.onMove?.(state, q, d);
      tracer.answered(state, q, d);
      return d.answer;
    },
  });
  tracer.applied(result.state);
  return tracer.turns;
}

/** What a reader is told of one Automa turn's checks, in one language. */
export interface CheckWords {
  seat: string;
  round: number;
  turn: number;
  /** The Why? trace's checks: each check and each CHECK line read. */
  checks: string[];
  /** `/automa`'s "This turn's checks" field, when the checks moved a card. */
  field: string | null;
  /** The move's line in the channel. */
  line: string;
  /** The move's reason in one sentence (the driver's), naming what its checks raised. */
  why: string;
}

/**
 * Every Automa turn of two random games in advanced mode (2 players, both Automas; 4 players
 * with every module, the three Automas), its checks worded in `l` as the trace, `/automa` and the channel show them.
 */
export function checkWordsOfGames(l: GameLocale): CheckWords[] {
  const games = [
    { players: 2, seed: 'check-words-2' },
    { players: 4, seed: 'check-words-4', modules: ALL_MODULES },
  ] as const;
  const out: CheckWords[] = [];
  for (const game of games) {
    const fields = new Map<string, string | null>();
    const whys = new Map<string, string>();
    const turns = traced(game.players, 'advanced', game.seed, {
      ...('modules' in game ? { modules: game.modules } : {}),
      onMove(state, q, d) {
        const at = `${q.seat}:${state.round}:${state.turn?.number ?? 0}`;
        const embed = automaEmbed(l, view(state, 'public'), q.seat as AutomaClass);
        const field = embed.fields?.find((f) => f.name === t(l, 'automa.checks'));
        fields.set(at, field?.value ?? null);
        whys.set(at, d.why ? sayText(l, d.why, 'automaWhy') : '');
      },
    });
    for (const tr of turns) {
      const at = `${tr.seat}:${tr.round}:${tr.turn}`;
      const move = tr.decisions[0]?.move;
      if (!move) throw new Error('a turn without its move');
      out.push({
        seat: tr.seat,
        round: tr.round,
        turn: tr.turn,
        checks: checksTrace(l, tr.record.checks ?? []),
        field: fields.get(at) ?? null,
        line: automaLine(l, automaLineSaid(move)),
        why: whys.get(at) ?? '',
      });
    }
  }
  return out;
}
