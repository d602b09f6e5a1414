import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../../../src/data/common.ts';
import { answer, optionIds } from '../../testing.ts';
import { expectCardDone, expectRefused, game, play } from './helpers.ts';

describe('Influence', () => {
  it.each(['working', 'middle'] as const)(
    'Highlight Social Issues (%s): pay the State 15 for 3 Influence; +1 Legitimacy with 4 players — components reference §2.12',
    (cls) => {
      const g = game(4);
      const money = g.classes[cls].money;
      play(g, cls, `${cls}.highlight-social-issues`);
      expect(g.classes[cls].money).toBe(money - 15);
      expect(g.treasury).toBe(135);
      expect(g.classes[cls].influence).toBe(4);
      expect(g.classes.state.legitimacy[cls]).toBe(3);

      const three = game(3);
      play(three, cls, `${cls}.highlight-social-issues`);
      expect(three.treasury).toBe(135);
      expect(three.classes[cls].influence).toBe(4);
      expect(three.classes.state.legitimacy[cls]).toBe(2);

      const h = game(4);
      h.classes[cls].money = 14;
      expectRefused(h, cls, `${cls}.highlight-social-issues`);
    },
  );

  it.each(['working', 'middle', 'capitalist', 'state'] as ClassId[])(
    'Reveal Political Scandal (%s): take 2 Influence from another player — components reference §2.12',
    (cls) => {
      const victim: ClassId = cls === 'capitalist' ? 'working' : 'capitalist';
      const g = game(4, true);
      g.classes[victim].influence = 3;
      play(g, cls, `${cls}.reveal-political-scandal`);
      expect(optionIds(g, cls)).toContain(victim);
      expect(optionIds(g, cls)).not.toContain(cls);
      answer(g, cls, victim);
      expect(g.classes[victim].influence).toBe(1);
      expect(g.classes[cls].influence).toBe(3);

      const h = game(4, true);
      for (const other of ['working', 'middle', 'capitalist', 'state'] as ClassId[])
        if (other !== cls) h.classes[other].influence = 0;
      expectRefused(h, cls, `${cls}.reveal-political-scandal`);
    },
  );
});

describe('State cards', () => {
  it('Denial of Free Speech (State): 2 Media Influence, 1 Influence from each of 2 players, −1 Legitimacy with each — components reference §2.12', () => {
    const g = game(4);
    play(g, 'state', 'state.denial-of-free-speech');
    expect(optionIds(g, 'state')).toEqual(['2', '1']);
    answer(g, 'state', '2');
    expect(optionIds(g, 'state')).toEqual(['working+middle', 'working+capitalist', 'middle+capitalist']);
    answer(g, 'state', 'working+capitalist');
    expect(g.publicServices.influence).toBe(2);
    expect(g.classes.state.influence).toBe(5);
    expect(g.classes.working.influence).toBe(0);
    expect(g.classes.capitalist.influence).toBe(0);
    expect(g.classes.middle.influence).toBe(1);
    expect(g.classes.state.legitimacy).toEqual({ working: 1, middle: 2, capitalist: 1 });
    expectCardDone(g, 'state');
  });

  it('Denial of Free Speech (State): a class at Legitimacy 1 cannot be chosen; with two at 1 the card is not playable — components reference §3.1 FAQ', () => {
    const g = game(4);
    g.classes.state.legitimacy.middle = 1;
    g.publicServices.influence = 0;
    play(g, 'state', 'state.denial-of-free-speech');
    expect(optionIds(g, 'state')).toEqual(['working+capitalist']);

    const h = game(4);
    h.classes.state.legitimacy.working = 1;
    h.classes.state.legitimacy.capitalist = 1;
    expectRefused(h, 'state', 'state.denial-of-free-speech');
  });

  it('Agenda-Setting (State): 1 Influence per Policy matching the Political Agenda — components reference §2.12', () => {
    const g = game(4);
    g.classes.state.agenda = 'agenda.2'; // 1C 2B 3A 4B 5C: all five match the start
    play(g, 'state', 'state.agenda-setting');
    expect(g.classes.state.influence).toBe(6);

    const h = game(4);
    h.classes.state.agenda = 'agenda.3'; // 1A 2C 3B 4C 5A: none match
    expectRefused(h, 'state', 'state.agenda-setting');
  });

  it('Foreign Financial Assistance (State): 10 per Policy matching the Political Agenda — components reference §2.12', () => {
    const g = game(4);
    g.classes.state.agenda = 'agenda.1'; // 1B 2A 3C 4A 5C: only 5C matches
    play(g, 'state', 'state.foreign-financial-assistance');
    expect(g.treasury).toBe(130);

    const h = game(4);
    h.classes.state.agenda = 'agenda.3';
    expectRefused(h, 'state', 'state.foreign-financial-assistance');
  });

  it('Higher VAT (State): every other player pays 15 (a Loan if needed), then −1 Legitimacy with 2 chosen classes — components reference §2.12', () => {
    const g = game(4);
    g.classes.working.money = 10;
    play(g, 'state', 'state.higher-vat');
    expect(g.classes.working.money).toBe(45);
    expect(g.classes.working.loans).toBe(1);
    expect(g.classes.middle.money).toBe(25);
    expect(g.classes.capitalist.revenue).toBe(105);
    expect(g.treasury).toBe(165);
    expect(optionIds(g, 'state')).toEqual(['working', 'middle', 'capitalist']);
    answer(g, 'state', 'middle');
    expect(optionIds(g, 'state')).toEqual(['working', 'capitalist']);
    answer(g, 'state', 'capitalist');
    expect(g.classes.state.legitimacy).toEqual({ working: 2, middle: 1, capitalist: 1 });
    expectCardDone(g, 'state');
  });

  it('Higher VAT (State): a Legitimacy at 1 cannot be lowered; two at 1 and the card is not playable — components reference §3.1 FAQ', () => {
    const g = game(4);
    g.classes.state.legitimacy.working = 1;
    play(g, 'state', 'state.higher-vat');
    expect(optionIds(g, 'state')).toEqual(['middle', 'capitalist']);

    const h = game(4);
    h.classes.state.legitimacy.working = 1;
    h.classes.state.legitimacy.middle = 1;
    expectRefused(h, 'state', 'state.higher-vat');
  });
});

describe('Affordable Housing', () => {
  it('Affordable Housing (Working Class): 20 to the Capitalist Class for 5 VP, or 10 to the Middle Class for 3 VP — components reference §2.12', () => {
    const g = game(3);
    play(g, 'working', 'working.affordable-housing');
    expect(optionIds(g, 'working')).toEqual(['capitalist', 'middle']);
    answer(g, 'working', 'capitalist');
    expect(g.classes.working.money).toBe(10);
    expect(g.classes.capitalist.revenue).toBe(140);
    expect(g.classes.working.vp).toBe(5);

    const m = game(3);
    play(m, 'working', 'working.affordable-housing', 'middle');
    expect(m.classes.working.money).toBe(20);
    expect(m.classes.middle.money).toBe(50);
    expect(m.classes.working.vp).toBe(3);

    // 2 players: no Middle Class to pay.
    const two = game(2);
    play(two, 'working', 'working.affordable-housing');
    expect(optionIds(two, 'working')).toEqual(['capitalist']);

    const h = game(3);
    h.classes.working.money = 9;
    expectRefused(h, 'working', 'working.affordable-housing');
  });
});
