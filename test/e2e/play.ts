/**
 * A complete game on the fake Discord, from `/hegemony new` to the final scores, played only
 * through what the bot sends; then the checks that nothing secret ever reached the channel or the
 * log.
 */
import { expect } from 'vitest';
import { ALL_ACTION_CARDS } from '../../src/data/action-cards.ts';
import { CRISIS_RESPONSE_CARDS, HIDDEN_AGENDAS } from '../../src/data/expansions.ts';
import {
  HISTORICAL_EVENTS,
  HISTORICAL_PERIODS,
  historicalEventById,
} from '../../src/data/historical-events.ts';
import { CLASS_NAMES } from '../../src/data/names.ts';
import { applyAll, createGame, pending } from '../../src/engine/index.ts';
import { replay } from '../../src/store/replay.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import { type Harness, startHarness } from '../discord/harness.ts';
import { type PublicText, publicTexts } from '../discord/leaks.ts';
import { seeded, Table } from '../discord/table.ts';
import { labelOf } from '../engine/testing.ts';

/** Card names that are also the names of other public things (a Basic Action, a Company). */
const SHARED_NAMES = new Set(['Extra Shift', 'Cooperative Farm']);

export interface GameReport {
  players: number;
  answers: number;
  interactions: number;
  typed: Record<string, number>;
  ms: number;
  publicMessages: number;
  /** Messages the bot posted in the channel over the game (some were folded away since). */
  posted: number;
  /** Bot messages the channel holds at the end, per round of the game. */
  heldPerRound: number;
  pictures: number;
  scores: string;
}

export interface GameSetup {
  /** `/hegemony new historical-events:true`. */
  historicalEvents?: boolean;
  /** `/hegemony new modules:all`: every module the player count allows. */
  all?: boolean;
}

export async function playWholeGame(
  players: 2 | 3 | 4,
  seed: number,
  setup: GameSetup = {},
): Promise<GameReport> {
  const h: Harness = await startHarness({
    quietMs: 2,
    gameSeeds: [`e2e-${players}-${seed}`],
    pictures: true,
  });
  try {
    const started = performance.now();
    const names = ['ana', 'ben', 'cleo', 'dev'].slice(0, players);
    const users = names.map((n) => h.fake.user(n));
    const channel = h.fake.channel('game');
    const table = new Table(h.fake, channel, users, () => h.app.bot.context.publisher.idle());
    await table.open(players, setup);
    const answers = await table.playToEnd(seeded(seed));
    const ms = performance.now() - started;

    // The end as the channel sees it: final scores on the board, and the game-over line in the log.
    const board = table.board;
    expect(board.embeds[0]?.title).toContain('Game over');
    const finalScores = board.embeds[0]?.fields?.find((f) => f.name.includes('Final scores'))?.value ?? '';
    expect(finalScores).toMatch(/VP/);
    // The board carries its picture; at the end, the final scores picture.
    expect(board.attachments.map((a) => a.filename)).toEqual(['final-scores.png']);
    expect(board.embeds[0]?.image?.url).toBe('attachment://final-scores.png');
    const pictures = h.fake.calls.filter((c) => c.files.some((f) => f.name === 'board.png'));
    // Drawn once per turn or phase at most (fewer when quick play outruns the drawing).
    expect(pictures.length, 'the board picture was drawn during the game').toBeGreaterThan(1);
    const log = h.fake.publicMessages(channel).map((m) => m.content);
    expect(log.some((l) => l.includes('Game over!'))).toBe(true);
    expect(h.fake.violations).toEqual([]);
    const rounds = (await h.app.store.get(gameKey(channel.guildId, channel.id)))?.state?.round ?? 0;
    const channelReport = checkQuietChannel(h, table, rounds);

    const record = (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord;
    expect(record.status).toBe('finished');
    expect(record.state?.phase).toBe('game-over');
    // The action log replays to the very same state.
    expect(replay(record)).toEqual(record.state);
    expect(record.actions.length, 'one log entry per answer or typed command').toBe(answers);

    checkNoLeaks(h, table, record);
    if (setup.historicalEvents || setup.all) checkHistoricalEvents(h, table, record);
    if (setup.all) checkCrisisAndControl(h, table, record);

    // After the end: the breakdown, and the channel is free for the next game (this one is archived).
    const host = users[0]!;
    const scores = await host.slash(channel, 'score');
    expect(scores.reply?.embeds[0]?.title).toBe('Final scores');
    const errors = h.logs.filter((l) => /"level":(50|60)/.test(l));
    expect(errors).toEqual([]);
    // The ended game is archived (in a write of its own) before a new lobby is written: a failure
    // there loses nothing, the game stays in its channel.
    const store = h.app.store;
    const put = store.put.bind(store);
    store.put = async () => {
      throw new Error('the disk is full');
    };
    const failed = await host.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
    store.put = put;
    expect(failed.reply?.content).toMatch(/^Sorry — something went wrong/);
    expect(await store.get(gameKey(channel.guildId, channel.id))).toEqual(record);
    await host.slash(channel, 'hegemony', { subcommand: 'new', options: { players: 2 } });
    // The new lobby is in the channel for everyone. (A bot running behind acknowledges privately at
    // once and posts the lobby as a message of its own a moment later, so it is looked for there.)
    await h.fake.waitFor(
      () =>
        h.fake
          .publicMessages(channel)
          .find((m) => m.embeds[0]?.title === 'Hegemony — new 2-player game' && !m.ephemeral),
      10_000,
    );
    const archived = (await store.getArchived(channel.guildId, channel.id, record.id)) as GameRecord;
    expect({ ...archived, rev: record.rev, updatedAt: record.updatedAt }).toEqual(record);
    return {
      players,
      answers,
      interactions: table.results.length,
      typed: table.typed,
      ms: Math.round(ms),
      publicMessages: log.length,
      ...channelReport,
      pictures: pictures.length,
      scores: finalScores.replace(/<@\d+>/g, '@'),
    };
  } finally {
    await h.stop();
  }
}

/** A message the bot posted in the channel: its body as sent. */
interface Posted {
  content?: string;
  components?: Array<{ components: Array<{ custom_id?: string; url?: string }> }>;
  allowed_mentions?: { users?: string[] };
}

/**
 * The channel stays quiet and every ping is the way in: at most 15 bot messages held per round on
 * average over the game, every message that pings someone has the panel button and a link to the
 * live board, and the game-over line links to the board.
 */
function checkQuietChannel(h: Harness, table: Table, rounds: number) {
  expect(rounds).toBe(5);
  const posts = h.fake.calls.filter(
    (c) => c.route === 'POST /channels/:channel/messages' && c.path.includes(table.channel.id),
  );
  const pings = posts
    .map((c) => c.body as Posted)
    .filter((b) => (b.allowed_mentions?.users?.length ?? 0) > 0);
  expect(pings.length, 'the players were pinged').toBeGreaterThan(20);
  for (const ping of pings) {
    const row = ping.components?.[0]?.components ?? [];
    expect(
      row.some((c) => c.custom_id?.startsWith('hg:open:')),
      `no panel button: ${ping.content}`,
    ).toBe(true);
    expect(
      row.some((c) => c.url?.startsWith('https://discord.com/channels/')),
      `no board link: ${ping.content}`,
    ).toBe(true);
    expect(ping.content).not.toContain('their turn');
  }
  const held = h.fake.publicMessages(table.channel);
  const heldPerRound = held.length / rounds;
  expect(heldPerRound, `${held.length} bot messages over ${rounds} rounds`).toBeLessThanOrEqual(15);
  const last = held.at(-1);
  expect(last?.content).toMatch(
    /Final scores are on the \[board\]\(https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+\)/,
  );
  expect(last?.content).toContain(table.board.id);
  return { posted: posts.length, heldPerRound: Math.round(heldPerRound * 10) / 10 };
}

/**
 * The Historical Events as the channel saw them: each round's card revealed in the log and shown on
 * the board, and no card that was not dealt ever named (the deck below the top card is secret).
 */
function checkHistoricalEvents(h: Harness, table: Table, record: GameRecord) {
  const he = record.state?.historicalEvents;
  expect(he?.revealed).toHaveLength(HISTORICAL_PERIODS.length);
  const log = h.fake
    .publicMessages(table.channel)
    .map((m) => [m.content, ...m.embeds.map((e) => e.description ?? '')].join('\n'));
  const revealed = log.filter((l) => l.includes('Historical Event revealed:'));
  expect(revealed, 'one reveal per round').toHaveLength(5);
  expect(log.some((l) => l.includes('📜 Historical Event:') && l.includes('Early Period'))).toBe(true);
  expect(he?.triggered.length, 'some Historical Events applied').toBeGreaterThan(1);
  const texts = publicTexts(h.fake, table.results);
  expect(texts.some((t) => t.text.includes('📜 Historical Event'))).toBe(true);
  for (const card of HISTORICAL_EVENTS) {
    if (he?.revealed.includes(card.id)) continue;
    // "World War I" is also the start of "World War II".
    const named = new RegExp(`${card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`);
    for (const { text, seq, route } of texts)
      if (named.test(text)) throw new Error(`public ${route} #${seq} names ${card.name}, never revealed`);
  }
}

/** Where `text` is first seen in public (the channel's order), or Infinity. */
function firstSeen(texts: readonly PublicText[], test: (text: string) => boolean): number {
  return texts.find((t) => test(t.text))?.seq ?? Number.POSITIVE_INFINITY;
}

/** A board message (its embed's title), as opposed to the channel's log messages. */
const isBoard = (t: PublicText) => t.text.includes('"title":"Hegemony —');

/**
 * `name` is not seen in the channel's log before the line that reveals it. The board is left out:
 * it shows the game as it is now and may run ahead of a log that is still catching up with quick
 * play (it is built from the public view, whose secrets test/engine/view.test.ts checks).
 */
function expectNotNamedBefore(texts: readonly PublicText[], name: string, revealed: number) {
  const log = texts.filter((t) => !isBoard(t));
  const named = firstSeen(log, (t) => t.includes(name));
  if (named >= revealed) return;
  const between = log.filter((t) => t.seq >= named && t.seq < revealed);
  expect(
    between.map((t) => t.text.slice(0, 200)),
    `${name} is named in public before it is revealed`,
  ).toEqual([]);
}

/**
 * The Crisis & Control modules as the channel saw them (C&C rulebook, Crisis Response, Alternative
 * Events, Hidden Agendas): each Crisis Response card the IMF used, each Alternative Event dealt
 * with, kept or discarded, and each Hidden Agenda scored or shown at the end, said in the log; no
 * Hidden Agenda named in public before the line that reveals it, nor in the bot's own log; the
 * board shows the Crisis Response field and "Hidden Agenda: 1 card" per class while hidden.
 */
function checkCrisisAndControl(h: Harness, table: Table, record: GameRecord) {
  const g = record.state;
  expect(g?.crisisResponse && g.alternativeEvents && g.hiddenAgendas, 'every module is on').toBeTruthy();
  if (!g?.crisisResponse || !g.alternativeEvents || !g.hiddenAgendas) return;
  const texts = publicTexts(h.fake, table.results);
  const quoted = (name: string) => `\\"${name}\\"`; // a name in quotes, inside the JSON of a message
  const said = (line: string) => firstSeen(texts, (t) => t.includes(line)) < Number.POSITIVE_INFINITY;

  // The board: the Crisis Response field, and each class's Agenda as a hidden card at the start.
  expect(said('🌐 Crisis Response')).toBe(true);
  expect(said('🎯 Hidden Agenda: 1 card')).toBe(true);

  // Crisis Response: a card is named only from the line that reveals it on (the pile's order is
  // secret), and every card the IMF carried out was announced.
  for (const card of CRISIS_RESPONSE_CARDS) {
    const revealed = firstSeen(texts, (t) => t.includes(`Crisis Response: ${quoted(card.name)} is revealed`));
    expectNotNamedBefore(texts, card.name, revealed);
  }
  expect(g.crisisResponse.current, 'a Crisis Response card is face up').not.toBeNull();
  for (const id of g.crisisResponse.resolved) {
    const card = CRISIS_RESPONSE_CARDS.find((c) => c.id === id);
    expect(said(`the IMF intervenes with the Crisis Response card ${quoted(card?.name ?? id)}`), id).toBe(
      true,
    );
  }

  // Alternative Events: each one dealt with is then kept for its Benefit or discarded for 1 VP.
  const dealt = new Set(
    texts.flatMap((t) =>
      [...t.text.matchAll(/The State deals with the Event \\"([^\\]+)\\"/g)].map((m) => m[1]),
    ),
  );
  expect(dealt.size, 'the State dealt with Alternative Events').toBeGreaterThan(2);
  for (const name of dealt)
    expect(
      said(`keeps ${quoted(name as string)} for its Benefit`) ||
        said(`discards ${quoted(name as string)} for 1 VP`),
      `${name} kept or discarded`,
    ).toBe(true);
  const kept = Object.values(g.alternativeEvents.kept).flat();
  if (kept.length > 0) expect(said('🃏 Benefits:')).toBe(true);

  // Hidden Agendas: named in public only from the line that reveals it on.
  const held = Object.values(g.hiddenAgendas.held).flat();
  expect(held).toHaveLength(4);
  for (const id of held) {
    const agenda = HIDDEN_AGENDAS.find((a) => a.id === id);
    const name = agenda?.name ?? id;
    const revealed = firstSeen(
      texts,
      (t) =>
        t.includes(`reveals its Hidden Agenda ${quoted(name)}`) ||
        t.includes(`Hidden Agenda was ${quoted(name)}`),
    );
    expect(revealed, `${name} is revealed in the log`).toBeLessThan(Number.POSITIVE_INFINITY);
    expectNotNamedBefore(texts, name, revealed);
    for (const line of h.logs) if (line.includes(name)) throw new Error(`log line names an Agenda: ${line}`);
  }
}

/** Secret option labels and ids asked during the game, found by replaying its log once. */
function secretOptions(record: GameRecord): { labels: Set<string>; ids: Set<string> } {
  const labels = new Set<string>();
  const ids = new Set<string>();
  let state = createGame(record.options, record.seed);
  const collect = () => {
    // Secret bids; a Hidden Agenda's option is its name, checked apart (named only once revealed).
    for (const q of pending(state).filter((q) => q.secret && q.kind !== 'agenda.keep')) {
      for (const o of q.options) {
        labels.add(labelOf(o));
        ids.add(o.id);
      }
    }
  };
  for (const entry of record.actions) {
    collect();
    const next = applyAll(state, entry.seat, entry.answers);
    if (!next.ok) throw new Error(`replay refused entry ${entry.version}`);
    state = next.state;
  }
  return { labels, ids };
}

function checkNoLeaks(h: Harness, table: Table, record: GameRecord) {
  const seats = Object.keys(record.options.seats);
  const cards = ALL_ACTION_CARDS.filter((c) => seats.includes(c.class));
  // A Historical Event's text may name an Action card ("start with 2 Need for Change"): that is public.
  const events = (record.state?.historicalEvents?.revealed ?? []).map((id) => historicalEventById(id));
  const namedByEvents = (name: string) => events.some((e) => `${e?.text} ${e?.description}`.includes(name));
  const cardNames = [...new Set(cards.map((c) => c.name))].filter(
    (n) => !SHARED_NAMES.has(n) && !namedByEvents(n),
  );
  const cardIds = cards.map((c) => c.id);
  const secret = secretOptions(record);
  expect(secret.labels.size, 'the game had secret bids').toBeGreaterThan(0);

  const texts = publicTexts(h.fake, table.results);
  expect(texts.length).toBeGreaterThan(100);
  const played = new Set<string>();
  for (const { text, seq, route } of texts) {
    const where = `public ${route} #${seq}`;
    // A card becomes public when it is played ("The X plays <card>.").
    for (const m of text.matchAll(/ plays ([^.]+)\./g)) played.add(m[1] as string);
    expect(text.includes(record.seed), `${where} shows the seed`).toBe(false);
    for (const name of cardNames) {
      if (!played.has(name) && text.includes(name))
        throw new Error(`${where} names the unplayed card ${name}: ${text}`);
    }
    for (const id of cardIds) if (text.includes(id)) throw new Error(`${where} shows the card id ${id}`);
    for (const label of secret.labels)
      if (text.includes(label)) throw new Error(`${where} shows a bid: ${label}`);
    if (/"bid:\d/.test(text) || /:bid:\d/.test(text)) throw new Error(`${where} carries a bid option id`);
  }

  // The bot's own log: no seed, no card, no bid — not even played cards (a log has no use for them).
  for (const line of h.logs) {
    expect(line.includes(record.seed), `log line shows the seed: ${line}`).toBe(false);
    for (const name of cardNames) if (line.includes(name)) throw new Error(`log line names a card: ${line}`);
    for (const id of cardIds) if (line.includes(id)) throw new Error(`log line shows a card id: ${line}`);
    for (const label of secret.labels)
      if (line.includes(label)) throw new Error(`log line shows a bid: ${line}`);
    if (/bid:\d/.test(line)) throw new Error(`log line shows a bid id: ${line}`);
  }
  // Every class name appears in public (the check above is not vacuous).
  for (const seat of seats) {
    expect(texts.some((t) => t.text.includes(CLASS_NAMES[seat as keyof typeof CLASS_NAMES]))).toBe(true);
  }
}
