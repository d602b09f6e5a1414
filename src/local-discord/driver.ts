import {
  type APIApplicationCommandOptionChoice,
  type APIInteraction,
  type APIMessage,
  type APIModalInteractionResponseCallbackComponent,
  type APIModalInteractionResponseCallbackData,
  type APIModalSubmissionComponent,
  ComponentType,
  GatewayDispatchEvents,
  InteractionResponseType,
  InteractionType,
  MessageType,
} from 'discord-api-types/v10';
import { type CommandInput, commandData } from './command-options.ts';
import {
  findComponent,
  type ModalInputInfo,
  modalInputs,
  selectMenus,
  walkComponents,
} from './components.ts';
import type { Gateway } from './gateway.ts';
import type { InteractionRecord } from './interactions.ts';
import type { FakeMessage, MessageInteraction } from './messages.ts';
import {
  autocompleteInteraction,
  buttonInteraction,
  chatInputInteraction,
  type InteractionSource,
  modalSubmitInteraction,
  stringSelectInteraction,
} from './payloads.ts';
import type { RecordedCall, Violation } from './records.ts';
import type { FakeState } from './state.ts';
import type { FakeChannel, FakeUserInfo } from './world.ts';

/** A modal the bot showed to a player, ready for `user.submitModal(modal, values)`. */
export interface FakeModal {
  readonly customId: string;
  readonly title: string;
  readonly components: readonly APIModalInteractionResponseCallbackComponent[];
  /** The interaction that opened it. */
  readonly interactionId: string;
  /** The player who sees it. */
  readonly userId: string;
  readonly channelId: string;
}

/** What a player saw after one interaction, once the bot has answered and gone quiet. */
export interface InteractionResult {
  /** The payload sent to the bot (for `fake.redeliver` and raw assertions). */
  readonly interaction: APIInteraction;
  /** Whether the bot gave an initial response in time; if not, a `no-response` violation is recorded. */
  readonly acknowledged: boolean;
  /** 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete result, 9 modal. */
  readonly responseType: InteractionResponseType | undefined;
  /** Whether the reply is visible to this player alone. */
  readonly ephemeral: boolean;
  /**
   * The message that answers the interaction, in its state when the bot went quiet: the reply
   * (types 4 and 5, after any edit) or the message the component is on (types 6 and 7).
   * Undefined for modals and autocomplete results, or if the bot deleted it.
   */
  readonly reply: FakeMessage | undefined;
  /** The modal shown (type 9). */
  readonly modal: FakeModal | undefined;
  /** Follow-up messages, public or ephemeral, in their current state. */
  readonly followUps: readonly FakeMessage[];
  /** Public messages created or edited while the interaction was handled (any channel), current state. */
  readonly publicMessages: readonly FakeMessage[];
  /** Messages deleted meanwhile. */
  readonly deletedMessageIds: readonly string[];
  /** Every REST call made meanwhile (by any handler: helpers may run concurrently). */
  readonly calls: readonly RecordedCall[];
  /** Violations recorded meanwhile. */
  readonly violations: readonly Violation[];
}

/** What a player types into a modal: text for a text input, a list of values for a select. */
export type ModalValues = Readonly<Record<string, string | readonly string[]>>;

/** Where an interaction came from, beyond what its payload says. */
interface Origin {
  readonly userId: string;
  readonly channelId: string;
  readonly guildId: string;
  readonly interactedMessageId?: string;
  readonly triggering?: MessageInteraction;
}

/**
 * A person in the fake guild. Each action sends an interaction through the gateway, exactly as the
 * Discord client would, and resolves once the bot has answered and its REST calls have settled.
 * Actions a real client would not allow (clicking a missing or disabled button, choosing a value a
 * select does not offer) throw; the `…Raw` variants send anything, for bad-input tests.
 */
export class FakeUser {
  readonly id: string;
  readonly name: string;

  constructor(
    private readonly state: FakeState,
    private readonly gateway: Gateway,
    info: FakeUserInfo,
  ) {
    this.id = info.id;
    this.name = info.username;
  }

  /** `<@id>`, as a mention in message content. */
  get mention(): string {
    return `<@${this.id}>`;
  }

  /** Runs `/command [group] [subcommand] options…` in a channel. */
  slash(
    channel: string | FakeChannel,
    command: string,
    input: CommandInput = {},
  ): Promise<InteractionResult> {
    const where = this.channel(channel);
    const data = commandData(command, input, {
      registered: this.state.commands.find(command, where.guildId),
      world: this.state.world,
    });
    return this.send(chatInputInteraction(this.source(where), data), where);
  }

  /** Types into option `focused` of a command; resolves with the choices the bot offers. */
  async autocomplete(
    channel: string | FakeChannel,
    command: string,
    input: CommandInput & { readonly focused: string },
  ): Promise<APIApplicationCommandOptionChoice[]> {
    const where = this.channel(channel);
    const data = commandData(command, input, {
      registered: this.state.commands.find(command, where.guildId),
      world: this.state.world,
      focused: input.focused,
    });
    const result = await this.send(autocompleteInteraction(this.source(where), data), where);
    const record = this.state.interactions.get(result.interaction.id)!;
    if (record.response?.type !== InteractionResponseType.ApplicationCommandAutocompleteResult) {
      throw new Error(
        `fake Discord: the bot did not answer ${this.name}'s autocomplete of /${command} ${input.focused}`,
      );
    }
    const answer = record.response.data as { choices?: APIApplicationCommandOptionChoice[] } | undefined;
    return answer?.choices ?? [];
  }

  /** Clicks the button `customId` on a message this player can see. */
  click(message: FakeMessage, customId: string): Promise<InteractionResult> {
    const current = this.visible(message);
    const button = findComponent(current.components, customId);
    if (button?.type !== ComponentType.Button) {
      throw new Error(
        `fake Discord: ${this.name} cannot click '${customId}' on message ${current.id}: ${componentsHint(current, 'button')}`,
      );
    }
    if (button.disabled === true) {
      throw new Error(`fake Discord: ${this.name} cannot click '${customId}': the button is disabled`);
    }
    return this.clickRaw(current.id, current.channelId, customId);
  }

  /** Chooses `values` in the string select `customId` on a message this player can see. */
  select(message: FakeMessage, customId: string, values: readonly string[]): Promise<InteractionResult> {
    const current = this.visible(message);
    const menu = selectMenus(current).find((m) => m.customId === customId);
    const refuse = (why: string) =>
      new Error(`fake Discord: ${this.name} cannot select in '${customId}' on message ${current.id}: ${why}`);
    if (!menu) throw refuse(componentsHint(current, 'select menu'));
    if (menu.type !== ComponentType.StringSelect) {
      throw refuse('only string selects are supported by the fake');
    }
    if (menu.disabled) throw refuse('the select menu is disabled');
    const offered = menu.options.map((o) => o.value);
    const unknown = values.filter((v) => !offered.includes(v));
    if (unknown.length > 0) {
      throw refuse(`${unknown.join(', ')} not among the options (${offered.join(', ')})`);
    }
    if (new Set(values).size !== values.length) throw refuse('a value is chosen twice');
    if (values.length < menu.minValues || values.length > menu.maxValues) {
      throw refuse(`choose between ${menu.minValues} and ${menu.maxValues} values, not ${values.length}`);
    }
    return this.selectRaw(current.id, current.channelId, customId, values);
  }

  /** Fills in and submits a modal the bot showed this player. */
  submitModal(modal: FakeModal, values: ModalValues): Promise<InteractionResult> {
    if (modal.userId !== this.id) {
      throw new Error(`fake Discord: modal '${modal.customId}' was shown to someone else, not ${this.name}`);
    }
    const inputs = modalInputs(modal);
    const unknown = Object.keys(values).filter((key) => !inputs.some((input) => input.customId === key));
    if (unknown.length > 0) {
      throw new Error(
        `fake Discord: modal '${modal.customId}' has no input ${unknown.join(', ')} (it has: ${inputs.map((i) => i.customId).join(', ')})`,
      );
    }
    const answers = new Map(
      inputs.map((input) => [input.customId, modalAnswer(modal, input, values[input.customId])]),
    );
    const components = modal.components.map((top): APIModalSubmissionComponent => {
      if (top.type === ComponentType.ActionRow) {
        return {
          type: ComponentType.ActionRow,
          components: top.components.map((input) => ({
            type: ComponentType.TextInput,
            custom_id: input.custom_id,
            value: answers.get(input.custom_id) as string,
          })),
        };
      }
      if (top.type === ComponentType.Label) {
        const input = top.component as { type: ComponentType; custom_id: string };
        const answer = answers.get(input.custom_id);
        const component = Array.isArray(answer)
          ? { type: input.type, custom_id: input.custom_id, values: answer }
          : { type: input.type, custom_id: input.custom_id, value: answer };
        return { type: ComponentType.Label, component } as APIModalSubmissionComponent;
      }
      return { type: ComponentType.TextDisplay };
    });

    const opener = this.state.interactions.get(modal.interactionId)!;
    const channel = this.channel(modal.channelId);
    // A modal opened from a component carries that message, as it looks now.
    const openedOn = opener.payload.message;
    const current = openedOn && this.state.messages.get(openedOn.id);
    const message = current ? this.state.apiMessage(current) : openedOn;
    const payload = modalSubmitInteraction(
      this.source(channel),
      { custom_id: modal.customId, components },
      message,
    );
    return this.send(payload, channel, { triggering: opener.asMessageInteraction });
  }

  /** Clicks a button by id without checking that it exists: for stale or forged custom ids. */
  clickRaw(messageId: string, channelId: string, customId: string): Promise<InteractionResult> {
    const channel = this.channel(channelId);
    const payload = buttonInteraction(
      this.source(channel),
      this.apiMessageOrStub(messageId, channel),
      customId,
    );
    return this.send(payload, channel, { interactedMessageId: messageId });
  }

  /** Chooses values in a string select without checking them against its options. */
  selectRaw(
    messageId: string,
    channelId: string,
    customId: string,
    values: readonly string[],
  ): Promise<InteractionResult> {
    const channel = this.channel(channelId);
    const payload = stringSelectInteraction(
      this.source(channel),
      this.apiMessageOrStub(messageId, channel),
      customId,
      values,
    );
    return this.send(payload, channel, { interactedMessageId: messageId });
  }

  private send(
    payload: APIInteraction,
    channel: FakeChannel,
    extra: Partial<Origin> = {},
  ): Promise<InteractionResult> {
    return deliver(this.state, this.gateway, payload, {
      userId: this.id,
      channelId: channel.id,
      guildId: channel.guildId,
      ...extra,
    });
  }

  private source(channel: FakeChannel): InteractionSource {
    return {
      world: this.state.world,
      user: this.state.world.user(this.id)!,
      channel,
      fileSizeLimit: this.state.settings.fileSizeLimit,
    };
  }

  private channel(channel: string | FakeChannel): FakeChannel {
    const id = typeof channel === 'string' ? channel : channel.id;
    const found = this.state.world.channel(id);
    if (!found) throw new Error(`fake Discord: there is no channel ${id}`);
    return found;
  }

  /** The current version of a message, if this player can see it. */
  private visible(message: FakeMessage): FakeMessage {
    const current = this.state.messages.get(message.id);
    if (!current) throw new Error(`fake Discord: message ${message.id} no longer exists (it was deleted)`);
    if (current.ephemeral && current.recipientId !== this.id) {
      throw new Error(
        `fake Discord: message ${message.id} is ephemeral for someone else; ${this.name} cannot see it`,
      );
    }
    return current;
  }

  /** The message as Discord would attach it to a component interaction; a bare stub for unknown ids. */
  private apiMessageOrStub(messageId: string, channel: FakeChannel): APIMessage {
    const known = this.state.messages.get(messageId);
    if (known) return this.state.apiMessage(known);
    return this.state.apiMessage({
      id: messageId,
      channelId: channel.id,
      guildId: channel.guildId,
      type: MessageType.Default,
      content: '',
      embeds: [],
      components: [],
      attachments: [],
      flags: 0,
      ephemeral: false,
      recipientId: undefined,
      loading: false,
      interaction: undefined,
      createdAt: Date.now(),
      editedAt: undefined,
    });
  }
}

/** Lists what a message does have, for a helpful error. */
function componentsHint(message: FakeMessage, wanted: string): string {
  const ids = [...walkComponents(message.components)]
    .map((c) => c.custom_id)
    .filter((id) => typeof id === 'string');
  return `no such ${wanted} (the message has: ${ids.join(', ') || 'no components'})`;
}

/** The value a modal input receives, after the checks the Discord client makes before submitting. */
function modalAnswer(
  modal: FakeModal,
  input: ModalInputInfo,
  value: string | readonly string[] | undefined,
): string | string[] {
  const where = `fake Discord: modal '${modal.customId}' input '${input.customId}'`;
  if (input.type === ComponentType.TextInput) {
    if (Array.isArray(value)) throw new Error(`${where} is a text input; give it a string`);
    const text = (value as string | undefined) ?? '';
    if (text === '' && input.required) throw new Error(`${where} is required`);
    if (text !== '' && input.minLength !== undefined && text.length < input.minLength) {
      throw new Error(`${where} needs at least ${input.minLength} characters`);
    }
    if (input.maxLength !== undefined && text.length > input.maxLength) {
      throw new Error(`${where} allows at most ${input.maxLength} characters`);
    }
    return text;
  }
  const chosen = value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
  if (chosen.length === 0 && input.required) throw new Error(`${where} is required`);
  const offered = input.options.map((o) => o.value);
  const unknown = input.type === ComponentType.StringSelect ? chosen.filter((v) => !offered.includes(v)) : [];
  if (unknown.length > 0) {
    throw new Error(`${where}: ${unknown.join(', ')} not among the options (${offered.join(', ')})`);
  }
  return chosen;
}

/** Sends a new interaction to the bot and waits for what the player sees. */
export function deliver(
  state: FakeState,
  gateway: Gateway,
  payload: APIInteraction,
  origin: Origin,
): Promise<InteractionResult> {
  const record: InteractionRecord = {
    id: payload.id,
    token: payload.token,
    type: payload.type,
    payload,
    userId: origin.userId,
    channelId: origin.channelId,
    guildId: origin.guildId,
    createdAt: Date.now(),
    asMessageInteraction: {
      id: payload.id,
      // Autocomplete is the one other type delivered here, and it never gets a message.
      type: payload.type as MessageInteraction['type'],
      userId: origin.userId,
      guildId: origin.guildId,
      interactedMessageId: origin.interactedMessageId,
      triggering: origin.triggering,
    },
    response: undefined,
    ephemeral: false,
    originalMessageId: undefined,
    followUpIds: [],
    deliveries: 0,
  };
  state.interactions.add(record);
  return redeliver(state, gateway, record);
}

/**
 * Dispatches an interaction (again, for a redelivery: same id and token), waits until the bot has
 * responded or the deadline has passed, then until it has been quiet for `settings.quietMs`.
 */
export async function redeliver(
  state: FakeState,
  gateway: Gateway,
  record: InteractionRecord,
): Promise<InteractionResult> {
  const { recorder, messages, settings } = state;
  const before = {
    calls: recorder.calls.length,
    violations: recorder.violations.length,
    changes: messages.changes.length,
  };
  const sentAt = Date.now();
  record.deliveries++;
  const bots = gateway.dispatch(
    GatewayDispatchEvents.InteractionCreate,
    record.payload,
    settings.interactionDelivery === 'one-bot'
      ? 'one'
      : settings.interactionDelivery === 'every-bot'
        ? 'every'
        : settings.interactionDelivery,
  );
  if (bots > 1) record.toSeveralBots = true;

  const responded = await waitUntil(
    state,
    () => record.response !== undefined,
    record.createdAt + settings.responseDeadlineMs,
  );
  if (!responded) {
    recorder.violate(
      'no-response',
      `${describe(record, state)}: the bot did not respond within ${settings.responseDeadlineMs} ms; the player sees "This interaction failed"`,
      record.id,
    );
  }
  // A deferred reply promises more to come, however long the bot pauses: wait until it is filled in.
  if (record.response?.type === InteractionResponseType.DeferredChannelMessageWithSource) {
    const filled = () => messages.get(record.originalMessageId ?? '')?.loading !== true;
    if (!(await waitUntil(state, filled, Date.now() + settings.deferredReplyTimeoutMs))) {
      recorder.violate(
        'no-response',
        `${describe(record, state)}: the bot deferred but did not fill in its reply within ${settings.deferredReplyTimeoutMs} ms; the player still sees "thinking…"`,
        record.id,
      );
    }
  }
  await recorder.waitForQuiet(settings.quietMs, sentAt);

  const changes = messages.changes.slice(before.changes);
  const current = (id: string | undefined) => (id === undefined ? undefined : messages.get(id));
  const touched = new Set(
    changes.filter((c) => c.kind !== 'deleted' && !c.message.ephemeral).map((c) => c.message.id),
  );
  return {
    interaction: record.payload,
    acknowledged: record.response !== undefined,
    responseType: record.response?.type,
    ephemeral: record.ephemeral,
    reply: current(record.originalMessageId),
    modal: modalShown(record),
    followUps: record.followUpIds.map(current).filter((m) => m !== undefined),
    publicMessages: [...touched].map(current).filter((m) => m !== undefined),
    deletedMessageIds: changes.filter((c) => c.kind === 'deleted').map((c) => c.message.id),
    calls: recorder.calls.slice(before.calls),
    violations: recorder.violations.slice(before.violations),
  };
}

/** Waits until `done()` holds or the clock passes `until`; tells which came first. */
async function waitUntil(state: FakeState, done: () => boolean, until: number): Promise<boolean> {
  if (done()) return true;
  await state.recorder.waitFor(
    () => done() || Date.now() > until,
    Math.max(0, until - Date.now()) + 1000,
    'the bot',
  );
  return done();
}

function modalShown(record: InteractionRecord): FakeModal | undefined {
  if (record.response?.type !== InteractionResponseType.Modal) return undefined;
  const data = record.response.data as APIModalInteractionResponseCallbackData;
  return {
    customId: data.custom_id,
    title: data.title,
    components: data.components,
    interactionId: record.id,
    userId: record.userId,
    channelId: record.channelId,
  };
}

/** "/hegemony new by alice", "button 'end-turn' by bob", for violation messages. */
function describe(record: InteractionRecord, state: FakeState): string {
  const who = state.world.user(record.userId)?.username ?? record.userId;
  const payload = record.payload;
  switch (payload.type) {
    case InteractionType.ApplicationCommand:
      return `/${payload.data.name} by ${who}`;
    case InteractionType.ApplicationCommandAutocomplete:
      return `autocomplete of /${payload.data.name} by ${who}`;
    case InteractionType.MessageComponent:
      return `component '${payload.data.custom_id}' by ${who}`;
    case InteractionType.ModalSubmit:
      return `modal '${payload.data.custom_id}' by ${who}`;
    default:
      return `interaction ${record.id} by ${who}`;
  }
}
