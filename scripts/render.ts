/**
 * Writes a picture of a simulated game (random legal play from a seed):
 *   npm run render -- --players 4 --seed S --until round:3 --out board.png
 *   npm run render -- --players 3 --seed S --final --out final.png
 *   npm run render -- --players 4 --seed S --until round:2 --class working --out working.png
 * --svg also writes the SVG beside the PNG.
 *   npm run render -- --bench 60
 * times the main picture over 60 states of simulated 2-, 3- and 4-player games (median, p95).
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
    bench: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (values.bench) {
  const count = Math.max(3, Number(values.bench) || 60);
  const views = Array.from({ length: count }, (_, i) => {
    const p = ([2, 3, 4] as const)[i % 3] ?? 4;
    const game = playRandomGame(p, `bench-${i}`, { untilRound: 1 + (i % 5), checkInvariants: false });
    return view(game.state, 'public');
  });
  for (const v of views.slice(0, 3)) renderBoard(v); // warm up
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (const v of views) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    bytes += renderBoard(v).png.length;
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const q = (a: number[], f: number) => [...a].sort((x, y) => x - y)[Math.floor(f * (a.length - 1))] ?? 0;
  console.log(
    `board picture, ${count} states: median ${q(wall, 0.5).toFixed(0)} ms, p95 ${q(wall, 0.95).toFixed(0)} ms ` +
      `(CPU median ${q(cpu, 0.5).toFixed(0)} ms, p95 ${q(cpu, 0.95).toFixed(0)} ms); PNG ${Math.round(bytes / count / 1024)} KB on average`,
  );
  process.exit(0);
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
