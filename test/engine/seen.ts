/**
 * What each seat can see, for the reveal tests (rules-decisions AP2): the card, Event, Agenda and
 * AI card ids in its view (`view(state, seat)`, its own questions included), and the ids hidden
 * from it in the state (face-down piles, other seats' hands, other players' Agendas). An answer
 * after which a seat's view shows an id that was hidden from it has revealed something.
 */
import type { ClassId } from '../../src/data/common.ts';
import { type GameState, view } from '../../src/engine/index.ts';

export type Viewer = ClassId | 'public';

function strings(value: unknown, out: Set<string>) {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
}

/** Every string in the seat's view: ids, and its own questions' option ids and values. */
export function shownTo(g: GameState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  strings(view(g, viewer), out);
  return out;
}

/** Every id the state holds where `viewer` cannot see it. */
export function hiddenFrom(g: GameState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  const add = (ids: readonly string[] | undefined) => {
    for (const id of ids ?? []) out.add(id);
  };
  const d = g.decks;
  for (const pile of [...Object.values(d.actions), d.companies.capitalist, d.companies.middle, d.exports])
    add(pile.draw);
  add(d.deals.draw);
  add(d.events.draw);
  add(d.agendas.draw);
  add(d.immigration.slice(0, -1));
  add(g.historicalEvents?.deck);
  add(g.crisisResponse?.draw);
  for (const a of Object.values(g.automa ?? {})) add(a?.pile);
  for (const [cls, c] of Object.entries(g.classes)) if (cls !== viewer) add(c.hand);
  const ha = g.hiddenAgendas;
  if (ha) {
    for (const [cls, ids] of Object.entries(ha.held))
      if (cls !== viewer) add(ids?.filter((id) => !ha.revealed.includes(id)));
    for (const [cls, ids] of Object.entries(ha.drawn)) if (cls !== viewer) add(ids);
  }
  return out;
}

/** Ids the viewer sees after that were hidden from it before. */
export function newlySeen(before: GameState, after: GameState, viewer: Viewer): string[] {
  const hidden = hiddenFrom(before, viewer);
  const was = shownTo(before, viewer);
  return [...shownTo(after, viewer)].filter((id) => hidden.has(id) && !was.has(id));
}
