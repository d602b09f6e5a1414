/**
 * Cards shared by all Automas: the Desired Policies card and the 3 Spending Influence cards.
 * Source: components reference §2.14 "Shared Automa cards" and the Automa rules digest (voting sides,
 * Immediate Votes, Influence draws).
 */
import { parseDeck } from '../expansions.schema.ts';
import {
  DesiredPoliciesCard,
  type SpendingInfluenceCard,
  SpendingInfluenceCard as SpendingSchema,
} from './schema.ts';

/**
 * What an Automa assumes each role wants. It votes for a Bill that is on, or moves toward, its
 * own Desired section, and against otherwise; it uses the other rows to guess sides for an
 * Immediate Vote with 3–4 players.
 */
export const DESIRED_POLICIES_CARD: DesiredPoliciesCard = DesiredPoliciesCard.parse({
  id: 'automa.desired-policies',
  name: 'Desired Policies',
  module: 'crisis-and-control',
  policies: {
    working: { 1: 'A', 2: 'A', 3: 'A', 4: 'A', 5: 'A', 6: 'C', 7: 'B' },
    capitalist: { 1: 'C', 2: 'C', 3: 'C', 4: 'C', 5: 'C', 6: 'A', 7: 'C' },
    middle: { 1: 'B', 2: 'B', 3: 'B', 4: 'B', 5: 'B', 6: 'B', 7: 'A' },
    state: { 1: 'B', 2: 'C', 3: 'A', 4: 'B', 5: 'B', 6: 'B', 7: 'C' },
  },
  text: 'Desired Policies: WC 1A–5A 6C 7B; CC 1C–5C 6A 7C; MC 1B–6B 7A; State 1B 2C 3A 4B 5B 6B 7C.',
  description:
    'The Policies each role is assumed to want. Working Class 1A 2A 3A 4A 5A 6C 7B; Capitalist ' +
    'Class 1C 2C 3C 4C 5C 6A 7C; Middle Class 1B 2B 3B 4B 5B 6B 7A; State 1B 2C 3A 4B 5B 6B 7C. An ' +
    'Automa supports a Bill that is on, or moves toward, its own Desired section.',
});

const base = { module: 'crisis-and-control' } as const;
const uncertain = [
  {
    field: 'rules',
    note: 'Paraphrased from a summary of the card (the scan could not be read); cases not listed spend nothing.',
  },
];

const RAW_SPENDING = [
  {
    ...base,
    id: 'automa.spending-influence.winning',
    name: 'Spending Influence: Winning',
    situation: 'winning',
    uncertain,
    text: 'Automa side winning: draw to match what the other side could still add.',
    description:
      'When its side is winning the vote: if the other side has exactly the Influence it needs to ' +
      'turn the vote, draw 1; if it has more, draw X where X is its total minus what it needs plus ' +
      '1; if it has none, spend nothing. Each drawn AI card with the Influence indicator spends 1.',
    rules: [
      {
        when: 'other-side-has-exactly-needed',
        steps: [{ action: 'draw', draw: 1 }],
        text: 'The other side has exactly the Influence it needs: draw 1.',
      },
      {
        when: 'other-side-has-more-than-needed',
        steps: [{ action: 'draw', draw: 'other-side-excess-plus-one' }],
        text: 'The other side has more than it needs: draw (its total − needed + 1).',
      },
      {
        when: 'other-side-has-none',
        steps: [{ action: 'nothing' }],
        text: 'The other side has no Influence: spend nothing.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.spending-influence.losing-alone',
    name: 'Spending Influence: Losing, Alone',
    situation: 'losing-alone',
    uncertain,
    text: 'Automa losing with no allies: spend what it takes, then draw against the other side.',
    description:
      'When its side is losing and it is alone on it: with exactly enough Influence, draw 1 to spend ' +
      'all if the other side holds Influence, else spend what is needed. With more than enough, spend ' +
      "what is needed, then draw X (the other side's total) if the other side holds Influence.",
    rules: [
      {
        when: 'has-exactly-enough',
        otherSideHasInfluence: true,
        steps: [{ action: 'draw-one-to-spend-all' }],
        text: 'Exactly enough, and the other side has Influence: draw 1 to spend all.',
      },
      {
        when: 'has-exactly-enough',
        otherSideHasInfluence: false,
        steps: [{ action: 'spend-needed' }],
        text: 'Exactly enough, and the other side has none: spend what is needed.',
      },
      {
        when: 'has-more-than-enough',
        otherSideHasInfluence: true,
        steps: [{ action: 'spend-needed' }, { action: 'draw', draw: 'other-side-total' }],
        text: "More than enough, and the other side has Influence: spend what is needed, then draw the other side's total.",
      },
      {
        when: 'has-more-than-enough',
        otherSideHasInfluence: false,
        steps: [{ action: 'spend-needed' }],
        text: 'More than enough, and the other side has none: spend what is needed.',
      },
    ],
  },
  {
    ...base,
    id: 'automa.spending-influence.losing-with-allies',
    name: 'Spending Influence: Losing, with Allies',
    situation: 'losing-with-allies',
    text: 'Automa losing with allies holding Influence: pool and split the spending.',
    description:
      'When its side is losing and allies on it hold Influence (Automas on one side pool their ' +
      'Influence and split the spending): if the side has exactly enough, do nothing when the other ' +
      'side holds Influence, else spend all. With more than enough: spend what is needed, then draw ' +
      "X (the other side's total) when the other side holds Influence; else spend what is needed " +
      'minus 1, then draw 1.',
    rules: [
      {
        when: 'side-has-exactly-enough',
        otherSideHasInfluence: true,
        steps: [{ action: 'nothing' }],
        text: 'The side has exactly enough, and the other side has Influence: do nothing.',
      },
      {
        when: 'side-has-exactly-enough',
        otherSideHasInfluence: false,
        steps: [{ action: 'spend-all' }],
        text: 'The side has exactly enough, and the other side has none: spend all.',
      },
      {
        when: 'side-has-more-than-enough',
        otherSideHasInfluence: true,
        steps: [{ action: 'spend-needed' }, { action: 'draw', draw: 'other-side-total' }],
        text: "More than enough, and the other side has Influence: spend what is needed, then draw the other side's total.",
      },
      {
        when: 'side-has-more-than-enough',
        otherSideHasInfluence: false,
        steps: [{ action: 'spend-needed-minus-one' }, { action: 'draw', draw: 1 }],
        text: 'More than enough, and the other side has none: spend what is needed minus 1, then draw 1.',
      },
    ],
    uncertain,
  },
];

export const SPENDING_INFLUENCE_CARDS: readonly SpendingInfluenceCard[] = parseDeck(
  'automa-spending-influence',
  SpendingSchema,
  RAW_SPENDING,
);
