import type { ClassId, Good, Industry, PolicyId, Section } from '../data/common.ts';
import { POLICY_NAMES } from '../data/tables.ts';

/** How the game names things in player-facing text. */
export const CLASS_NAMES: Record<ClassId, string> = {
  working: 'Working Class',
  middle: 'Middle Class',
  capitalist: 'Capitalist Class',
  state: 'State',
};

export const GOOD_NAMES: Record<Good | 'influence', string> = {
  food: 'Food',
  luxury: 'Luxury',
  health: 'Health',
  education: 'Education',
  influence: 'Influence',
};

export const INDUSTRY_NAMES: Record<Industry, string> = {
  food: 'Agriculture',
  luxury: 'Luxury',
  health: 'Healthcare',
  education: 'Education',
  media: 'Media',
};

export const SKILL_NAMES: Record<Industry, string> = {
  food: 'food-skilled',
  luxury: 'luxury-skilled',
  health: 'health-skilled',
  education: 'education-skilled',
  media: 'media-skilled',
};

export function policyLabel(policy: PolicyId, section?: Section) {
  return section ? `${policy}${section} ${POLICY_NAMES[policy]}` : `${policy} ${POLICY_NAMES[policy]}`;
}

export function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
