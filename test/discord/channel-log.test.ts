/**
 * The channel's log folds answers into one turn message per ping and one round log per round: a
 * ping posts a new message (only a new message notifies) and the previous one moves into its
 * round's log; anything else is an edit.
 */
import { describe, expect, it } from 'vitest';
import { ChannelLog, type Messages } from '../../src/discord/channel-log.ts';
import type { MessagePayload } from '../../src/discord/limits.ts';
import type { LogEntry } from '../../src/discord/present/log.ts';
import type { OfferMessage } from '../../src/store/types.ts';

/** Messages kept in memory, in channel order. */
function memory() {
  let next = 0;
  const shown = new Map<string, MessagePayload>();
  const calls: string[] = [];
  const messages: Messages = {
    async post(payload) {
      const id = String(++next);
      shown.set(id, payload);
      calls.push(`post ${id}`);
      return id;
    },
    async edit(id, payload) {
      if (!shown.has(id)) throw new Error(`edit of a deleted message ${id}`);
      shown.set(id, payload);
      calls.push(`edit ${id}`);
    },
    async remove(id) {
      shown.delete(id);
      calls.push(`delete ${id}`);
    },
    async strip(id) {
      const payload = shown.get(id);
      if (payload) shown.set(id, { ...payload, components: [] });
      calls.push(`strip ${id}`);
    },
  };
  const text = (p: MessagePayload) =>
    [p.content ?? '', ...(p.embeds ?? []).map((e) => e.description)].join('\n');
  return { messages, shown, calls, texts: () => [...shown.values()].map(text) };
}

const place = { id: 'g1', guildId: '1', channelId: '2', boardMessageId: '99' };
const entry = (e: Partial<LogEntry>): LogEntry => ({
  entry: 1,
  lines: [],
  pings: [],
  users: [],
  waiting: true,
  secret: false,
  round: 1,
  over: null,
  ...e,
});

describe('the channel log', () => {
  it('edits the rest of a turn into its message and starts a new message at the next ping, the ping first', async () => {
    const m = memory();
    const log = new ChannelLog(m.messages);
    await log.add(
      place,
      entry({ lines: ['🎲 The game begins!'], pings: ['<@1> — your move'], users: ['1'] }),
      'n1',
      0,
    );
    await log.add(place, entry({ lines: ['• Free Action: a Loan.'] }), 'n2', 0);
    await log.add(place, entry({ lines: ['• The Working Class proposes a Bill.'] }), 'n3', 0);
    expect(m.calls).toEqual(['post 1', 'edit 1', 'edit 1']);
    expect(m.texts()[0]).toBe(
      '<@1> — your move\n🎲 The game begins!\n• Free Action: a Loan.\n• The Working Class proposes a Bill.',
    );
    await log.add(
      place,
      entry({ lines: ['• Turn ends.'], pings: ['<@2> — your move'], users: ['2'] }),
      'n4',
      0,
    );
    // The first turn went into the round's log; the channel holds that log and the new turn.
    expect(m.texts()).toEqual([
      '\n🎲 The game begins!\n• Free Action: a Loan.\n• The Working Class proposes a Bill.',
      '<@2> — your move\n• Turn ends.',
    ]);
    const last = [...m.shown.values()].at(-1) as MessagePayload;
    expect(last.allowedMentions?.users).toEqual(['2']);
    await log.add(
      place,
      entry({ lines: ['• Another.'], pings: ['<@1> — your move'], users: ['1'] }),
      'n5',
      0,
    );
    expect(m.shown.size, 'the round log is edited, not posted again').toBe(2);
  });

  it('starts a new round log each round, and keeps a long turn within one message', async () => {
    const m = memory();
    const log = new ChannelLog(m.messages);
    await log.add(place, entry({ pings: ['<@1> — your move'] }), 'a', 0);
    const many = Array.from({ length: 60 }, (_, i) => `• Production event ${i}, with a few more words.`);
    await log.add(place, entry({ lines: many, round: 1 }), 'b', 0);
    for (const payload of m.shown.values())
      expect([...(payload.content ?? '')].length).toBeLessThanOrEqual(2000);
    expect(m.texts().join('\n')).toContain('Production event 0,');
    expect(m.texts().at(-1)).toContain('Production event 59');
    expect(m.texts().at(-1), 'the turn message stays the latest').toContain('your move');
    await log.add(
      place,
      entry({ lines: ['• Round 2 begins.'], pings: ['<@2> — your move'], round: 2 }),
      'c',
      0,
    );
    await log.add(place, entry({ lines: ['• Next.'], pings: ['<@1> — your move'], round: 2 }), 'd', 0);
    const titles = [...m.shown.values()].flatMap((p) => (p.embeds ?? []).map((e) => e.title));
    expect(titles).toEqual(['📜 Round 1', '📜 Round 2']);
  });

  it('drops the panel button once nobody is waited for, and links the board from the game-over line', async () => {
    const m = memory();
    const log = new ChannelLog(m.messages);
    await log.add(place, entry({ pings: ['<@1> — your move'] }), 'a', 0);
    await log.add(place, entry({ waiting: false, round: null, over: '🏁 **Game over!**' }), 'b', 0);
    const last = [...m.shown.values()].at(-1) as MessagePayload;
    expect(last.content).toBe(
      '🏁 **Game over!** Final scores are on the [board](https://discord.com/channels/1/2/99); `/score` for the breakdown.',
    );
    expect(last.components?.[0]?.components.map((c) => c.type)).toEqual([2]);
    expect(last.components?.[0]?.components[0]).toMatchObject({ label: 'Board' });
  });

  it('keeps every line of a turn longer than one round log (several Automa turns at once), in whole lines', async () => {
    const m = memory();
    const log = new ChannelLog(m.messages);
    const line = (i: number) => `• Line ${String(i).padStart(3, '0')} ${'x'.repeat(150)}.`;
    const lines = Array.from({ length: 70 }, (_, i) => line(i));
    await log.add(place, entry({ lines, pings: ['<@1> — your move'], users: ['1'] }), 'n1', 0);
    await log.add(place, entry({ lines: ['• Next.'], pings: ['<@2> — your move'], users: ['2'] }), 'n2', 0);
    const shown = m.texts().join('\n').split('\n');
    for (let i = 0; i < 70; i++) expect(shown, `line ${i}`).toContain(line(i));
    for (const payload of m.shown.values())
      for (const e of payload.embeds ?? [])
        expect([...(e.description ?? '')].length).toBeLessThanOrEqual(4096);
  });

  it('takes the buttons off an offer once what it offers is settled, keeping its text', async () => {
    const m = memory();
    const log = new ChannelLog(m.messages);
    await log.add(place, entry({ pings: ['<@1> — your move'], users: ['1'] }), 'a', 1);
    await log.add(place, undoOffer('<@2> — ↩️ undo?'), 'b', 2);
    const offer = shownAs(m, '<@2> — ↩️ undo?');
    expect(m.shown.get(offer)?.components).toHaveLength(1);
    // Still open (someone agreed, others have not): the buttons stay.
    await log.add(place, entry({ lines: ['• Noted.'], open: ['undo'] }), 'c', 3);
    expect(m.shown.get(offer)?.components).toHaveLength(1);
    // Settled: the text stays, the buttons go.
    await log.add(place, entry({ lines: ['• Next.'], open: [] }), 'd', 4);
    expect(m.shown.get(offer)?.content).toBe('<@2> — ↩️ undo?');
    expect(m.shown.get(offer)?.components).toEqual([]);
  });

  it('takes the buttons off an older offer of the same thing when a newer one is posted', async () => {
    const m = memory();
    const log = new ChannelLog(m.messages);
    await log.add(place, undoOffer('first?'), 'a', 1);
    await log.add(place, undoOffer('second?'), 'b', 5);
    expect(m.shown.get(shownAs(m, 'first?'))?.components).toEqual([]);
    expect(m.shown.get(shownAs(m, 'second?'))?.components).toHaveLength(1);
  });

  it('saves its open offers, and a log started from them (after a restart) closes them', async () => {
    const m = memory();
    let saved: OfferMessage[] = [];
    const keep = async (offers: OfferMessage[]) => {
      saved = offers;
    };
    const before = new ChannelLog(m.messages, keep);
    await before.add(place, undoOffer('undo?'), 'a', 7);
    const offer = shownAs(m, 'undo?');
    expect(saved).toEqual([{ id: offer, keys: ['undo'], rev: 7 }]);

    // A new process: its log knows nothing but what the store kept.
    const after = new ChannelLog(m.messages, keep);
    after.seed(saved);
    // An entry owed from before the offer (published again after the restart) does not close it.
    await after.add(place, entry({ lines: ['• Earlier.'], open: [] }), 'b', 6);
    expect(m.shown.get(offer)?.components).toHaveLength(1);
    // A later change that leaves the undo open keeps the buttons; one that settles it takes them off.
    await after.add(place, entry({ lines: ['• Later.'], open: ['undo'] }), 'c', 8);
    expect(m.shown.get(offer)?.components).toHaveLength(1);
    await after.add(place, entry({ lines: ['• Next.'], open: [] }), 'd', 9);
    expect(m.shown.get(offer)?.components).toEqual([]);
    expect(saved).toEqual([]);
  });
});

const undoButtons = [
  { type: 1, components: [{ type: 2, style: 3, custom_id: 'hg:undo-yes:g1', label: 'Agree' }] },
];

/** An entry that asks the other players to agree to an undo. */
const undoOffer = (text: string) =>
  entry({ offer: { text, buttons: undoButtons, keys: ['undo'] }, open: ['undo'] });

/** The id of the message showing `content`. */
const shownAs = (m: ReturnType<typeof memory>, content: string) =>
  [...m.shown.entries()].find(([, p]) => p.content === content)?.[0] as string;
