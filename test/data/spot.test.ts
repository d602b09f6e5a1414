import { describe, expect, it } from 'vitest';
import {
  ACTION_DECKS,
  ALL_ACTION_CARDS,
  BUSINESS_DEALS,
  businessDealTariff,
  CLASS_IDS,
  type ClassId,
  CRISIS_AND_CONTROL_ACTIONS,
  companyById,
  DECKS,
  EFFECT_IDS,
  EFFECT_SPECS,
  EVENT_CARDS,
  EXPORT_VP_PER_TRANSACTION,
  KEBAB_CASE,
  POLITICAL_AGENDAS,
  type Section,
  STARTING_POLICIES,
  taxMultiplier,
} from '../../src/data/index.ts';

const action = (cls: ClassId, name: string) => {
  const card = [...ACTION_DECKS[cls], ...CRISIS_AND_CONTROL_ACTIONS[cls]].find((c) => c.name === name);
  if (!card) throw new Error(`no ${cls} card ${name}`);
  return card;
};
const skills = (id: string) => companyById(id)!.slots.map((s) => s.skill);

describe('Company cards as printed (components reference §2.7, §5)', () => {
  it('Hotel: 3 unskilled Workers and no Machinery', () => {
    const hotel = companyById('capitalist.hotel');
    expect(hotel?.owner).toBe('capitalist');
    if (hotel?.owner !== 'capitalist') return;
    expect(hotel.machinery).toBeUndefined();
    expect(skills('capitalist.hotel')).toEqual([null, null, null]);
  });

  it('TV Station needs a media-skilled Worker and 2 unskilled', () => {
    expect(skills('capitalist.tv-station')).toEqual(['media', null, null]);
  });

  it('the slots the fan data gets wrong', () => {
    expect(skills('capitalist.fast-food-chain')).toEqual([null, null]);
    expect(skills('capitalist.publishing-house')).toEqual([null, null, null]);
    expect(skills('capitalist.fish-farm')).toEqual(['food', null, null]);
    expect(skills('capitalist.university')).toEqual(['education', null, null]);
    expect(skills('capitalist.clinic')).toEqual(['health', null]);
    expect(skills('middle.jewelry-store')).toEqual(['luxury', null]);
  });

  it('costs the fan data gets wrong: Radio Station 8, PR Agency 20; Public Hospital/University make 4', () => {
    expect(companyById('capitalist.radio-station')?.cost).toBe(8);
    expect(companyById('middle.pr-agency')?.cost).toBe(20);
    expect(companyById('public.public-hospital')?.output).toBe(4);
    expect(companyById('public.public-university')?.output).toBe(4);
  });

  it('companyById finds every kind and returns undefined for an unknown id', () => {
    expect(companyById('middle.convenience-store')?.owner).toBe('middle');
    expect(companyById('public.university-hospital')?.owner).toBe('public');
    expect(companyById('cooperative.farm')?.owner).toBe('cooperative');
    expect(companyById('capitalist.moon-base')).toBeUndefined();
  });
});

describe('Politics and scoring data', () => {
  it('every Political Agenda names a section for each of Policies 1–5 (components reference §2.11)', () => {
    for (const agenda of POLITICAL_AGENDAS) {
      expect(Object.keys(agenda.policies).sort()).toEqual(['1', '2', '3', '4', '5']);
      for (const section of Object.values(agenda.policies)) expect(['A', 'B', 'C']).toContain(section);
    }
  });

  it('only the Middle Class scores VP for exports (rules-decisions S8; components reference §2.8)', () => {
    expect(EXPORT_VP_PER_TRANSACTION).toEqual({ working: 0, middle: 1, capitalist: 0, state: 0 });
  });

  it('the Tax Multiplier is 5 at the standard start (rules-decisions S1; components reference §2.3)', () => {
    expect(taxMultiplier(STARTING_POLICIES)).toBe(5);
  });

  it('every Tax Multiplier is a value of the board track 1–7, 9, 11 (components reference §2.3)', () => {
    const sections: Section[] = ['A', 'B', 'C'];
    const values = new Set<number>();
    for (const p3 of sections)
      for (const p4 of sections)
        for (const p5 of sections) values.add(taxMultiplier({ 3: p3, 4: p4, 5: p5 }));
    expect([...values].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11]);
    expect(taxMultiplier({ 3: 'A', 4: 'A', 5: 'A' })).toBe(11);
    expect(taxMultiplier({ 3: 'C', 4: 'A', 5: 'A' })).toBe(1);
  });

  it('Business Deal tariffs are 2 per item at 6A, 1 at 6B, none at 6C (components reference §2.9)', () => {
    // Printed tariffs 6A / 6B, in card order.
    const printed = [
      [14, 7],
      [24, 12],
      [20, 10],
      [22, 11],
      [24, 12],
      [12, 6],
      [16, 8],
      [16, 8],
      [24, 12],
      [24, 12],
    ];
    BUSINESS_DEALS.forEach((deal, i) => {
      const items = deal.food + deal.luxury;
      expect(businessDealTariff(deal, 'A')).toBe(2 * items);
      expect(businessDealTariff(deal, 'B')).toBe(items);
      expect(businessDealTariff(deal, 'C')).toBe(0);
      expect([businessDealTariff(deal, 'A'), businessDealTariff(deal, 'B')]).toEqual(printed[i]);
    });
  });
});

describe('Action cards (components reference §2.12)', () => {
  it('shared effects carry the numbers that differ in params', () => {
    expect(action('capitalist', 'Health Crisis')).toMatchObject({
      effect: 'sell-to-state',
      params: { good: 'health', max: 9, price: 10 },
    });
    expect(action('middle', 'Health Crisis')).toMatchObject({
      effect: 'sell-to-state',
      params: { good: 'health', max: 6, price: 10 },
    });
    expect(action('middle', 'Investment Opportunities').params).toEqual({ discount: 8, searchSurcharge: 8 });
    expect(action('capitalist', 'Investment Opportunities').params).toEqual({
      discount: 10,
      searchSurcharge: 10,
    });
    expect(action('working', 'Healthcare Movement')).toMatchObject({
      effect: 'propose-bill-on-policy',
      params: { policy: 4, cubes: 2 },
    });
  });

  it('cards that do the same thing share an effect id across classes', () => {
    for (const name of ['Public Opinion Polling', 'Fake News', 'Interest Groups', 'Radical Reforms']) {
      const effects = new Set(
        ALL_ACTION_CARDS.filter((c) => c.name === name).map((c) => `${c.effect} ${JSON.stringify(c.params)}`),
      );
      expect(effects.size, name).toBe(1);
    }
    expect(action('working', 'Extra Shift').effect).toBe(action('middle', 'Public Sector Overtime').effect);
    expect(action('capitalist', 'Extra Shift').effect).toBe(action('state', 'Public Sector Overtime').effect);
  });

  it('the Working Class card is named "Extra Shift" (components reference §2.12 naming note)', () => {
    expect(action('working', 'Extra Shift').id).toBe('working.extra-shift');
    expect(ACTION_DECKS.working.some((c) => c.name === 'Public Sector Overtime')).toBe(false);
  });

  it('Privatization gives the Capitalist Class a Legitimacy token (components reference §2.12 remark)', () => {
    expect(action('state', 'Privatization').legitimacy).toEqual([{ kind: 'token', class: 'capitalist' }]);
  });

  it('requirements and Legitimacy icons as printed', () => {
    expect(action('working', 'Specialization').requirement).toEqual([{ policy: 7, sections: ['B', 'C'] }]);
    expect(action('working', 'Unemployment Benefits').legitimacy).toEqual([
      { kind: 'change-per', class: 'working', per: 3, unit: 'unemployed-workers' },
    ]);
    expect(action('state', 'Higher VAT').legitimacy).toEqual([
      { kind: 'change-chosen', delta: -1, count: 2 },
    ]);
    expect(action('state', 'Employment Support Scheme').legitimacy).toEqual([
      { kind: 'change', class: 'working', delta: 1 },
      { kind: 'change', class: 'middle', delta: 1 },
    ]);
    for (const cls of CLASS_IDS) expect(action(cls, 'Change of Government Agenda').requirement).toEqual([]);
  });
});

describe('Events (components reference §2.13; rules-decisions S5, S7)', () => {
  it('no base Event is "Rounds 2-5 only" and every penalty is −1', () => {
    for (const event of EVENT_CARDS) {
      expect(event.roundsTwoToFiveOnly).toBe(false);
      expect(event.penalty.delta).toBe(-1);
    }
  });

  it('token rewards as marked', () => {
    const event = (key: string) => EVENT_CARDS.find((e) => e.id === `event.${key}`)!;
    expect(event('strike-at-the-port').rewards).toEqual({
      working: [{ kind: 'token' }],
      capitalist: [{ kind: 'token' }],
    });
    expect(event('demand-for-thirteen-month-pay').rewards.working).toEqual([
      { kind: 'token-per', per: 25, unit: 'money' },
    ]);
    expect(event('civil-unrest').rewards.capitalist).toEqual([{ kind: 'legitimacy', delta: 2 }]);
    expect(event('need-for-sustainability-initiative').target).toBe('two');
  });
});

describe('every card', () => {
  const everything = Object.values(DECKS).flatMap((cards) => [...cards]) as Array<{
    id: string;
    text: string;
    description: string;
  }>;

  it('has a text of at most 100 characters and a description', () => {
    for (const card of everything) {
      expect(card.text.length, card.id).toBeGreaterThan(0);
      expect(card.text.length, card.id).toBeLessThanOrEqual(100);
      expect(card.description.length, card.id).toBeGreaterThan(0);
    }
  });

  it('has a unique id', () => {
    const ids = everything.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a non-empty kebab-case effect id that is defined, and every defined effect is used', () => {
    const used = new Set<string>();
    for (const card of [...ALL_ACTION_CARDS, ...EVENT_CARDS]) {
      expect(card.effect, card.id).toMatch(KEBAB_CASE);
      expect(EFFECT_IDS, card.id).toContain(card.effect);
      used.add(card.effect);
    }
    for (const id of EFFECT_IDS) {
      expect(id).toMatch(KEBAB_CASE);
      expect(used.has(id), `${id} is never used`).toBe(true);
      expect(EFFECT_SPECS[id].summary.length).toBeGreaterThan(0);
    }
  });
});
