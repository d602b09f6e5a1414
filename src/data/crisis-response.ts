/**
 * Crisis & Control — Crisis Response mini-expansion: 10 cards that replace the base-game IMF
 * steps, plus the 3 Government Bond cards used by "New Government Bond Program" and 2 Lock
 * tokens. Sources: Crisis & Control rulebook (setup), components reference §2.14 (card table) and
 * §3.2 (IMF). Every card is resolved in its printed order: Discard Proposed Bills, Change
 * Policies, Additional Effects, Pay Off Loans, Legitimacy Lost.
 */
import { z } from 'zod';
import { PolicyId, Section } from './common.ts';
import { Condition, cardBase, EffectStep, fx, parseDeck, VotingClassId } from './expansions.schema.ts';

/** Lock tokens in the box: a locked Policy takes no Bill until the next round's Check IMF step. */
export const CRISIS_LOCK_TOKENS = 2;

/** Which proposed Bills the card discards (owners get 1 Influence per discarded Bill marker). */
export const DiscardBills = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('only'), policies: z.array(PolicyId).min(1) }),
  z.strictObject({ kind: z.literal('all-except'), policies: z.array(PolicyId).min(1) }),
]);
export type DiscardBills = z.infer<typeof DiscardBills>;

/** Legitimacy the State loses with the classes when the card resolves. */
export const LegitimacyLost = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  /** A fixed change per class (negative). */
  z.strictObject({
    kind: z.literal('change'),
    changes: z.array(z.strictObject({ class: VotingClassId, change: z.number().int().negative() })).min(1),
  }),
  /** Halve these classes' Legitimacy, rounding up. */
  z.strictObject({ kind: z.literal('halve'), classes: z.array(VotingClassId).min(1) }),
  /** `change` with a class for every `per` money the State took from that class on this card. */
  z.strictObject({
    kind: z.literal('per-money-taken'),
    per: z.number().int().positive(),
    change: z.number().int().negative(),
  }),
]);
export type LegitimacyLost = z.infer<typeof LegitimacyLost>;

export const CrisisPolicy = z.strictObject({ policy: PolicyId, set: Section, locked: z.boolean() });
export type CrisisPolicy = z.infer<typeof CrisisPolicy>;

export const CrisisResponseCard = z
  .strictObject({
    ...cardBase,
    module: z.literal('crisis-and-control'),
    /** If any fails, the card is set aside and a new Crisis Response card is drawn. */
    requires: z.array(Condition).default([]),
    discardBills: DiscardBills,
    /** Change Policies: each listed Policy moves to the section; `locked` places a Lock token. */
    policies: z.array(CrisisPolicy),
    effects: z.array(EffectStep),
    /** Pay Off Loans step, as the base IMF: 55 per Loan while able, the rest are discarded. */
    payOffLoans: z.boolean(),
    legitimacyLost: LegitimacyLost,
  })
  .superRefine((card, ctx) => {
    const seen = new Set<number>();
    card.policies.forEach((p, i) => {
      if (seen.has(p.policy))
        ctx.addIssue({ code: 'custom', path: ['policies', i], message: 'policy listed twice' });
      seen.add(p.policy);
    });
    if (card.policies.filter((p) => p.locked).length > CRISIS_LOCK_TOKENS) {
      ctx.addIssue({ code: 'custom', path: ['policies'], message: `at most ${CRISIS_LOCK_TOKENS} locks` });
    }
  });
export type CrisisResponseCard = z.infer<typeof CrisisResponseCard>;
export type CrisisResponseCardInput = z.input<typeof CrisisResponseCard>;

/** The 3 Government Bond cards: lend 30 (repaid 40) on one side, 50 (repaid 70) on the other. */
export const GovernmentBond = z.strictObject({
  ...cardBase,
  module: z.literal('crisis-and-control'),
  sides: z.tuple([
    z.strictObject({ lend: z.number().int().positive(), repay: z.number().int().positive() }),
    z.strictObject({ lend: z.number().int().positive(), repay: z.number().int().positive() }),
  ]),
  /** The State must repay by the end of the Action phase of the round after the loan. */
  repayBy: z.literal('end-of-next-action-phase'),
});
export type GovernmentBond = z.infer<typeof GovernmentBond>;

const base = { module: 'crisis-and-control', payOffLoans: true } as const;
const all = { kind: 'all' } as const;
const set = (policy: PolicyId, section: Section, locked = false) => ({ policy, set: section, locked });
const each = (change: number) =>
  (['working', 'middle', 'capitalist'] as const).map((c) => ({ class: c, change }));

const RAW: CrisisResponseCardInput[] = [
  {
    ...base,
    id: 'crisis.washington-consensus',
    name: 'Washington Consensus',
    text: 'All Bills out; 1–6 to C, 7B; WC, MC gain Influence and cubes, lose 2 unemployed.',
    description:
      'Discard all proposed Bills. Set Policies 1C 2C 3C 4C 5C 6C 7B. The Working Class gets ' +
      'Influence equal to half its Population (rounded up), adds 2 Voting cubes per Trade Union and ' +
      'removes 2 unemployed Workers. The Middle Class gets 2 Influence, adds 2 Voting cubes for each ' +
      'Public and Capitalist Class Company employing its Workers and removes 2 unemployed Workers. ' +
      'Pay off Loans. The State loses 3 Legitimacy with the Working Class and 2 with the Middle Class.',
    discardBills: all,
    policies: [set(1, 'C'), set(2, 'C'), set(3, 'C'), set(4, 'C'), set(5, 'C'), set(6, 'C'), set(7, 'B')],
    effects: [
      fx('gain-influence', { amount: { per: 'population', divisor: 2, round: 'up' } }, ['working']),
      fx('add-voting-cubes', { count: { per: 'trade-unions', times: 2 } }, ['working']),
      fx('remove-workers', { count: 2, from: 'unemployed', unskilledFirst: false }, ['working']),
      fx('gain-influence', { amount: 2 }, ['middle']),
      fx(
        'add-voting-cubes',
        { count: { per: 'public-or-capitalist-companies-employing-own-workers', times: 2 } },
        ['middle'],
      ),
      fx('remove-workers', { count: 2, from: 'unemployed', unskilledFirst: false }, ['middle']),
    ],
    legitimacyLost: {
      kind: 'change',
      changes: [
        { class: 'working', change: -3 },
        { class: 'middle', change: -2 },
      ],
    },
  },
  {
    ...base,
    id: 'crisis.failed-imf-negotiations',
    name: 'Failed IMF Negotiations',
    text: 'Bills on 2 and 7 out; 2C 7A; classes pay the State 10 at a time until it can repay.',
    description:
      'Discard proposed Bills on Policies 2 and 7 only. Set Policies 2C and 7A. Each class pays 10 ' +
      'to the State, again and again until the State can pay off its Loans. Pay off Loans. The ' +
      'State loses 1 Legitimacy with each class for every 10 it took from that class.',
    discardBills: { kind: 'only', policies: [2, 7] },
    policies: [set(2, 'C'), set(7, 'A')],
    effects: [fx('classes-fund-state-loans', { step: 10 }, ['working', 'middle', 'capitalist'])],
    legitimacyLost: { kind: 'per-money-taken', per: 10, change: -1 },
  },
  {
    ...base,
    id: 'crisis.moderate-imf-intervention',
    name: 'Moderate IMF Intervention',
    text: 'All Bills out; 1C 2C 3B 4B 5B 6C 7B, Policy 6 locked; WC −2 unemployed; −2 each.',
    description:
      'Discard all proposed Bills. Set Policies 1C 2C 3B 4B 5B 6C 7B; Policy 6 is locked until the ' +
      "next round's Check IMF step. The Working Class removes 2 unemployed Workers. Pay off Loans. " +
      'The State loses 2 Legitimacy with each class.',
    discardBills: all,
    policies: [
      set(1, 'C'),
      set(2, 'C'),
      set(3, 'B'),
      set(4, 'B'),
      set(5, 'B'),
      set(6, 'C', true),
      set(7, 'B'),
    ],
    effects: [fx('remove-workers', { count: 2, from: 'unemployed', unskilledFirst: false }, ['working'])],
    legitimacyLost: { kind: 'change', changes: each(-2) },
  },
  {
    ...base,
    id: 'crisis.japanese-model',
    name: 'Japanese Model',
    text: 'All Bills out; 1C 2B 3B 4B 5B 6C 7A; the State gets 40; −1 Legitimacy each.',
    description:
      'Discard all proposed Bills. Set Policies 1C 2B 3B 4B 5B 6C 7A. The State gets 40. Pay off ' +
      'Loans. The State loses 1 Legitimacy with each class.',
    discardBills: all,
    policies: [set(1, 'C'), set(2, 'B'), set(3, 'B'), set(4, 'B'), set(5, 'B'), set(6, 'C'), set(7, 'A')],
    effects: [fx('gain-money', { amount: 40, from: 'bank' }, ['state'])],
    legitimacyLost: { kind: 'change', changes: each(-1) },
  },
  {
    ...base,
    id: 'crisis.basic-imf-intervention',
    name: 'Basic IMF Intervention',
    text: 'All Bills out; 1C 2C 3A 4B 5C 6B 7B, Policies 1 and 3 locked; halve all Legitimacy.',
    description:
      'Discard all proposed Bills. Set Policies 1C 2C 3A 4B 5C 6B 7B; Policies 1 and 3 are locked ' +
      "until the next round's Check IMF step. Pay off Loans. The State halves its Legitimacy with " +
      'each class (rounded up).',
    discardBills: all,
    policies: [
      set(1, 'C', true),
      set(2, 'C'),
      set(3, 'A', true),
      set(4, 'B'),
      set(5, 'C'),
      set(6, 'B'),
      set(7, 'B'),
    ],
    effects: [],
    legitimacyLost: { kind: 'halve', classes: ['working', 'middle', 'capitalist'] },
  },
  {
    ...base,
    id: 'crisis.us-stimulus-package',
    name: 'US Stimulus Package',
    text: 'All Bills out; 1C 2C 3B 4C 5C 6B 7B; State +60, pays WC, MC 10 + 2 Health, CC 15.',
    description:
      'Discard all proposed Bills. Set Policies 1C 2C 3B 4C 5C 6B 7B. The State gets 60. The ' +
      'Working and Middle Classes each get 10 and, if able, 2 Health from the State; the Capitalist ' +
      'Class gets 15 from the State. Pay off Loans. The State halves its Legitimacy with the Working ' +
      'and Middle Classes (rounded up).',
    discardBills: all,
    policies: [set(1, 'C'), set(2, 'C'), set(3, 'B'), set(4, 'C'), set(5, 'C'), set(6, 'B'), set(7, 'B')],
    effects: [
      fx('gain-money', { amount: 60, from: 'bank' }, ['state']),
      fx('gain-money', { amount: 10, from: 'state' }, ['working', 'middle']),
      fx('receive-from-public-services', { resource: 'health', amount: 2 }, ['working', 'middle']),
      fx('gain-money', { amount: 15, from: 'state' }, ['capitalist']),
    ],
    legitimacyLost: { kind: 'halve', classes: ['working', 'middle'] },
    uncertain: [
      {
        field: 'effects[0].params.amount',
        note: 'Printed as "60€"; read as 60 money like every other amount.',
      },
    ],
  },
  {
    ...base,
    id: 'crisis.imf-intervention-with-resistance',
    name: 'IMF Intervention with Resistance',
    text: 'Bills out except on 4, 5; 1C (locked) 2C 3B 6B 7A; WC places 3 Strike tokens; −2 each.',
    description:
      'Discard all proposed Bills except those on Policies 4 and 5. Set Policies 1C 2C 3B 6B 7A; ' +
      "Policy 1 is locked until the next round's Check IMF step. The Working Class places 3 Strike " +
      'tokens. Pay off Loans. The State loses 2 Legitimacy with each class.',
    discardBills: { kind: 'all-except', policies: [4, 5] },
    policies: [set(1, 'C', true), set(2, 'C'), set(3, 'B'), set(6, 'B'), set(7, 'A')],
    effects: [fx('place-strike-tokens', { count: 3 }, ['working'])],
    legitimacyLost: { kind: 'change', changes: each(-2) },
  },
  {
    ...base,
    id: 'crisis.new-government-bond-program',
    name: 'New Government Bond Program',
    text: 'Classes may lend the State 30 or 50 on Bonds; if short, redraw. Not used in round 5.',
    description:
      'In round 5 draw another Crisis Response card instead. No Bills are discarded and no Policy ' +
      'changes. In reverse player order each class may pay 30 or 50 to the State, taking a ' +
      'Government Bond. If the total cannot pay off all State Loans, the money is returned and ' +
      'another Crisis Response card is drawn. Otherwise the State pays off its Loans and must repay ' +
      '40 or 70 to each lender by the end of the next Action phase. No Legitimacy is lost.',
    requires: [{ condition: 'round', max: 4 }],
    discardBills: { kind: 'none' },
    policies: [],
    effects: [fx('government-bond-program', { redrawIfShort: true }, ['working', 'middle', 'capitalist'])],
    payOffLoans: false,
    legitimacyLost: { kind: 'none' },
  },
  {
    ...base,
    id: 'crisis.eu-austerity-measures',
    name: 'EU Austerity Measures',
    text: 'All Bills out; 1C 2C 3A 4B 5B 6B 7B; every class pays the State 10; halve Legitimacy.',
    description:
      'Discard all proposed Bills. Set Policies 1C 2C 3A 4B 5B 6B 7B. The Working, Capitalist and ' +
      'Middle Classes each pay 10 to the State. Pay off Loans. The State halves its Legitimacy with ' +
      'each class (rounded up).',
    discardBills: all,
    policies: [set(1, 'C'), set(2, 'C'), set(3, 'A'), set(4, 'B'), set(5, 'B'), set(6, 'B'), set(7, 'B')],
    effects: [fx('pay-money', { amount: 10, to: 'state' }, ['working', 'capitalist', 'middle'])],
    legitimacyLost: { kind: 'halve', classes: ['working', 'middle', 'capitalist'] },
  },
  {
    ...base,
    id: 'crisis.failed-imf-intervention-revolution',
    name: 'Failed IMF Intervention: Revolution',
    text: 'Needs 2 Trade Unions. Set 1A 2C 3A 4A 5A 6A 7A; classes pay the State; CC −3, MC −2.',
    description:
      'If there are fewer than 2 Trade Unions, draw another Crisis Response card instead. Discard ' +
      'all proposed Bills. Set Policies 1A 2C 3A 4A 5A 6A 7A (2C as printed). The State pays ' +
      'nothing for new Public Companies this round. The Working Class pays 10 to the State. The ' +
      'Capitalist Class pays 35 and the Middle Class 20 to the State; each then gets 1 Influence ' +
      'for every 2 of its Companies. Pay off Loans. The State loses 3 Legitimacy with the ' +
      'Capitalist Class and 2 with the Middle Class.',
    requires: [{ condition: 'trade-unions', min: 2 }],
    discardBills: all,
    policies: [set(1, 'A'), set(2, 'C'), set(3, 'A'), set(4, 'A'), set(5, 'A'), set(6, 'A'), set(7, 'A')],
    effects: [
      fx('public-company-cost', { share: 'none' }, 'game'),
      fx('pay-money', { amount: 10, to: 'state' }, ['working']),
      fx('pay-money', { amount: 35, to: 'state' }, ['capitalist']),
      fx('gain-influence', { amount: { per: 'own-companies', divisor: 2 } }, ['capitalist']),
      fx('pay-money', { amount: 20, to: 'state' }, ['middle']),
      fx('gain-influence', { amount: { per: 'own-companies', divisor: 2 } }, ['middle']),
    ],
    legitimacyLost: {
      kind: 'change',
      changes: [
        { class: 'capitalist', change: -3 },
        { class: 'middle', change: -2 },
      ],
    },
    uncertain: [
      {
        field: 'policies[1]',
        note: 'Labor Market is printed 2C among otherwise all-A sections; kept as printed.',
      },
    ],
  },
];

export const CRISIS_RESPONSE_CARDS: readonly CrisisResponseCard[] = parseDeck(
  'crisis-response',
  CrisisResponseCard,
  RAW,
);

export const GOVERNMENT_BOND: GovernmentBond = GovernmentBond.parse({
  id: 'crisis.government-bond',
  name: 'Government Bond',
  module: 'crisis-and-control',
  copies: 3,
  sides: [
    { lend: 30, repay: 40 },
    { lend: 50, repay: 70 },
  ],
  repayBy: 'end-of-next-action-phase',
  text: 'Bond: you lent the State 30 (repaid 40) or 50 (repaid 70) by the end of next Action phase.',
  description:
    'Taken by a class that lends money to the State during "New Government Bond Program". One ' +
    'side is a loan of 30 that the State repays with 40, the other a loan of 50 repaid with 70. ' +
    'The State must repay by the end of the Action phase of the following round.',
});
