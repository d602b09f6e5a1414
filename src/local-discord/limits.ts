import {
  ApplicationCommandOptionType,
  ButtonStyle,
  ComponentType,
  MessageFlags,
} from 'discord-api-types/v10';
import type { FormIssue } from './api-error.ts';
import type { UploadedFile } from './multipart.ts';

/**
 * Discord's hard limits on what a bot may send (design notes §5). Every check returns the list of
 * problems in Discord's own error vocabulary; an empty list means Discord would accept the payload.
 * Lengths count Unicode code points, as Discord does, and embed texts are measured trimmed.
 */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthor: 256,
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  componentsV2Total: 40,
  customId: 100,
  buttonLabel: 80,
  buttonUrl: 512,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  selectValues: 25,
  modalTitle: 45,
  modalComponents: 5,
  textInputLabel: 45,
  textInputValue: 4000,
  textInputPlaceholder: 100,
  labelDescription: 100,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  files: 10,
  /** Default per-file upload limit for bots since 2025-01-16. */
  fileSize: 10 * 1024 * 1024,
  /** Whole request, files included. */
  requestSize: 25 * 1024 * 1024,
  commandName: 32,
  commandDescription: 100,
  commandOptions: 25,
  commandTotal: 8000,
} as const;

type Path = readonly (string | number)[];
type Json = Record<string, unknown>;

const SELECT_TYPES: readonly number[] = [
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];
/** Inputs other than text inputs and selects that a modal Label may wrap. */
const LABELLED_INPUTS: readonly number[] = [
  ComponentType.FileUpload,
  ComponentType.RadioGroup,
  ComponentType.CheckboxGroup,
  ComponentType.Checkbox,
];
/** Component types a Components V2 message may hold at its top level. */
const V2_TOP_LEVEL: readonly number[] = [
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
];

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Length in code points: Discord counts an emoji as one character, JavaScript's `.length` as two. */
export function textLength(text: string): number {
  return [...text].length;
}

/** Collects issues while walking one payload. */
class Checker {
  readonly issues: FormIssue[] = [];

  add(path: Path, code: string, message: string): void {
    this.issues.push({ path, code, message });
  }

  /** A string field of at most `max` characters (at least `min`); absent is fine unless `required`. */
  text(value: unknown, path: Path, max: number, { min = 0, required = false, trim = false } = {}): number {
    if (value === undefined || value === null) {
      if (required) this.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
      return 0;
    }
    if (typeof value !== 'string') {
      this.add(path, 'BASE_TYPE_STRING', 'Must be a string.');
      return 0;
    }
    const length = textLength(trim ? value.trim() : value);
    if (length > max) {
      this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length (got ${length}).`);
    } else if (length < min) {
      this.add(path, 'BASE_TYPE_MIN_LENGTH', `Must be ${min} or more in length.`);
    }
    return length;
  }

  /** An array of at most `max` items; returns its items, or [] when absent or not an array. */
  list(value: unknown, path: Path, max: number, min = 0): unknown[] {
    if (value === undefined || value === null) {
      if (min > 0) this.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
      return [];
    }
    if (!Array.isArray(value)) {
      this.add(path, 'BASE_TYPE_ARRAY', 'Must be an array.');
      return [];
    }
    if (value.length > max) {
      this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length (got ${value.length}).`);
    } else if (value.length < min) {
      this.add(path, 'BASE_TYPE_MIN_LENGTH', `Must be ${min} or more in length.`);
    }
    return value;
  }

  object(value: unknown, path: Path): Json | undefined {
    if (isRecord(value)) return value;
    this.add(path, 'MODEL_TYPE_CONVERT', 'Must be an object.');
    return undefined;
  }

  /** An integer in [min, max]; absent is fine. */
  int(value: unknown, path: Path, min: number, max: number): void {
    if (value === undefined || value === null) return;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add(path, 'NUMBER_TYPE_COERCE', 'Must be an integer.');
    } else if (value < min || value > max) {
      this.add(
        path,
        value < min ? 'NUMBER_TYPE_MIN' : 'NUMBER_TYPE_MAX',
        `Must be between ${min} and ${max}.`,
      );
    }
  }
}

export interface MessageCheckOptions {
  /** Files uploaded with the payload. */
  readonly files: readonly UploadedFile[];
  /** Whether the message uses Components V2 (from the payload's flags, or the edited message's). */
  readonly componentsV2: boolean;
  readonly fileSizeLimit: number;
}

/** Checks a message payload: channel message, interaction reply or update, webhook send or edit. */
export function checkMessage(body: unknown, options: MessageCheckOptions): FormIssue[] {
  const check = new Checker();
  const message = check.object(body, []);
  if (!message) return check.issues;

  const v2 = options.componentsV2 || hasFlag(message.flags, MessageFlags.IsComponentsV2);
  if (v2 && typeof message.content === 'string' && message.content !== '') {
    check.add(
      ['content'],
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
      'Not allowed with Components V2.',
    );
  }
  if (v2 && Array.isArray(message.embeds) && message.embeds.length > 0) {
    check.add(
      ['embeds'],
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
      'Not allowed with Components V2.',
    );
  }
  check.text(message.content, ['content'], LIMITS.content);
  checkEmbeds(check, message.embeds);
  if (v2) checkComponentsV2(check, message.components);
  else checkActionRows(check, message.components);
  checkFiles(check, options.files, options.fileSizeLimit);
  return check.issues;
}

function hasFlag(flags: unknown, flag: number): boolean {
  return typeof flags === 'number' && (flags & flag) === flag;
}

function checkEmbeds(check: Checker, value: unknown): void {
  let total = 0;
  check.list(value, ['embeds'], LIMITS.embeds).forEach((item, i) => {
    const embed = check.object(item, ['embeds', i]);
    if (!embed) return;
    const at = (...rest: (string | number)[]) => ['embeds', i, ...rest];
    // Discord measures embed texts trimmed; names, values, footer and author text are mandatory.
    const trim = { trim: true };
    const required = { trim: true, required: true };
    total += check.text(embed.title, at('title'), LIMITS.embedTitle, trim);
    total += check.text(embed.description, at('description'), LIMITS.embedDescription, trim);
    check.list(embed.fields, at('fields'), LIMITS.embedFields).forEach((fieldItem, f) => {
      const field = check.object(fieldItem, at('fields', f));
      if (!field) return;
      total += check.text(field.name, at('fields', f, 'name'), LIMITS.embedFieldName, required);
      total += check.text(field.value, at('fields', f, 'value'), LIMITS.embedFieldValue, required);
    });
    const footer = embed.footer === undefined ? undefined : check.object(embed.footer, at('footer'));
    if (footer) total += check.text(footer.text, at('footer', 'text'), LIMITS.embedFooter, required);
    const author = embed.author === undefined ? undefined : check.object(embed.author, at('author'));
    if (author) total += check.text(author.name, at('author', 'name'), LIMITS.embedAuthor, required);
  });
  if (total > LIMITS.embedTotal) {
    check.add(
      ['embeds'],
      'MAX_EMBED_SIZE_EXCEEDED',
      `Embed size exceeds maximum size of ${LIMITS.embedTotal} (got ${total} characters across all embeds).`,
    );
  }
}

/** Legacy components: up to 5 action rows, each with up to 5 buttons or exactly one select menu. */
function checkActionRows(check: Checker, value: unknown): void {
  const customIds = new Set<string>();
  check.list(value, ['components'], LIMITS.actionRows).forEach((item, i) => {
    const row = check.object(item, ['components', i]);
    if (!row) return;
    if (row.type !== ComponentType.ActionRow) {
      check.add(
        ['components', i, 'type'],
        'COMPONENT_TYPE_INVALID',
        'Top-level components must be action rows.',
      );
      return;
    }
    checkActionRow(check, row, ['components', i], customIds);
  });
}

/** Components V2: at most 40 components in all, nested in sections and containers. */
function checkComponentsV2(check: Checker, value: unknown): void {
  const customIds = new Set<string>();
  let total = 0;
  const visit = (item: unknown, path: Path, topLevel: boolean) => {
    const component = check.object(item, path);
    if (!component) return;
    total++;
    if (topLevel && !V2_TOP_LEVEL.includes(component.type as number)) {
      check.add(
        [...path, 'type'],
        'COMPONENT_TYPE_INVALID',
        `Component type ${component.type} is not allowed here.`,
      );
    }
    if (component.type === ComponentType.ActionRow) {
      total += Array.isArray(component.components) ? component.components.length : 0;
      checkActionRow(check, component, path, customIds);
      return;
    }
    checkInteractive(check, component, path, customIds);
    if (Array.isArray(component.components)) {
      component.components.forEach((child, i) => {
        visit(child, [...path, 'components', i], false);
      });
    }
    if (component.accessory !== undefined) visit(component.accessory, [...path, 'accessory'], false);
  };
  check.list(value, ['components'], Number.POSITIVE_INFINITY).forEach((item, i) => {
    visit(item, ['components', i], true);
  });
  if (total > LIMITS.componentsV2Total) {
    check.add(
      ['components'],
      'COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED',
      `Must be ${LIMITS.componentsV2Total} or fewer in total (got ${total}).`,
    );
  }
}

function checkActionRow(check: Checker, row: Json, path: Path, customIds: Set<string>): void {
  const children = check.list(row.components, [...path, 'components'], LIMITS.buttonsPerRow, 1);
  const types = children.map((child) => (isRecord(child) ? child.type : undefined));
  const selects = types.filter((type) => SELECT_TYPES.includes(type as number)).length;
  if (selects > 0 && children.length > 1) {
    check.add(
      [...path, 'components'],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      'A select menu must be alone in its action row.',
    );
  }
  children.forEach((child, i) => {
    const component = check.object(child, [...path, 'components', i]);
    if (!component) return;
    if (component.type !== ComponentType.Button && !SELECT_TYPES.includes(component.type as number)) {
      check.add(
        [...path, 'components', i, 'type'],
        'COMPONENT_TYPE_INVALID',
        `Component type ${component.type} cannot be in a message action row.`,
      );
      return;
    }
    checkInteractive(check, component, [...path, 'components', i], customIds);
  });
}

/** Buttons and select menus, wherever they sit. */
function checkInteractive(check: Checker, component: Json, path: Path, customIds: Set<string>): void {
  if (component.type === ComponentType.Button) checkButton(check, component, path, customIds);
  else if (SELECT_TYPES.includes(component.type as number)) checkSelect(check, component, path, customIds);
}

function checkCustomId(check: Checker, value: unknown, path: Path, customIds: Set<string>): void {
  check.text(value, [...path, 'custom_id'], LIMITS.customId, { min: 1, required: true });
  if (typeof value !== 'string') return;
  if (customIds.has(value)) {
    check.add(
      [...path, 'custom_id'],
      'COMPONENT_CUSTOM_ID_DUPLICATED',
      `Component custom id '${value}' cannot be duplicated.`,
    );
  }
  customIds.add(value);
}

function checkButton(check: Checker, button: Json, path: Path, customIds: Set<string>): void {
  check.text(button.label, [...path, 'label'], LIMITS.buttonLabel);
  if (button.style === ButtonStyle.Link) {
    check.text(button.url, [...path, 'url'], LIMITS.buttonUrl, { min: 1, required: true });
    if (button.custom_id !== undefined) {
      check.add(
        [...path, 'custom_id'],
        'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
        'Link buttons cannot have a custom id.',
      );
    }
  } else if (button.style === ButtonStyle.Premium) {
    check.text(button.sku_id, [...path, 'sku_id'], 20, { required: true });
  } else {
    checkCustomId(check, button.custom_id, path, customIds);
  }
}

function checkSelect(check: Checker, select: Json, path: Path, customIds: Set<string>): void {
  checkCustomId(check, select.custom_id, path, customIds);
  check.text(select.placeholder, [...path, 'placeholder'], LIMITS.selectPlaceholder);
  check.int(select.min_values, [...path, 'min_values'], 0, LIMITS.selectValues);
  check.int(select.max_values, [...path, 'max_values'], 1, LIMITS.selectValues);
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (min > max) {
    check.add(
      [...path, 'min_values'],
      'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE',
      'Must not exceed max_values.',
    );
  }
  if (select.type !== ComponentType.StringSelect) return;

  const options = check.list(select.options, [...path, 'options'], LIMITS.selectOptions, 1);
  if (max > options.length && options.length > 0) {
    check.add(
      [...path, 'max_values'],
      'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE',
      `Must be ${options.length} or fewer (the number of options).`,
    );
  }
  const values = new Set<string>();
  options.forEach((item, i) => {
    const option = check.object(item, [...path, 'options', i]);
    if (!option) return;
    const at = [...path, 'options', i];
    check.text(option.label, [...at, 'label'], LIMITS.selectOptionText, { min: 1, required: true });
    check.text(option.value, [...at, 'value'], LIMITS.selectOptionText, { min: 1, required: true });
    check.text(option.description, [...at, 'description'], LIMITS.selectOptionText);
    if (typeof option.value === 'string') {
      if (values.has(option.value)) {
        check.add(
          [...at, 'value'],
          'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
          `Option value '${option.value}' is duplicated.`,
        );
      }
      values.add(option.value);
    }
  });
}

function checkFiles(check: Checker, files: readonly UploadedFile[], sizeLimit: number): void {
  if (files.length > LIMITS.files) {
    check.add(
      ['files'],
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${LIMITS.files} or fewer in length (got ${files.length}).`,
    );
  }
  files.forEach((file, i) => {
    if (file.size > sizeLimit) {
      check.add(
        ['files', i],
        'BASE_TYPE_MAX_SIZE',
        `File '${file.name}' is ${file.size} bytes; the limit is ${sizeLimit} bytes.`,
      );
    }
  });
}

/** Checks a modal (interaction response type 9). */
export function checkModal(data: unknown): FormIssue[] {
  const check = new Checker();
  const modal = check.object(data, ['data']);
  if (!modal) return check.issues;
  // The modal's own id is not one of its components' ids, so it gets a namespace of its own.
  checkCustomId(check, modal.custom_id, ['data'], new Set());
  const customIds = new Set<string>();
  check.text(modal.title, ['data', 'title'], LIMITS.modalTitle, { min: 1, required: true });
  check.list(modal.components, ['data', 'components'], LIMITS.modalComponents, 1).forEach((item, i) => {
    const path = ['data', 'components', i];
    const component = check.object(item, path);
    if (!component) return;
    if (component.type === ComponentType.ActionRow) {
      const inputs = check.list(component.components, [...path, 'components'], 1, 1);
      inputs.forEach((input, j) => {
        checkModalInput(check, input, [...path, 'components', j], customIds, true);
      });
    } else if (component.type === ComponentType.Label) {
      check.text(component.label, [...path, 'label'], LIMITS.textInputLabel, { min: 1, required: true });
      check.text(component.description, [...path, 'description'], LIMITS.labelDescription);
      checkModalInput(check, component.component, [...path, 'component'], customIds, false);
    } else if (component.type !== ComponentType.TextDisplay) {
      check.add(
        [...path, 'type'],
        'COMPONENT_TYPE_INVALID',
        `Component type ${component.type} cannot be in a modal.`,
      );
    }
  });
  return check.issues;
}

function checkModalInput(
  check: Checker,
  value: unknown,
  path: Path,
  customIds: Set<string>,
  inRow: boolean,
): void {
  const input = check.object(value, path);
  if (!input) return;
  if (input.type === ComponentType.TextInput) {
    checkCustomId(check, input.custom_id, path, customIds);
    // A text input carries its own label only in the legacy action-row form.
    if (inRow) check.text(input.label, [...path, 'label'], LIMITS.textInputLabel, { min: 1, required: true });
    check.int(input.min_length, [...path, 'min_length'], 0, LIMITS.textInputValue);
    check.int(input.max_length, [...path, 'max_length'], 1, LIMITS.textInputValue);
    check.text(input.value, [...path, 'value'], LIMITS.textInputValue);
    check.text(input.placeholder, [...path, 'placeholder'], LIMITS.textInputPlaceholder);
  } else if (!inRow && SELECT_TYPES.includes(input.type as number)) {
    checkSelect(check, input, path, customIds);
  } else if (!inRow && LABELLED_INPUTS.includes(input.type as number)) {
    checkCustomId(check, input.custom_id, path, customIds);
  } else {
    check.add(
      [...path, 'type'],
      'COMPONENT_TYPE_INVALID',
      `Component type ${input.type} cannot be used here in a modal.`,
    );
  }
}

/** Checks an autocomplete result (interaction response type 8). */
export function checkChoices(data: unknown): FormIssue[] {
  const check = new Checker();
  const result = check.object(data, ['data']);
  if (!result) return check.issues;
  check.list(result.choices, ['data', 'choices'], LIMITS.choices).forEach((item, i) => {
    const choice = check.object(item, ['data', 'choices', i]);
    if (!choice) return;
    check.text(choice.name, ['data', 'choices', i, 'name'], LIMITS.choiceName, { min: 1, required: true });
    if (typeof choice.value === 'string') {
      check.text(choice.value, ['data', 'choices', i, 'value'], LIMITS.choiceValue);
    } else if (typeof choice.value !== 'number') {
      check.add(['data', 'choices', i, 'value'], 'BASE_TYPE_REQUIRED', 'Must be a string or a number.');
    }
  });
  return check.issues;
}

const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** Checks a bulk command registration (PUT …/commands). */
export function checkCommands(body: unknown): FormIssue[] {
  const check = new Checker();
  const names = new Set<string>();
  check.list(body, [], 100).forEach((item, i) => {
    const command = check.object(item, [i]);
    if (!command) return;
    const type = command.type ?? 1;
    const chatInput = type === 1;
    checkCommandName(check, command.name, [i, 'name'], chatInput);
    const key = `${type}:${String(command.name)}`;
    if (names.has(key)) {
      check.add(
        [i, 'name'],
        'APPLICATION_COMMANDS_DUPLICATE_NAME',
        `Command name '${command.name}' is already used.`,
      );
    }
    names.add(key);
    if (!chatInput) return;
    let total = check.text(command.description, [i, 'description'], LIMITS.commandDescription, {
      min: 1,
      required: true,
    });
    total += textLength(String(command.name));
    total += checkCommandOptions(check, command.options, [i, 'options']);
    if (total > LIMITS.commandTotal) {
      check.add(
        [i],
        'APPLICATION_COMMAND_TOO_LARGE',
        `Command is ${total} characters; the limit is ${LIMITS.commandTotal}.`,
      );
    }
  });
  return check.issues;
}

function checkCommandName(check: Checker, name: unknown, path: Path, lowercase: boolean): void {
  check.text(name, path, LIMITS.commandName, { min: 1, required: true });
  if (typeof name !== 'string') return;
  if (!COMMAND_NAME.test(name) || (lowercase && name !== name.toLowerCase())) {
    check.add(
      path,
      'APPLICATION_COMMAND_INVALID_NAME',
      `Command name '${name}' is invalid (lowercase letters, digits, - and _).`,
    );
  }
}

/** Returns the characters the options add to the command's 8000-character budget. */
function checkCommandOptions(check: Checker, value: unknown, path: Path): number {
  let total = 0;
  check.list(value, path, LIMITS.commandOptions).forEach((item, i) => {
    const option = check.object(item, [...path, i]);
    if (!option) return;
    const at = [...path, i];
    checkCommandName(check, option.name, [...at, 'name'], true);
    total += textLength(String(option.name ?? ''));
    total += check.text(option.description, [...at, 'description'], LIMITS.commandDescription, {
      min: 1,
      required: true,
    });
    const choices = check.list(option.choices, [...at, 'choices'], LIMITS.choices);
    if (option.autocomplete === true && choices.length > 0) {
      check.add(
        [...at, 'autocomplete'],
        'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES',
        'Autocomplete cannot be combined with choices.',
      );
    }
    choices.forEach((choiceItem, c) => {
      const choice = check.object(choiceItem, [...at, 'choices', c]);
      if (!choice) return;
      total += check.text(choice.name, [...at, 'choices', c, 'name'], LIMITS.choiceName, {
        min: 1,
        required: true,
      });
      total += textLength(String(choice.value ?? ''));
    });
    if (
      option.type === ApplicationCommandOptionType.Subcommand ||
      option.type === ApplicationCommandOptionType.SubcommandGroup
    ) {
      total += checkCommandOptions(check, option.options, [...at, 'options']);
    }
  });
  return total;
}
