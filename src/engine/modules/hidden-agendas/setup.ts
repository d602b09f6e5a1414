/**
 * Hidden Agendas setup (Crisis & Control rulebook, Hidden Agendas setup): each player shuffles the
 * 5 Agendas of their role, draws 2 and keeps 1 in secret; the other goes back to the box unseen.
 * An Automa's 5 Agendas are all placed face up.
 */
import type { ClassId } from '../../../data/common.ts';
import { HIDDEN_AGENDAS_DRAWN, hiddenAgendasOf } from '../../../data/hidden-agendas.ts';
import { name } from '../../core/choices.ts';
import { type Ctx, log, queue, said, secret } from '../../core/flow.ts';
import { shuffle } from '../../core/rng.ts';
import type { HiddenAgendasState } from '../../game-state.ts';
import { seatsInOrder } from '../../seats.ts';
import { agendaOf, isAutoma } from './agendas.ts';

export function setUpHiddenAgendas(x: Ctx) {
  const g = x.g;
  const ha: HiddenAgendasState = {
    drawn: {},
    held: {},
    completed: [],
    scored: [],
    failed: [],
    revealed: [],
    tally: { eventsResolved: 0, stateLoan: false, wages: {}, billsPassed: {}, exported: {} },
  };
  g.hiddenAgendas = ha;
  const choosing: ClassId[] = [];
  for (const cls of seatsInOrder(g)) {
    const deck = shuffle(
      g.rng,
      hiddenAgendasOf(cls).map((a) => a.id),
    );
    if (isAutoma(g, cls)) {
      ha.held[cls] = deck;
      ha.revealed.push(...deck);
      log(x, 'agenda.automaFaceUp', { automa: cls, n: deck.length });
    } else {
      ha.drawn[cls] = deck.slice(-HIDDEN_AGENDAS_DRAWN);
      choosing.push(cls);
    }
  }
  if (choosing.length > 0) queue(x, keepAgenda({}));
}

/** Each player keeps one of the two Agendas drawn, all at once and in secret. */
const keepAgenda = secret<Record<string, never>, string>('agenda.keep', {
  choice: name,
  asks(x) {
    const ha = x.g.hiddenAgendas;
    if (!ha) return [];
    return (Object.entries(ha.drawn) as Array<[ClassId, string[]]>)
      .filter(([, drawn]) => drawn.length > 0)
      .map(([seat, drawn]) => ({
        seat,
        kind: 'agenda.keep',
        secret: true,
        said: said('ask.agendaKeep'),
        options: drawn.map((id) => {
          const a = agendaOf(id);
          return a
            ? {
                value: id,
                said: said('option.card', { card: id }),
                short: a.name,
                description: a.text,
              }
            : { value: id };
        }),
      }));
  },
  record(x, _s, seat, id) {
    const ha = x.g.hiddenAgendas;
    if (!ha) return;
    ha.held[seat] = [id];
    ha.drawn[seat] = [];
    log(x, 'agenda.kept', { agenda: id }, seat);
  },
  complete(x) {
    log(x, 'agenda.allChosen');
  },
});
