import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { historicalEventById, triggerText } from '../../src/data/historical-events.ts';
import { parseCustomId } from '../../src/discord/custom-id.ts';
import { fitMessage } from '../../src/discord/limits.ts';
import { boardMessage } from '../../src/discord/present/board.ts';
import { logEntry } from '../../src/discord/present/log.ts';
import { handEmbed, panelMessage, questionComponents } from '../../src/discord/present/panel.ts';
import { scoreMessage } from '../../src/discord/present/score.ts';
import { turnMessage } from '../../src/discord/present/turn.ts';
import { turningPointsRow } from '../../src/discord/present/turning-points.ts';
import { type GameState, pending, type Question, said, view } from '../../src/engine/index.ts';
import { sayText } from '../../src/i18n/said.ts';
import type { GameRecord } from '../../src/store/types.ts';
import type { GameChange } from '../../src/table/change.ts';
import { recordAt } from './fixtures.ts';

const owners = { working: '11', middle: '22', capitalist: '33', state: '44' };
const at = (until: (r: GameRecord['state'] & object) => boolean) =>
  recordAt({ players: 4, seed: 'present', guildId: '1', channelId: '2', owners, until });

describe('a question on a panel', () => {
  const record = at((s) => s.version >= 3);
  const seat = pending(record.state!)[0]!.seat;
  const question = (n: number, label = (i: number) => `Choice ${i}`): Question => ({
    seat,
    kind: 'test',
    said: said('ask.build'),
    askedAt: record.state!.version,
    // An option's words are its keys (`option.label` says a text as it is).
    options: Array.from({ length: n }, (_, i) => ({
      id: `o:${i}`,
      value: i,
      label: label(i),
      said: said('option.label', { label: label(i) }),
    })),
  });

  it('shows a few short options as buttons, five to a row', () => {
    const rows = questionComponents(record, seat, question(7));
    expect(rows).toHaveLength(2);
    expect(rows[0]?.components).toHaveLength(5);
    const ids = rows.flatMap((r) => r.components.map((c) => ('custom_id' in c ? c.custom_id : '')));
    expect(ids.map((id) => parseCustomId(id))).toMatchObject(
      Array.from({ length: 7 }, (_, i) => ({ kind: 'answer', seat, option: { id: `o:${i}` } })),
    );
  });

  it('shows long labels or many options as one select', () => {
    const rows = questionComponents(
      record,
      seat,
      question(4, (i) => `${'A long card text '.repeat(5)}${i}`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.components[0]?.type).toBe(ComponentType.StringSelect);
  });

  it('cuts a label longer than 100 characters at the end of a word, with “…”', () => {
    const long =
      'Propose a Bill (discard a card): Policy 3 Taxation from B to A, with the Immediate Vote called';
    const label = (i: number) => `${long} (option ${i}) and a few more words`;
    const rows = questionComponents(record, seat, question(2, label));
    const select = rows[0]?.components[0] as { options: Array<{ label: string }> };
    select.options.forEach((o, i) => {
      expect([...o.label].length).toBeLessThanOrEqual(100);
      expect(o.label.endsWith('…')).toBe(true);
      const kept = o.label.slice(0, -1);
      expect(label(i).startsWith(kept)).toBe(true);
      // The cut falls between words: the next character of the full label is a space.
      expect(label(i)[kept.length]).toBe(' ');
      expect(kept.length).toBeGreaterThan(80);
    });
  });

  it('pages a select past 25 options, with page buttons', () => {
    const q = question(60);
    const pages = [0, 1, 2].map((p) => questionComponents(record, seat, q, p));
    const values = pages.flatMap((rows) => {
      const select = rows[0]?.components[0] as { options: Array<{ value: string }> };
      return select.options.map((o) => o.value);
    });
    expect(values).toEqual(q.options.map((o) => o.id));
    for (const rows of pages) {
      expect(rows).toHaveLength(2);
      expect(() => fitMessage({ components: rows })).not.toThrow();
    }
    const nav = pages[1]?.[1]?.components.map((c) => parseCustomId((c as { custom_id: string }).custom_id));
    expect(nav).toMatchObject([
      { kind: 'page', page: 0 },
      { kind: 'page', page: 2 },
    ]);
  });

  it('shows the hand only to its owner, with the card texts', () => {
    const embed = handEmbed(record, 'working', view(record.state!, 'working'));
    expect(embed.title).toContain('Working Class');
    expect(embed.description?.split('\n').length).toBe(record.state!.classes.working.hand.length);
    const panel = panelMessage(record, owners.working, { withHand: true });
    // The status block first, then the hand.
    expect(panel.embeds?.[0]?.title).toMatch(/^🔴 Working Class — \d+ VP$/);
    expect(panel.embeds?.find((e) => e.title?.includes('Your hand'))?.footer?.text).toBe(
      'Only you can see this.',
    );
  });
});

describe('the public board', () => {
  it('fits Discord at every moment of a 4-player game and never shows a hand or the seed', () => {
    const handCards = new Set<string>();
    const checked: number[] = [];
    const shell = at((s) => s.version >= 1);
    const check = (state: GameState) => {
      if (state.version % 10 !== 0) return;
      const record: GameRecord = { ...shell, seed: 'board-limits', state };
      for (const cls of ['working', 'middle', 'capitalist', 'state'] as const)
        for (const c of state.classes[cls].hand) handCards.add(c.split('#')[0] as string);
      const message = boardMessage(record);
      expect(() => fitMessage(message)).not.toThrow();
      const text = JSON.stringify(message);
      for (const card of handCards) expect(text).not.toContain(card);
      expect(text).not.toContain('board-limits');
      expect(() => fitMessage(scoreMessage(record))).not.toThrow();
      checked.push(state.version);
    };
    const base = recordAt({
      players: 4,
      seed: 'board-limits',
      guildId: '1',
      channelId: '2',
      owners,
      until: (s) => s.phase === 'game-over',
      onState: check,
    });
    check({ ...base.state!, version: 0 });
    const final = boardMessage({ ...base, status: 'finished' });
    expect(final.embeds?.[0]?.title).toBe('Hegemony — Game over');
    // Nobody has cards to look at any more.
    expect(final.embeds?.[0]?.footer?.text).not.toContain('/hand');
    expect(final.embeds?.[0]?.footer?.text).toContain('/score');
    expect(final.embeds?.[0]?.fields?.[0]?.name).toBe('🏆 Final scores');
    // Only the game's turning points are offered now (issue 26).
    expect(JSON.stringify(final.components)).toBe(
      JSON.stringify([turningPointsRow('en', (base as { id: string }).id)]),
    );
    expect(checked.length).toBeGreaterThan(30);
  });
});

/** The turn message a change starts, as the channel would first see it. */
function logMessage(change: GameChange) {
  const entry = logEntry(change);
  const place = { id: change.record.id, guildId: '1', channelId: '2', boardMessageId: '99' };
  return entry && turnMessage(place, entry, entry.users);
}

describe('the log line of an action', () => {
  const record = at((s) => s.version >= 5);
  const change = (events: string[], extra: Partial<GameChange> = {}): GameChange => ({
    kind: 'answered',
    record,
    // Lines as a record saved before the engine handed over keys holds them: English, read as they are.
    events: events.map((text) => said('saved', { text })),
    waitingBefore: [],
    ...extra,
  });

  it('batches the public events in one message and mentions whoever must move now', () => {
    const message = logMessage(change(['The Working Class strikes.', 'Round 1 ends.']));
    const waiting = pending(record.state!)[0]!.seat;
    expect(message?.content).toContain('• The Working Class strikes.\n• Round 1 ends.');
    expect(message?.content).toContain(`<@${owners[waiting]}> — your move`);
    expect(message?.allowedMentions?.users).toEqual([owners[waiting]]);
  });

  it('mentions nobody who was already waiting, and says only who answered a secret question', () => {
    const waiting = pending(record.state!).map((q) => q.seat);
    const message = logMessage(change([], { waitingBefore: waiting, secret: true, actor: 'middle' }));
    expect(message?.content).toBe('🔒 The Middle Class has answered in secret.');
    expect(logMessage(change([], { waitingBefore: waiting }))).toBeNull();
  });

  it('pings with the player’s own panel button and a link to the live board', () => {
    const message = logMessage(change(['The Working Class strikes.']));
    const row = message?.components?.[0]?.components ?? [];
    expect(row.map((c) => ('custom_id' in c ? parseCustomId(c.custom_id)?.kind : 'link'))).toEqual([
      'open',
      'link',
    ]);
    expect(row.find((c) => 'url' in c)).toMatchObject({ url: 'https://discord.com/channels/1/2/99' });
  });

  it('starts with the mention and what is asked: “@ana — your move: Action N of 5”, never “their turn”', () => {
    const onTurn = at((s) => s.phase === 'action' && pending(s)[0]?.kind === 'turn');
    const message = logMessage({ ...change([]), record: onTurn });
    expect(message?.content).not.toContain('their turn');
    expect(message?.content).toMatch(/^<@\d+> — your move: Action [1-5] of 5 · .+ Class$/);
  });

  it('asks for a secret bid naming the Bill, and pings the player again after another seat moved', () => {
    const bidding = at((s) => pending(s).some((q) => q.kind === 'vote.bid'));
    const bids = logMessage({ ...change([]), record: bidding });
    expect(bids?.content).toMatch(/^(<@\d+>(, )?)+ — 🔒 place your bid on Bills? \d[ABC]/);
    const onTurn = at((s) => s.phase === 'action' && pending(s)[0]?.kind === 'turn');
    const seat = pending(onTurn.state!)[0]!.seat;
    // The same seat was waited for before the change: pinged only if another seat moved in it.
    const again = { ...change([]), record: onTurn, waitingBefore: [seat] };
    expect(logEntry({ ...again, moved: [seat] })?.pings ?? []).toEqual([]);
    expect(logEntry({ ...again, moved: [seat, 'capitalist'] })?.pings[0]).toMatch(/^<@\d+> — your move/);
  });
});

describe('the Historical Events on the board and in the log (Historical Events rulebook, How to Play)', () => {
  const heRecord = (until: (s: GameState) => boolean) =>
    recordAt({
      players: 4,
      seed: 'present-he',
      guildId: '1',
      channelId: '2',
      owners,
      until,
      modules: { historicalEvents: true },
    });

  it('the board shows the current Historical Event: name, years, Period, each part of its requirement (met or not, and what there is now), trigger and effect', () => {
    const record = heRecord((s) => s.round === 2 && s.phase === 'action');
    const v = view(record.state!, 'public');
    const card = historicalEventById(v.historicalEvents?.revealed.at(-1) as string);
    if (!card) throw new Error('no Historical Event');
    const message = boardMessage(record);
    const field = message.embeds?.[0]?.fields?.find((f) => f.name === '📜 Historical Event');
    expect(field?.value).toContain(`**${card.name}** (${card.years}) · Period II`);
    expect(field?.value).toContain(`Effect: ${card.text}`);
    if (v.historicalEvents?.triggered.includes(card.id)) expect(field?.value).toContain('Applied');
    else {
      expect(field?.value).toContain(`Trigger: ${triggerText(card.trigger)}`);
      for (const part of v.historicalEvents?.requirement?.parts ?? [])
        expect(field?.value).toContain(
          `${part.met ? '✅' : '❌'} ${sayText('en', part.said)} (now ${part.now})`,
        );
    }
    expect(() => fitMessage(message)).not.toThrow();
  });

  it('a card not yet applied says which part of its requirement fails', () => {
    const record = heRecord((s) => s.round === 2 && s.phase === 'action');
    const state = record.state!;
    state.historicalEvents?.revealed.push('he.baby-boom');
    state.policies[2] = 'C';
    const field = boardMessage(record).embeds?.[0]?.fields?.find((f) => f.name === '📜 Historical Event');
    expect(field?.value).toContain('❌ 2A or 2B (now 2C)');
    expect(field?.value).toContain('Trigger: Working Class or Middle Class: Free Action');
  });

  it('the first log line names the Early Period card applied during setup', () => {
    const record = heRecord(() => true);
    const early = historicalEventById(record.state?.historicalEvents?.revealed[0] as string);
    const change: GameChange = { kind: 'started', record, events: [], waitingBefore: [] };
    const text = logMessage(change)?.content ?? '';
    expect(text).toContain(
      `📜 Historical Event: **${early?.name}** (${early?.years}) · Early Period — applied: ${early?.text}`,
    );
  });

  it('a game without the module shows no Historical Event', () => {
    const fields = boardMessage(at((s) => s.version >= 3)).embeds?.[0]?.fields ?? [];
    expect(fields.some((f) => f.name === '📜 Historical Event')).toBe(false);
  });
});
