/**
 * A Historical Event the Automa may trigger (rules-decisions AU13, from the components reference
 * §2.14, Automa rules digest, "Expansion interplay"): a Free-Action trigger fires at the end of its
 * turn; a Basic-Action trigger takes the place of the Special Action it chose, unless the Special
 * Action icon is printed at the top of its AI card (one of its four actions) — then the Special
 * Action is what the card asks for, and it carries it out.
 */
import { automa, said } from '../../engine/index.ts';
import { type Ask, type Decision, decide, find } from '../context.ts';

export function historicalEvent(a: Ask): Decision | undefined {
  const trigger = find(a.q, (v) => v === 'trigger');
  const special = find(a.q, (v) => v === 'special');
  // The trigger by its card's id: "Trigger New Deal (2 Influence)" in the reader's words.
  const action = automa.untriggeredEvent(a.g)?.id ?? '';
  if (!special) return decide(trigger, said('historical.atEnd', { automa: a.cls, action }));
  const printed = a.card?.actions.includes('special');
  if (printed)
    return decide(
      special,
      said('historical.keepsSpecial', {
        automa: a.cls,
        icon: 'special',
        number: a.card?.number ?? 0,
        action,
      }),
    );
  return decide(trigger, said('historical.instead', { automa: a.cls, icon: 'special', action }));
}
