import type { Industry, PolicyId, Section } from '../data/common.ts';
import { POLICY_NAMES } from '../data/tables.ts';

/** How the engine names things in player-facing text (the data's names are in data/names.ts). */
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

/** "a" or "an", as the next word is said (every skill, "unskilled" and the names the engine writes). */
export function aOrAn(next: string, capital = false): string {
  const a = /^[aeiou]/i.test(next) ? 'an' : 'a';
  return capital ? `${a[0]?.toUpperCase()}${a.slice(1)}` : a;
}

export function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
