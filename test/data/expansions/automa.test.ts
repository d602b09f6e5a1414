import { describe, expect, it } from 'vitest';
import {
  AiCard,
  AUTOMA_CLASSES,
  AUTOMA_COUNTS,
  AUTOMA_ICONS,
  AUTOMA_PRIORITY_ACTIONS,
  AUTOMAS,
  DESIRED_POLICIES_CARD,
  SPENDING_INFLUENCE_CARDS,
  StartingRows,
} from '../../../src/data/automa/index.ts';
import { type PolicyId, SECTIONS } from '../../../src/data/common.ts';
import { STARTING_POLICIES } from '../../../src/data/tables.ts';

const POLICIES = [1, 2, 3, 4, 5, 6, 7] as const;
const distance = (a: string, b: string) =>
  Math.abs(SECTIONS.indexOf(a as never) - SECTIONS.indexOf(b as never));

describe('Automas — counts (components reference §2.1 "C&C", §2.14 Automa rules digest)', () => {
  it('has Automas for the Working, Middle and Capitalist Classes only: no State Automa', () => {
    expect(Object.keys(AUTOMAS).sort()).toEqual(['capitalist', 'middle', 'working']);
    expect(AUTOMA_CLASSES).not.toContain('state');
  });

  for (const automa of AUTOMA_CLASSES) {
    describe(automa, () => {
      const data = AUTOMAS[automa];

      it('has 30 AI cards numbered 1–30, once each (§2.14 AI card table)', () => {
        expect(data.aiCards).toHaveLength(AUTOMA_COUNTS.aiCards);
        expect(data.aiCards.map((c) => c.number).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 30 }, (_, i) => i + 1),
        );
      });

      it('prints the Influence indicator on exactly the odd-numbered cards (§2.14 "Count check")', () => {
        for (const c of data.aiCards) expect(c.influence, c.id).toBe(c.number % 2 === 1);
        expect(data.aiCards.filter((c) => c.influence)).toHaveLength(15);
      });

      it('has 6 Action and 7 Policy priority cards (§2.1)', () => {
        const actions = data.priorityCards.filter((c) => c.kind === 'action');
        const policies = data.priorityCards.filter((c) => c.kind === 'policy');
        expect(actions).toHaveLength(AUTOMA_COUNTS.actionPriorityCards);
        expect(policies).toHaveLength(AUTOMA_COUNTS.policyPriorityCards);
        expect(actions.map((c) => c.action)).toEqual(AUTOMA_PRIORITY_ACTIONS[automa]);
        expect(policies.map((c) => c.policy)).toEqual(POLICIES);
      });

      it('has its Instruction cards (§2.1: WCA 10, CCA 11, MCA 13)', () => {
        expect(data.instructionCards).toHaveLength(AUTOMA_COUNTS.instructionCards[automa]);
      });

      it('uses only its own icons, and lists 2 Policies exactly on cards with Propose Bill', () => {
        for (const c of data.aiCards) {
          for (const icon of c.actions) expect(AUTOMA_ICONS[automa]).toContain(icon);
          expect(c.policies.length, c.id).toBe(c.actions.includes('propose-bill') ? 2 : 0);
        }
      });

      it('Check Policies states the same Desired Policies as the shared card (§2.14)', () => {
        const check = data.instructionCards.find((c) => c.checks === 'propose-bill');
        expect(check?.desiredPolicies).toEqual(DESIRED_POLICIES_CARD.policies[automa]);
      });

      it('starting rows follow from the Desired Policies and the usual start (rules-decisions S1, S10)', () => {
        // A Policy at its Desired section is set aside; 1 step away starts in the bottom row, 2 in the next.
        const desired = DESIRED_POLICIES_CARD.policies[automa];
        const rows = data.startingRows;
        for (const policy of POLICIES) {
          const steps = distance(STARTING_POLICIES[policy], desired[policy]);
          if (steps === 0) expect(rows.setAside, `policy ${policy}`).toContain(policy);
          else expect(rows.policyRows[steps - 1] ?? [], `policy ${policy}`).toContain(policy);
        }
      });

      it('starts with the Special Action card nearest the marker in the bottom row', () => {
        expect(data.startingRows.actionRows[0]?.[0]).toBe('special');
        expect(data.startingRows.actionRows.map((row) => row.length)).toEqual([3, 3]);
      });
    });
  }
});

describe('Automas — easy-to-get-wrong facts (components reference §2.14)', () => {
  it('Desired Policies of each role', () => {
    const asString = (p: Record<PolicyId, string>) => POLICIES.map((n) => `${n}${p[n]}`).join(' ');
    expect(asString(DESIRED_POLICIES_CARD.policies.working)).toBe('1A 2A 3A 4A 5A 6C 7B');
    expect(asString(DESIRED_POLICIES_CARD.policies.capitalist)).toBe('1C 2C 3C 4C 5C 6A 7C');
    expect(asString(DESIRED_POLICIES_CARD.policies.middle)).toBe('1B 2B 3B 4B 5B 6B 7A');
    expect(asString(DESIRED_POLICIES_CARD.policies.state)).toBe('1B 2C 3A 4B 5B 6B 7C');
  });

  it('advanced-mode starting rows as in the C&C rulebook diagrams (nearest the marker first)', () => {
    expect(AUTOMAS.working.startingRows).toEqual({
      automa: 'working',
      actionRows: [
        ['special', 'strike', 'demonstration'],
        ['assign-workers', 'buy-goods', 'propose-bill'],
      ],
      policyRows: [
        [2, 4, 6],
        [1, 5],
      ],
      setAside: [3, 7],
    });
    expect(AUTOMAS.capitalist.startingRows.policyRows).toEqual([[2, 4, 6, 7], [3]]);
    expect(AUTOMAS.capitalist.startingRows.setAside).toEqual([1, 5]);
    expect(AUTOMAS.middle.startingRows.policyRows).toEqual([[1, 3, 5, 7]]);
    expect(AUTOMAS.middle.startingRows.setAside).toEqual([2, 4, 6]);
  });

  it('the Working Class Automa always has Strike as its 4th icon', () => {
    for (const c of AUTOMAS.working.aiCards) expect(c.actions[3], c.id).toBe('strike');
  });

  it('cards with the Special Action first carry priority rules instead of a bonus', () => {
    const specialFirst = AUTOMA_CLASSES.flatMap((a) => AUTOMAS[a].aiCards).filter(
      (c) => c.actions[0] === 'special',
    );
    expect(specialFirst.map((c) => c.id)).toEqual([
      'automa.middle.28',
      'automa.middle.29',
      'automa.middle.30',
      'automa.capitalist.03',
      'automa.capitalist.12',
      'automa.capitalist.14',
      'automa.capitalist.23',
      'automa.capitalist.25',
      'automa.capitalist.28',
    ]);
    for (const c of specialFirst) {
      expect(c.bonus).toBeNull();
      expect(c.specialPriority?.length).toBeGreaterThan(0);
    }
  });

  it('WCA card 7: AW BGS PB STR, Labor Market and Health, 7B/7C skilled Worker bonus', () => {
    const seven = AUTOMAS.working.aiCards.find((c) => c.number === 7);
    expect(seven?.id).toBe('automa.working.07');
    expect(seven?.actions).toEqual(['assign-workers', 'buy-goods', 'propose-bill', 'strike']);
    expect(seven?.policies).toEqual([2, 4]);
    expect(seven?.bonus?.requires).toEqual([{ policy: 7, sections: ['B', 'C'] }]);
    expect(seven?.special.effects[0]?.effect).toBe('swap-bag-cubes');
  });

  it('CCA card 7 pays 50 from Capital to the State for 7 VP', () => {
    const seven = AUTOMAS.capitalist.aiCards.find((c) => c.number === 7);
    expect(seven?.special.effects[0]).toMatchObject({
      effect: 'pay-for-vp',
      params: { amount: 50, to: 'state', vp: 7, fromCapital: true },
    });
  });

  it('there are 3 Spending Influence cards and, with the Desired Policies card, 4 shared cards', () => {
    expect(SPENDING_INFLUENCE_CARDS.map((c) => c.situation)).toEqual([
      'winning',
      'losing-alone',
      'losing-with-allies',
    ]);
    expect(SPENDING_INFLUENCE_CARDS.length + 1).toBe(AUTOMA_COUNTS.sharedCards);
  });

  it('38 Instruction cards in all, shared ones included (§2.1)', () => {
    const own = AUTOMA_CLASSES.reduce((sum, a) => sum + AUTOMAS[a].instructionCards.length, 0);
    expect(own + AUTOMA_COUNTS.sharedCards).toBe(38);
  });
});

describe('Automas — validation', () => {
  const card = AUTOMAS.working.aiCards[0];

  it('rejects card number 31, naming the number field', () => {
    const result = AiCard.safeParse({ ...card, number: 31 });
    expect(result.error?.issues.some((i) => i.path[0] === 'number')).toBe(true);
  });

  it("rejects another Automa's icon on a card", () => {
    const result = AiCard.safeParse({ ...card, actions: ['lobby', 'buy-goods', 'propose-bill', 'strike'] });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('actions.0');
  });

  it('rejects a Propose Bill card without its two Policies', () => {
    const result = AiCard.safeParse({ ...card, policies: [1] });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('policies');
  });

  it('rejects starting rows that lose a Policy', () => {
    const result = StartingRows.safeParse({ ...AUTOMAS.middle.startingRows, setAside: [2, 4] });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('policyRows');
  });
});
