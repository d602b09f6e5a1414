/**
 * Writes a picture of a simulated game:
 *   npm run render -- --players 4 --seed S --until round:3 --out board.png
 *   npm run render -- --players 3 --seed S --final --out final.png
 *   npm run render -- --players 4 --seed S --until round:2 --class working --out working.png
 * With --svg the SVG is written beside the PNG.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { view } from '../src/engine/index.ts';
import { playRandomGame } from '../src/engine/simulation.ts';
import { renderBoard } from '../src/render/index.ts';

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

const players = Number(values.players);
if (players !== 2 && players !== 3 && players !== 4) throw new Error('--players must be 2, 3 or 4');
const until = values.until?.match(/^round:(\d)$/);
const game = playRandomGame(players, values.seed, until ? { untilRound: Number(until[1]) } : {});
if (game.error) throw new Error(game.error);
const v = view(game.state, 'public');
const t0 = performance.now();
const pic = renderBoard(v);
const ms = performance.now() - t0;
writeFileSync(values.out, pic.png);
if (values.svg) writeFileSync(values.out.replace(/\.png$/, '') + '.svg', pic.svg);
console.log(`${values.out}: ${pic.png.length} bytes in ${ms.toFixed(0)} ms`);
