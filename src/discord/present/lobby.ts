/**
 * The lobby message: who plays which class, a Join button per class, the host's Automa choices
 * on each seat that can have one (simple or advanced mode), the AI on every seat (🧠, the State
 * too), open again for a player, Leave, and the host's Start.
 */
import { type APIActionRowComponent, type APIButtonComponent, ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { MODULE_NAMES } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { aiAllowed, aiLevelOf } from '../../table/ai-seats.ts';
import { AUTOMA_MODES, automaModeOf, automaOffer } from '../../table/automa-seats.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { gameLocale } from '../locale.ts';
import { automaSeatName, CLASS_EMOJI, seatHolder } from './text.ts';

/** Human seats no player has taken yet. */
function openSeats(record: GameRecord): ClassId[] {
  return (Object.keys(record.seats) as ClassId[]).filter(
    (cls) => record.seats[cls]?.kind === 'human' && !record.seats[cls]?.userId,
  );
}

function seatRow(record: GameRecord, cls: ClassId, l: GameLocale): APIActionRowComponent<APIButtonComponent> {
  const seat = record.seats[cls];
  const mode = automaModeOf(record, cls);
  const ai = !!aiLevelOf(record, cls);
  const taken = !!seat?.userId;
  const row: APIButtonComponent[] = [
    {
      type: ComponentType.Button,
      style: taken || mode || ai ? ButtonStyle.Secondary : ButtonStyle.Primary,
      custom_id: encodeCustomId({ kind: 'join', game: record.id, cls }),
      label: t(l, 'lobby.join', { class: gameWords(l).classes[cls] }),
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
        label: automaSeatName(m, l),
        emoji: { name: '🤖' },
        disabled: m === mode || (!mode && !offer.allowed),
      });
  }
  row.push({
    type: ComponentType.Button,
    style: ai ? ButtonStyle.Success : ButtonStyle.Secondary,
    custom_id: encodeCustomId({ kind: 'automa', game: record.id, cls, play: 'i' }),
    label: t(l, 'lobby.ai'),
    emoji: { name: '🧠' },
    disabled: ai || !aiAllowed(record, cls),
  });
  if (mode || ai)
    row.push({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      custom_id: encodeCustomId({ kind: 'automa', game: record.id, cls, play: 'h' }),
      label: t(l, 'lobby.openForPlayer'),
    });
  return { type: ComponentType.ActionRow, components: row };
}

/** "With: Crisis Response, Hidden Agendas." — the modules the game switches on, if any. */
function modulesLine(record: GameRecord, l: GameLocale): string[] {
  const on = (Object.keys(MODULE_NAMES) as Array<keyof typeof MODULE_NAMES>).filter(
    (id) => record.options.modules[id],
  );
  return on.length ? [t(l, 'lobby.with', { modules: on.map((id) => t(l, `module.${id}`)).join(', ') })] : [];
}

/** The lobby, in the game's language (the channel reads it). */
export function lobbyMessage(record: GameRecord): MessagePayload {
  const l = gameLocale(record);
  const seats = Object.keys(record.seats) as ClassId[];
  const open = openSeats(record);
  const automas = seats.some((cls) => automaOffer(record, cls).possible);
  return {
    content: '',
    embeds: [
      {
        title: t(l, 'lobby.title', { players: record.options.players }),
        description: [
          t(l, 'lobby.host', { host: record.hostId }),
          t(l, automas ? 'lobby.mayAutoma' : 'lobby.mayAi'),
          ...modulesLine(record, l),
          '',
          ...seats.map(
            (cls) => `${CLASS_EMOJI[cls]} **${gameWords(l).classes[cls]}**: ${seatHolder(record, cls, l)}`,
          ),
        ].join('\n'),
        color: 0x4169e1,
        footer: {
          text: open.length
            ? t(l, 'lobby.open', { id: record.id, count: open.length })
            : t(l, 'lobby.ready', { id: record.id }),
        },
      },
    ],
    components: [
      ...seats.map((cls) => seatRow(record, cls, l)),
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            custom_id: encodeCustomId({ kind: 'leave', game: record.id }),
            label: t(l, 'lobby.leave'),
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Success,
            custom_id: encodeCustomId({ kind: 'start', game: record.id }),
            label: t(l, 'lobby.start'),
            disabled: open.length > 0,
          },
        ],
      },
    ],
  };
}

/** What the lobby message becomes when the game is abandoned before it starts (`why` in the game's language). */
export function closedLobbyMessage(record: GameRecord, why: string): MessagePayload {
  const title = t(gameLocale(record), 'lobby.closedTitle', { players: record.options.players });
  return {
    content: '',
    embeds: [{ title, description: why, color: 0x808080 }],
    components: [],
  };
}
