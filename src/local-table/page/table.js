/**
 * The local table's page: one channel of the loopback Discord as the Discord client shows it, for
 * the player the person acts as. Every press, choice and command is sent to the bot as that
 * player's interaction (POST /api/act); the bot's messages arrive live over the WebSocket /live.
 */

const $ = (id) => document.getElementById(id);
const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const state = {
  /** From /api/table: bot, server, players, channels, commands. */
  table: null,
  as: '',
  channel: '',
  /** The visible messages by id, in channel order. */
  messages: new Map(),
  socket: null,
  /**
   * Snapshots asked for (another channel or player) and not in yet: what arrives before the last
   * one was sent for a former channel or player (the snapshot has the latest the new one sees).
   */
  awaiting: 0,
};

// ---------------------------------------------------------------- talking to the table

async function act(action) {
  hideProblem();
  try {
    const res = await fetch('/api/act', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ as: state.as, channel: state.channel, action }),
    });
    const body = await res.json();
    if (!res.ok) showProblem(body.error ?? 'That did not work.');
    else if (body.failed) showProblem(body.failed);
    return res.ok ? body : null;
  } catch {
    showProblem('The local table is not answering: is npm start still running?');
    return null;
  }
}

function watch() {
  state.messages.clear();
  // The former player's own messages (their panels, their hints) go at once, not when the
  // snapshot comes: another player never sees them, however slow the table is to answer.
  for (const node of document.querySelectorAll('#messages .message.ephemeral')) node.remove();
  if (state.socket?.readyState === WebSocket.OPEN) {
    state.awaiting++;
    state.socket.send(JSON.stringify({ channel: state.channel, as: state.as }));
  }
}

function connect() {
  const socket = new WebSocket(`ws://${location.host}/live`);
  state.socket = socket;
  state.awaiting = 0; // a snapshot asked of a closed socket never comes
  socket.addEventListener('open', () => {
    $('offline').hidden = true;
    watch();
  });
  socket.addEventListener('message', (event) => {
    const data = JSON.parse(event.data);
    if (data.type === 'snapshot') {
      state.awaiting = Math.max(0, state.awaiting - 1);
      if (state.awaiting > 0) return;
      setChannels(data.channels);
      state.messages.clear();
      for (const m of data.messages) state.messages.set(m.id, m);
      drawMessages(true);
    } else if (data.type === 'channels') {
      setChannels(data.channels);
    } else if (state.awaiting > 0) {
      // Sent for the former channel or player; the snapshot on its way has what this one sees.
    } else if (data.type === 'message') {
      state.messages.set(data.message.id, data.message);
      drawMessage(data.message);
    } else if (data.type === 'deleted') {
      state.messages.delete(data.id);
      document.querySelector(`[data-message="${data.id}"]`)?.remove();
      markWaiting();
    }
  });
  socket.addEventListener('close', () => {
    $('offline').hidden = false;
    setTimeout(connect, 1000);
  });
}

// ---------------------------------------------------------------- header: channel and player

function setChannels(channels) {
  const select = $('channel');
  select.replaceChildren(
    ...channels.map((c) => {
      const option = el('option', '', c.thread ? `↳ ${c.name}` : c.name);
      option.value = c.id;
      return option;
    }),
  );
  if (!channels.some((c) => c.id === state.channel)) state.channel = channels[0].id;
  select.value = state.channel;
}

function drawPlayers() {
  $('players').replaceChildren(
    ...state.table.players.map((p) => {
      const chip = el('button', 'player', p.name);
      chip.type = 'button';
      chip.dataset.user = p.id;
      chip.setAttribute('aria-pressed', String(p.id === state.as));
      chip.addEventListener('click', () => actAs(p.id));
      return chip;
    }),
  );
}

function actAs(id) {
  if (id === state.as || !state.table.players.some((p) => p.id === id)) return;
  state.as = id;
  localStorage.setItem('as', id);
  drawPlayers();
  watch();
}

/** A dot on the players the channel's latest mentions wait for. */
function markWaiting() {
  const latest = [...state.messages.values()]
    .reverse()
    .find((m) => !m.ephemeral && /<@!?\d+>/.test(m.content));
  const waiting = new Set([...(latest?.content ?? '').matchAll(/<@!?(\d+)>/g)].map((m) => m[1]));
  for (const chip of document.querySelectorAll('.player'))
    chip.classList.toggle('waited', waiting.has(chip.dataset.user));
}

// ---------------------------------------------------------------- messages

const nearBottom = () => {
  const list = $('messages');
  return list.scrollHeight - list.scrollTop - list.clientHeight < 120;
};

function drawMessages() {
  const list = $('messages');
  const nodes = [...state.messages.values()].map(messageNode);
  list.replaceChildren(...(nodes.length > 0 ? nodes : [emptyNote()]));
  list.scrollTop = list.scrollHeight;
  markWaiting();
}

function emptyNote() {
  const note = el('p', 'empty', 'Nothing here yet. Type ');
  note.append(el('code', '', '/hegemony new'), ' below to open a game.');
  return note;
}

/** A new message goes at the bottom; an edited one is redrawn where it is (an open menu with it). */
function drawMessage(message) {
  const list = $('messages');
  const follow = nearBottom();
  const old = list.querySelector(`[data-message="${message.id}"]`);
  if (old && old.dataset.drawn === drawnAs(message)) return;
  const node = messageNode(message);
  if (old) {
    keepOpenMenus(old, node);
    old.replaceWith(node);
  } else {
    list.querySelector('.empty')?.remove();
    list.append(node);
  }
  if (follow) list.scrollTop = list.scrollHeight;
  markWaiting();
}

/**
 * A menu the person has open stays open through an edit of its message, with what they had ticked,
 * if the edited message still offers it (the bot edits a panel while an Automa plays, say).
 */
function keepOpenMenus(old, node) {
  for (const menu of old.querySelectorAll('.select')) {
    const list = menu.querySelector('.options');
    if (list.hidden) continue;
    const same = [...node.querySelectorAll('.select')].find(
      (m) => m.dataset.customId === menu.dataset.customId,
    );
    if (!same) continue;
    same.querySelector('.select-box').click();
    for (const ticked of list.querySelectorAll('.option[aria-checked="true"]'))
      [...same.querySelectorAll('.option')].find((o) => o.dataset.value === ticked.dataset.value)?.click();
  }
}

function playerName(id) {
  if (id === state.table.bot.id) return state.table.bot.name;
  return state.table.players.find((p) => p.id === id)?.name ?? 'someone';
}

/** What a message looked like when drawn: an edit that changes nothing visible is not redrawn. */
const drawnAs = (m) => JSON.stringify([m.content, m.embeds, m.components, m.files, m.loading, m.edited]);

function messageNode(m) {
  const node = el('article', `message${m.ephemeral ? ' ephemeral' : ''}`);
  node.dataset.message = m.id;
  node.dataset.drawn = drawnAs(m);
  if (m.via) {
    const via = el('div', 'via');
    via.append(
      el('span', 'via-user', playerName(m.via.userId)),
      m.via.command ? ` used ${m.via.command}` : ' pressed a button',
    );
    node.append(via);
  }
  const head = el('div', 'head');
  head.append(
    el('span', 'avatar', 'H'),
    el('span', 'author', state.table.bot.name),
    el('span', 'badge', 'APP'),
  );
  head.append(el('time', 'time', clock(m.createdAt) + (m.edited ? ' (edited)' : '')));
  node.append(head);
  const body = el('div', 'body');
  if (m.loading) body.append(el('p', 'thinking', `${state.table.bot.name} is thinking…`));
  if (m.content) body.append(markdown(m.content));
  for (const embed of m.embeds) body.append(embedNode(embed));
  for (const file of m.files) body.append(fileNode(file));
  for (const row of m.components) body.append(componentNode(row, m));
  node.append(body);
  if (m.ephemeral) {
    const foot = el('div', 'only-you', '👁 Only you can see this · ');
    const dismiss = el('button', 'link', 'Dismiss message');
    dismiss.type = 'button';
    dismiss.addEventListener('click', () => node.remove());
    foot.append(dismiss);
    node.append(foot);
  }
  return node;
}

const clock = (ms) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function embedNode(e) {
  const node = el('section', 'embed');
  if (e.color !== undefined) node.style.borderLeftColor = `#${e.color.toString(16).padStart(6, '0')}`;
  if (e.author?.name) node.append(el('div', 'embed-author', e.author.name));
  if (e.title) {
    const title = el('h3', 'embed-title');
    title.append(inline(e.title));
    node.append(title);
  }
  if (e.description) node.append(markdown(e.description));
  if (e.fields?.length) {
    const fields = el('div', 'fields');
    for (const f of e.fields) {
      const field = el('div', f.inline ? 'field inline' : 'field');
      const name = el('div', 'field-name');
      name.append(inline(f.name));
      field.append(name, markdown(f.value));
      fields.append(field);
    }
    node.append(fields);
  }
  if (e.thumbnail?.url) node.append(picture(e.thumbnail.url, 'thumbnail', ''));
  if (e.image?.url) node.append(picture(e.image.url, 'embed-image', e.title ?? ''));
  if (e.footer?.text) node.append(el('div', 'embed-footer', e.footer.text));
  return node;
}

function picture(url, className, alt) {
  const link = el('a', className);
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  const img = el('img');
  img.src = url;
  img.alt = alt;
  img.loading = 'lazy';
  link.append(img);
  return link;
}

function fileNode(file) {
  if (file.contentType.startsWith('image/'))
    return picture(file.url, 'file-image', file.description ?? file.filename);
  const link = el('a', 'file', `📄 ${file.filename}`);
  link.href = file.url;
  link.download = file.filename;
  return link;
}

// ---------------------------------------------------------------- components

const BUTTON_STYLES = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link' };

function componentNode(component, message) {
  if (component.type === 1) {
    const row = el('div', 'row');
    for (const child of component.components) row.append(componentNode(child, message));
    return row;
  }
  if (component.type === 2) return buttonNode(component, message);
  if (component.type === 3) return selectNode(component, message);
  return el('span', 'unsupported', '(a component the local table does not show)');
}

function emojiText(emoji) {
  return emoji?.name && !emoji.id ? `${emoji.name} ` : '';
}

function buttonNode(b, message) {
  const style = BUTTON_STYLES[b.style] ?? 'secondary';
  if (style === 'link') {
    const link = el('a', 'btn link-btn', `${emojiText(b.emoji)}${b.label ?? ''} ↗`);
    link.href = b.url;
    link.target = '_blank';
    link.rel = 'noopener';
    return link;
  }
  const button = el('button', `btn ${style}`, `${emojiText(b.emoji)}${b.label ?? ''}`);
  button.type = 'button';
  button.disabled = b.disabled === true;
  button.dataset.customId = b.custom_id;
  button.addEventListener('click', () =>
    busy(message.id, () => act({ kind: 'click', messageId: message.id, customId: b.custom_id })),
  );
  return button;
}

/** While an interaction is on its way, the message's components wait (as Discord's spinner does). */
async function busy(messageId, send) {
  const node = document.querySelector(`[data-message="${messageId}"]`);
  node?.classList.add('busy');
  try {
    await send();
  } finally {
    node?.classList.remove('busy');
  }
}

function selectNode(s, message) {
  const multi = (s.max_values ?? 1) > 1;
  const node = el('div', 'select');
  node.dataset.customId = s.custom_id;
  const box = el('button', 'select-box', s.placeholder ?? 'Make a selection');
  box.type = 'button';
  box.disabled = s.disabled === true;
  box.setAttribute('aria-expanded', 'false');
  const list = el('div', 'options');
  list.hidden = true;
  const chosen = new Set();
  const confirm = el('button', 'btn primary confirm', 'Choose');
  confirm.type = 'button';
  const send = (values) =>
    busy(message.id, () => act({ kind: 'select', messageId: message.id, customId: s.custom_id, values }));
  const refresh = () => {
    confirm.disabled = chosen.size < (s.min_values ?? 1) || chosen.size > s.max_values;
    confirm.textContent = `Choose ${chosen.size}`;
  };
  for (const o of s.options ?? []) {
    const option = el('button', 'option');
    option.type = 'button';
    option.dataset.value = o.value;
    option.setAttribute('role', multi ? 'checkbox' : 'option');
    option.append(el('span', 'option-label', `${emojiText(o.emoji)}${o.label}`));
    if (o.description) option.append(el('span', 'option-description', o.description));
    option.addEventListener('click', () => {
      if (!multi) {
        list.hidden = true;
        return send([o.value]);
      }
      if (chosen.has(o.value)) chosen.delete(o.value);
      else chosen.add(o.value);
      option.setAttribute('aria-checked', String(chosen.has(o.value)));
      refresh();
    });
    list.append(option);
  }
  if (multi) {
    refresh();
    confirm.addEventListener('click', () => {
      list.hidden = true;
      send([...chosen]);
    });
    list.append(confirm);
  }
  box.addEventListener('click', () => {
    list.hidden = !list.hidden;
    box.setAttribute('aria-expanded', String(!list.hidden));
    if (!list.hidden) list.scrollIntoView({ block: 'nearest' });
  });
  node.append(box, list);
  return node;
}

// ---------------------------------------------------------------- Discord's markdown, the part the bot uses

function markdown(text) {
  const block = el('div', 'md');
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      block.append(el('pre', '', code.join('\n')));
      continue;
    }
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    const sub = /^-# (.*)$/.exec(line);
    const quote = /^> ?(.*)$/.exec(line);
    const item = /^\s*[-*] (.*)$/.exec(line);
    let node;
    if (heading) node = el(`h${heading[1].length + 2}`, 'md-heading');
    else if (sub) node = el('div', 'md-sub');
    else if (quote) node = el('blockquote');
    else if (item) node = el('div', 'md-item');
    else node = el('div', 'md-line');
    const rest = heading?.[2] ?? sub?.[1] ?? quote?.[1] ?? (item ? `• ${item[1]}` : line);
    if (rest === '') node.append(el('br'));
    else node.append(inline(rest));
    block.append(node);
  }
  return block;
}

const INLINE =
  /(\*\*(.+?)\*\*|__(.+?)__|~~(.+?)~~|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_\b|`([^`]+)`|<@!?(\d+)>|<#(\d+)>|<@&\d+>|<t:(-?\d+)(?::([tTdDfFR]))?>|<a?:(\w+):\d+>|\[([^\]]+)\]\((https?:[^)\s]+)\))/;

function inline(text) {
  const out = document.createDocumentFragment();
  let rest = text;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    if (m.index > 0) out.append(rest.slice(0, m.index));
    out.append(inlineToken(m));
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) out.append(rest);
  return out;
}

function inlineToken(m) {
  const wrap = (tag, inner) => {
    const node = el(tag);
    node.append(inline(inner));
    return node;
  };
  if (m[2] !== undefined) return wrap('strong', m[2]);
  if (m[3] !== undefined) return wrap('u', m[3]);
  if (m[4] !== undefined) return wrap('s', m[4]);
  if (m[5] !== undefined) return wrap('em', m[5]);
  if (m[6] !== undefined) return wrap('em', m[6]);
  if (m[7] !== undefined) return el('code', '', m[7]);
  if (m[8] !== undefined) return mention(m[8]);
  if (m[9] !== undefined) {
    const channel = [...$('channel').options].find((o) => o.value === m[9]);
    return el('span', 'mention', `#${channel?.textContent.replace(/^↳ /, '') ?? 'channel'}`);
  }
  if (m[10] !== undefined) return el('time', 'stamp', timestamp(Number(m[10]) * 1000, m[11] ?? 'f'));
  if (m[12] !== undefined) return document.createTextNode(`:${m[12]}:`);
  if (m[13] !== undefined) {
    const link = el('a', '', m[13]);
    link.href = m[14];
    link.target = '_blank';
    link.rel = 'noopener';
    return link;
  }
  return el('span', 'mention', '@role');
}

/** A player's mention: pressing it acts as that player (the quickest way to take their turn). */
function mention(id) {
  const isPlayer = state.table.players.some((p) => p.id === id);
  const node = el(isPlayer ? 'button' : 'span', 'mention', `@${playerName(id)}`);
  if (isPlayer) {
    node.type = 'button';
    node.title = `Act as ${playerName(id)}`;
    node.addEventListener('click', () => actAs(id));
  }
  return node;
}

function timestamp(ms, style) {
  const date = new Date(ms);
  if (style === 'R') {
    const minutes = Math.round((ms - Date.now()) / 60_000);
    const rtf = new Intl.RelativeTimeFormat([], { numeric: 'auto' });
    if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
    if (Math.abs(minutes) < 48 * 60) return rtf.format(Math.round(minutes / 60), 'hour');
    return rtf.format(Math.round(minutes / 1440), 'day');
  }
  if (style === 't' || style === 'T') return date.toLocaleTimeString();
  if (style === 'd' || style === 'D') return date.toLocaleDateString();
  return date.toLocaleString();
}

// ---------------------------------------------------------------- the slash box

/**
 * What the box holds, read as the Discord client reads it: `/command [group] [subcommand]` then
 * `option:value` (a value with spaces in double quotes). `current` is the word being typed.
 */
function readLine(text) {
  const words = [...text.slice(1).matchAll(/[^\s:"]+:"[^"]*"?|"[^"]*"?|\S+/g)].map((m) => m[0]);
  const typing = !/\s$/.test(text);
  const current = typing ? (words.pop() ?? '') : '';
  const command = state.table.commands.find((c) => c.name === words[0]);
  const path = [];
  let level = command?.options ?? [];
  let i = 1;
  for (; i < words.length; i++) {
    const branch = level.find((o) => (o.type === 1 || o.type === 2) && o.name === words[i]);
    if (!branch) break;
    path.push(branch);
    level = branch.options ?? [];
  }
  const options = {};
  for (const word of words.slice(i)) {
    const at = word.indexOf(':');
    if (at > 0) options[word.slice(0, at)] = unquote(word.slice(at + 1));
  }
  return { words, current, command, path, level, options, first: words.length === 0 };
}

const unquote = (value) => value.replace(/^"/, '').replace(/"$/, '');
const quote = (value) => (/[\s"]/.test(value) ? `"${value.replaceAll('"', '')}"` : value);
const branches = (level) => level.filter((o) => o.type === 1 || o.type === 2);

/** The command the box holds, as /api/act takes it. */
function typedCommand(line) {
  const typed = { command: line.command.name, options: { ...line.options } };
  for (const branch of line.path) {
    if (branch.type === 2) typed.subcommandGroup = branch.name;
    else typed.subcommand = branch.name;
  }
  return typed;
}

let suggestionRun = 0;

async function suggest() {
  const text = $('command').value;
  const run = ++suggestionRun;
  if (!text.startsWith('/')) return showSuggestions([]);
  const line = readLine(text);
  const prefix = line.current.toLowerCase();
  if (line.first) {
    return showSuggestions(
      state.table.commands
        .filter((c) => c.name.startsWith(prefix.replace(/^\//, '')))
        .map((c) => ({ label: `/${c.name}`, detail: c.description, insert: `${c.name} ` })),
    );
  }
  if (!line.command) return showSuggestions([{ label: `There is no command /${line.words[0]}` }]);
  if (branches(line.level).length > 0) {
    return showSuggestions(
      branches(line.level)
        .filter((b) => b.name.startsWith(prefix))
        .map((b) => ({ label: b.name, detail: b.description, insert: `${b.name} ` })),
    );
  }
  const at = line.current.indexOf(':');
  if (at < 0) {
    const left = line.level.filter((o) => !(o.name in line.options) && o.name.startsWith(prefix));
    left.sort((a, b) => Number(b.required === true) - Number(a.required === true));
    return showSuggestions(
      left.map((o) => ({
        label: `${o.name}:`,
        detail: `${o.required ? 'required · ' : ''}${o.description}`,
        insert: `${o.name}:`,
      })),
    );
  }
  const name = line.current.slice(0, at);
  const typed = unquote(line.current.slice(at + 1));
  const option = line.level.find((o) => o.name === name);
  if (!option) return showSuggestions([{ label: `${line.command.name} has no option ${name}` }]);
  const starts = (s) => String(s).toLowerCase().startsWith(typed.toLowerCase());
  const value = (v, label) => ({ label, insert: `${name}:${quote(String(v))} ` });
  if (option.choices?.length) {
    return showSuggestions(
      option.choices.filter((c) => starts(c.name) || starts(c.value)).map((c) => value(c.value, c.name)),
    );
  }
  if (option.type === 5) return showSuggestions(['true', 'false'].filter(starts).map((v) => value(v, v)));
  if (option.type === 6) {
    return showSuggestions(
      state.table.players.filter((p) => starts(p.name)).map((p) => value(p.name.toLowerCase(), `@${p.name}`)),
    );
  }
  if (option.autocomplete) {
    const command = typedCommand(line);
    command.options[name] = typed;
    const answer = await act({ kind: 'autocomplete', command, focused: name });
    if (run !== suggestionRun) return;
    const choices = answer?.choices ?? [];
    if (choices.length === 0) return showSuggestions([{ label: 'Nothing to choose here now.' }]);
    return showSuggestions(choices.map((c) => value(c.value, c.name)));
  }
  showSuggestions([{ label: `${name}: ${option.description}${bounds(option)}` }]);
}

function bounds(option) {
  if (option.min_value !== undefined && option.max_value !== undefined)
    return ` (${option.min_value}–${option.max_value})`;
  if (option.max_length !== undefined) return ` (up to ${option.max_length} characters)`;
  return '';
}

let highlighted = -1;

function showSuggestions(items) {
  const box = $('suggestions');
  highlighted = -1;
  box.replaceChildren(
    ...items.map((item) => {
      const node = el(item.insert ? 'button' : 'div', item.insert ? 'suggestion' : 'suggestion hint');
      node.append(el('span', 'suggestion-label', item.label));
      if (item.detail) node.append(el('span', 'suggestion-detail', item.detail));
      if (item.insert) {
        node.type = 'button';
        node.setAttribute('role', 'option');
        node.addEventListener('mousedown', (event) => event.preventDefault());
        node.addEventListener('click', () => pick(item.insert));
      }
      return node;
    }),
  );
  box.hidden = items.length === 0;
}

/** Replaces the word being typed with the suggestion. */
function pick(insert) {
  const input = $('command');
  const text = input.value;
  const line = readLine(text);
  const cut = text.length - line.current.length;
  input.value = `${text.slice(0, cut)}${insert}`;
  input.focus();
  suggest();
}

async function send(event) {
  event.preventDefault();
  const input = $('command');
  const text = input.value.trim();
  if (!text) return;
  if (!text.startsWith('/')) return showProblem('The bot only reads slash commands: type / to see them.');
  const line = readLine(`${text} `);
  if (!line.command) return showProblem(`There is no command ${line.words[0] ? `/${line.words[0]}` : ''}.`);
  if (branches(line.level).length > 0)
    return showProblem(
      `Choose one of: ${branches(line.level)
        .map((b) => b.name)
        .join(', ')}.`,
    );
  const result = await act({ kind: 'slash', command: typedCommand(line) });
  if (result) {
    input.value = '';
    showSuggestions([]);
  }
}

function onKey(event) {
  const items = [...$('suggestions').querySelectorAll('button.suggestion')];
  if (items.length === 0 || !['ArrowDown', 'ArrowUp', 'Tab', 'Enter'].includes(event.key)) return;
  if (event.key === 'Enter' && highlighted < 0) return;
  event.preventDefault();
  if (event.key === 'ArrowDown') highlighted = (highlighted + 1) % items.length;
  else if (event.key === 'ArrowUp') highlighted = (highlighted - 1 + items.length) % items.length;
  else return items[Math.max(highlighted, 0)].click();
  for (const [i, item] of items.entries()) item.classList.toggle('highlighted', i === highlighted);
}

function showProblem(text) {
  $('problem').textContent = text;
  $('problem').hidden = false;
}

function hideProblem() {
  $('problem').hidden = true;
}

// ---------------------------------------------------------------- start

async function start() {
  state.table = await (await fetch('/api/table')).json();
  $('server').textContent = state.table.server;
  const saved = localStorage.getItem('as');
  state.as = state.table.players.some((p) => p.id === saved) ? saved : state.table.players[0].id;
  setChannels(state.table.channels);
  state.channel = localStorage.getItem('channel') ?? state.table.channels[0].id;
  setChannels(state.table.channels);
  drawPlayers();
  $('channel').addEventListener('change', (event) => {
    state.channel = event.target.value;
    localStorage.setItem('channel', state.channel);
    watch();
  });
  $('command').addEventListener('input', suggest);
  $('command').addEventListener('focus', suggest);
  $('command').addEventListener('keydown', onKey);
  $('command').addEventListener('blur', () => setTimeout(() => showSuggestions([]), 150));
  $('slash').addEventListener('submit', send);
  connect();
}

start();
