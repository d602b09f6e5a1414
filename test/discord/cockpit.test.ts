/**
 * The player's panel as a cockpit: a status block of their own class first (every class, with the
 * modules on), Adjust Wages and Adjust Prices in one step (one menu, several picked at once, and
 * "all at the minimum"), and an Undo button while the last answer can be taken back at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { PAIR_PAGE, parseCustomId } from '../../src/discord/custom-id.ts';
import { panelMessage, questionComponents } from '../../src/discord/present/panel.ts';
import { MULTI_PAGE, minimumAnswers, multiAnswers, pairAnswers } from '../../src/discord/present/steps.ts';
import { applyAll, type GameState, pending, type Question, view } from '../../src/engine/index.ts';
import { buttons, type FakeMessage } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { undoableAtOnce } from '../../src/table/undo.ts';
import { labelOf } from '../engine/testing.ts';
import { recordAt } from './fixtures.ts';
import { type Harness, startHarness } from './harness.ts';
import { choicesOf, tappingTable } from './table.ts';

const owners = { working: '11', middle: '22', capitalist: '33', state: '44' };
const ALL = {
  historicalEvents: true,
  crisisResponse: true,
  alternativeEvents: true,
  hiddenAgendas: true,
  extraActionCards: true,
};
const at = (seed: string, until: (s: GameState) => boolean) =>
  recordAt({
    players: 4,
    seed,
    guildId: '1',
    channelId: '2',
    owners,
    until,
    modules: ALL,
    maxAnswers: 20_000,
  });
const asked = (s: GameState, kind: string) => pending(s).find((q) => q.kind === kind);

type Select = { custom_id: string; max_values?: number; options: Array<{ label: string; value: string }> };
const selects = (rows: ReturnType<typeof questionComponents>) =>
  rows.flatMap((r) => r.components).filter((c) => c.type === 3) as unknown as Select[];
const buttonLabels = (rows: ReturnType<typeof questionComponents>) =>
  rows.flatMap((r) => r.components).flatMap((c) => (c.type === 2 && 'label' in c ? [c.label] : []));

describe('the status block', () => {
  const record = at('cockpit-status', (s) => s.round >= 2 && s.phase === 'action');
  const v = (seat: ClassId) => view(record.state!, seat);

  it.each(Object.entries(owners))(
    'opens the %s panel with where the class stands, modules included',
    (seat, user) => {
      const cls = seat as ClassId;
      const status = panelMessage(record, user).embeds?.[0];
      const mine = v(cls);
      expect(status?.title).toMatch(new RegExp(`— ${mine.classes[cls].vp} VP$`));
      const text = status?.description ?? '';
      expect(text).toContain(`Influence ${mine.classes[cls].influence}`);
      expect(text).toContain(`Loans ${mine.classes[cls].loans}`);
      expect(text).toContain(`Hand ${mine.classes[cls].handSize}`);
      if (cls === 'working' || cls === 'middle') {
        const c = mine.classes[cls];
        expect(text).toContain(`💰 ${c.money}`);
        expect(text).toContain(`Prosperity ${c.prosperity}`);
        const workers = mine.workers.filter((w) => w.cls === cls);
        const unemployed = workers.filter((w) => w.at === 'unemployed').length;
        expect(text).toContain(`Workers ${workers.length - unemployed} employed · ${unemployed} unemployed`);
        expect(text).toContain(`Food ${c.goods.food}`);
      }
      if (cls === 'capitalist') {
        const c = mine.classes.capitalist;
        expect(text).toContain(`Revenue ${c.revenue} · Capital ${c.capital}`);
        expect(text).toContain('🏭 Companies');
      }
      if (cls === 'state') {
        const l = mine.classes.state.legitimacy;
        expect(text).toContain(`Treasury ${mine.treasury}`);
        expect(text).toContain(
          `Legitimacy: Working ${l.working} · Middle ${l.middle} · Capitalist ${l.capitalist}`,
        );
      }
      // The modules' lines of the class (its Hidden Agenda, kept Benefits) are there too.
      expect(text).toContain('🎯 Hidden Agenda');
    },
  );
});

describe('Adjust Wages and Adjust Prices in one step', () => {
  /** The seat and the question of a given kind, at the first moment it is asked. */
  function first(kind: string, seed: string) {
    const record = at(seed, (s) => asked(s, kind) !== undefined);
    const q = asked(record.state!, kind) as Question;
    return { record, q, state: record.state!, seat: q.seat };
  }

  it('shows Adjust Wages as one menu of Company and Wage, several at once, and all at the minimum where legal', () => {
    const { record, q, state, seat } = first('wages.pick', 'cockpit-wages');
    const rows = questionComponents(record, seat, q);
    const [menu] = selects(rows);
    expect(parseCustomId(menu!.custom_id)).toMatchObject({ kind: 'select', page: MULTI_PAGE });
    // One entry per Company and Wage offered for it, as the engine offers them.
    const companies = q.options.filter((o) => o.tone !== 'quiet');
    expect(menu!.max_values).toBe(companies.length);
    for (const c of companies)
      expect(menu!.options.some((o) => o.label.startsWith(`${c.short} — L`))).toBe(true);
    // One pick: that Wage, then Done said for the player, in one sequence the engine accepts.
    const one = multiAnswers('en', state, seat, q, [menu!.options[0]!.value]);
    expect('answers' in one && applyAll(state, seat, one.answers).ok).toBe(true);
    if ('answers' in one)
      expect(
        asked(
          applyAll(state, seat, one.answers).ok
            ? (applyAll(state, seat, one.answers) as { state: GameState }).state
            : state,
          'wages.pick',
        ),
      ).toBeUndefined();
    // Two Wages for one Company: the engine refuses, and says why.
    const same = menu!.options.filter((o) => o.value.startsWith(`${menu!.options[0]!.value.split('.')[0]}.`));
    if (same.length > 1)
      expect(
        multiAnswers(
          'en',
          state,
          seat,
          q,
          same.map((o) => o.value),
        ),
      ).toHaveProperty('refused');
    // All at the minimum, where some Wage is above the lowest the engine offers.
    const min = minimumAnswers(state, seat, q);
    if (min) {
      expect(buttonLabels(rows)).toContain('All Wages at the minimum');
      const done = applyAll(state, seat, min);
      expect(done.ok).toBe(true);
      if (done.ok)
        for (const c of companies) {
          const company = view(done.state, seat).companies.find((co) => co.id === c.value);
          expect(company?.wage, `${c.short}`).toBeLessThanOrEqual(
            view(state, seat).companies.find((co) => co.id === c.value)!.wage,
          );
        }
    }
  });

  it('shows Adjust Prices as one menu of every good and price, and sets every price at its lowest in one tap', () => {
    const { record, q, state, seat } = first('prices.pick', 'cockpit-prices');
    const rows = questionComponents(record, seat, q);
    const [menu] = selects(rows);
    expect(parseCustomId(menu!.custom_id)).toMatchObject({ kind: 'select', page: MULTI_PAGE });
    expect(menu!.options.map((o) => o.label)).toEqual(
      q.options.filter((o) => o.tone !== 'quiet').map(labelOf),
    );
    // Two goods at once (one price each), then done.
    const goods = new Map<string, string>();
    q.options.forEach((o, i) => {
      const good = (o.value as [string, number])[0];
      if (o.tone !== 'quiet' && !goods.has(good)) goods.set(good, String(i));
    });
    const two = multiAnswers('en', state, seat, q, [...goods.values()].slice(0, 2));
    expect(two).toHaveProperty('answers');
    if ('answers' in two) {
      const after = applyAll(state, seat, two.answers);
      expect(after.ok).toBe(true);
      if (after.ok) expect(asked(after.state, 'prices.pick')).toBeUndefined();
    }
    const min = minimumAnswers(state, seat, q);
    const prices = (view(state, seat).classes[seat] as { prices: Record<string, number> }).prices;
    expect(min !== null).toBe(Object.values(prices).some((p) => p > 0));
    if (min) {
      expect(buttonLabels(rows)).toContain('All prices at the minimum');
      const done = applyAll(state, seat, min);
      expect(done.ok).toBe(true);
      if (done.ok)
        expect((view(done.state, seat).classes[seat] as { prices: Record<string, number> }).prices).toEqual({
          food: 0,
          luxury: 0,
          health: 0,
          education: 0,
        });
    }
  });

  it('offers a Basic Action with the card to discard in one pick', () => {
    const record = at(
      'cockpit-basic',
      (s) => s.phase === 'action' && pending(s)[0]?.kind === 'turn' && !s.turn?.mainDone,
    );
    const q = pending(record.state!)[0] as Question;
    const rows = questionComponents(record, q.seat, q);
    const pairs = selects(rows).filter((m) => (parseCustomId(m.custom_id) as { page: number }).page >= 97);
    expect(pairs.length).toBeGreaterThan(0);
    const value = pairs[0]!.options[0]!.value;
    const page = (parseCustomId(pairs[0]!.custom_id) as { page: number }).page;
    const answers = pairAnswers(record.state!, q.seat, q, page, value);
    expect(answers).toHaveLength(2);
    expect(answers?.[0]).toMatch(/^basic:/);
    expect(applyAll(record.state!, q.seat, answers!).ok).toBe(true);
    expect(page).toBeLessThan(PAIR_PAGE);
  });
});

describe('the turn menu after the Main Action', () => {
  it('keeps End your turn one tap away, as a button, above a select whose Free Actions say what each does', () => {
    const record = at(
      'cockpit-free',
      (s) =>
        s.phase === 'action' &&
        s.turn?.mainDone === true &&
        pending(s)[0]?.kind === 'turn' &&
        (pending(s)[0]?.options.length ?? 0) > 1,
    );
    const q = pending(record.state!)[0] as Question;
    const end = q.options.find((o) => labelOf(o) === 'End your turn');
    expect(end).toBeDefined();
    const rows = questionComponents(record, q.seat, q);
    expect(rows[0]?.components.map((c) => (c.type === 2 && 'label' in c ? c.label : ''))).toEqual([
      'End your turn',
    ]);
    const listed = selects(rows).flatMap((m) => m.options);
    expect(listed.map((o) => o.label)).not.toContain('End your turn');
    // Every other option is in the select, each with a line on what it does.
    expect(listed).toHaveLength(q.options.length - 1);
    for (const o of listed) expect((o as { description?: string }).description ?? '').not.toBe('');
  });
});

describe('the Undo button', () => {
  it('is offered only while the last answer is the player’s own (driven seats aside) and revealed nothing', () => {
    const record = at('cockpit-undoable', (s) => s.version >= 12);
    const last = record.actions.at(-1)!;
    const owner = record.seats[last.seat]!.userId!;
    expect(undoableAtOnce(record, owner)).toBe(true);
    const other = Object.values(owners).find((u) => u !== owner)!;
    expect(undoableAtOnce(record, other)).toBe(false);
    const driven = { ...last, userId: 'driver', version: last.version + 1 };
    expect(undoableAtOnce({ ...record, actions: [...record.actions, driven] }, owner)).toBe(true);
    const revealing = {
      ...record,
      actions: [...record.actions.slice(0, -1), { ...last, revealed: true as const }],
    };
    expect(undoableAtOnce(revealing, owner)).toBe(false);
    const answeredSince = { ...last, userId: other, seat: 'state' as const, version: last.version + 1 };
    expect(undoableAtOnce({ ...record, actions: [...record.actions, answeredSince] }, owner)).toBe(false);
  });

  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ quietMs: 3, gameSeeds: ['cockpit-undo'] });
  });
  afterAll(() => h.stop());

  it('shows Undo while the last answer is the player’s own, and takes it back in place', async () => {
    const table = tappingTable(h, 'game', ['ann', 'bob']);
    await table.open(2);
    const key = gameKey(table.channel.guildId, table.channel.id);
    const stored = async () => (await h.app.store.get(key)) as GameRecord;
    // Find a player whose panel has an answer that keeps them at the panel (their own turn).
    let panel: FakeMessage | undefined;
    let user = table.users[0]!;
    for (let n = 0; n < 200 && !panel; n++) {
      const before = await stored();
      const waiting = pending(before.state!).map((q) => before.seats[q.seat]?.userId);
      user = table.users.find((u) => waiting.includes(u.id)) ?? user;
      const opened = await table.openPanelFor(user, {
        next: () => 0.5,
        int: () => 0,
        pick: <T>(a: readonly T[]) => a[0] as T,
      });
      const choice = choicesOf(opened).find((c) => c.kind === 'button' && !c.label.startsWith('End'));
      const answered = choice
        ? await user.click(opened, choice.customId)
        : await user.select(opened, choicesOf(opened)[0]!.customId, [
            (choicesOf(opened)[0] as { value: string }).value,
          ]);
      const reply = answered.reply as FakeMessage;
      if (buttons(reply).some((b) => b.customId?.startsWith('hg:u:'))) panel = reply;
    }
    expect(panel, 'an answer of the player’s own shows Undo').toBeDefined();
    const version = (await stored()).state!.version;
    const undo = buttons(panel!).find((b) => b.customId?.startsWith('hg:u:'))!;
    const undone = await user.click(panel!, undo.customId!);
    expect(undone.reply?.id, 'the panel is updated in place').toBe(panel!.id);
    expect(undone.reply?.content).toMatch(/^↩️ Taken back: the .+’s “|^↩️ Taken back: the .+'s “/);
    expect((await stored()).state!.version).toBeLessThan(version);
    await h.app.bot.context.publisher.idle();
    const log = h.fake
      .publicMessages(table.channel)
      .map((m) => m.content)
      .join('\n');
    expect(log).toContain(`↩️ <@${user.id}> took back`);
    expect(h.fake.violations).toEqual([]);
  }, 60_000);
});
