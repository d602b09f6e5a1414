/**
 * Crisis & Control Automas: schemas for the AI cards, priority cards, advanced-mode starting
 * rows, Instruction cards and the shared cards. There are Automas for the Working, Middle and
 * Capitalist Classes only; there is no State Automa.
 * Source: Crisis & Control rulebook and components reference §2.14 (C&C rulebook v1.2 pp.3–13).
 */
import { z } from 'zod';
import { PolicyId, PolicyRequirement } from '../common.ts';
import { Amount, Condition, cardBase, EffectStep, PolicySet, VotingClassId } from '../expansions.schema.ts';

export const AUTOMA_CLASSES = ['working', 'middle', 'capitalist'] as const;
export const AutomaClass = VotingClassId;
export type AutomaClass = z.infer<typeof AutomaClass>;

export const AUTOMA_SHORT_NAMES: Record<AutomaClass, string> = {
  working: 'WCA',
  middle: 'MCA',
  capitalist: 'CCA',
};
export const AUTOMA_NAMES: Record<AutomaClass, string> = {
  working: 'Working Class Automa',
  middle: 'Middle Class Automa',
  capitalist: 'Capitalist Class Automa',
};

/** Cards per Automa and the priority row markers (C&C rulebook p.2). */
export const AUTOMA_COUNTS = {
  aiCards: 30,
  actionPriorityCards: 6,
  policyPriorityCards: 7,
  priorityRowMarkers: 8,
  instructionCards: { working: 10, capitalist: 11, middle: 13 } satisfies Record<AutomaClass, number>,
  sharedCards: 4,
} as const;

/** Icons at the top of AI cards: an action (simple mode) or the check for it (advanced mode). */
export const AI_ICONS = [
  'assign-workers',
  'buy-goods',
  'propose-bill',
  'strike',
  'build-company',
  'sell-foreign',
  'lobby',
  'special',
] as const;
export const AiIcon = z.enum(AI_ICONS);
export type AiIcon = z.infer<typeof AiIcon>;

export const AI_ICON_LABELS: Record<AiIcon, string> = {
  'assign-workers': 'Assign Workers',
  'buy-goods': 'Buy Goods & Services',
  'propose-bill': 'Propose Bill',
  strike: 'Strike',
  'build-company': 'Build Company',
  'sell-foreign': 'Sell to the Foreign Market',
  lobby: 'Lobby',
  special: 'Special Action',
};

/** The icons each Automa's AI cards use. */
export const AUTOMA_ICONS: Record<AutomaClass, readonly AiIcon[]> = {
  working: ['assign-workers', 'buy-goods', 'propose-bill', 'strike'],
  capitalist: ['build-company', 'sell-foreign', 'propose-bill', 'lobby', 'special'],
  middle: ['propose-bill', 'buy-goods', 'build-company', 'sell-foreign', 'assign-workers', 'special'],
};

/** Action priority cards (advanced mode): the AI icons plus Demonstration and Sell Company. */
export const PriorityAction = z.enum([...AI_ICONS, 'demonstration', 'sell-company']);
export type PriorityAction = z.infer<typeof PriorityAction>;
export const PRIORITY_ACTION_LABELS: Record<PriorityAction, string> = {
  ...AI_ICON_LABELS,
  demonstration: 'Demonstration',
  'sell-company': 'Sell Company',
};

/** Each Automa's 6 Action priority cards. */
export const AUTOMA_PRIORITY_ACTIONS: Record<AutomaClass, readonly PriorityAction[]> = {
  working: ['assign-workers', 'buy-goods', 'propose-bill', 'special', 'strike', 'demonstration'],
  capitalist: ['build-company', 'sell-foreign', 'propose-bill', 'special', 'lobby', 'sell-company'],
  middle: ['buy-goods', 'build-company', 'assign-workers', 'special', 'sell-foreign', 'propose-bill'],
};

/**
 * A bonus or Special Action: applies while `requires` holds. `legitimacy` is the printed
 * Legitimacy icon (the State's Legitimacy with that class, 4-player games, only if the part is
 * used); `perItems` = +change for every that many items or Companies involved.
 */
export const AutomaEffect = z.strictObject({
  requires: z.array(PolicyRequirement).default([]),
  effects: z.array(EffectStep).min(1),
  legitimacy: z
    .strictObject({
      class: VotingClassId,
      change: z.number().int(),
      perItems: z.number().int().positive().optional(),
    })
    .optional(),
  text: z.string().min(1).max(100),
});
export type AutomaEffect = z.infer<typeof AutomaEffect>;
export type AutomaEffectInput = z.input<typeof AutomaEffect>;

/** On cards with the Special Action icon first: how far the Special Action card moves up. */
export const SpecialPriorityRule = z.strictObject({
  requires: z.array(PolicyRequirement).default([]),
  conditions: z.array(Condition).default([]),
  steps: Amount,
  text: z.string().min(1).max(100),
});
export type SpecialPriorityRule = z.infer<typeof SpecialPriorityRule>;
export type SpecialPriorityRuleInput = z.input<typeof SpecialPriorityRule>;

export const AiCard = z
  .strictObject({
    ...cardBase,
    module: z.literal('crisis-and-control'),
    automa: AutomaClass,
    number: z.number().int().min(1).max(30),
    /** The 4 icons, left to right. */
    actions: z.tuple([AiIcon, AiIcon, AiIcon, AiIcon]),
    /** The two Policies listed, in order (none on cards without Propose Bill). */
    policies: z.array(PolicyId).max(2),
    /** Applies to the first action; null on cards whose first icon is the Special Action. */
    bonus: AutomaEffect.nullable(),
    /** Printed instead of a bonus when the Special Action icon is first. */
    specialPriority: z.array(SpecialPriorityRule).min(1).nullable(),
    special: AutomaEffect,
    /** Influence indicator (bottom left), used for Influence and decision draws. */
    influence: z.boolean(),
  })
  .superRefine((card, ctx) => {
    const allowed = AUTOMA_ICONS[card.automa];
    card.actions.forEach((icon, i) => {
      if (!allowed.includes(icon)) {
        ctx.addIssue({
          code: 'custom',
          path: ['actions', i],
          message: `${icon} is not a ${card.automa} Automa icon`,
        });
      }
    });
    if (new Set(card.actions).size !== 4) {
      ctx.addIssue({ code: 'custom', path: ['actions'], message: 'the 4 icons must differ' });
    }
    const proposes = card.actions.includes('propose-bill');
    if (card.policies.length !== (proposes ? 2 : 0) || new Set(card.policies).size !== card.policies.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['policies'],
        message: 'two different Policies exactly when Propose Bill is an icon',
      });
    }
    const specialFirst = card.actions[0] === 'special';
    if (specialFirst !== (card.specialPriority !== null) || specialFirst !== (card.bonus === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bonus'],
        message: 'Special Action first ⇔ special priority rules and no bonus',
      });
    }
    const id = `automa.${card.automa}.${String(card.number).padStart(2, '0')}`;
    if (card.id !== id) ctx.addIssue({ code: 'custom', path: ['id'], message: `expected ${id}` });
  });
export type AiCard = z.infer<typeof AiCard>;
export type AiCardInput = z.input<typeof AiCard>;

export const PriorityCard = z.discriminatedUnion('kind', [
  z.strictObject({
    ...cardBase,
    module: z.literal('crisis-and-control'),
    automa: AutomaClass,
    kind: z.literal('action'),
    action: PriorityAction,
  }),
  z.strictObject({
    ...cardBase,
    module: z.literal('crisis-and-control'),
    automa: AutomaClass,
    kind: z.literal('policy'),
    policy: PolicyId,
  }),
]);
export type PriorityCard = z.infer<typeof PriorityCard>;
export type PriorityCardInput = z.input<typeof PriorityCard>;

/**
 * Advanced-mode starting rows. Rows are listed bottom row first; within a row, the card nearest
 * the marker (highest priority) first. Policy cards in `setAside` start outside the rows.
 */
export const StartingRows = z
  .strictObject({
    automa: AutomaClass,
    actionRows: z.array(z.array(PriorityAction).min(1)).length(2),
    policyRows: z.array(z.array(PolicyId).min(1)).min(1),
    setAside: z.array(PolicyId),
  })
  .superRefine((rows, ctx) => {
    const actions = rows.actionRows.flat();
    const expected = AUTOMA_PRIORITY_ACTIONS[rows.automa];
    if (actions.length !== 6 || !expected.every((a) => actions.includes(a))) {
      ctx.addIssue({
        code: 'custom',
        path: ['actionRows'],
        message: `must hold ${expected.join(', ')} once each`,
      });
    }
    const policies = [...rows.policyRows.flat(), ...rows.setAside].sort();
    if (policies.join() !== '1,2,3,4,5,6,7') {
      ctx.addIssue({ code: 'custom', path: ['policyRows'], message: 'Policies 1–7 must appear once each' });
    }
  });
export type StartingRows = z.infer<typeof StartingRows>;

const Kebab = z.string().regex(/^[a-z0-9-]+$/);
const ParamValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const Params = z.record(z.string(), ParamValue);

/** One narrowing step of a criteria card ("prefer options that …"), in printed order. */
const BaseCriterion = z.strictObject({
  id: Kebab,
  params: Params.optional(),
  text: z.string().min(1).max(200),
});
export const Criterion = BaseCriterion.extend({
  /** "If multiple options" sub-steps printed under this one. */
  tieBreak: z.array(BaseCriterion).min(1).optional(),
});
export type Criterion = z.infer<typeof Criterion>;

/** Where a check moves a priority card: an action card, the listed Policy's card, or a Policy. */
export const PriorityTarget = z.union([
  PriorityAction,
  z.literal('listed-policy'),
  z.strictObject({ policy: PolicyId }),
]);
export type PriorityTarget = z.infer<typeof PriorityTarget>;

/** How many rows a check moves a card: a number, or one per counted thing (÷ divisor). */
export const CheckSteps = z.union([
  z.number().int().positive(),
  z.strictObject({
    per: Kebab,
    times: z.number().int().positive().optional(),
    divisor: z.number().int().positive().optional(),
  }),
]);

/** One line of a CHECK card: when `when` holds, move `move` up by `steps` rows. */
export const CheckRule = z.strictObject({
  when: Kebab,
  params: Params.optional(),
  move: PriorityTarget,
  steps: CheckSteps,
  /** Checked once per listed Policy / eligible Company / resource rather than once. */
  each: z
    .enum(['listed-policy', 'market-company', 'own-non-operational-company', 'resource', 'struck-company'])
    .optional(),
  text: z.string().min(1).max(200),
});
export type CheckRule = z.infer<typeof CheckRule>;

/** What an Action Criteria card requires before the Automa may take an action. */
export const ActionRequirement = z.strictObject({
  action: PriorityAction,
  mode: z.enum(['simple', 'advanced', 'both']),
  text: z.string().min(1).max(300),
});

export const InstructionCard = z
  .strictObject({
    ...cardBase,
    module: z.literal('crisis-and-control'),
    automa: AutomaClass,
    kind: z.enum(['check', 'action-criteria', 'criteria']),
    /** For CHECK cards: the AI-card icon this check answers. */
    checks: AiIcon.optional(),
    /** Simple mode keeps only the cards without CHECK in the title. */
    simpleMode: z.boolean(),
    desiredPolicies: PolicySet.optional(),
    rules: z.array(CheckRule).default([]),
    actionRequirements: z.array(ActionRequirement).default([]),
    criteria: z.array(Criterion).default([]),
    notes: z.array(z.string().min(1).max(300)).default([]),
  })
  .superRefine((card, ctx) => {
    if (
      (card.kind === 'check') !== (card.checks !== undefined) ||
      (card.kind === 'check') === card.simpleMode
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['checks'],
        message: 'CHECK cards name their icon and are advanced-only',
      });
    }
    if (card.kind === 'check' && card.rules.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['rules'], message: 'a CHECK card needs rules' });
    }
    if (card.kind === 'criteria' && card.criteria.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'a criteria card needs criteria' });
    }
    if (card.kind === 'action-criteria' && card.actionRequirements.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['actionRequirements'], message: 'needs action requirements' });
    }
  });
export type InstructionCard = z.infer<typeof InstructionCard>;
export type InstructionCardInput = z.input<typeof InstructionCard>;

/** The shared Desired Policies card: what an Automa assumes each role wants. */
export const DesiredPoliciesCard = z.strictObject({
  ...cardBase,
  module: z.literal('crisis-and-control'),
  policies: z.strictObject({
    working: PolicySet,
    middle: PolicySet,
    capitalist: PolicySet,
    state: PolicySet,
  }),
});
export type DesiredPoliciesCard = z.infer<typeof DesiredPoliciesCard>;

/**
 * One step of Influence spending. 'draw' = draw `draw` AI cards (at most the Automa's Influence)
 * and spend 1 per Influence indicator shown; 'draw-one-to-spend-all' = draw 1 and spend all on an
 * indicator.
 */
export const SpendStep = z.strictObject({
  action: z.enum([
    'nothing',
    'spend-needed',
    'spend-needed-minus-one',
    'spend-all',
    'draw',
    'draw-one-to-spend-all',
  ]),
  draw: z.union([z.literal(1), z.enum(['other-side-total', 'other-side-excess-plus-one'])]).optional(),
});
export type SpendStep = z.infer<typeof SpendStep>;

export const SpendingInfluenceCard = z.strictObject({
  ...cardBase,
  module: z.literal('crisis-and-control'),
  situation: z.enum(['winning', 'losing-alone', 'losing-with-allies']),
  rules: z
    .array(
      z.strictObject({
        when: Kebab,
        /** Applies only if the other side does (true) or does not (false) hold Influence. */
        otherSideHasInfluence: z.boolean().optional(),
        steps: z.array(SpendStep).min(1),
        text: z.string().min(1).max(200),
      }),
    )
    .min(1),
});
export type SpendingInfluenceCard = z.infer<typeof SpendingInfluenceCard>;
