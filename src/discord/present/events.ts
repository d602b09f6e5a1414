/**
 * What the engine said happened, and the drivers' lines, in a reader's language: every event
 * through the catalogue (src/i18n/said.ts), an Automa's move through its own presenter (it is cut
 * to fit the log's line).
 */
import type { Said } from '../../engine/index.ts';
import type { GameLocale } from '../../i18n/index.ts';
import { sayText } from '../../i18n/said.ts';
import { AUTOMA_LINE, automaLine } from './automa-trace.ts';

export function eventText(l: GameLocale, e: Said | string): string {
  return typeof e !== 'string' && e.key === AUTOMA_LINE ? automaLine(l, e) : sayText(l, e);
}
