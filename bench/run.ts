/**
 * `npm run bench` — measures the engine, the bot, the store, a load of many games and the board
 * picture, prints a readable line per part and, last, one JSON line with every figure.
 * `npm run bench -- --quick` keeps it under a minute. Figures are never asserted by tests.
 */
import { parseArgs } from 'node:util';
import { benchEngine } from './engine.ts';
import { benchRender } from './render.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const quick = values.quick ?? false;

const figures: Record<string, number> = {};
const started = performance.now();

const engine = benchEngine(quick ? 20 : 200);
Object.assign(figures, engine);
console.error(
  `engine: ${engine.engineMsPerGame2p} / ${engine.engineMsPerGame3p} / ${engine.engineMsPerGame4p} ms per 2/3/4-player game; one answer ${engine.answerUs} µs vs state round trip ${engine.stateRoundTripUs} µs`,
);

const picture = benchRender(quick ? 15 : 90);
Object.assign(figures, picture);
console.error(
  `picture: median ${picture.renderMedianMs} ms, p95 ${picture.renderP95Ms} ms, ${picture.renderPngKB} KB`,
);

figures.benchSeconds = Math.round((performance.now() - started) / 100) / 10;
console.log(JSON.stringify(figures));
