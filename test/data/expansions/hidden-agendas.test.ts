import { describe, expect, it } from 'vitest';
import { CLASS_IDS } from '../../../src/data/common.ts';
import {
  HIDDEN_AGENDAS,
  HIDDEN_AGENDAS_PER_ROLE,
  HiddenAgenda,
  hiddenAgendasOf,
} from '../../../src/data/hidden-agendas.ts';

function card(id: string) {
  const found = HIDDEN_AGENDAS.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

describe('Hidden Agendas — counts (Crisis & Control rulebook, Hidden Agendas Mini-Expansion Setup; components reference §2.1)', () => {
  it('has 20 cards, 5 for each role', () => {
    expect(HIDDEN_AGENDAS).toHaveLength(20);
    for (const role of CLASS_IDS) expect(hiddenAgendasOf(role), role).toHaveLength(HIDDEN_AGENDAS_PER_ROLE);
  });
});

describe('Hidden Agendas — card facts (components reference §2.14 "Hidden Agendas")', () => {
  it('Leviathan: the State resolves 10 Events, checked any time, 8 VP', () => {
    expect(card('agenda.leviathan')).toMatchObject({
      role: 'state',
      conditions: [{ condition: 'events-resolved', min: 10 }],
      when: 'anytime',
      vp: 8,
    });
  });

  it('Expert Budgeter is discarded on taking a Loan and checked at game end', () => {
    expect(card('agenda.expert-budgeter')).toMatchObject({ discardIf: 'took-loan', when: 'game-end', vp: 4 });
  });

  it('Successful Startup must be done by the end of round 3; Toward a Neoliberal State only after round 1', () => {
    expect(card('agenda.successful-startup').untilRound).toBe(3);
    expect(card('agenda.toward-a-neoliberal-state').fromRound).toBe(2);
  });

  it('Strong Welfare State needs 150 money with 4A and 5A, for 10 VP', () => {
    expect(card('agenda.strong-welfare-state').conditions).toEqual([
      { condition: 'money', whose: 'self', min: 150 },
      {
        condition: 'policies',
        requirements: [
          { policy: 4, sections: ['A'] },
          { policy: 5, sections: ['A'] },
        ],
      },
    ]);
    expect(card('agenda.strong-welfare-state').vp).toBe(10);
  });

  it('VP by role match the table', () => {
    const vp = (role: (typeof CLASS_IDS)[number]) => hiddenAgendasOf(role).map((a) => a.vp);
    expect(vp('state')).toEqual([8, 4, 5, 10, 8]);
    expect(vp('middle')).toEqual([8, 8, 10, 4, 5]);
    expect(vp('working')).toEqual([4, 8, 10, 5, 8]);
    expect(vp('capitalist')).toEqual([10, 4, 8, 8, 5]);
  });
});

describe('Hidden Agendas — validation', () => {
  it('rejects an unknown timing, naming the when field', () => {
    const result = HiddenAgenda.safeParse({ ...card('agenda.leviathan'), when: 'someday' });
    expect(result.error?.issues[0]?.path).toEqual(['when']);
  });

  it('rejects an Agenda without conditions', () => {
    const result = HiddenAgenda.safeParse({ ...card('agenda.leviathan'), conditions: [] });
    expect(result.error?.issues[0]?.path).toEqual(['conditions']);
  });
});
