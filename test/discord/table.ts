/**
 * Players at a table in the fake Discord: they open a game, join, and play it only through what the
 * bot shows them — the board's buttons, their ephemeral panels, and slash commands with the
 * choices the bot's autocomplete offers. Every answer is picked at random (seeded) among the
 * components the bot actually sent.
 */
import { expect } from 'vitest';
import {
  buttons,
  type FakeChannel,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  type InteractionResult,
  selectMenus,
} from '../../src/local-discord/index.ts';
import { type GameRecord, gameKey } from '../../src/store/types.ts';
import type { Harness } from './harness.ts';

/** A small seeded generator (mulberry32), independent of the game's own. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
export type Rng = ReturnType<typeof seeded>;

const CLASS_BY_PLAYERS: Record<number, string[]> = {
  2: ['working', 'capitalist'],
  3: ['working', 'middle', 'capitalist'],
  4: ['working', 'middle', 'capitalist', 'state'],
};

/** The choices a panel offers: answer buttons, options of answer selects, and page buttons. */
export type Choice =
  | { kind: 'button'; customId: string; label: string }
  | { kind: 'select'; customId: string; value: string; label: string }
  | { kind: 'page'; customId: string };

/** `/hegemony new` with these options is refused to the user alone, with this reason, and nothing is saved. */
export async function expectNewRefused(
  h: Harness,
  user: FakeUser,
  channel: FakeChannel,
  options: Record<string, string | number | boolean>,
  why: RegExp,
): Promise<void> {
  const result = await user.slash(channel, 'hegemony', { subcommand: 'new', options });
  expect(result.ephemeral).toBe(true);
  expect(result.reply?.content).toMatch(why);
  expect(
    (await h.app.store.get(gameKey(channel.guildId, channel.id))) as GameRecord | undefined,
  ).toBeUndefined();
}

/** The custom id of the button with this label on the message a result replied with (fails if none). */
export function buttonNamed(result: InteractionResult, label: string): string {
  const found = buttons(result.reply as FakeMessage).find((b) => b.label === label)?.customId;
  if (!found) throw new Error(`no button "${label}" on: ${result.reply?.content}`);
  return found;
}

/** The button whose label matches, on the message or on one row of it (fails if none). */
export function buttonLabelled(message: FakeMessage, label: RegExp, row?: number) {
  const rows = message.components as unknown as Array<{
    components: Array<{ label?: string; custom_id?: string; disabled?: boolean; style?: number }>;
  }>;
  const found = (row === undefined ? rows : [rows[row]!])
    .flatMap((r) => r.components)
    .find((b) => label.test(b.label ?? ''));
  if (!found?.custom_id) throw new Error(`no button ${label} in ${JSON.stringify(message.components)}`);
  return found;
}

export function choicesOf(message: FakeMessage): Choice[] {
  const out: Choice[] = [];
  for (const b of buttons(message)) {
    if (!b.customId || b.disabled) continue;
    if (b.customId.startsWith('hg:a:'))
      out.push({ kind: 'button', customId: b.customId, label: b.label ?? '' });
    else if (b.customId.startsWith('hg:p:')) out.push({ kind: 'page', customId: b.customId });
  }
  for (const m of selectMenus(message)) {
    if (m.disabled || !m.customId.startsWith('hg:s:')) continue;
    for (const o of m.options)
      out.push({ kind: 'select', customId: m.customId, value: o.value, label: o.label });
  }
  return out;
}

export interface StepInfo {
  user: FakeUser;
  via: 'board' | 'hand' | 'panel' | 'typed';
  result: InteractionResult;
}

export class Table {
  /** The last panel each player saw (ephemeral message id). */
  readonly panels = new Map<string, string>();
  /** The message the lobby was posted in (it became the first board). */
  lobbyId = '';
  readonly players = new Map<string, FakeUser>();
  readonly steps: StepInfo[] = [];
  /** Every interaction result, for violation checks. */
  readonly results: InteractionResult[] = [];
  /** Taps (and typed commands) so far, per user id: every interaction a player sent. */
  readonly taps = new Map<string, number>();

  /** How often a player types a slash command (with the bot's autocomplete) instead of tapping. */
  typingRate = 0.05;
  /** Answers given by slash command, by command name. */
  readonly typed: Record<string, number> = {};

  constructor(
    readonly fake: FakeDiscord,
    readonly channel: FakeChannel,
    readonly users: FakeUser[],
    /** Resolves once the bot has sent every public update it queued (the board, the log). */
    readonly settle: () => Promise<void> = async () => undefined,
  ) {}

  /** Runs one player action and waits until the bot's public updates are out. */
  async act(action: Promise<InteractionResult>): Promise<InteractionResult> {
    return this.record(await action);
  }

  private record(result: InteractionResult): InteractionResult {
    this.results.push(result);
    const by = result.interaction.member?.user?.id ?? result.interaction.user?.id;
    if (by && result.responseType !== 8) this.taps.set(by, (this.taps.get(by) ?? 0) + 1);
    expect(result.violations, JSON.stringify(result.violations)).toEqual([]);
    expect(result.acknowledged).toBe(true);
    return result;
  }

  /** /hegemony new, every player joins a class in order, and the host starts. */
  async open(players: 2 | 3 | 4, modules: { historicalEvents?: boolean; all?: boolean } = {}): Promise<void> {
    const host = this.users[0] as FakeUser;
    const options: Record<string, number | boolean | string> = { players };
    if (modules.historicalEvents) options['historical-events'] = true;
    if (modules.all) options.modules = 'all';
    const created = await this.act(host.slash(this.channel, 'hegemony', { subcommand: 'new', options }));
    expect(created.ephemeral).toBe(false);
    const lobby = created.reply as FakeMessage;
    this.lobbyId = lobby.id;
    const classes = CLASS_BY_PLAYERS[players] as string[];
    for (const [i, cls] of classes.entries()) {
      const user = this.users[i] as FakeUser;
      const current = this.fake.message(lobby.id) as FakeMessage;
      const join = buttons(current).find(
        (b) => b.customId?.startsWith('hg:join:') && b.customId.endsWith(`:${cls[0]}`),
      );
      await this.act(user.click(current, join?.customId as string));
      this.players.set(cls, user);
    }
    const ready = this.fake.message(lobby.id) as FakeMessage;
    const start = buttons(ready).find((b) => b.customId?.startsWith('hg:start:'));
    const started = await this.act(host.click(ready, start?.customId as string));
    expect(started.reply?.id, 'the lobby message becomes the board').toBe(lobby.id);
    await this.settle();
    const opening = this.fake.lastMessage(this.channel).content;
    // In English, or in Portuguese where the server or the host chose it (issue 28).
    expect(opening).toMatch(/The game begins!|A partida começa!/);
    // The first player is mentioned; with Hidden Agendas, every player first picks one in secret.
    expect(opening, 'the players to move are mentioned').toMatch(
      modules.all
        ? new RegExp(`^(<@\\d+>(, )?){${players}} — 🔒 (choose your Hidden Agenda|escolha sua Agenda Oculta)`)
        : /^<@\d+> — (your move|sua vez): /,
    );
  }

  /** The live board: the newest message showing the board (an older one says it moved). */
  get board(): FakeMessage {
    const boards = this.fake
      .publicMessages(this.channel)
      .filter((m) => m.id === this.lobbyId || /^Hegemony —/.test(m.embeds[0]?.title ?? ''));
    return boards.at(-1) as FakeMessage;
  }

  get boardId(): string {
    return this.board.id;
  }

  /** The channel's latest message if it carries the panel button (the turn message that pinged). */
  get turnMessage(): FakeMessage | undefined {
    const last = this.fake.publicMessages(this.channel).at(-1);
    return last && buttons(last).some((b) => b.customId?.startsWith('hg:open:')) ? last : undefined;
  }

  isOver(): boolean {
    const title = this.board.embeds[0]?.title ?? '';
    return /Game over|abandoned|Fim de jogo|abandonada/.test(title);
  }

  /** The players the board says the game waits for (mentions in its "Waiting for" field). */
  boardWaiting(): FakeUser[] {
    const field = this.board.embeds[0]?.fields?.find((f) => /^(Waiting for|Esperando por)$/.test(f.name));
    return this.mentioned(field?.value ?? '');
  }

  private mentioned(text: string): FakeUser[] {
    const ids = [...text.matchAll(/<@(\d+)>/g)].map((m) => m[1]);
    return this.users.filter((u) => ids.includes(u.id));
  }

  /** Players who stopped answering: never picked to act (their seats are left to the deadlines). */
  readonly away = new Set<string>();

  /** Who the last panel without a question said the game waits for (null: not known yet). */
  private lastWaiting: FakeUser[] | null = null;

  private noteWaiting(panel: FakeMessage | undefined) {
    if (!panel || choicesOf(panel).length > 0) return;
    const at = panel.content.search(/Waiting for:|Esperando por:/);
    if (at >= 0) this.lastWaiting = this.mentioned(panel.content.slice(at));
  }

  /** The player's current panel, if it still offers choices. */
  openPanel(user: FakeUser): FakeMessage | undefined {
    const id = this.panels.get(user.id);
    const panel = id ? this.fake.message(id) : undefined;
    return panel && choicesOf(panel).length > 0 ? panel : undefined;
  }

  /**
   * Opens the player's panel: mostly from the latest message (the ping's own button), sometimes
   * from the board's, or with /hand.
   */
  async openPanelFor(user: FakeUser, rng: Rng): Promise<FakeMessage> {
    const how = rng.next();
    let result: InteractionResult;
    if (how < 0.1) {
      result = await this.act(user.slash(this.channel, 'hand'));
    } else {
      const from = how < 0.3 ? this.board : (this.turnMessage ?? this.board);
      const open = buttons(from).find((b) => b.customId?.startsWith('hg:open:'));
      if (!open?.customId) throw new Error(`no panel button: ${JSON.stringify(from.components)}`);
      result = await this.act(user.click(from, open.customId));
    }
    expect(result.ephemeral).toBe(true);
    const panel = result.reply as FakeMessage;
    this.panels.set(user.id, panel.id);
    this.noteWaiting(panel);
    return panel;
  }

  /**
   * One decision: a player the game waits for picks one of the choices their panel shows. Who is
   * waiting comes from what the bot showed: open panels, the "Waiting for" list of the last panel,
   * or the board.
   */
  async step(rng: Rng): Promise<StepInfo | null> {
    const here = (u: FakeUser) => !this.away.has(u.id);
    const withPanel = this.users.filter((u) => here(u) && this.openPanel(u));
    if (this.lastWaiting === null && withPanel.length === 0) {
      await this.settle();
      this.lastWaiting = this.boardWaiting();
    }
    const candidates = [...new Set([...withPanel, ...(this.lastWaiting ?? [])])].filter(here);
    // Only players who stopped answering are waited for: the game is left to its deadlines.
    if (candidates.length === 0 && this.away.size > 0) {
      this.lastWaiting = null;
      return null;
    }
    if (candidates.length === 0)
      throw new Error(`nobody to wait for; board: ${JSON.stringify(this.board.embeds[0])}`);
    const user = rng.pick(candidates);
    let via: StepInfo['via'] = 'panel';
    let panel = this.openPanel(user);
    if (!panel) {
      panel = await this.openPanelFor(user, rng);
      via = 'board';
      // The list was out of date (someone else answered since): it has just been refreshed.
      if (choicesOf(panel).length === 0) return null;
    }
    if (rng.next() < this.typingRate) {
      const typed = await this.type(user, panel, rng);
      if (typed) return typed;
    }
    let choices = choicesOf(panel);
    // Page buttons are browsed now and then; answers are what move the game.
    let choice = rng.pick(choices);
    while (choice.kind === 'page') {
      const paged = await this.act(user.click(panel, choice.customId));
      panel = paged.reply as FakeMessage;
      choices = choicesOf(panel).filter((c) => c.kind !== 'page' || rng.next() < 0.2);
      choice = rng.pick(choices);
    }
    const result = await this.act(
      choice.kind === 'button'
        ? user.click(panel, choice.customId)
        : user.select(panel, choice.customId, [choice.value]),
    );
    expect(result.reply?.ephemeral, "the answer updates the player's own panel").toBe(true);
    expect(result.reply?.id).toBe(panel.id);
    const shown = result.reply?.content ?? '';
    expect(shown, 'an offered choice was refused').not.toMatch(/^(Sorry|That |This was already)/);
    this.noteWaiting(result.reply);
    if (/The game is over|A partida acabou/.test(shown)) this.lastWaiting = [];
    const info = { user, via, result };
    this.steps.push(info);
    return info;
  }

  /**
   * The fast path: on a turn menu `/play card`, `/action name card`, `/free name` or `/answer choice`,
   * otherwise `/answer choice` — each value picked from what the bot's autocomplete offers. The reply
   * is a fresh panel.
   */
  private async type(user: FakeUser, panel: FakeMessage, rng: Rng): Promise<StepInfo | null> {
    let result: InteractionResult | undefined;
    const turnMenu = /discard one for a Basic Action/.test(panel.content);
    const command = turnMenu ? rng.pick(['play', 'action', 'free', 'answer'] as const) : 'answer';
    const one = async (name: string, focused: string, options: Record<string, string> = {}) => {
      const choices = await user.autocomplete(this.channel, name, { focused, options });
      return choices.length === 0 ? null : String(rng.pick(choices).value);
    };
    if (command === 'action') {
      const name = await one('action', 'name');
      const card = name && (await one('action', 'card', { name }));
      if (!name || !card) return null;
      result = await this.act(user.slash(this.channel, 'action', { options: { name, card } }));
    } else if (command === 'play' || command === 'free') {
      const option = command === 'play' ? 'card' : 'name';
      const value = await one(command, option);
      if (!value) return null;
      result = await this.act(user.slash(this.channel, command, { options: { [option]: value } }));
    } else {
      const choice = await one('answer', 'choice');
      if (!choice) return null;
      result = await this.act(user.slash(this.channel, 'answer', { options: { choice } }));
    }
    this.typed[command] = (this.typed[command] ?? 0) + 1;
    expect(result.ephemeral).toBe(true);
    const shown = result.reply?.content ?? '';
    expect(shown, 'a typed answer from the autocomplete was refused').not.toMatch(
      /^(Sorry|That |This was already)/,
    );
    if (result.reply) this.panels.set(user.id, result.reply.id);
    this.noteWaiting(result.reply);
    if (/The game is over|A partida acabou/.test(shown)) this.lastWaiting = [];
    const info = { user, via: 'typed' as const, result };
    this.steps.push(info);
    return info;
  }

  /** Plays until the bot says the game is over; returns the number of answers given. */
  async playToEnd(rng: Rng, maxSteps = 5000): Promise<number> {
    let answers = 0;
    for (let n = 0; ; n++) {
      if (n > maxSteps) throw new Error('the game did not end');
      if (this.lastWaiting?.length === 0 && this.users.every((u) => !this.openPanel(u))) {
        // Nobody here is waited for: the game is over, or seats that think (the AI) answer first.
        await this.settle();
        if (this.isOver()) break;
        this.lastWaiting = null;
      }
      if ((await this.step(rng)) !== null) answers++;
    }
    await this.settle();
    expect(this.isOver(), 'the board shows the end of the game').toBe(true);
    return answers;
  }
}

/**
 * A table in a channel of the harness's fake Discord whose players only tap (never type), settling
 * on the bot's publisher (whichever bot is running, also after a restart).
 */
export function tappingTable(
  h: Harness,
  channel: string | FakeChannel,
  players: readonly (string | FakeUser)[],
) {
  const table = new Table(
    h.fake,
    typeof channel === 'string' ? h.fake.channel(channel) : channel,
    players.map((p) => (typeof p === 'string' ? h.fake.user(p) : p)),
    () => h.app.bot.context.publisher.idle(),
  );
  table.typingRate = 0;
  return table;
}
