/**
 * Must-show 6 — a button belongs to the question it was made for, and a seat changing hands does
 * not hand over its secrets. A bid button from an earlier election is refused in a later one that
 * looks the same; a seat handed over during a vote shows its new holder that a bid is in, never
 * how much, and the channel hears one line about it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { type GameState, pending, type Question } from '../../src/engine/index.ts';
import { buttons, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { BACKENDS, type TestBackend } from '../store/backends.ts';
import { recordAt, writeRecord } from './fixtures.ts';
import { type Harness, startHarness } from './harness.ts';
import { buttonNamed, choicesOf } from './table.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const NAMES: Record<ClassId, string> = { working: 'ana', middle: 'ben', capitalist: 'cleo', state: 'dev' };

/** A 4-player game of seed `seed` played by the fixture's random answers up to `until`, stored, the bot started. */
async function storedAt(b: TestBackend, seed: string, until: (state: GameState) => boolean) {
  let fixture: GameRecord | undefined;
  h = await startHarness({
    storeUrl: await b.url(),
    quietMs: 5,
    prepare: async (fake, storeUrl) => {
      const channel = fake.channel('game');
      const owners = Object.fromEntries(Object.entries(NAMES).map(([c, n]) => [c, fake.user(n).id]));
      fixture = recordAt({
        players: 4,
        seed,
        guildId: channel.guildId,
        channelId: channel.id,
        owners,
        until,
      });
      await writeRecord(storeUrl, fixture);
    },
  });
  const harness = h;
  const users = Object.fromEntries(
    Object.entries(NAMES).map(([c, n]) => [c, harness.fake.user(n)]),
  ) as Record<ClassId, FakeUser>;
  const channel = h.fake.channel('game');
  const board = (await h.fake.user('watcher').slash(channel, 'board')).reply as FakeMessage;
  const open = buttons(board).find((b) => b.customId?.startsWith('hg:open:'))?.customId as string;
  /** The board as it is now (a new round posts a fresh one further down). */
  const liveBoard = () =>
    harness.fake
      .publicMessages(channel)
      .findLast((m) => /^Hegemony —/.test(m.embeds[0]?.title ?? '')) as FakeMessage;
  return { harness, users, channel, board, liveBoard, open, fixture: fixture as GameRecord };
}

/** A question with its instance (askedAt) left out: what a player sees of it. */
const looks = (q: Question) => JSON.stringify([q.seat, q.kind, q.said, q.options]);

/**
 * A seed whose fixture game (the fixtures' random answers) asks one seat for a secret bid twice,
 * in two elections, with the same prompt and options: the versions at which each was first asked.
 */
function repeatedBid(): { seed: string; seat: ClassId; first: number; second: number } {
  for (let n = 0; n < 100; n++) {
    const seed = `idq-${n}`;
    const asked = new Map<string, number>();
    let found: { seed: string; seat: ClassId; first: number; second: number } | undefined;
    recordAt({
      players: 4,
      seed,
      guildId: '1',
      channelId: '2',
      owners: {},
      until: (s) => found !== undefined || pending(s).length === 0,
      onState: (s) => {
        for (const q of pending(s).filter((q) => q.secret)) {
          const first = asked.get(looks(q));
          if (first === undefined) asked.set(looks(q), q.askedAt);
          else if (first !== q.askedAt) found ??= { seed, seat: q.seat, first, second: q.askedAt };
        }
      },
    });
    if (found) return found;
  }
  throw new Error('no game among the seeds tried asks the same-looking bid twice');
}

describe.each(BACKENDS)('on $name', (b) => {
  it.skipIf(b.skip)(
    'a bid button from an earlier election is refused in a later election that looks the same',
    async () => {
      // A seat is asked for a bid in one election and again in a later one (the same Bill, the same
      // side, the same Influence): the same prompt and options, another question.
      const bid = repeatedBid();
      const later = recordAt({
        players: 4,
        seed: bid.seed,
        guildId: '1',
        channelId: '2',
        owners: {},
        until: (s) => s.version >= bid.second,
      });
      const { harness, users, channel, board, liveBoard, open, fixture } = await storedAt(
        b,
        bid.seed,
        (s) => s.version >= bid.first,
      );
      const first = pending(fixture.state!).find((q) => q.seat === bid.seat && q.secret) as Question;
      const second = pending(later.state!).find((q) => q.seat === bid.seat && q.secret) as Question;
      expect(looks(second), 'the two bid questions look the same').toBe(looks(first));
      expect(second.askedAt).not.toBe(first.askedAt);
      const bidder = users[bid.seat];

      // The bidder keeps the panel of the first election…
      const oldPanel = (await bidder.click(board, open)).reply as FakeMessage;
      const oldBid = choicesOf(oldPanel)
        .filter((c) => c.kind === 'button')
        .at(-1)?.customId as string;
      // …while the game goes on to the second, each answer typed by its seat's player.
      for (const entry of later.actions.slice(fixture.actions.length)) {
        const typed = await users[entry.seat].slash(channel, 'answer', {
          options: { choice: entry.answers[0] as string },
        });
        expect(typed.reply?.content).not.toMatch(/^(Sorry|That |This was already)/);
      }
      const key = gameKey(channel.guildId, channel.id);
      const before = (await harness.app.store.get(key)) as GameRecord;
      expect(before.state).toEqual(later.state);

      // The old button, pressed now: refused, nothing applied.
      const stale = await bidder.click(oldPanel, oldBid);
      expect(stale.ephemeral).toBe(true);
      expect(stale.reply?.content).toContain('This was already answered');
      expect(((await harness.app.store.get(key)) as GameRecord).rev).toBe(before.rev);
      // The button of the question asked now works.
      await harness.app.bot.context.publisher.idle();
      const panel = (await bidder.click(liveBoard(), open)).reply as FakeMessage;
      const current = choicesOf(panel)
        .filter((c) => c.kind === 'button')
        .at(-1)?.customId as string;
      expect(current).not.toBe(oldBid);
      expect((await bidder.click(panel, current)).reply?.content).toMatch(/^✅ Spend/);
    },
  );

  it.skipIf(b.skip)(
    'a seat handed over during a vote shows its new holder that a bid is in, never how much; the channel hears one line',
    async () => {
      const { harness, users, channel, board, open, fixture } = await storedAt(
        b,
        'bids-at-once',
        (s) => pending(s).filter((q) => q.secret).length >= 3,
      );
      const bidders = pending(fixture.state!).filter((q) => q.secret);
      const seat = bidders.find((q) => q.seat !== 'working')?.seat as ClassId;
      const holder = users[seat];
      const panel = (await holder.click(board, open)).reply as FakeMessage;
      const bid = choicesOf(panel)
        .filter((c) => c.kind === 'button')
        .at(-1) as { customId: string; label: string };
      expect(bid.label).toMatch(/^Spend \d+ Influence/);
      const amount = bid.label.replace(/^Spend /, '');
      expect((await holder.click(panel, bid.customId)).reply?.content).toContain(
        `Your secret bid: ${amount}`,
      );
      await harness.app.bot.context.publisher.idle();
      const before = new Set(harness.fake.publicMessages(channel).map((m) => m.id));

      // The host offers the seat to Carl; its player agrees, and Carl takes it.
      const carl = harness.fake.user('carl');
      const offer = await users.working.slash(channel, 'hegemony', {
        subcommand: 'handover',
        options: { class: seat, user: carl },
      });
      const agreed = await holder.click(offer.reply as FakeMessage, buttonNamed(offer, 'Agree'));
      await carl.click(agreed.reply as FakeMessage, buttonNamed(offer, 'Take the seat'));
      await harness.app.bot.context.publisher.idle();

      // Carl sees that the seat has bid, and not the amount.
      const hand = await carl.slash(channel, 'hand');
      const shown = `${hand.reply?.content} ${JSON.stringify(hand.reply?.embeds)}`;
      expect(shown).toContain('A secret bid is in for this seat');
      expect(shown).not.toContain('Your secret bid');
      expect(shown).not.toContain(amount);
      // The previous holder is told, in the one line the channel gets besides the offer (which now
      // says who took the seat), and is out of the seat.
      const name = { middle: 'Middle Class', capitalist: 'Capitalist Class', state: 'State', working: '' }[
        seat
      ];
      // (The turn message it follows moves into the round's log.)
      const since = () =>
        harness.fake
          .publicMessages(channel)
          .filter((m) => !before.has(m.id) && !m.embeds[0]?.title?.startsWith('📜 Round'));
      // Each message's first line (the line of the seat's new player, then what is asked now).
      expect(since().map((m) => m.content.split('\n')[0])).toEqual([
        `${carl.mention} took the **${name}**.`,
        `${carl.mention} now plays the ${name} (was ${holder.mention}).`,
      ]);
      expect((await holder.slash(channel, 'hand')).reply?.content).toBe('You are not playing in this game.');
      // The line pings the user handed the seat (even though the seat has already bid).
      const handed = harness.fake.calls.findLast(
        (c) =>
          c.route === 'POST /channels/:channel/messages' &&
          JSON.stringify(c.body).includes(' now plays the '),
      );
      expect(
        (handed?.body as { allowed_mentions?: { users?: string[] } } | undefined)?.allowed_mentions?.users,
      ).toContain(carl.id);
      // Handed back: again one line, still no bid amount anywhere public.
      const back = await users.working.slash(channel, 'hegemony', {
        subcommand: 'handover',
        options: { class: seat, user: holder },
      });
      const given = await carl.click(back.reply as FakeMessage, buttonNamed(back, 'Agree'));
      await holder.click(given.reply as FakeMessage, buttonNamed(back, 'Take the seat'));
      await harness.app.bot.context.publisher.idle();
      // Each handover is one line; the first has moved into the round's log by now.
      const said = harness.fake
        .publicMessages(channel)
        .filter((m) => !before.has(m.id))
        .flatMap((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')])
        .join('\n');
      expect(said.match(/ now plays the /g)).toHaveLength(2);
      expect(since()).toHaveLength(3);
      expect(since().some((m) => m.content.includes('Secret bids:'))).toBe(false);
      expect((await holder.slash(channel, 'hand')).reply?.content).toContain(`Your secret bid: ${amount}`);
    },
  );
});
