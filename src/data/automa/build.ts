/** Helpers that turn compact Automa rows into card inputs (ids, names and labels included). */
import type { PolicyId, PolicyRequirement, Uncertain } from '../common.ts';
import { POLICY_NAMES } from '../tables.ts';
import {
  AI_ICON_LABELS,
  type AiCardInput,
  type AiIcon,
  AUTOMA_NAMES,
  AUTOMA_PRIORITY_ACTIONS,
  AUTOMA_SHORT_NAMES,
  type AutomaClass,
  type AutomaEffectInput,
  PRIORITY_ACTION_LABELS,
  type PriorityCardInput,
  type SpecialPriorityRuleInput,
} from './schema.ts';

const ICON_CODES: Record<string, AiIcon> = {
  AW: 'assign-workers',
  BGS: 'buy-goods',
  PB: 'propose-bill',
  STR: 'strike',
  BC: 'build-company',
  SFM: 'sell-foreign',
  LOB: 'lobby',
  SA: 'special',
};
/** An AI card's action icons in one word each (its name line). */
export const ICON_SHORT: Record<AiIcon, string> = {
  'assign-workers': 'Assign',
  'buy-goods': 'Buy',
  'propose-bill': 'Bill',
  strike: 'Strike',
  'build-company': 'Build',
  'sell-foreign': 'Export',
  lobby: 'Lobby',
  special: 'Special',
};

/** "2B/2C" style requirement. */
export function req(policy: PolicyId, ...sections: ('A' | 'B' | 'C')[]): PolicyRequirement[] {
  return [{ policy, sections }];
}

function icons(codes: string): [AiIcon, AiIcon, AiIcon, AiIcon] {
  const list = codes.split(' ').map((code) => {
    const icon = ICON_CODES[code];
    if (!icon) throw new Error(`unknown AI icon code ${code}`);
    return icon;
  });
  return list as [AiIcon, AiIcon, AiIcon, AiIcon];
}

/**
 * One AI card from its printed row. `first` is the bonus, or the Special Action priority rules
 * when the Special Action icon is printed first.
 */
export function aiCard(
  automa: AutomaClass,
  number: number,
  codes: string,
  policies: PolicyId[],
  first: AutomaEffectInput | SpecialPriorityRuleInput[],
  special: AutomaEffectInput,
  influence: boolean,
  uncertain: Uncertain[] = [],
): AiCardInput {
  const actions = icons(codes);
  const specialPriority = Array.isArray(first) ? first : null;
  const bonus = Array.isArray(first) ? null : first;
  const policyNames = policies.map((p) => POLICY_NAMES[p]);
  const text = [
    `#${number} ${actions.map((a) => ICON_SHORT[a]).join(' › ')}`,
    ...(policies.length > 0 ? [policyNames.join(', ')] : []),
    ...(influence ? ['Influence'] : []),
  ].join(' | ');
  const description = [
    `Icons: ${actions.map((a) => AI_ICON_LABELS[a]).join(', ')}.`,
    policies.length > 0
      ? `Policies: ${policies.map((p, i) => `${p} ${policyNames[i]}`).join(', ')}.`
      : 'No Policies.',
    bonus
      ? `Bonus (first action): ${bonus.text}`
      : `Special Action priority: ${(specialPriority as SpecialPriorityRuleInput[]).map((r) => r.text).join(' ')}`,
    `Special Action: ${special.text}`,
    `Influence indicator: ${influence ? 'yes' : 'no'}.`,
  ].join(' ');
  return {
    id: `automa.${automa}.${String(number).padStart(2, '0')}`,
    name: `${AUTOMA_NAMES[automa]} AI card ${number}`,
    module: 'crisis-and-control',
    automa,
    number,
    actions,
    policies,
    bonus,
    specialPriority,
    special,
    influence,
    text,
    description,
    uncertain,
  };
}

/** The 6 Action and 7 Policy priority cards of an Automa. */
export function priorityCards(automa: AutomaClass): PriorityCardInput[] {
  const short = AUTOMA_SHORT_NAMES[automa];
  const actions = AUTOMA_PRIORITY_ACTIONS[automa].map((action) => ({
    id: `automa.${automa}.priority.${action}`,
    name: `${short} Action priority: ${PRIORITY_ACTION_LABELS[action]}`,
    module: 'crisis-and-control' as const,
    automa,
    kind: 'action' as const,
    action,
    text: `${short} Action priority card: ${PRIORITY_ACTION_LABELS[action]}`,
    description: `Advanced mode. The ${AUTOMA_NAMES[automa]} performs ${PRIORITY_ACTION_LABELS[action]} when this card has the highest priority.`,
  }));
  const policies = ([1, 2, 3, 4, 5, 6, 7] as const).map((policy) => ({
    id: `automa.${automa}.priority.policy-${policy}`,
    name: `${short} Policy priority: ${policy} ${POLICY_NAMES[policy]}`,
    module: 'crisis-and-control' as const,
    automa,
    kind: 'policy' as const,
    policy,
    text: `${short} Policy priority card: ${policy} ${POLICY_NAMES[policy]}`,
    description: `Advanced mode. When the ${AUTOMA_NAMES[automa]} proposes a Bill it picks the Policy whose priority card is highest; this is Policy ${policy} (${POLICY_NAMES[policy]}).`,
  }));
  return [...actions, ...policies];
}
