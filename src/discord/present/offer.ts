/** The public message of a seat offered by `/hegemony handover`, with its Take, Agree and Decline buttons. */
import { type APIButtonComponentWithCustomId, ButtonStyle, ComponentType } from 'discord.js';
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
  const button = (
    kind: 'take' | 'give' | 'decline',
    label: string,
    style: APIButtonComponentWithCustomId['style'],
  ): APIButtonComponentWithCustomId => ({
    type: ComponentType.Button,
    style,
    custom_id: encodeCustomId({ kind, game: record.id, cls: seat }),
    label,
  });
  const lines = [
    `${CLASS_EMOJI[seat]} <@${offer.by}> offers the **${CLASS_NAMES[seat]}**${holder ? ` (now played by ${mention(holder)})` : ''} to <@${offer.to}>.`,
  ];
  const buttons = [button('take', 'Take the seat', ButtonStyle.Success)];
  // The holder is told in every case but a seat they offered themselves.
  const notified = [offer.to];
  if (offer.consent === 'asked' && holder) {
    lines.push(
      `<@${holder}>, it is your seat: press **Agree** to hand it over, or **Decline** to keep it. Until you agree it cannot be taken.`,
    );
    buttons.push(button('give', 'Agree', ButtonStyle.Primary));
    notified.push(holder);
  } else if (offer.consent === 'given' && holder) {
    lines.push(`${mention(holder)} agreed to hand it over.`);
  } else if (offer.consent === 'overridden' && holder) {
    lines.push(
      `⚠️ ${mention(holder)} has not been asked: ${record.league ? 'a league organiser' : 'a server admin'} is moving the seat.`,
    );
    notified.push(holder);
  }
  lines.push(`<@${offer.to}>, press **Take the seat** to play it from now on, or **Decline**.`);
  buttons.push(button('decline', 'Decline', ButtonStyle.Secondary));
  return {
    content: lines.join('\n'),
    allowedMentions: { users: notified },
    components: [{ type: ComponentType.ActionRow, components: buttons }],
  };
}

/** What the offer message becomes once settled: who took the seat, or that it was declined. */
export function settledOfferMessage(text: string): MessagePayload {
  return { content: text, components: [] };
}
