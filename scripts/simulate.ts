/**
 * Plays complete games with random legal answers and checks the engine's invariants after every
 * answer. Usage: npm run simulate -- --players 4 --games 100 --seed S [--modules a,b | all]
 * [--automa working,capitalist --mode simple|advanced]
 * (modules: extra-action-cards, historical-events, crisis-response, alternative-events,
 * hidden-agendas; `all` = every module the player count allows; `--extra-cards` = extra-action-cards;
 * `--automa`: those classes are Automa seats answered by the Automa driver, the others play at random)
 * Prints one JSON line last: with a module on, the cards no game used (`historicalEventsNeverTriggered`,
 * `crisisResponsesNeverUsed`, `alternativeEventsNeverResolved`, `hiddenAgendasNeverScored`); with
 * Automas, `automaTurns`, `automaPoliticalPressure`, `automaWins`; exits non-zero on an exception, a
 * refused offered option, or a
 * broken invariant.
 */
import { parseArgs } from 'node:util';
import { actionDeckFor } from '../src/data/action-cards.ts';
import { EVENT_CARDS } from '../src/data/decks.ts';
import { ALTERNATIVE_EVENTS, CRISIS_RESPONSE_CARDS, HIDDEN_AGENDAS } from '../src/data/expansions.ts';
import { HISTORICAL_EVENTS } from '../src/data/historical-events.ts';
import { CLASS_NAMES } from '../src/data/names.ts';
import { ROLES_BY_PLAYER_COUNT } from '../src/data/setup-tables.ts';
import { allModules, type GameOptions } from '../src/engine/index.ts';
import { playRandomGame } from '../src/engine/simulation.ts';
import { automaSeats, automaTally } from './automa-seats.ts';

/** The modules by the names typed on the command line. */
const MODULE_FLAGS: Record<string, keyof GameOptions['modules']> = {
  'extra-action-cards': 'extraActionCards',
  'historical-events': 'historicalEvents',
  'crisis-response': 'crisisResponse',
  'alternative-events': 'alternativeEvents',
  'hidden-agendas': 'hiddenAgendas',
};

/** `a,b` or `all` (every module the player count allows); null when a name is unknown. */
function modulesFromFlags(list: string, players: 2 | 3 | 4, extraCards: boolean) {
  const out: Partial<GameOptions['modules']> = extraCards ? { extraActionCards: true } : {};
  if (list === 'all') {
    for (const [id, on] of Object.entries(allModules(players)))
      if (on) out[id as keyof GameOptions['modules']] = true;
    return out;
  }
  for (const name of list.split(',').filter(Boolean)) {
    const id = Object.hasOwn(MODULE_FLAGS, name) ? MODULE_FLAGS[name] : undefined;
    if (!id) return null;
    out[id] = true;
  }
  return out;
}

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'simulate' },
    'extra-cards': { type: 'boolean', default: false },
    modules: { type: 'string', default: '' },
    automa: { type: 'string', default: '' },
    mode: { type: 'string', default: 'simple' },
  },
});

/** The Action cards of the classes people play (with the Crisis & Control cards when switched on). */
function cardsInGame(players: 2 | 3 | 4, withExtra: boolean, automas: readonly string[]) {
  const seen = new Set<string>();
  return ROLES_BY_PLAYER_COUNT[players]
    .filter((cls) => !automas.includes(cls))
    .flatMap((cls) => actionDeckFor(cls, withExtra))
    .filter((c) => !seen.has(c.id) && seen.add(c.id));
}

const players = Number(values.players) as 2 | 3 | 4;
const games = Number(values.games);
const modules = modulesFromFlags(values.modules ?? '', players, values['extra-cards'] ?? false);
const seats = automaSeats(players, values.automa ?? '', values.mode ?? 'simple');
if (![2, 3, 4].includes(players) || !Number.isInteger(games) || games < 1 || !modules || !seats) {
  console.error(
    `Usage: npm run simulate -- --players 2|3|4 --games K --seed S [--modules ${Object.keys(MODULE_FLAGS).join(',')} | all] [--automa working,middle,capitalist --mode simple|advanced]`,
  );
  process.exit(2);
}
const tally = automaTally(seats.seats);
const extraCards = modules.extraActionCards ?? false;

let completed = 0;
let errors = 0;
let invariantViolations = 0;
let decisions = 0;
let elapsed = 0;
const scores: Record<string, [number, number]> = {};
const played = new Set<string>();
const resolved = new Set<string>();
const crisisUsed = new Set<string>();
const agendasScored = new Set<string>();
const triggered = new Set<string>();
const firstProblems: string[] = [];

for (let i = 0; i < games; i++) {
  const started = performance.now();
  const result = playRandomGame(players, `${values.seed}:${i}`, { modules, ...tally.play });
  tally.gameOver(result.state);
  elapsed += performance.now() - started;
  decisions += result.decisions;
  if (result.completed) completed++;
  if (result.error) {
    errors++;
    if (firstProblems.length < 5) firstProblems.push(`game ${i}: ${result.error}`);
  }
  invariantViolations += result.violations.length;
  for (const card of result.cardsPlayed) played.add(card);
  for (const event of result.eventsResolved) resolved.add(event);
  for (const card of result.crisisResolved) crisisUsed.add(card);
  for (const agenda of result.agendasScored) agendasScored.add(agenda);
  for (const card of result.historicalEventsTriggered) triggered.add(card);
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
    modules: Object.keys(modules),
    completed,
    errors,
    invariantViolations,
    decisionsPerGame: Math.round(decisions / games),
    msPerGame: Number((elapsed / games).toFixed(2)),
    scoreRanges: scores,
    cardsNeverPlayedForEffect: cardsInGame(players, extraCards, seats.automas)
      .filter((c) => !played.has(c.id))
      .map((c) => `${CLASS_NAMES[c.class]}: ${c.name}`),
    eventsNeverResolved:
      players === 4 && !modules.alternativeEvents
        ? EVENT_CARDS.filter((e) => !resolved.has(e.id)).map((e) => e.name)
        : [],
    historicalEventsNeverTriggered: modules.historicalEvents
      ? HISTORICAL_EVENTS.filter((c) => !triggered.has(c.id)).map((c) => c.name)
      : [],
    ...(modules.crisisResponse
      ? {
          crisisResponsesNeverUsed: CRISIS_RESPONSE_CARDS.filter((c) => !crisisUsed.has(c.id)).map(
            (c) => c.name,
          ),
        }
      : {}),
    ...(modules.alternativeEvents
      ? {
          alternativeEventsNeverResolved: ALTERNATIVE_EVENTS.filter((e) => !resolved.has(e.id)).map(
            (e) => e.name,
          ),
        }
      : {}),
    ...(modules.hiddenAgendas
      ? {
          hiddenAgendasNeverScored: HIDDEN_AGENDAS.filter(
            (a) => ROLES_BY_PLAYER_COUNT[players].includes(a.role) && !agendasScored.has(a.id),
          ).map((a) => `${CLASS_NAMES[a.role]}: ${a.name}`),
        }
      : {}),
    ...tally.summary(),
  }),
);
process.exit(errors > 0 || invariantViolations > 0 || completed < games ? 1 : 0);
