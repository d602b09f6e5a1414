/**
 * What the engine said happened, and the drivers' lines, in a reader's language: every event
 * through the catalogue (src/i18n/said.ts), an Automa's move and reasons through their own
 * presenter (cut to fit the log's line; a line saved before they were keys reads as it was).
 */
import type { Said } from '../../engine/index.ts';
import type { GameLocale } from '../../i18n/index.ts';
import { sayText } from '../../i18n/said.ts';
import { AUTOMA_LINE, AUTOMA_WHY, automaLine, automaWhyLine } from './automa-trace.ts';

export function eventText(l: GameLocale, e: Said | string): string {
  if (typeof e === 'string') return e;
  if (e.key === AUTOMA_LINE) return automaLine(l, e);
  if (e.key === AUTOMA_WHY) return automaWhyLine(l, e);
  return sayText(l, e);
}
