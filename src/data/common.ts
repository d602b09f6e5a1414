import { z } from 'zod';

/** The four roles. Player order in the Action phase is this order (rulebook: Action Phase). */
export const CLASS_IDS = ['working', 'middle', 'capitalist', 'state'] as const;
export const ClassId = z.enum(CLASS_IDS);
export type ClassId = z.infer<typeof ClassId>;
/** The three classes that have Workers, Voting cubes and Legitimacy tracks. */
export const VOTING_CLASSES = ['working', 'middle', 'capitalist'] as const;
export type VotingClass = (typeof VOTING_CLASSES)[number];

/** Industries, by the resource their Companies produce (Media produces Influence). */
export const INDUSTRIES = ['food', 'luxury', 'health', 'education', 'media'] as const;
export const Industry = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof Industry>;

/** Goods and services that can be stored, bought and sold. Influence is handled on its own. */
export const GOODS = ['food', 'luxury', 'health', 'education'] as const;
export const Good = z.enum(GOODS);
export type Good = z.infer<typeof Good>;

export const RESOURCES = ['food', 'luxury', 'health', 'education', 'influence'] as const;
export const Resource = z.enum(RESOURCES);
export type Resource = z.infer<typeof Resource>;

export const POLICY_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type PolicyId = (typeof POLICY_IDS)[number];
export const PolicyId = z.custom<PolicyId>(
  (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 7,
  'must be a Policy number 1–7',
);

export const SECTIONS = ['A', 'B', 'C'] as const;
export const Section = z.enum(SECTIONS);
export type Section = z.infer<typeof Section>;

export const WAGE_LEVELS = [1, 2, 3] as const;
export type WageLevel = (typeof WAGE_LEVELS)[number];

export const PLAYER_COUNTS = [2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Which box a component comes from; modules are switched on in the game options. */
export const Module = z.enum(['base', 'crisis-and-control', 'historical-events']);
export type Module = z.infer<typeof Module>;

/** A value the reference could not settle; the choice made is listed in docs/rules-decisions.md. */
export const Uncertain = z.object({ field: z.string(), note: z.string() });
export type Uncertain = z.infer<typeof Uncertain>;

/** Player-facing text: a label that fits a Discord select option, and a longer description. */
export const CardText = {
  text: z.string().min(1).max(100),
  description: z.string().min(1).max(1000),
};

/** "Policy 4 in B or C": a card's requirement is a list of these, all of which must hold. */
export const PolicyRequirement = z.object({ policy: PolicyId, sections: z.array(Section).min(1).max(2) });
export type PolicyRequirement = z.infer<typeof PolicyRequirement>;
