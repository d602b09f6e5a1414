/**
 * Games at many moments, for the AI's tests: random legal play (Automa seats by their driver) to a
 * point where a seat is asked something, with and without the modules, 2 to 4 players. And a
 * scrambler, written apart from the AI's own code: it changes only what a given seat cannot see
 * (other hands, every face-down pile's order, the generator, Automa piles and luck, other seats'
 * secret bids and Hidden Agendas, the Historical Events still face down).
 */
import { automaDriver } from '../../src/automa/index.ts';
import type { ClassId } from '../../src/data/common.ts';
import { hiddenAgendasOf } from '../../src/data/hidden-agendas.ts';
import { HISTORICAL_PERIODS, historicalEventsOfPeriod } from '../../src/data/historical-events.ts';
import {
  allModules,
  applyInPlace,
  createGame,
  defaultOptions,
  type GameOptions,
  type GameState,
  pending,
} from '../../src/engine/index.ts';

/** A small seeded generator for the tests (not the AI's). */
export function testRandom(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const shuffle = <T>(items: T[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  return { next, int, shuffle };
}

export interface Moment {
  name: string;
  state: GameState;
  seat: ClassId;
}

/** Options for a game: `automas` classes are advanced Automas. */
export function optionsFor(players: 2 | 3 | 4, modules: boolean, automas: ClassId[] = []): GameOptions {
  const o = defaultOptions(players);
  if (modules) o.modules = allModules(players);
  for (const cls of automas) o.seats[cls] = { kind: 'automa', mode: 'advanced' };
  return o;
}

/**
 * Plays `answers` random answers (Automas by their driver) and returns the state, stopping early
 * at the game's end.
 */
export function playTo(options: GameOptions, seed: string, answers: number): GameState {
  const g = createGame(options, seed);
  const r = testRandom(seed.length * 7919 + answers);
  for (let n = 0; n < answers; n++) {
    const qs = pending(g);
    if (qs.length === 0) break;
    const q = qs[r.int(qs.length)]!;
    const id =
      options.seats[q.seat]?.kind === 'automa'
        ? automaDriver.choose(g, q).answer
        : q.options[r.int(q.options.length)]!.id;
    const done = applyInPlace(g, q.seat, id);
    if (!done.ok) throw new Error(done.message);
  }
  return g;
}

/** Moments where a person's seat is asked something, across player counts and modules. */
export function moments(count: number): Moment[] {
  const out: Moment[] = [];
  const setups: Array<[2 | 3 | 4, boolean, ClassId[]]> = [
    [2, false, ['capitalist']],
    [2, true, []],
    [3, true, ['middle']],
    [3, false, []],
    [4, true, ['working', 'capitalist']],
    [4, false, []],
  ];
  const r = testRandom(4242);
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const [players, modules, automas] = setups[i % setups.length]!;
    const options = optionsFor(players, modules, automas);
    const g = playTo(options, `moment-${i}`, 1 + r.int(players * 150));
    const asked = pending(g).filter((q) => options.seats[q.seat]?.kind !== 'automa');
    const q = asked[r.int(asked.length)];
    if (!q) continue;
    out.push({
      name: `${players}p${modules ? ' modules' : ''} #${i} r${g.round} ${q.kind} (${q.seat})`,
      state: g,
      seat: q.seat,
    });
  }
  return out;
}

/** Moves `k` random cards between `a` and `b` (keeping both sizes). */
function swapBetween(a: string[], b: string[], k: number, r: ReturnType<typeof testRandom>) {
  for (let n = 0; n < k && a.length > 0 && b.length > 0; n++) {
    const i = r.int(a.length);
    const j = r.int(b.length);
    [a[i], b[j]] = [b[j] as string, a[i] as string];
  }
}

/** A copy of `g` that differs from it only in what `seat` cannot see. */
export function scramble(g: GameState, seat: ClassId, seed: number): GameState {
  const s = structuredClone(g);
  const r = testRandom(seed);
  s.rng = [r.int(2 ** 32), r.int(2 ** 32), r.int(2 ** 32), r.int(2 ** 32) | 1];
  for (const cls of Object.keys(s.options.seats) as ClassId[]) {
    const pile = s.decks.actions[cls];
    if (cls !== seat) {
      swapBetween(s.classes[cls].hand, pile.draw, 3, r);
      swapBetween(s.classes[cls].hand, pile.discard, 2, r);
    }
    swapBetween(pile.draw, pile.discard, 3, r);
    r.shuffle(pile.draw);
    r.shuffle(pile.discard);
  }
  const d = s.decks;
  for (const pile of [d.companies.capitalist, d.companies.middle, d.exports, d.deals, d.events, d.agendas])
    r.shuffle(pile.draw);
  r.shuffle(d.immigration);
  if (s.crisisResponse) r.shuffle(s.crisisResponse.draw);
  for (const a of Object.values(s.automa ?? {})) {
    if (!a) continue;
    r.shuffle(a.pile);
    a.luck = r.int(2 ** 31);
  }
  if (s.vote && s.flow.at(-1)?.t === 'vote.bid')
    for (const cls of Object.keys(s.vote.bids) as ClassId[])
      if (cls !== seat) s.vote.bids[cls] = r.int(s.classes[cls].influence + 1);
  const he = s.historicalEvents;
  if (he) {
    const periods = [...HISTORICAL_PERIODS].reverse();
    he.deck = he.deck.map((_, i) => {
      const cards = historicalEventsOfPeriod(periods[i]!);
      return cards[r.int(cards.length)]!.id;
    });
  }
  const ha = s.hiddenAgendas;
  if (ha)
    for (const cls of Object.keys(s.options.seats) as ClassId[]) {
      if (cls === seat) continue;
      const free = hiddenAgendasOf(cls)
        .map((a) => a.id)
        .filter((id) => !ha.revealed.includes(id));
      const held = ha.held[cls] ?? [];
      ha.held[cls] = held.map((id) => (ha.revealed.includes(id) ? id : free[r.int(free.length)]!));
      if ((ha.drawn[cls]?.length ?? 0) > 0) ha.drawn[cls] = r.shuffle([...free]).slice(0, 2);
    }
  return s;
}
