/**
 * Writes a picture of a simulated game (random legal play from a seed):
 *   npm run render -- --players 4 --seed S --until round:3 --out board.png
 *   npm run render -- --players 3 --seed S --final --out final.png
 *   npm run render -- --players 4 --seed S --until round:2 --class working --out working.png
 * --svg also writes the SVG beside the PNG; --width W renders the PNG W px wide.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CLASS_IDS, type ClassId } from '../src/data/common.ts';
import { score, view } from '../src/engine/index.ts';
import { playRandomGame } from '../src/engine/simulation.ts';
import { renderBoard, renderClassBoard, renderFinal } from '../src/render/index.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: 'render' },
    until: { type: 'string' },
    out: { type: 'string', default: 'board.png' },
    final: { type: 'boolean', default: false },
    class: { type: 'string' },
    svg: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const players = Number(values.players);
if (players !== 2 && players !== 3 && players !== 4) fail('--players must be 2, 3 or 4');
const until = values.until?.match(/^round:([1-5])$/);
if (values.until && !until) fail('--until must be round:1 … round:5');
const cls = values.class;
if (cls !== undefined && !(CLASS_IDS as readonly string[]).includes(cls)) {
  fail(`--class must be one of ${CLASS_IDS.join(', ')}`);
}

const game = playRandomGame(
  players,
  values.seed,
  until && !values.final ? { untilRound: Number(until[1]) } : {},
);
if (game.error) fail(game.error);
if (cls && !game.state.options.seats[cls as ClassId])
  fail(`the ${cls} class does not play with ${players} players`);
const v = view(game.state, 'public');

const t0 = performance.now();
const pic = values.final
  ? renderFinal(v, score(game.state))
  : cls
    ? renderClassBoard(v, cls as ClassId)
    : renderBoard(v);
const ms = performance.now() - t0;
writeFileSync(values.out, pic.png);
if (values.svg) writeFileSync(`${values.out.replace(/\.png$/, '')}.svg`, pic.svg);
console.log(
  `${values.out}: ${pic.png.length} bytes in ${ms.toFixed(0)} ms (round ${game.state.round}, ${game.state.phase})`,
);
