import { z } from 'zod';
import { CardText, Industry, Uncertain } from './common.ts';

/** One Worker slot on a Company card: `skill` null means any unskilled-or-skilled Worker fits. */
export const WorkerSlot = z.object({ skill: Industry.nullable() });
export type WorkerSlot = z.infer<typeof WorkerSlot>;

const Wages = z.tuple([
  z.number().int().positive(),
  z.number().int().positive(),
  z.number().int().positive(),
]);

const companyBase = {
  id: z.string().regex(/^[a-z0-9.-]+$/),
  name: z.string().min(1),
  industry: Industry,
  /** Price to build (or, for Public Companies, what the Treasury pays when the row is revealed). */
  cost: z.number().int().nonnegative(),
  /** Goods or services produced when operational (Media produces Influence). */
  output: z.number().int().positive(),
  ...CardText,
  uncertain: z.array(Uncertain).default([]),
};

/**
 * Capitalist Class Company. Automated ones have no slots and no wages. `machinery` is the extra
 * output a Machinery token adds (absent = the card has no Machinery icon).
 */
export const CapitalistCompany = z.object({
  ...companyBase,
  owner: z.literal('capitalist'),
  slots: z.array(WorkerSlot).max(3),
  wages: Wages.nullable(),
  machinery: z.number().int().positive().optional(),
  automated: z.boolean(),
  /** Copies in the Company deck, and separate starting copies placed on the board at setup. */
  deckCopies: z.number().int().nonnegative(),
  startingCopies: z.number().int().nonnegative(),
});
export type CapitalistCompany = z.infer<typeof CapitalistCompany>;

/**
 * Middle Class Company: `slots` are the Middle Class Workers that run it (the first is skilled).
 * With one Middle Class slot it may take an optional Working Class `employee`, paid `wages`,
 * who adds `bonus` output.
 */
export const MiddleCompany = z.object({
  ...companyBase,
  owner: z.literal('middle'),
  slots: z.array(WorkerSlot).min(1).max(2),
  employee: z.object({ skill: Industry.nullable(), bonus: z.number().int().positive() }).nullable(),
  wages: Wages.nullable(),
  deckCopies: z.number().int().nonnegative(),
  startingCopies: z.number().int().nonnegative(),
});
export type MiddleCompany = z.infer<typeof MiddleCompany>;

/** Public Company: row 1 holds the starting ones for the player count, rows 2–3 the rest. */
export const PublicCompany = z.object({
  ...companyBase,
  owner: z.literal('public'),
  slots: z.array(WorkerSlot).min(1).max(3),
  wages: Wages,
  /** Player counts for which this card starts in row 1. */
  startsInRow1For: z.array(z.union([z.literal(2), z.literal(3), z.literal(4)])),
  /** Copies used for rows 2 and 3 (one per row). */
  laterRowCopies: z.number().int().nonnegative(),
});
export type PublicCompany = z.infer<typeof PublicCompany>;

/** The Working Class Cooperative Farm: built by an Action card, kept beside the player board. */
export const CooperativeFarm = z.object({
  ...companyBase,
  owner: z.literal('cooperative'),
  slots: z.array(WorkerSlot).length(3),
  copies: z.number().int().positive(),
});
export type CooperativeFarm = z.infer<typeof CooperativeFarm>;

export type CompanyCard = CapitalistCompany | MiddleCompany | PublicCompany | CooperativeFarm;
