/**
 * The Legitimacy icons printed on Action cards and the rewards printed on Event cards (4-player
 * games). A filled shield with a number is a Legitimacy change; an outlined shield is a Legitimacy
 * token (+1 at once and +1 more at every Scoring; rules-decisions S5).
 */
import { z } from 'zod';
import { VOTING_CLASSES } from './common.ts';

export const VotingClassId = z.enum(VOTING_CLASSES);

/** What a "per N" icon counts. The effect says whether the units were sold, bought, provided… */
export const UNITS = [
  'money',
  'food',
  'luxury',
  'health',
  'education',
  /** Items of more than one good together (e.g. Food and Luxury bought, Food and Health provided). */
  'goods',
  'media-influence',
  'voting-cubes',
  /** Companies the class owns. */
  'companies',
  /** Operational Healthcare Companies the class owns. */
  'operational-health-companies',
  /** The Middle Class's own Companies that have a Working Class employee. */
  'companies-with-working-class-worker',
  /** The class's employed Workers that the effect counts. */
  'employed-workers',
  'unemployed-workers',
] as const;
export const Unit = z.enum(UNITS);
export type Unit = z.infer<typeof Unit>;

/** How a unit reads in card descriptions: [singular, plural]. */
export const UNIT_NAMES: Record<Unit, readonly [string, string]> = {
  money: ['money', 'money'],
  food: ['Food', 'Food'],
  luxury: ['Luxury', 'Luxury'],
  health: ['Health', 'Health'],
  education: ['Education', 'Education'],
  goods: ['item', 'items'],
  'media-influence': ['Media Influence', 'Media Influence'],
  'voting-cubes': ['Voting cube', 'Voting cubes'],
  companies: ['Company', 'Companies'],
  'operational-health-companies': ['operational Healthcare Company', 'operational Healthcare Companies'],
  'companies-with-working-class-worker': [
    'Company with a Working Class Worker',
    'Companies with a Working Class Worker',
  ],
  'employed-workers': ['employed Worker', 'employed Workers'],
  'unemployed-workers': ['unemployed Worker', 'unemployed Workers'],
};

/** "per Health", "per 3 Health", "per 2 items". */
export function perText(per: number, unit: Unit): string {
  const [one, many] = UNIT_NAMES[unit];
  return per === 1 ? `per ${one}` : `per ${per} ${many}`;
}

const Delta = z
  .number()
  .int()
  .min(-3)
  .max(3)
  .refine((d) => d !== 0, 'must not be 0');

/** A class, or 'target': the class the card's effect picked (e.g. the class it provided to). */
const IconClass = z.union([VotingClassId, z.literal('target')]);

/** Legitimacy icons at the bottom of an Action card (4-player only, only when played for effect). */
export const LegitimacyIcon = z.discriminatedUnion('kind', [
  /** Move that class's Legitimacy by `delta`. */
  z.object({ kind: z.literal('change'), class: IconClass, delta: Delta }),
  /** +1 to that class per full `per` units the effect counted (rounded down). */
  z.object({ kind: z.literal('change-per'), class: IconClass, per: z.number().int().positive(), unit: Unit }),
  /** The State picks `count` classes and moves each by `delta`. */
  z.object({
    kind: z.literal('change-chosen'),
    delta: Delta,
    count: z.number().int().min(1).max(3),
  }),
  /** That class gets a Legitimacy token. */
  z.object({ kind: z.literal('token'), class: IconClass }),
]);
export type LegitimacyIcon = z.infer<typeof LegitimacyIcon>;

/**
 * An Event reward to the State. `option` limits it to one of the task's options (e.g. "Need for
 * Stimulus Package": 3 VP when giving 10 each, +1 Legitimacy with every class when giving 15 each).
 */
const option = { option: z.number().int().positive().optional() };
export const EventReward = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('legitimacy'), delta: Delta, ...option }),
  /** +1 Legitimacy per full `per` units (rounded down). */
  z.object({ kind: z.literal('legitimacy-per'), per: z.number().int().positive(), unit: Unit, ...option }),
  z.object({ kind: z.literal('token'), ...option }),
  /** One Legitimacy token per full `per` units. */
  z.object({ kind: z.literal('token-per'), per: z.number().int().positive(), unit: Unit, ...option }),
  z.object({ kind: z.literal('vp'), vp: z.number().int().positive(), ...option }),
  /** `vp` VP per full `per` units. */
  z.object({
    kind: z.literal('vp-per'),
    vp: z.number().int().positive(),
    per: z.number().int().positive(),
    unit: Unit,
    ...option,
  }),
]);
export type EventReward = z.infer<typeof EventReward>;
