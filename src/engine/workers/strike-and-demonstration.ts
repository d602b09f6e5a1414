/**
 * The Working Class's own Basic Actions: Strike and Demonstration (rulebook, Working
 * Class). Strikes and the Demonstration resolve at the start of Production (phases/production.ts).
 */

import type { ClassId } from '../../data/common.ts';
import { ACTIONS, COMPONENT_LIMITS } from '../../data/tables.ts';
import { noteStrike } from '../automa/strikes.ts';
import { companyName, findCompany, workersIn } from '../companies/companies.ts';
import { type Choice, name, orWord } from '../core/choices.ts';
import { withChanges } from '../core/copy.ts';
import { type Ctx, log, question, queue, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import type { Company, GameState } from '../game-state.ts';
import { Rules } from '../ruleset.ts';
import { statePlays } from '../seats.ts';
import { demonstrationPossible } from './worker-checks.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const strikeAndDemonstrationRules = new Rules();

export function strikeTokensLeft(g: GameState): number {
  return COMPONENT_LIMITS.strikeTokens - g.companies.filter((c) => c.strike).length;
}

/**
 * Companies the Working Class may strike: its Workers work there, none of them committed, the Wage
 * is below L3, and Public Companies only with 4 players.
 */
export function strikeTargets(g: GameState): Company[] {
  return g.companies.filter((c) => strikable(g, c));
}

function strikable(g: GameState, c: Company): boolean {
  if (c.strike || c.owner === 'working') return false;
  if (c.owner === 'state' && !statePlays(g)) return false;
  if (c.wage === 3) return false;
  const workers = workersIn(g, c.id);
  return workers.some((w) => w.cls === 'working') && !workers.some((w) => w.committed);
}

interface StrikeStep {
  seat: ClassId;
  left: number;
  placed: number;
}

export const strikeStep = question<StrikeStep, 'done' | string>('strike.pick', {
  choice: orWord('done', name),
  ask(x, s) {
    if (s.left <= 0 || strikeTokensLeft(x.g) <= 0) return null;
    const options: Array<Choice<'done' | string>> = strikeTargets(x.g).map((c) => ({
      value: c.id,
      said: said('option.companyLevel', { company: c.card, level: c.wage }),
      short: companyName(c),
    }));
    if (options.length === 0) return null;
    if (s.placed > 0)
      options.push({
        value: 'done',
        said: said('option.noMoreStrikes'),
        tone: 'quiet',
      });
    return {
      seat: s.seat,
      kind: 'strike.pick',
      said: said('ask.strike', { n: s.left }),
      options,
    };
  },
  answer(x, s, chosen) {
    if (chosen === 'done') return;
    const company = findCompany(x.g, chosen);
    if (!company) return;
    company.strike = true;
    noteStrike(x.g, company);
    log(x, 'strike.at', { company: company.card });
    queue(x, strikeStep(withChanges(s, { left: s.left - 1, placed: s.placed + 1 })));
  },
});

/** Queues Strike with `tokens` Strike tokens at most (2, or more with General Strike). */
export function strike(x: Ctx, tokens = ACTIONS.strikeTokensPerAction) {
  queue(x, strikeStep({ seat: 'working', left: tokens, placed: 0 }));
}

export function canStrike(g: GameState, why?: Why): boolean {
  return (
    (strikeTokensLeft(g) > 0 || no(why, 'strike.tokens')) &&
    (g.companies.some((c) => strikable(g, c)) || no(why, 'strike.none'))
  );
}

strikeAndDemonstrationRules.action({
  id: 'strike',
  name: 'Strike',
  kind: 'basic',
  classes: ['working'],
  summary: 'Put Strike tokens on Companies paying your Workers below L3 (none of them committed)',
  can: (g, _cls, why) => canStrike(g, why),
  start: (x) => strike(x),
});

strikeAndDemonstrationRules.action({
  id: 'demonstration',
  name: 'Demonstration',
  kind: 'basic',
  classes: ['working'],
  summary: 'Place the Demonstration token: if it lasts to Production, +1 Influence and the others lose VP',
  can: (g, _cls, why) =>
    (!g.classes.working.demonstration || no(why, 'demonstration.on')) && demonstrationPossible(g, why),
  start(x) {
    x.g.classes.working.demonstration = true;
    log(x, 'demonstration.starts');
  },
});
