/** The public message of a seat offered by `/hegemony handover`, with its Take, Agree and Decline buttons. */
import { type APIButtonComponentWithCustomId, ButtonStyle, ComponentType } from 'discord.js';
import type { ClassId } from '../../data/common.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { t } from '../../i18n/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { MessagePayload } from '../limits.ts';
import { gameLocale } from '../locale.ts';
import { CLASS_EMOJI, mention } from './text.ts';

/** The offer, in the game's language (the channel reads it). */
export function offerMessage(record: GameRecord, seat: ClassId): MessagePayload {
  const l = gameLocale(record);
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
    t(l, 'offer.offers', {
      emoji: CLASS_EMOJI[seat],
      by: offer.by,
      class: gameWords(l).classes[seat],
      holder: holder ? t(l, 'offer.nowPlayedBy', { holder: mention(holder, l) }) : '',
      to: offer.to,
    }),
  ];
  const buttons = [button('take', t(l, 'offer.takeButton'), ButtonStyle.Success)];
  // The holder is told in every case but a seat they offered themselves.
  const notified = [offer.to];
  if (offer.consent === 'asked' && holder) {
    lines.push(t(l, 'offer.askHolder', { holder }));
    buttons.push(button('give', t(l, 'offer.agreeButton'), ButtonStyle.Primary));
    notified.push(holder);
  } else if (offer.consent === 'given' && holder) {
    lines.push(t(l, 'offer.agreed', { holder: mention(holder, l) }));
  } else if (offer.consent === 'overridden' && holder) {
    lines.push(
      t(l, 'offer.overridden', {
        holder: mention(holder, l),
        who: t(l, record.league ? 'offer.leagueOrganiser' : 'offer.serverAdmin'),
      }),
    );
    notified.push(holder);
  }
  lines.push(t(l, 'offer.take', { to: offer.to }));
  buttons.push(button('decline', t(l, 'offer.declineButton'), ButtonStyle.Secondary));
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
