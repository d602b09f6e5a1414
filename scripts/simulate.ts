/**
 * Plays complete games with random legal answers and checks the engine's invariants after every
 * answer. Usage: npm run simulate -- --players 4 --games 100 --seed S
 * Prints one JSON line last; exits non-zero on an exception, a refused offered option, or a
 * broken invariant.
 */
import { parseArgs } from 'node:util';
import { playRandomGame } from '../src/engine/simulation.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'simulate' },
  },
});

const players = Number(values.players) as 2 | 3 | 4;
const games = Number(values.games);
if (![2, 3, 4].includes(players) || !Number.isInteger(games) || games < 1) {
  console.error('Usage: npm run simulate -- --players 2|3|4 --games K --seed S');
  process.exit(2);
}

let completed = 0;
let errors = 0;
let invariantViolations = 0;
let decisions = 0;
let elapsed = 0;
const scores: Record<string, [number, number]> = {};
const firstProblems: string[] = [];

for (let i = 0; i < games; i++) {
  const started = performance.now();
  const result = playRandomGame(players, `${values.seed}:${i}`);
  elapsed += performance.now() - started;
  decisions += result.decisions;
  if (result.completed) completed++;
  if (result.error) {
    errors++;
    if (firstProblems.length < 5) firstProblems.push(`game ${i}: ${result.error}`);
  }
  invariantViolations += result.violations.length;
  if (result.violations.length && firstProblems.length < 5)
    firstProblems.push(`game ${i}: ${result.violations[0]}`);
  for (const [cls, vp] of Object.entries(result.scores)) {
    const range = scores[cls] ?? [vp, vp];
    scores[cls] = [Math.min(range[0], vp), Math.max(range[1], vp)];
  }
}

for (const p of firstProblems) console.error(p);
console.log(
  JSON.stringify({
    players,
    games,
    completed,
    errors,
    invariantViolations,
    decisionsPerGame: Math.round(decisions / games),
    msPerGame: Number((elapsed / games).toFixed(2)),
    scoreRanges: scores,
  }),
);
process.exit(errors > 0 || invariantViolations > 0 || completed < games ? 1 : 0);
