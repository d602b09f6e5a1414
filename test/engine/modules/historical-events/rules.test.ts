/**
 * How the Historical Events deck is played (Historical Events rulebook: Setup, How to Play, The
 * Requirement, The Trigger, The Effect, Additional Clarifications), whatever the card.
 */
import { describe, expect, it } from 'vitest';
import { EXPANSION_EFFECT_IDS } from '../../../../src/data/expansions.schema.ts';
import { HISTORICAL_EVENTS, HISTORICAL_PERIODS } from '../../../../src/data/historical-events.ts';
import { applyInPlace, createGame, defaultOptions, pending, view } from '../../../../src/engine/index.ts';
import { historicalEventOf } from '../../../../src/engine/modules/historical-events/deck.ts';
import { handlerOf } from '../../../../src/engine/modules/historical-events/effects/index.ts';
import { playRandomGame } from '../../../../src/engine/simulation.ts';
import { sayText } from '../../../../src/i18n/said.ts';
import { run, step } from '../../helpers.ts';
import { answer, forceTurn, labelOf, optionIds } from '../../testing.ts';
import { applied, beforeReveal, offered, reveal, trigger, triggerId, withEvent } from './helpers.ts';

function heOptions(players: 2 | 3 | 4) {
  const options = defaultOptions(players);
  options.modules.historicalEvents = true;
  return options;
}

describe('Setup and the reveal each round', () => {
  it('Setup: one card of each Period, Early on top and Period V at the bottom, from the game’s seeded generator', () => {
    const g = createGame(heOptions(4), 'deal-1');
    // Setup's questions come first (the Middle Class's Worker, French Revolution's Bills); then round 1.
    untilActionPhase(g);
    const he = g.historicalEvents;
    if (!he) throw new Error('no deck');
    const periods = [...he.deck].reverse().map((id) => historicalEventOf(id).period);
    // The Early card and Period I are already revealed (setup, then the end of round 1's Preparation).
    expect(he.revealed.map((id) => historicalEventOf(id).period)).toEqual(['early', 1]);
    expect(periods).toEqual([2, 3, 4, 5]);
    // The same seed deals the same cards; another seed, over a few games, deals others.
    const again = createGame(heOptions(4), 'deal-1');
    untilActionPhase(again);
    expect(again.historicalEvents).toEqual(he);
    const others = new Set(
      Array.from({ length: 12 }, (_, i) =>
        createGame(heOptions(4), `deal-${i}`).historicalEvents?.deck.at(-1),
      ),
    );
    expect(others.size).toBeGreaterThan(3);
  });

  it('Setup: the Early card is applied during setup (it is face down before the first turn)', () => {
    const g = createGame(heOptions(3), 'deal-2');
    const early = g.historicalEvents?.revealed[0] as string;
    expect(historicalEventOf(early).period).toBe('early');
    expect(applied(g, early)).toBe(true);
  });

  it('How to Play: a card is revealed at the end of every Preparation phase (round 1 included), covering the last', () => {
    const game = playRandomGame(4, 'reveal-rounds', { modules: { historicalEvents: true }, untilRound: 4 });
    const revealed = game.state.historicalEvents?.revealed ?? [];
    // Stopped in round 4's Preparation: its card is not revealed yet.
    expect(revealed.map((id) => historicalEventOf(id).period)).toEqual(['early', 1, 2, 3]);
    expect(view(game.state, 'public').historicalEvents?.revealed.at(-1)).toBe(revealed[3]);
    const whole = playRandomGame(2, 'reveal-all', { modules: { historicalEvents: true } });
    expect(whole.completed).toBe(true);
    expect(whole.state.historicalEvents?.revealed.map((id) => historicalEventOf(id).period)).toEqual([
      ...HISTORICAL_PERIODS,
    ]);
    expect(whole.state.historicalEvents?.deck).toEqual([]);
  });

  it('rules-decisions X1: every effect a Historical Event prints has a rule in the engine', () => {
    const used = new Set(HISTORICAL_EVENTS.flatMap((c) => c.effects.map((e) => e.effect)));
    for (const effect of used) expect(handlerOf(effect), effect).toBeDefined();
    expect(EXPANSION_EFFECT_IDS.length).toBeGreaterThan(used.size);
  });
});

describe('The Requirement and the Trigger', () => {
  it('The Trigger: the turn menu offers "Trigger <event>" to exactly the classes listed, while the requirement holds', () => {
    // India Gains Independence: the Working Class, Free Action, no requirement.
    const g = withEvent(4, 'he.india-independence');
    expect(offered(g, 'working', 'he.india-independence')).toBe(true);
    for (const seat of ['middle', 'capitalist', 'state'] as const)
      expect(offered(g, seat, 'he.india-independence')).toBe(false);
    forceTurn(g, 'working');
    const option = optionsOf(g).find((o) => o.id === triggerId('he.india-independence'));
    expect(option && labelOf(option)).toBe('Free Action: Trigger India Gains Independence');
    // Rise of Protectionism needs 6B/6C: at 6A it is offered to nobody.
    const p = withEvent(4, 'he.rise-of-protectionism');
    expect(offered(p, 'capitalist', 'he.rise-of-protectionism')).toBe(true);
    p.policies[6] = 'A';
    expect(offered(p, 'capitalist', 'he.rise-of-protectionism')).toBe(false);
    expect(offered(p, 'state', 'he.rise-of-protectionism')).toBe(false);
  });

  it('The Trigger: a State trigger needs a State player; the Influence a card asks for is spent', () => {
    // Marshall Plan: the Capitalist Class or the State. With 3 players only the Capitalist Class.
    const g = withEvent(3, 'he.marshall-plan');
    expect(offered(g, 'capitalist', 'he.marshall-plan')).toBe(true);
    expect(optionIds(g, 'capitalist')).toContain('free:he.marshall-plan');
    // Latin American Debt Crisis costs 1 Influence besides the Basic Action.
    const l = withEvent(4, 'he.latin-american-debt-crisis');
    l.treasury = 90;
    l.classes.state.loans = 1;
    l.classes.capitalist.influence = 0;
    expect(offered(l, 'capitalist', 'he.latin-american-debt-crisis')).toBe(false);
    l.classes.capitalist.influence = 2;
    trigger(l, 'capitalist', 'he.latin-american-debt-crisis');
    expect(l.classes.capitalist.influence).toBe(1);
  });

  it('A card triggers at most once: then it is turned face down and offered no more', () => {
    const g = withEvent(4, 'he.india-independence');
    trigger(g, 'working', 'he.india-independence');
    expect(applied(g, 'he.india-independence')).toBe(true);
    expect(offered(g, 'working', 'he.india-independence')).toBe(false);
    expect(view(g, 'public').historicalEvents?.triggered).toEqual(['he.india-independence']);
  });

  it('The Trigger: only the current card (the one on top) may be triggered', () => {
    const g = withEvent(4, 'he.india-independence');
    const he = g.historicalEvents as NonNullable<typeof g.historicalEvents>;
    he.revealed.push('he.marshall-plan');
    expect(offered(g, 'working', 'he.india-independence')).toBe(false);
    expect(offered(g, 'capitalist', 'he.marshall-plan')).toBe(true);
  });

  it('The Requirement: a card that applies when revealed does nothing if its requirement fails then, and says why', () => {
    // US Financial Crisis needs 2 Loans among all players.
    const g = beforeReveal(4, 'he.us-financial-crisis');
    const texts = reveal(g);
    expect(applied(g, 'he.us-financial-crisis')).toBe(false);
    expect(g.policies[2]).toBe('B');
    expect(texts.join('\n')).toContain(
      'does not apply when it is revealed: its requirement is not met — at least 2 Loans in all (now 0)',
    );
    const req = view(g, 'public').historicalEvents?.requirement;
    expect(req?.met).toBe(false);
    expect(req?.parts.map(({ met, now, said }) => ({ met, now, text: sayText('en', said) }))).toEqual([
      { text: 'at least 2 Loans in all', met: false, now: '0' },
    ]);
    // The board words the same part in the reader's language.
    expect(req?.parts.map((p) => sayText('en', p.said))).toEqual(['at least 2 Loans in all']);
    expect(req?.parts.map((p) => sayText('pt-BR', p.said))).toEqual(['pelo menos 2 Empréstimos no total']);
  });
});

describe('The Effect and the Additional Clarifications', () => {
  it('Changing Policies: an arrow moves the marker one step; a Bill on that Policy is removed and its owner gains 1 Influence', () => {
    // Yellow Vest Protests: 2 toward A, 3 toward C.
    const g = withEvent(4, 'he.yellow-vest-protests');
    g.bills[2] = { owner: 'middle', section: 'C' };
    g.bills[5] = { owner: 'capitalist', section: 'B' };
    trigger(g, 'working', 'he.yellow-vest-protests');
    expect(g.policies[2]).toBe('A');
    expect(g.policies[3]).toBe('B');
    expect(g.bills[2]).toBeUndefined();
    expect(g.classes.middle.influence).toBe(2);
    // A Bill on a Policy the card does not move stays.
    expect(g.bills[5]).toEqual({ owner: 'capitalist', section: 'B' });
  });

  it('Changing Policies (rules-decisions X4): a marker already at the end of an arrow does not move, and its Bill stays', () => {
    // European Debt Crisis: 1 toward C (already 1C).
    const g = beforeReveal(4, 'he.european-debt-crisis');
    g.classes.working.loans = 2;
    g.bills[1] = { owner: 'working', section: 'B' };
    reveal(g);
    answer(g, 'capitalist', optionIds(g, 'capitalist')[0] as string);
    answer(g, 'middle', optionIds(g, 'middle')[0] as string);
    expect(g.policies[1]).toBe('C');
    expect(g.bills[1]).toEqual({ owner: 'working', section: 'B' });
    expect(g.classes.working.influence).toBe(1);
  });

  it('No Elections: Bills already proposed are discarded (+1 Influence each), none may be proposed, the Elections phase is skipped (rules-decisions HE1: for the round)', () => {
    // Rise of Authoritarianism, when revealed.
    const g = beforeReveal(4, 'he.rise-of-authoritarianism');
    g.bills[3] = { owner: 'working', section: 'B' };
    g.bills[6] = { owner: 'working', section: 'A' };
    reveal(g);
    expect(g.bills).toEqual({});
    // +2 for the two Bills, then −1 from the card: 1 + 2 − 1.
    expect(g.classes.working.influence).toBe(2);
    forceTurn(g, 'middle');
    expect(optionIds(g, 'middle')).not.toContain('basic:propose-bill');
    g.bills[4] = { owner: 'middle', section: 'A' };
    const texts = run(g, step('elections.start'));
    expect(texts.join('\n')).toContain('no further Elections');
    expect(g.vote).toBeNull();
    expect(g.policies[4]).toBe('B');
  });

  it('Round-long effects end with the round: the next Preparation lifts "no Elections", free votes and the rest', () => {
    const g = beforeReveal(4, 'he.rise-of-authoritarianism');
    reveal(g);
    for (let i = 0; i < 2; i++) answer(g, 'state', optionIds(g, 'state')[0] as string);
    expect(g.roundFlags.noElections).toBe(true);
    run(g, step('preparation.start'));
    expect(g.roundFlags).toEqual({});
  });

  it('The Effect (rules-decisions S31): State parts that are its choices, Influence or Legitimacy apply only with 4 players', () => {
    // Rise of Authoritarianism: the State moves 2 Policies and gains 2 Influence (4 players only).
    const three = beforeReveal(3, 'he.rise-of-authoritarianism');
    reveal(three);
    expect(three.classes.state.influence).toBe(0);
    expect(applied(three, 'he.rise-of-authoritarianism')).toBe(true);
    expect(three.flow).toEqual([]);
    const four = beforeReveal(4, 'he.rise-of-authoritarianism');
    reveal(four);
    expect(optionIds(four, 'state')).toContain('1B');
  });

  it('The Effect (rules-decisions S31): Treasury money applies at every player count', () => {
    // Russo-Japanese War: the State loses 15, with 2 players too.
    const g = withEvent(2, 'he.russo-japanese-war');
    run(g, step('he.action-end'));
    expect(g.treasury).toBe(105);
  });

  it('rules-decisions X1: a part for a class not in the game is skipped (no Middle Class with 2 players)', () => {
    // India Gains Independence: WC +4, CC +1, MC +1 cubes.
    const g = withEvent(2, 'he.india-independence');
    trigger(g, 'working', 'he.india-independence');
    expect(g.bag).toEqual({ working: 12, middle: 8, capitalist: 9 });
  });

  it('Refused answers change nothing: a trigger not offered is refused', () => {
    const g = withEvent(4, 'he.india-independence');
    forceTurn(g, 'middle');
    const result = applyInPlace(g, 'middle', triggerId('he.india-independence'));
    expect(result.ok).toBe(false);
    expect(applied(g, 'he.india-independence')).toBe(false);
  });
});

function untilActionPhase(g: ReturnType<typeof createGame>) {
  while (g.phase !== 'action') {
    const q = pending(g)[0];
    if (!q) throw new Error('the game stopped');
    applyInPlace(g, q.seat, q.options[q.options.length - 1]?.id as string);
  }
}

function optionsOf(g: ReturnType<typeof withEvent>) {
  return view(g, 'working').myQuestions[0]?.options ?? [];
}
