/**
 * The board picture, drawn off the main thread: a picture takes over a hundred milliseconds of CPU,
 * which must not hold up the answers to other players' clicks.
 */
import { parentPort } from 'node:worker_threads';
import type { AutomaClass } from '../data/automa/index.ts';
import type { ClassId } from '../data/common.ts';
import type { GameView, ScoreSheet } from '../engine/index.ts';
import type { GameLocale } from '../i18n/index.ts';
import {
  renderAutoma,
  renderBoard,
  renderClassBoard,
  renderFinal,
  renderStandings,
  renderTurningPoints,
  type StandingsPicture,
  type TurningPointsPicture,
} from '../render/index.ts';

export interface PictureRequest {
  id: number;
  /** A game's public view (absent for a league's standings). */
  view?: GameView;
  /** Given at the end of the game: the final scores picture instead of the board. */
  scores?: ScoreSheet[];
  /** Given for /board class: that class's board in detail instead of the whole board. */
  cls?: ClassId;
  /** Given for /automa class: that Automa instead of the board. */
  automa?: AutomaClass;
  /** Given for /league standings: the standings picture instead of a game's. */
  standings?: StandingsPicture;
  /** Given for a finished game's turning points: that picture instead of a game's. */
  turning?: TurningPointsPicture;
  /** The language a game's picture is drawn in (absent: English); standings and turning points carry theirs. */
  locale?: GameLocale;
}

export type PictureReply = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: PictureRequest) => {
  try {
    const { view, standings, turning, locale } = request;
    const picture = turning
      ? renderTurningPoints(turning)
      : standings
        ? renderStandings(standings)
        : !view
          ? null
          : request.automa
            ? renderAutoma(view, request.automa, locale)
            : request.cls
              ? renderClassBoard(view, request.cls, locale)
              : request.scores
                ? renderFinal(view, request.scores, locale)
                : renderBoard(view, locale);
    if (!picture) throw new Error('a picture request names nothing to draw');
    const png = new Uint8Array(picture.png);
    parentPort?.postMessage({ id: request.id, png } satisfies PictureReply, [png.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: String(error) } satisfies PictureReply);
  }
});
