/** The lobby message: who plays which class, a Join button per open class, Leave, and the host's Start. */
import { type APIButtonComponent, ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { MODULE_NAMES } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { CLASS_EMOJI, mention } from './text.ts';

/** "With: Crisis Response, Hidden Agendas." — the modules the game switches on, if any. */
function modulesLine(record: GameRecord): string[] {
  const on = (Object.keys(MODULE_NAMES) as Array<keyof typeof MODULE_NAMES>).filter(
    (id) => record.options.modules[id],
  );
  return on.length ? [`With: ${on.map((id) => MODULE_NAMES[id]).join(', ')}.`] : [];
}

export function lobbyMessage(record: GameRecord): MessagePayload {
  const seats = Object.entries(record.seats) as Array<[ClassId, { userId: string | null }]>;
  const open = seats.filter(([, s]) => !s.userId);
  const joins: APIButtonComponent[] = seats.map(([cls, s]) => ({
    type: ComponentType.Button,
    style: s.userId ? ButtonStyle.Secondary : ButtonStyle.Primary,
    custom_id: encodeCustomId({ kind: 'join', game: record.id, cls }),
    label: `Join as ${CLASS_NAMES[cls]}`,
    emoji: { name: CLASS_EMOJI[cls] },
    disabled: s.userId !== null,
  }));
  return {
    content: '',
    embeds: [
      {
        title: `Hegemony — new ${record.options.players}-player game`,
        description: [
          `Host: ${mention(record.hostId)}. Pick a class below; the host presses **Start** when every seat is taken.`,
          ...modulesLine(record),
          '',
          ...seats.map(([cls, s]) => `${CLASS_EMOJI[cls]} **${CLASS_NAMES[cls]}**: ${mention(s.userId)}`),
        ].join('\n'),
        color: 0x4169e1,
        footer: {
          text: `Game ${record.id}${open.length ? ` · ${open.length} seat${open.length === 1 ? '' : 's'} open` : ' · ready to start'}`,
        },
      },
    ],
    components: [
      { type: ComponentType.ActionRow, components: joins },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            custom_id: encodeCustomId({ kind: 'leave', game: record.id }),
            label: 'Leave',
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Success,
            custom_id: encodeCustomId({ kind: 'start', game: record.id }),
            label: 'Start',
            disabled: open.length > 0,
          },
        ],
      },
    ],
  };
}

/** What the lobby message becomes when the game is abandoned before it starts. */
export function closedLobbyMessage(record: GameRecord, why: string): MessagePayload {
  return {
    content: '',
    embeds: [
      { title: `Hegemony — ${record.options.players}-player game`, description: why, color: 0x808080 },
    ],
    components: [],
  };
}
