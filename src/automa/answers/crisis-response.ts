/**
 * Crisis Response questions an Automa answers (components.md §2.14, Expansion interplay): which
 * unemployed Workers leave ("it removes unskilled Workers first", rules-decisions C7).
 */
import type { Industry } from '../../data/common.ts';
import { type Ask, type Decision, decide, find, optionOf } from '../context.ts';
import { narrow } from '../narrow.ts';
import { skillCriteria } from './workers.ts';

/**
 * An unskilled Worker first. Among skilled ones, the skill its Skilled Worker Criteria want least:
 * the criteria pick the skill they want most, again and again, and the one left over leaves.
 */
export function removeWorker(a: Ask): Decision | undefined {
  const unskilled = find(a.q, (v) => v === 'unskilled');
  if (unskilled || a.cls === 'capitalist') return decide(unskilled ?? a.q.options[0]);
  let left = a.q.options.map((o) => o.value as Industry);
  while (left.length > 1) {
    // Rolls without the trace's note: these narrowings rank what stays, not what is chosen.
    const roll = a.roll(`keep-${left.length}`);
    const kept = narrow(left, skillCriteria(a.g, a.cls), (n) => roll(n))?.chosen;
    left = left.filter((i) => i !== kept);
  }
  return decide(optionOf(a.q, left[0]) ?? a.q.options[0]);
}
