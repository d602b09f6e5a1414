/**
 * Crisis Response questions an Automa answers (components.md §2.14, Expansion interplay): which
 * unemployed Workers leave ("it removes unskilled Workers first", rules-decisions C7) and what it
 * lends the State for a Government Bond (rules-decisions C4a).
 */
import type { Industry } from '../../data/common.ts';
import { GOVERNMENT_BOND } from '../../data/crisis-response.ts';
import { automa } from '../../engine/index.ts';
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
  // The board does not change between the narrowings: the criteria are read once.
  const criteria = skillCriteria(a.g, a.cls);
  while (left.length > 1) {
    // Rolls without the trace's note: these narrowings rank what stays, not what is chosen.
    const roll = a.roll(`keep-${left.length}`);
    const kept = narrow(left, criteria, (n) => roll(n))?.chosen;
    left = left.filter((i) => i !== kept);
  }
  return decide(optionOf(a.q, left[0]) ?? a.q.options[0]);
}

/**
 * The larger amount on an Influence indicator of the AI card the engine had it draw for the
 * program, else the smaller; when it cannot pay that much, the most it can pay below it (or nothing).
 */
export function lendToState(a: Ask): Decision | undefined {
  // Only an Automa seat has drawn a card (a person's autopilot follows its own rule).
  if (!automa.isAutoma(a.g, a.cls)) return undefined;
  const drawn = automa.automaOf(a.g, a.cls)?.revealed[0];
  const influence = !!(drawn && automa.aiCardById(drawn)?.influence);
  const amounts = a.q.options.map((o) => o.value as number).filter((n) => n > 0);
  const sides = GOVERNMENT_BOND.sides.map((side) => side.lend);
  const wanted = influence ? Math.max(...sides) : Math.min(...sides);
  const most = Math.max(0, ...amounts.filter((n) => n <= wanted));
  return decide(optionOf(a.q, most) ?? a.q.options[0]);
}
