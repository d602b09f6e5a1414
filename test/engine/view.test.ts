/**
 * What the public view hides (docs/engine.md "view"): no hand card, no draw pile's contents or
 * order, no unrevealed bid, no random-generator state or seed — checked on the serialized public
 * view before every answer of simulated games.
 */
import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { BILLS } from '../../src/data/tables.ts';
import type { GameState } from '../../src/engine/game-state.ts';
import { view } from '../../src/engine/index.ts';
import { setAsideBillMarker } from '../../src/engine/politics/propose-bill.ts';
import { newGame, sampledGame } from './helpers.ts';

function hiddenLeaks(g: GameState, seed: string): string[] {
  const text = JSON.stringify(view(g, 'public'));
  const leaks: string[] = [];
  // Every string and every number in the serialized view, for quick look-ups.
  const strings = new Set(text.match(/"(?:[^"\\]|\\.)*"/g));
  const numbers = new Set(text.match(/\d+/g));
  const has = (s: string) => (s.startsWith('"') ? strings.has(s) : text.includes(s));
  for (const cls of Object.keys(g.options.seats) as ClassId[]) {
    for (const card of g.classes[cls].hand) if (has(`"${card}"`)) leaks.push(`hand card ${card}`);
    for (const card of g.decks.actions[cls].draw)
      if (has(`"${card}"`)) leaks.push(`${cls} draw pile ${card}`);
  }
  const d = g.decks;
  for (const id of d.immigration) if (has(`"${id}"`)) leaks.push(`Immigration card ${id}`);
  for (const [name, pile] of [
    ['exports', d.exports.draw],
    ['deals', d.deals.draw],
    ['events', d.events.draw],
    ['agendas', d.agendas.draw],
  ] as const)
    for (const id of pile) if (has(`"${id}"`)) leaks.push(`${name} draw pile ${id}`);
  // Company cards can also be on the board or in a Market, so only their order must not show.
  for (const pile of [d.companies.capitalist.draw, d.companies.middle.draw])
    if (pile.length >= 3 && has(JSON.stringify(pile).slice(1, -1))) leaks.push('Company deck order');
  if (g.vote && Object.keys(g.vote.bids).length > 0 && has('"myBid"')) leaks.push('a bid');
  if (g.vote && has('"bids"')) leaks.push('the bids');
  // Hidden Agendas: a player's Agenda, and the two it chose from, until revealed.
  const ha = g.hiddenAgendas;
  if (ha) {
    for (const cls of Object.keys(g.options.seats) as ClassId[])
      for (const id of [...(ha.held[cls] ?? []), ...(ha.drawn[cls] ?? [])])
        if (!ha.revealed.includes(id) && has(`"${id}"`)) leaks.push(`${cls}'s Hidden Agenda ${id}`);
    if (has('"failed"') || has('"tally"') || has('"choosing"') || has('"mine"'))
      leaks.push('Hidden Agendas bookkeeping');
  }
  // Crisis Response: the order of its draw pile.
  const cr = g.crisisResponse;
  if (cr && cr.draw.length >= 2 && has(JSON.stringify(cr.draw).slice(1, -1)))
    leaks.push('Crisis Response deck order');
  for (const n of g.rng) if (numbers.has(String(n))) leaks.push(`rng ${n}`);
  if (has(seed)) leaks.push('the seed');
  // The Historical Events still face down: neither their names nor their order (Historical Events rulebook, Setup).
  for (const id of g.historicalEvents?.deck ?? []) if (has(`"${id}"`)) leaks.push(`Historical Event ${id}`);
  if (has('"flow"') || has('"rng"') || has('"roundFlags"') || has('"resolving"'))
    leaks.push('internal state');
  return leaks;
}

describe('the public view of simulated games hides what nobody may see', () => {
  for (const players of [2, 3, 4] as const) {
    it(`${players} players: before every answer of a whole game`, () => {
      const seed = `view-secret-${players}`;
      let checked = 0;
      let bidsSeen = 0;
      const game = sampledGame(players, seed, 50, (g) => {
        const leaks = hiddenLeaks(g, seed);
        expect(leaks).toEqual([]);
        checked++;
        if (g.vote && Object.keys(g.vote.bids).length > 0) bidsSeen++;
      });
      expect(game.completed).toBe(true);
      expect(checked).toBeGreaterThan(100);
      if (players > 2) expect(bidsSeen).toBeGreaterThan(0);
    });
  }

  for (const players of [2, 3, 4] as const) {
    it(`${players} players with the Historical Events: the cards still face down never show`, () => {
      const seed = `view-he-${players}`;
      let faceDown = 0;
      const game = sampledGame(
        players,
        seed,
        50,
        (g) => {
          expect(hiddenLeaks(g, seed)).toEqual([]);
          faceDown += g.historicalEvents?.deck.length ?? 0;
          expect(view(g, 'public').historicalEvents?.left).toBe(g.historicalEvents?.deck.length);
        },
        { historicalEvents: true },
      );
      expect(game.completed).toBe(true);
      expect(faceDown).toBeGreaterThan(100);
    });
  }

  for (const players of [2, 3, 4] as const) {
    it(`${players} players with every module the count allows: Hidden Agendas stay hidden until revealed (C&C rulebook, Hidden Agendas)`, () => {
      const seed = `view-secret-modules-${players}`;
      let agendasHidden = 0;
      const game = sampledGame(
        players,
        seed,
        50,
        (g) => {
          expect(hiddenLeaks(g, seed)).toEqual([]);
          const ha = g.hiddenAgendas;
          if (
            ha &&
            Object.values(ha.held)
              .flat()
              .some((id) => !ha.revealed.includes(id))
          )
            agendasHidden++;
        },
        {
          crisisResponse: true,
          hiddenAgendas: true,
          extraActionCards: true,
          alternativeEvents: players === 4,
          historicalEvents: true,
        },
      );
      expect(game.completed).toBe(true);
      expect(game.violations).toEqual([]);
      expect(agendasHidden).toBeGreaterThan(100);
      // At game end every Agenda is shown.
      const ha = game.state.hiddenAgendas;
      expect(
        ha &&
          Object.values(ha.held)
            .flat()
            .every((id) => ha.revealed.includes(id)),
      ).toBe(true);
    });
  }

  it('a seat sees its own hand and no other', () => {
    const g = newGame(4);
    const mine = view(g, 'working');
    expect(mine.classes.working.hand).toEqual(g.classes.working.hand);
    expect(mine.classes.middle.hand).toBeUndefined();
    expect(mine.classes.middle.handSize).toBe(7);
    const text = JSON.stringify(mine);
    for (const card of g.classes.capitalist.hand) expect(text).not.toContain(`"${card}"`);
  });

  it('other seats’ questions are not shown, only who is being waited for', () => {
    const g = newGame(4);
    expect(view(g, 'public').myQuestions).toEqual([]);
    expect(view(g, 'capitalist').myQuestions).toEqual([]);
    expect(view(g, 'working').myQuestions).toHaveLength(1);
    expect(view(g, 'public').waitingFor).toEqual([{ seat: 'working', kind: 'turn', secret: false }]);
  });

  it('Bills and Elections (Bill markers; Protect the Status Quo sets one aside): the view shows the markers each class has left', () => {
    const g = newGame(4);
    expect(view(g, 'public').billMarkersLeft.working).toBe(BILLS.markers);
    g.bills[2] = { owner: 'working', section: 'A' };
    setAsideBillMarker(g, 'working');
    const left = view(g, 'public').billMarkersLeft;
    expect(left.working).toBe(BILLS.markers - 2);
    expect(left.middle).toBe(BILLS.markers);
  });
});
