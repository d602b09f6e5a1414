/**
 * Applying a Historical Event (Historical Events rulebook, The Effect): the card is turned face down
 * at once (it triggers at most once), then each printed part is applied in order, for each class
 * whose symbol is in front of it. A part for a class not in the game is skipped; a State part
 * applies with 2–3 players only when it moves Treasury money or Public Services (rules-decisions
 * S31, X1).
 */
import type { ClassId } from '../../../data/common.ts';
import type { EffectStep } from '../../../data/expansions.schema.ts';
import type { HistoricalEvent } from '../../../data/historical-events.ts';
import { auto, type Ctx, log, maybe, queue } from '../../core/flow.ts';
import type { GameState } from '../../game-state.ts';
import { inGame, statePlays } from '../../seats.ts';
import { deckOf, historicalEventOf } from './deck.ts';
import { handlerOf } from './effects/index.ts';
import { electionPassed } from './effects/politics.ts';
import type { Handler, Part } from './effects/types.ts';

/** The classes a printed part applies to, in printed order (null: a part with no class symbol). */
export function partsOf(g: GameState, step: EffectStep): Array<ClassId | null> {
  if (step.who === 'game') return [null];
  if (step.who === 'self') throw new Error('Historical Events have no "self" parts');
  return step.who.filter((cls) =>
    cls === 'state' ? statePlays(g) || !step.statePlayerOnly : inGame(g, cls),
  );
}

/** Triggers the Event now: `by` is the class that triggered it by an action. */
export function applyEvent(x: Ctx, card: HistoricalEvent, by?: ClassId) {
  const he = deckOf(x.g);
  he.triggered.push(card.id);
  const employed = x.g.workers.filter((w) => w.at === 'company').map((w) => w.id);
  he.resolving = { card: card.id, moved: [], employedBefore: employed, ...(by ? { by } : {}) };
  log(x, 'he.takesEffect', {
    card: card.id,
    years: card.years,
    by: maybe(by, 'he.triggeredBy', { class: by ?? '' }),
    cardDescription: card.id,
  });
  // What the State pays for new Public Companies "this round" holds from the moment the card applies,
  // so it covers the Public Companies the card's own Fiscal Policy change opens (rules-decisions HE3).
  for (const [at, step] of card.effects.entries())
    if (step.effect === 'public-company-cost') applyPart(x, card.id, at, null);
  queue(x, resolveStep({ card: card.id, at: 0 }));
}

const resolveStep = auto<{ card: string; at: number }>('he.resolve', (x, s) => {
  const card = historicalEventOf(s.card);
  const step = card.effects[s.at];
  if (!step) {
    delete deckOf(x.g).resolving;
    log(x, 'he.faceDown', { card: card.id });
    return;
  }
  const next = resolveStep({ card: s.card, at: s.at + 1 });
  if (
    step.effect === 'public-company-cost' ||
    (step.onlyIf === 'election-passed' && !electionPassed(x.g, s.card))
  ) {
    queue(x, next);
    return;
  }
  queue(x, ...partsOf(x.g, step).map((cls) => resolvePart({ card: s.card, at: s.at, cls })), next);
});

const resolvePart = auto<{ card: string; at: number; cls: ClassId | null }>('he.part', (x, s) =>
  applyPart(x, s.card, s.at, s.cls),
);

function applyPart(x: Ctx, card: string, at: number, cls: ClassId | null) {
  const step = historicalEventOf(card).effects[at];
  if (!step) return;
  const handler = handlerOf(step.effect) as Handler<typeof step.effect> | undefined;
  if (!handler) throw new Error(`${card}: no rule for ${step.effect}`);
  handler(x, { card, cls, params: step.params, optional: step.optional ?? false } as Part);
}
