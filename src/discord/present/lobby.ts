/**
 * The lobby message: who plays which class, a Join button per class, the host's Automa choices
 * on each seat that can have one (simple or advanced mode), the AI on every seat (🧠, the State
 * too), open again for a player, Leave, and the host's Start.
 */
import { type APIActionRowComponent, type APIButtonComponent, ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import { MODULE_NAMES } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { aiAllowed, aiLevelOf } from '../../table/ai-seats.ts';
import { AUTOMA_MODES, automaModeOf, automaName, automaOffer } from '../../table/automa-seats.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { CLASS_EMOJI, seatHolder } from './text.ts';

/** Human seats no player has taken yet. */
function openSeats(record: GameRecord): ClassId[] {
  return (Object.keys(record.seats) as ClassId[]).filter(
    (cls) => record.seats[cls]?.kind === 'human' && !record.seats[cls]?.userId,
  );
}

function seatRow(record: GameRecord, cls: ClassId): APIActionRowComponent<APIButtonComponent> {
  const seat = record.seats[cls];
  const mode = automaModeOf(record, cls);
  const ai = !!aiLevelOf(record, cls);
  const taken = !!seat?.userId;
  const row: APIButtonComponent[] = [
    {
      type: ComponentType.Button,
      style: taken || mode || ai ? ButtonStyle.Secondary : ButtonStyle.Primary,
      custom_id: encodeCustomId({ kind: 'join', game: record.id, cls }),
      label: `Join as ${CLASS_NAMES[cls]}`,
      emoji: { name: CLASS_EMOJI[cls] },
      disabled: taken || !!mode || ai,
    },
  ];
  const offer = automaOffer(record, cls);
  if (offer.possible) {
    for (const m of AUTOMA_MODES)
      row.push({
        type: ComponentType.Button,
        style: m === mode ? ButtonStyle.Success : ButtonStyle.Secondary,
        custom_id: encodeCustomId({ kind: 'automa', game: record.id, cls, play: m === 'simple' ? 's' : 'a' }),
        label: automaName(m),
        emoji: { name: '🤖' },
        disabled: m === mode || (!mode && !offer.allowed),
      });
  }
  row.push({
    type: ComponentType.Button,
    style: ai ? ButtonStyle.Success : ButtonStyle.Secondary,
    custom_id: encodeCustomId({ kind: 'automa', game: record.id, cls, play: 'i' }),
    label: 'AI',
    emoji: { name: '🧠' },
    disabled: ai || !aiAllowed(record, cls),
  });
  if (mode || ai)
    row.push({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      custom_id: encodeCustomId({ kind: 'automa', game: record.id, cls, play: 'h' }),
      label: 'Open for a player',
    });
  return { type: ComponentType.ActionRow, components: row };
}

/** "With: Crisis Response, Hidden Agendas." — the modules the game switches on, if any. */
function modulesLine(record: GameRecord): string[] {
  const on = (Object.keys(MODULE_NAMES) as Array<keyof typeof MODULE_NAMES>).filter(
    (id) => record.options.modules[id],
  );
  return on.length ? [`With: ${on.map((id) => MODULE_NAMES[id]).join(', ')}.`] : [];
}

export function lobbyMessage(record: GameRecord): MessagePayload {
  const seats = Object.keys(record.seats) as ClassId[];
  const open = openSeats(record);
  const automas = seats.some((cls) => automaOffer(record, cls).possible);
  return {
    content: '',
    embeds: [
      {
        title: `Hegemony — new ${record.options.players}-player game`,
        description: [
          `Host: <@${record.hostId}>. Pick a class below; the host presses **Start** when every seat is taken.`,
          ...(automas
            ? ['The host may have a seat played by an Automa (🤖, simple or advanced) or by the AI (🧠).']
            : ['The host may have a seat played by the AI (🧠).']),
          ...modulesLine(record),
          '',
          ...seats.map((cls) => `${CLASS_EMOJI[cls]} **${CLASS_NAMES[cls]}**: ${seatHolder(record, cls)}`),
        ].join('\n'),
        color: 0x4169e1,
        footer: {
          text: `Game ${record.id}${open.length ? ` · ${open.length} seat${open.length === 1 ? '' : 's'} open` : ' · ready to start'}`,
        },
      },
    ],
    components: [
      ...seats.map((cls) => seatRow(record, cls)),
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
