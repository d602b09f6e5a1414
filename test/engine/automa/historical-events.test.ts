/**
 * An Automa and the Historical Event it may trigger (Historical Events rulebook, The Trigger;
 * components reference §2.14, Automa rules digest, "Expansion interplay": "Historical Event
 * Free-Action triggers fire at the end of its turn; a Basic-Action trigger replaces a chosen
 * Special Action unless the SA symbol is printed at the top of the card"; rules-decisions AU13).
 */
import { describe, expect, it } from 'vitest';
import type { AutomaClass } from '../../../src/data/automa/index.ts';
import { createGame, defaultOptions, type GameState } from '../../../src/engine/index.ts';
import { run, step } from '../helpers.ts';
import { answer, driverAnswer, onTop, questionsOf } from './helpers.ts';

/** A 2- or 3-player game with the Historical Events, these classes Automas, and `event` the current card. */
function withEvent(players: 2 | 3, automas: AutomaClass[], event: string): GameState {
  const options = defaultOptions(players);
  for (const cls of automas) options.seats[cls] = { kind: 'automa', mode: 'simple' };
  options.modules.historicalEvents = true;
  const g = createGame(options, 'automa-he');
  for (const q of questionsOf(g))
    if (q.kind === 'prep.skilled' || q.kind === 'automa.skilled')
      answer(g, q.seat, q.options[0]?.id as string);
  const he = g.historicalEvents!;
  he.deck = he.deck.filter((id) => id !== event);
  he.revealed.push(event);
  he.triggered = he.triggered.filter((id) => id !== event);
  return g;
}

/** Turns the Automa's AI card `n` face up, as its turn does. */
function reveal(g: GameState, cls: AutomaClass, n: number) {
  onTop(g, cls, n);
  const a = g.automa![cls]!;
  a.card = a.pile.pop() as string;
}

describe('Historical Event triggers of an Automa (rules-decisions AU13)', () => {
  it('a Free-Action trigger fires at the end of its turn when the requirement holds', () => {
    const g = withEvent(2, ['capitalist'], 'he.moving-assembly-line');
    // Requirement: at least 1 Company with Machinery; the trigger: the Capitalist Class, Free Action.
    g.companies.find((c) => c.owner === 'capitalist')!.machinery = true;
    run(g, step('automa.turn-end', { seat: 'capitalist' }));
    const { value, why, q } = driverAnswer(g, 'capitalist');
    expect(q.kind).toBe('automa.historical-event');
    expect(value).toBe('trigger');
    expect(why).toContain('"Trigger Introduction of the Moving Assembly Line" at the end of its turn');
    const log = answer(g, 'capitalist', q.options.find((o) => o.value === 'trigger')!.id);
    expect(log.join('\n')).toContain(
      'Introduction of the Moving Assembly Line (1913) takes effect, triggered by the Capitalist Class',
    );
    expect(g.historicalEvents?.triggered).toContain('he.moving-assembly-line');
  });

  it('is not offered while the requirement does not hold, nor to a class the card does not list', () => {
    const g = withEvent(2, ['capitalist'], 'he.moving-assembly-line');
    for (const c of g.companies) c.machinery = false;
    run(g, step('automa.turn-end', { seat: 'capitalist' }));
    expect(questionsOf(g).some((q) => q.kind === 'automa.historical-event')).toBe(false);
    const w = withEvent(2, ['working'], 'he.moving-assembly-line');
    w.companies.find((c) => c.owner === 'capitalist')!.machinery = true;
    run(w, step('automa.turn-end', { seat: 'working' }));
    expect(questionsOf(w).some((q) => q.kind === 'automa.historical-event')).toBe(false);
  });

  it('a Basic-Action trigger takes the place of the Special Action it chose', () => {
    const g = withEvent(2, ['working'], 'he.new-deal');
    // New Deal: at least 4 unemployed Workers with 2 players; the Working or Middle Class, Basic Action.
    for (const w of g.workers.filter((x) => x.cls === 'working').slice(0, 6)) w.at = 'unemployed';
    reveal(g, 'working', 1);
    run(g, step('automa.historical-event', { seat: 'working', instead: true }));
    const { value, why, q } = driverAnswer(g, 'working');
    expect(q.options.map((o) => o.value)).toEqual(['trigger', 'special']);
    expect(value).toBe('trigger');
    expect(why).toContain('in place of its Special Action');
    const log = answer(g, 'working', q.options[0]!.id);
    expect(log.join('\n')).toContain('New Deal');
    expect(g.historicalEvents?.triggered).toContain('he.new-deal');
  });

  it('keeps to the Special Action when its AI card prints the Special Action among its four actions', () => {
    const g = withEvent(3, ['middle'], 'he.new-deal');
    for (const w of g.workers.filter((x) => x.cls === 'working').slice(0, 4)) w.at = 'unemployed';
    for (const w of g.workers.filter((x) => x.cls === 'middle').slice(0, 4)) w.at = 'unemployed';
    // Middle Class Automa AI card 28: Special Action, Buy Goods & Services, Propose Bill, Assign Workers.
    reveal(g, 'middle', 28);
    run(g, step('automa.historical-event', { seat: 'middle', instead: true }));
    const { value, why, q } = driverAnswer(g, 'middle');
    expect(value).toBe('special');
    expect(why).toContain('AI card 28 prints it among its actions');
    // Its Special Action: "With at least 4 unemployed Workers, remove 2 (unskilled first) and get 10."
    const money = g.classes.middle.money;
    answer(g, 'middle', q.options[1]!.id);
    expect(g.classes.middle.money).toBe(money + 10);
    expect(g.historicalEvents?.triggered).not.toContain('he.new-deal');
    // Asked again, the Event is still on offer.
    run(g, step('automa.historical-event', { seat: 'middle', instead: true }));
    // With a card that does not print it (card 1), the same Automa triggers the Event instead.
    reveal(g, 'middle', 1);
    expect(driverAnswer(g, 'middle').value).toBe('trigger');
  });
});
