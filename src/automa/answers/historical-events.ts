/**
 * A Historical Event the Automa may trigger (rules-decisions AU13, from the components reference
 * §2.14, Automa rules digest, "Expansion interplay"): a Free-Action trigger fires at the end of its
 * turn; a Basic-Action trigger takes the place of the Special Action it chose, unless the Special
 * Action icon is printed at the top of its AI card (one of its four actions) — then the Special
 * Action is what the card asks for, and it carries it out.
 */
import { AI_ICON_LABELS } from '../../data/automa/index.ts';
import { AUTOMA_NAMES } from '../../data/automa/schema.ts';
import { type Ask, type Decision, decide, find } from '../context.ts';

export function historicalEvent(a: Ask): Decision | undefined {
  const trigger = find(a.q, (v) => v === 'trigger');
  const special = find(a.q, (v) => v === 'special');
  const who = `The ${AUTOMA_NAMES[a.cls]}`;
  if (!special)
    return decide(
      trigger,
      `${who} takes "${trigger?.label}" at the end of its turn — it triggers a Historical Event whenever it may.`,
    );
  const printed = a.card?.actions.includes('special');
  if (printed)
    return decide(
      special,
      `${who} keeps to its ${AI_ICON_LABELS.special}: AI card ${a.card?.number} prints it among its actions, so "${trigger?.label}" does not replace it.`,
    );
  return decide(trigger, `${who} takes "${trigger?.label}" in place of its ${AI_ICON_LABELS.special}.`);
}
