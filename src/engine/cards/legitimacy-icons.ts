/**
 * The Legitimacy icons of a card played for its effect (4-player games only). Fixed changes to a
 * named class are applied when the card is played (cards/play.ts); an effect calls
 * `applyCardLegitimacy` when it knows what the other icons need: the class it targeted, and the
 * units it counted for "+1 per N" icons. Icons that let the State choose classes become a question.
 */
import type { ClassId, VotingClass } from '../../data/common.ts';
import type { Unit } from '../../data/icons.ts';
import { LEGITIMACY } from '../../data/tables.ts';
import { type Choice, votingClassChoice } from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import { type Ctx, question, queue, said } from '../core/flow.ts';
import { changeLegitimacy, giveLegitimacyToken } from '../politics/legitimacy.ts';
import { statePlays } from '../seats.ts';
import { cardOfInstance } from './play.ts';

export interface IconContext {
  /** The class the effect picked (provided to, bought from…), for icons marked 'target'. */
  target?: VotingClass;
  /** How many of each unit the effect counted, for "+1 per N" icons. */
  units?: Partial<Record<Unit, number>>;
}

export function applyCardLegitimacy(x: Ctx, instance: string, context: IconContext = {}) {
  const card = cardOfInstance(instance);
  if (!card || !statePlays(x.g)) return;
  for (const icon of card.legitimacy) {
    const cls =
      icon.kind === 'change-chosen' ? undefined : icon.class === 'target' ? context.target : icon.class;
    if (icon.kind === 'change') {
      if (icon.class === 'target' && cls) changeLegitimacy(x, cls, icon.delta);
    } else if (icon.kind === 'change-per') {
      const units = context.units?.[icon.unit] ?? 0;
      if (cls) changeLegitimacy(x, cls, Math.floor(units / icon.per));
    } else if (icon.kind === 'token') {
      if (cls) giveLegitimacyToken(x, cls);
    } else if (icon.kind === 'change-chosen') {
      queue(
        x,
        chooseClasses({
          seat: 'state',
          delta: icon.delta,
          count: icon.count,
          card: card.name,
          instance,
          chosen: [],
        }),
      );
    }
  }
}

interface ChooseClassesStep {
  seat: ClassId;
  delta: number;
  count: number;
  /** The card's name: a question saved before `instance` existed names the card by it. */
  card: string;
  instance?: string;
  chosen: VotingClass[];
}

/** The State picks `count` classes, one at a time, whose Legitimacy moves by `delta`. */
const chooseClasses = question<ChooseClassesStep, VotingClass>('legitimacy.choose', {
  choice: votingClassChoice,
  ask(x, s) {
    if (s.chosen.length >= s.count) return null;
    // A Legitimacy already at 1 cannot be chosen to lose (components reference §3.1 FAQ, Higher VAT).
    const legit = x.g.classes.state.legitimacy;
    const options: Array<Choice<VotingClass>> = (['working', 'middle', 'capitalist'] as const)
      .filter((c) => !s.chosen.includes(c) && (s.delta > 0 || legit[c] > LEGITIMACY.min))
      .map((c) => ({
        value: c,
        said: said('option.legitimacyDelta', { class: c, delta: `${s.delta > 0 ? '+' : ''}${s.delta}` }),
      }));
    if (options.length === 0) return null;
    return {
      seat: s.seat,
      kind: 'legitimacy.choose',
      said: said('ask.legitimacyChoose', { card: s.instance ?? s.card, delta: s.delta }),
      options,
    };
  },
  answer(x, s, cls) {
    changeLegitimacy(x, cls, s.delta);
    queue(x, chooseClasses(withChanges(s, { chosen: [...s.chosen, cls] })));
  },
});
