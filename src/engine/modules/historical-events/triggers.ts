/**
 * When a Historical Event applies (Historical Events rulebook, How to Play and The Trigger): the
 * Early card at setup; one card revealed at the end of each Preparation phase (round 1 included);
 * a card applies when revealed, at the end of the Action phase, or as a Free or Basic Action of the
 * classes it lists — always only while its requirement holds, and at most once.
 */

import type { ClassId } from '../../../data/common.ts';
import {
  HISTORICAL_EVENTS,
  type HistoricalEvent,
  type HistoricalTrigger,
} from '../../../data/historical-events.ts';
import { auto, type Ctx, list, log, queue, said } from '../../core/flow.ts';
import { no, type Why } from '../../core/why.ts';
import type { GameState } from '../../game-state.ts';
import { type Module, Rules } from '../../ruleset.ts';
import { statePlays } from '../../seats.ts';
import { dealHistoricalEvents, revealNext, untriggeredEvent } from './deck.ts';
import { checkRequirement, requirementMet } from './requirements.ts';
import { applyEvent } from './resolve.ts';

/** The "Trigger <event>" actions, one per card that a player triggers. */
export const triggerRules = new Rules();

type ActionTrigger = Exclude<HistoricalTrigger, string>;

/** Whether `cls` may trigger this card now, as its trigger says. */
export function canTrigger(g: GameState, card: HistoricalEvent, cls: ClassId, why?: Why): boolean {
  const trigger = card.trigger;
  if (typeof trigger === 'string' || !trigger.classes.includes(cls)) return no(why, 'action.not-your-class');
  if (untriggeredEvent(g)?.id !== card.id) return no(why, 'historical.not-current');
  if (cls === 'state' && !statePlays(g)) return no(why, 'state.absent');
  const cost = trigger.influence ?? 0;
  if (g.classes[cls].influence < cost) return no(why, 'influence.short', cost, g.classes[cls].influence);
  return requirementMet(g, card, why);
}

/** What the "Trigger …" option says in the turn menu. */
export function triggerName(card: HistoricalEvent, trigger: ActionTrigger): string {
  return `Trigger ${card.name}${trigger.influence ? ` (${trigger.influence} Influence)` : ''}`;
}

for (const card of HISTORICAL_EVENTS) {
  const trigger = card.trigger;
  if (typeof trigger === 'string') continue;
  triggerRules.action({
    id: card.id,
    name: triggerName(card, trigger),
    kind: trigger.action,
    classes: trigger.classes,
    summary: `Apply this Historical Event now: ${card.text}`,
    can: (g, cls, why) => canTrigger(g, card, cls, why),
    start(x, cls) {
      const cost = trigger.influence ?? 0;
      x.g.classes[cls].influence -= cost;
      if (cost > 0) log(x, 'influence.spends', { class: cls, n: cost });
      applyEvent(x, card, cls);
    },
  });
}

/** Setup: the deck is dealt and the Early card revealed and applied. */
const setUpDeck = auto('he.setup', (x) => {
  x.g.historicalEvents = dealHistoricalEvents(x.g);
  const card = revealNext(x.g);
  if (card) applyEvent(x, card);
});

/** The end of Preparation: the next card is revealed; one that applies when revealed does so now. */
const revealEvent = auto('he.reveal', (x) => {
  const card = revealNext(x.g);
  if (!card) return;
  log(x, 'he.revealed', { card: card.id, years: card.years, cardText: card.id });
  if (card.trigger === 'when-revealed') tryNow(x, card, 'he.notWhenRevealed');
});

/** The end of the Action phase: the current card applies now if that is its trigger. */
const endOfActionPhase = auto('he.action-end', (x) => {
  const card = untriggeredEvent(x.g);
  if (card?.trigger === 'end-of-action-phase') tryNow(x, card, 'he.notAtActionEnd');
});

/** Applies the card now if its requirement holds; otherwise says why not (rules-decisions HE16). */
/** `when`: the key of the line that says the card does not apply then. */
function tryNow(x: Ctx, card: HistoricalEvent, when: string) {
  const check = checkRequirement(x.g, card);
  if (check.met) {
    applyEvent(x, card);
    return;
  }
  const failed = check.parts
    .filter((p) => !p.met)
    .map((p) => said('req.failed', { part: list([p.said]), now: p.now }));
  log(x, when, { card: card.id, failed: list(failed, 'semicolon') });
}

export const momentSteps: Module['at'] = {
  setup: (x) => queue(x, setUpDeck({})),
  'preparation-end': (x) => queue(x, revealEvent({})),
  'phase-end': (x, { phase }) => {
    if (phase === 'action') queue(x, endOfActionPhase({}));
  },
};
