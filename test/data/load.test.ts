import { describe, expect, it } from 'vitest';
import {
  ACTION_DECKS,
  ActionCard,
  CAPITALIST_COMPANIES,
  CapitalistCompanyCard,
  DataError,
  DECKS,
  EVENT_CARDS,
  EventCard,
  IMMIGRATION_CARDS,
  ImmigrationCard,
  MIDDLE_COMPANIES,
  MiddleCompanyCard,
  parseDeck,
  STARTING_SETUP,
  setupProblems,
} from '../../src/data/index.ts';

/** The message parseDeck throws for one malformed card. */
function rejection(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return (error as Error).message;
  }
  throw new Error('the malformed card was accepted');
}

const clone = <T>(value: T): T => structuredClone(value);

describe('all data loads and validates', () => {
  it('imports every deck without error', () => {
    for (const [name, cards] of Object.entries(DECKS)) {
      expect(cards.length, name).toBeGreaterThan(0);
    }
  });

  it('re-parsing the loaded cards with their schemas changes nothing', () => {
    expect(parseDeck('capitalist-companies', CapitalistCompanyCard, CAPITALIST_COMPANIES)).toEqual(
      CAPITALIST_COMPANIES,
    );
    expect(parseDeck('actions.state', ActionCard, ACTION_DECKS.state)).toEqual(ACTION_DECKS.state);
    expect(parseDeck('events', EventCard, EVENT_CARDS)).toEqual(EVENT_CARDS);
  });
});

describe('malformed cards are rejected with the deck, card id and field named', () => {
  it('a Company with a negative cost', () => {
    const bad = { ...clone(CAPITALIST_COMPANIES[0]!), cost: -4 };
    const message = rejection(() => parseDeck('capitalist-companies', CapitalistCompanyCard, [bad]));
    expect(message).toMatch(/^capitalist-companies: card capitalist\.supermarket: cost: /);
  });

  it('an automated Company with wages', () => {
    const grain = CAPITALIST_COMPANIES.find((c) => c.id === 'capitalist.automated-grain-farm')!;
    const bad = { ...clone(grain), wages: [1, 2, 3] };
    const message = rejection(() => parseDeck('capitalist-companies', CapitalistCompanyCard, [bad]));
    expect(message).toContain('card capitalist.automated-grain-farm: wages: automated: no wages');
  });

  it('a Company whose skilled slot is of another industry', () => {
    const tv = CAPITALIST_COMPANIES.find((c) => c.id === 'capitalist.tv-station')!;
    const bad = { ...clone(tv), slots: [{ skill: 'food' }, { skill: null }, { skill: null }] };
    const message = rejection(() => parseDeck('capitalist-companies', CapitalistCompanyCard, [bad]));
    expect(message).toContain('card capitalist.tv-station: slots.0.skill:');
  });

  it('a Middle Class Company with two slots and an employee', () => {
    const pharmacy = MIDDLE_COMPANIES.find((c) => c.id === 'middle.pharmacy')!;
    const bad = { ...clone(pharmacy), employee: { skill: null, bonus: 2 } };
    const message = rejection(() => parseDeck('middle-companies', MiddleCompanyCard, [bad]));
    expect(message).toContain('middle-companies: card middle.pharmacy: employee:');
  });

  it('an Action card with a 101-character text', () => {
    const card = ACTION_DECKS.working.find((c) => c.id === 'working.fake-news')!;
    const bad = { ...clone(card), text: 'x'.repeat(101) };
    const message = rejection(() => parseDeck('actions.working', ActionCard, [bad]));
    expect(message).toMatch(/^actions\.working: card working\.fake-news: text: /);
  });

  it('an Action card with an unknown effect id', () => {
    const card = ACTION_DECKS.middle[0]!;
    const bad = { ...clone(card), effect: 'make-it-rain' };
    const message = rejection(() => parseDeck('actions.middle', ActionCard, [bad]));
    expect(message).toContain(`card ${card.id}: effect: unknown effect id "make-it-rain"`);
  });

  it('an Action card whose params do not fit its effect', () => {
    const card = ACTION_DECKS.working.find((c) => c.id === 'working.healthcare-movement')!;
    const bad = { ...clone(card), params: { policy: 9, cubes: 2 } };
    const message = rejection(() => parseDeck('actions.working', ActionCard, [bad]));
    expect(message).toContain('card working.healthcare-movement: params.policy:');
  });

  it('an Action card whose id does not match its class', () => {
    const card = ACTION_DECKS.state[0]!;
    const bad = { ...clone(card), class: 'working' };
    const message = rejection(() => parseDeck('actions.state', ActionCard, [bad]));
    expect(message).toContain(`card ${card.id}: id: must start with "working."`);
  });

  it('an Event with an unknown reward kind', () => {
    const card = EVENT_CARDS[0]!;
    const bad = { ...clone(card), rewards: { working: [{ kind: 'cake' }] } };
    const message = rejection(() => parseDeck('events', EventCard, [bad]));
    expect(message).toContain('events: card event.political-scandal: rewards.working.0');
  });

  it('an Immigration card with two skilled Workers', () => {
    const bad = { ...clone(IMMIGRATION_CARDS[0]!), working: 'food' };
    const message = rejection(() => parseDeck('immigration', ImmigrationCard, [bad]));
    expect(message).toContain('immigration: card immigration.1: working:');
  });

  it('two cards with the same id', () => {
    const card = clone(ACTION_DECKS.capitalist[0]!);
    const message = rejection(() => parseDeck('actions.capitalist', ActionCard, [card, card]));
    expect(message).toBe(`actions.capitalist: card ${card.id}: id: duplicate id`);
  });

  it('a setup that puts Workers on a Company not on the board', () => {
    const setup = clone(STARTING_SETUP[2]);
    setup.classes.working!.workers.push({ company: 'capitalist.hotel', slots: [null, null, null] });
    expect(setupProblems(2, setup)).toContain(
      'classes.working.workers.4.company: capitalist.hotel is not on the board',
    );
  });
});
