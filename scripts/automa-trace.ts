/**
 * One game's Automa turns, every decision as the cards read: the AI card, the Free Actions at the
 * start, in advanced mode the rows before the checks, each CHECK line as printed with what it saw
 * and what it moved, the rows after; the move tried in order with each action's condition; each
 * later question with the Instruction card's bullets and the options they kept; the rows after the
 * move. The other seats play at random (as `npm run simulate` does).
 *
 *   npm run automa:trace -- --players 3 --seed S [--automa working,middle,capitalist]
 *                           [--mode simple|advanced] [--seat capitalist] [--round 2]
 *
 * By default every Working, Middle and Capitalist seat of the player count is an Automa, in
 * advanced mode.
 */
import { parseArgs } from 'node:util';
import { decideFor, TurnTracer } from '../src/automa/index.ts';
import { VOTING_CLASSES } from '../src/data/common.ts';
import { ROLES_BY_PLAYER_COUNT } from '../src/data/setup-tables.ts';
import { turnTrace } from '../src/discord/present/automa-trace.ts';
import type { GameState, Question } from '../src/engine/index.ts';
import { playRandomGame } from '../src/engine/simulation.ts';
import { automaSeats } from './automa-seats.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '2' },
    seed: { type: 'string', default: 'automa-trace' },
    automa: { type: 'string' },
    mode: { type: 'string', default: 'advanced' },
    seat: { type: 'string' },
    round: { type: 'string' },
  },
});

const players = Number(values.players) as 2 | 3 | 4;
const every = VOTING_CLASSES.filter((c) => (ROLES_BY_PLAYER_COUNT[players] ?? []).includes(c)).join(',');
const seats = [2, 3, 4].includes(players)
  ? automaSeats(players, values.automa ?? every, values.mode ?? '')
  : null;
if (!seats) {
  console.error(
    'Usage: npm run automa:trace -- --players 2|3|4 --seed S [--automa working,middle,capitalist] [--mode simple|advanced] [--seat <class>] [--round N]',
  );
  process.exit(2);
}

const tracer = new TurnTracer();
const result = playRandomGame(players, values.seed ?? 'automa-trace', {
  seats: seats.seats,
  answer(state: GameState, q: Question) {
    tracer.applied(state);
    if (seats.seats[q.seat]?.kind !== 'automa') return undefined;
    const d = decideFor(state, q);
    tracer.answered(state, q, d);
    return d.answer;
  },
});
tracer.applied(result.state);
if (result.error) console.error(`The game stopped: ${result.error}`);

const round = values.round === undefined ? undefined : Number(values.round);
const turns = tracer.turns.filter(
  (t) => (!values.seat || t.seat === values.seat) && (round === undefined || t.round === round),
);
console.log(
  `${players} players, seed "${values.seed}", Automas: ${seats.automas.join(', ')} (${values.mode}); ${turns.length} Automa turns shown.`,
);
for (const t of turns) console.log(`\n${turnTrace('en', t).join('\n')}`);
const winners = result.state?.winners ?? [];
console.log(`\nWinner${winners.length === 1 ? '' : 's'}: ${winners.join(', ') || 'none'}.`);
