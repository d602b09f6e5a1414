/** The public message of a seat offered by `/hegemony handover`, with its Take and Decline buttons. */
import { ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { CLASS_NAMES } from '../../data/names.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { CLASS_EMOJI, mention } from './text.ts';

export function offerMessage(record: GameRecord, seat: ClassId): MessagePayload {
  const offer = record.offers?.[seat];
  if (!offer) throw new Error(`no open offer of ${seat}`);
  const holder = record.seats[seat]?.userId;
  return {
    content: [
      `${CLASS_EMOJI[seat]} <@${offer.by}> offers the **${CLASS_NAMES[seat]}**${holder ? ` (now played by ${mention(holder)})` : ''} to <@${offer.to}>.`,
      `<@${offer.to}>, press **Take the seat** to play it from now on, or **Decline**.`,
    ].join('\n'),
    allowedMentions: { users: [offer.to] },
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Success,
            custom_id: encodeCustomId({ kind: 'take', game: record.id, cls: seat }),
            label: 'Take the seat',
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            custom_id: encodeCustomId({ kind: 'decline', game: record.id, cls: seat }),
            label: 'Decline',
          },
        ],
      },
    ],
  };
}

/** What the offer message becomes once settled: who took the seat, or that it was declined. */
export function settledOfferMessage(text: string): MessagePayload {
  return { content: text, components: [] };
}
