/**
 * The AI's one look at a game: a full game state that the seat cannot tell from the real one.
 * Everything the seat sees — the public board, its own hand and Hidden Agenda, the sizes of every
 * pile and hand, who has bid — is kept; everything it cannot see is drawn afresh from what is
 * possible: the other seats' hands (and which of their cards are still in their decks), the order
 * of every face-down pile, the other seats' secret bids and Hidden Agendas, the Automas' AI piles
 * and their `luck`, and the game's random generator. (OpenSpiel's ISMCTS calls this the resampler.)
 *
 * It is a function of what the seat may know alone: every hidden part is first put in a fixed order
 * (sorted), so that nothing of its real order or split can reach the sample, then dealt with the
 * AI's own random numbers. test/ai/determinize.test.ts checks both halves: the seat's view of a
 * sample equals its view of the real game, and two games that differ only in what the seat cannot
 * see give the same sample.
 */
import type { ClassId } from '../data/common.ts';
import { hiddenAgendasOf } from '../data/hidden-agendas.ts';
import { HISTORICAL_PERIODS, historicalEventsOfPeriod } from '../data/historical-events.ts';
import type { GameState } from '../engine/index.ts';
import type { AiRandom } from './random.ts';

/** Whose knowledge a world is built from: a seat's, or the public's (a game looked back on). */
export type Viewer = ClassId | 'public';

/** A sorted copy: the canonical order of cards whose real order is hidden. */
function sorted(cards: readonly string[]): string[] {
  return [...cards].sort();
}

/** Deals a hidden pool (put in a fixed order first) into parts of the given sizes. */
function deal(pool: string[], sizes: readonly number[], random: AiRandom): string[][] {
  const cards = random.shuffle(sorted(pool));
  const out: string[][] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(cards.slice(at, at + size));
    at += size;
  }
  return out;
}

/** A face-down pile's order drawn afresh. */
function reshuffle(pile: string[], random: AiRandom): string[] {
  return random.shuffle(sorted(pile));
}

/** The seats of the game. */
function seatsOf(g: GameState): ClassId[] {
  return Object.keys(g.options.seats) as ClassId[];
}

/**
 * Each seat's Action cards: the seat's own hand is known; its own draw pile and discards are
 * pooled (the view shows neither); another seat's hand, draw pile and discards are pooled and dealt
 * again by their sizes (cards discarded for a Basic Action are not named in public).
 */
function dealActionCards(w: GameState, seat: Viewer, random: AiRandom) {
  for (const cls of seatsOf(w)) {
    const pile = w.decks.actions[cls];
    const hand = w.classes[cls].hand;
    if (cls === seat) {
      const [draw, discard] = deal(
        [...pile.draw, ...pile.discard],
        [pile.draw.length, pile.discard.length],
        random,
      );
      pile.draw = draw as string[];
      pile.discard = discard as string[];
      continue;
    }
    const sizes = [hand.length, pile.draw.length, pile.discard.length];
    const [newHand, draw, discard] = deal([...hand, ...pile.draw, ...pile.discard], sizes, random);
    w.classes[cls].hand = newHand as string[];
    pile.draw = draw as string[];
    pile.discard = discard as string[];
  }
}

/** Events the State is looking at (Shift Focus) are seen by the State alone. */
function dealEvents(w: GameState, seat: Viewer, random: AiRandom) {
  // The world is a deep copy: its steps' parameters are its own to change.
  const looks =
    seat === 'state'
      ? []
      : w.flow.filter((s) => s.t === 'event.look').map((s) => s.p as { looked: string[] });
  const looked = looks.flatMap((p) => p.looked);
  const pile = w.decks.events;
  const sizes = [pile.draw.length, ...looks.map((p) => p.looked.length)];
  const [draw, ...parts] = deal([...pile.draw, ...looked], sizes, random);
  pile.draw = draw as string[];
  looks.forEach((p, i) => {
    p.looked = parts[i] as string[];
  });
}

/** The other seats' secret bids not yet revealed: some amount each could have bid. */
function dealBids(w: GameState, seat: Viewer, random: AiRandom) {
  const vote = w.vote;
  // Bids are secret while the bid question is open; once counted the vote is gone.
  if (!vote || w.flow.at(-1)?.t !== 'vote.bid') return;
  for (const cls of Object.keys(vote.bids) as ClassId[]) {
    if (cls === seat) continue;
    const have = w.classes[cls].influence;
    // Most bids are small: nothing half the time, else anything it holds.
    vote.bids[cls] = have === 0 || random.next() < 0.5 ? 0 : 1 + random.int(have);
  }
}

/** Another seat's Hidden Agenda (and the two it chooses from at setup) unless shown. */
function dealAgendas(w: GameState, seat: Viewer, random: AiRandom) {
  const ha = w.hiddenAgendas;
  if (!ha) return;
  const shown = new Set(ha.revealed);
  const known = (id: string, cls: ClassId) => cls === seat || shown.has(id);
  const hidden = new Set<string>();
  for (const cls of seatsOf(w)) {
    if (cls === seat) continue;
    const pool = hiddenAgendasOf(cls)
      .map((a) => a.id)
      .filter((id) => !shown.has(id));
    const held = ha.held[cls] ?? [];
    const secretHeld = held.filter((id) => !known(id, cls));
    const drawn = ha.drawn[cls] ?? [];
    for (const id of [...secretHeld, ...drawn]) hidden.add(id);
    const [heldSample, drawnSample] = deal(pool, [secretHeld.length, drawn.length], random);
    const picks = [...(heldSample as string[])];
    ha.held[cls] = held.map((id) => (known(id, cls) ? id : (picks.shift() as string)));
    if (drawn.length > 0) ha.drawn[cls] = drawnSample as string[];
  }
  // Whether a hidden Agenda is met or lost is as hidden as the Agenda.
  ha.completed = ha.completed.filter((id) => !hidden.has(id));
  ha.failed = ha.failed.filter((id) => !hidden.has(id));
}

/** The Historical Events still face down: any card of each Period left (one was dealt per Period). */
function dealHistoricalEvents(w: GameState, random: AiRandom) {
  const he = w.historicalEvents;
  if (!he) return;
  // The pile holds the last Periods, Period V at the bottom (index 0).
  const periods = [...HISTORICAL_PERIODS].reverse();
  he.deck = he.deck.map(
    (_, i) => random.pick(historicalEventsOfPeriod(periods[i] as (typeof periods)[number])).id,
  );
}

function dealAutomas(w: GameState, random: AiRandom) {
  for (const a of Object.values(w.automa ?? {})) {
    if (!a) continue;
    a.pile = reshuffle(a.pile, random);
    a.luck = random.word();
  }
}

/**
 * A game state the seat cannot tell from `state`, with everything it cannot see drawn from
 * `random` (`public`: what anyone watching sees, every hand hidden). `state` is not changed.
 */
export function determinize(state: GameState, seat: Viewer, random: AiRandom): GameState {
  // A plain copy, so that nothing the engine worked out for the real state travels with it.
  const w = structuredClone(state);
  w.rng = random.words4();
  dealActionCards(w, seat, random);
  const decks = w.decks;
  const piles: Array<{ draw: string[] }> = [
    decks.companies.capitalist,
    decks.companies.middle,
    decks.exports,
    decks.deals,
    decks.agendas,
  ];
  for (const pile of piles) pile.draw = reshuffle(pile.draw, random);
  decks.immigration = reshuffle(decks.immigration, random);
  dealEvents(w, seat, random);
  if (w.crisisResponse) w.crisisResponse.draw = reshuffle(w.crisisResponse.draw, random);
  dealHistoricalEvents(w, random);
  dealAutomas(w, random);
  dealBids(w, seat, random);
  dealAgendas(w, seat, random);
  return w;
}
