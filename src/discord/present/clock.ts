/**
 * The buttons a clock or undo line carries: "Take this seat" for a seat the autopilot keeps (its
 * player takes it back with it, anyone not playing takes it over), Agree / Refuse for an undo
 * that needs every other player's consent.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { gameWords } from '../../i18n/game-words/index.ts';
import { t } from '../../i18n/index.ts';
import type { GameChange } from '../../table/change.ts';
import { encodeCustomId } from '../custom-id.ts';
import { gameLocale } from '../locale.ts';

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** The buttons, in the game's language (the channel reads them). */
export function clockButtons(change: GameChange): Row[] {
  const game = change.record.id;
  const l = gameLocale(change.record);
  const buttons: APIComponentInMessageActionRow[] = [];
  for (const cls of change.openSeats ?? [])
    buttons.push({
      type: ComponentType.Button,
      style: ButtonStyle.Success,
      custom_id: encodeCustomId({ kind: 'seat', game, cls }),
      label: t(l, 'clock.takeSeat', { class: gameWords(l).classes[cls] }),
    });
  if (change.kind === 'undo-asked')
    buttons.push(
      {
        type: ComponentType.Button,
        style: ButtonStyle.Success,
        custom_id: encodeCustomId({ kind: 'undo-yes', game }),
        label: t(l, 'clock.agree'),
      },
      {
        type: ComponentType.Button,
        style: ButtonStyle.Danger,
        custom_id: encodeCustomId({ kind: 'undo-no', game }),
        label: t(l, 'clock.refuse'),
      },
    );
  return buttons.length > 0 ? [{ type: ComponentType.ActionRow, components: buttons.slice(0, 5) }] : [];
}
