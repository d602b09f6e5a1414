import {
  type APIModalInteractionResponseCallbackComponent,
  type ButtonStyle,
  ComponentType,
  type TextInputStyle,
} from 'discord-api-types/v10';
import { isRecord } from './limits.ts';
import type { MessageContent } from './messages.ts';

/** A button as a player sees it. Link and premium buttons have no custom id. */
export interface ButtonInfo {
  readonly customId: string | undefined;
  readonly label: string | undefined;
  readonly style: ButtonStyle;
  readonly disabled: boolean;
  readonly url: string | undefined;
}

export interface SelectOptionInfo {
  readonly label: string;
  readonly value: string;
  readonly description: string | undefined;
  readonly default: boolean;
}

/** A select menu as a player sees it; `options` is empty for user, role and channel selects. */
export interface SelectMenuInfo {
  readonly customId: string;
  readonly type: ComponentType;
  readonly placeholder: string | undefined;
  readonly disabled: boolean;
  readonly minValues: number;
  readonly maxValues: number;
  readonly options: readonly SelectOptionInfo[];
}

/** An input of a modal, whichever layout holds it (legacy action row or Label). */
export interface ModalInputInfo {
  readonly customId: string;
  readonly type: ComponentType;
  /** The Label's text, or the text input's own label in the legacy layout. */
  readonly label: string | undefined;
  readonly style: TextInputStyle | undefined;
  readonly required: boolean;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  /** For selects inside a modal. */
  readonly options: readonly SelectOptionInfo[];
}

const SELECTS: readonly unknown[] = [
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];

/**
 * Every component in a tree, depth first: action rows, sections and containers hold `components`,
 * a section its `accessory`, a modal Label its `component`.
 */
export function* walkComponents(components: readonly unknown[]): Generator<Record<string, unknown>> {
  for (const component of components) {
    if (!isRecord(component)) continue;
    yield component;
    if (Array.isArray(component.components)) yield* walkComponents(component.components);
    if (component.accessory !== undefined) yield* walkComponents([component.accessory]);
    if (component.component !== undefined) yield* walkComponents([component.component]);
  }
}

/** The buttons on a message, in reading order. */
export function buttons(message: Pick<MessageContent, 'components'>): ButtonInfo[] {
  return [...walkComponents(message.components)]
    .filter((c) => c.type === ComponentType.Button)
    .map((c) => ({
      customId: c.custom_id as string | undefined,
      label: c.label as string | undefined,
      style: c.style as ButtonStyle,
      disabled: c.disabled === true,
      url: c.url as string | undefined,
    }));
}

/** The select menus on a message, in reading order. */
export function selectMenus(message: Pick<MessageContent, 'components'>): SelectMenuInfo[] {
  return [...walkComponents(message.components)].filter((c) => SELECTS.includes(c.type)).map(selectInfo);
}

/** The inputs of a modal, in order. */
export function modalInputs(modal: {
  readonly components: readonly APIModalInteractionResponseCallbackComponent[];
}): ModalInputInfo[] {
  const inputs: ModalInputInfo[] = [];
  for (const top of modal.components as readonly unknown[]) {
    if (!isRecord(top)) continue;
    const label = typeof top.label === 'string' ? top.label : undefined;
    const children = Array.isArray(top.components) ? top.components : [top.component];
    for (const child of children) {
      if (!isRecord(child) || typeof child.custom_id !== 'string') continue;
      inputs.push({
        customId: child.custom_id,
        type: child.type as ComponentType,
        label: label ?? (child.label as string | undefined),
        style: child.style as TextInputStyle | undefined,
        required: child.required !== false,
        minLength: child.min_length as number | undefined,
        maxLength: child.max_length as number | undefined,
        options: SELECTS.includes(child.type) ? selectInfo(child).options : [],
      });
    }
  }
  return inputs;
}

/** The component with this custom id anywhere in the tree. */
export function findComponent(
  components: readonly unknown[],
  customId: string,
): Record<string, unknown> | undefined {
  for (const component of walkComponents(components)) if (component.custom_id === customId) return component;
  return undefined;
}

function selectInfo(c: Record<string, unknown>): SelectMenuInfo {
  const options = Array.isArray(c.options) ? c.options.filter(isRecord) : [];
  return {
    customId: c.custom_id as string,
    type: c.type as ComponentType,
    placeholder: c.placeholder as string | undefined,
    disabled: c.disabled === true,
    minValues: typeof c.min_values === 'number' ? c.min_values : 1,
    maxValues: typeof c.max_values === 'number' ? c.max_values : 1,
    options: options.map((o) => ({
      label: o.label as string,
      value: o.value as string,
      description: o.description as string | undefined,
      default: o.default === true,
    })),
  };
}
