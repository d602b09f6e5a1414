/**
 * Pictures of a game for the chat: the main board, one class's board, and the final scores. Each
 * is drawn from a GameView alone — pass `view(state, 'public')` for a public channel — and comes
 * back as SVG text and a PNG.
 */
import type { AutomaClass } from '../data/automa/index.ts';
import type { ClassId } from '../data/common.ts';
import type { GameView, ScoreSheet } from '../engine/index.ts';
import type { GameLocale } from '../i18n/index.ts';
import { automaDrawing } from './automa.ts';
import { boardDrawing } from './board.ts';
import { classBoardDrawing } from './class-board.ts';
import { finalDrawing } from './final.ts';
import { svgToPng } from './png.ts';
import { type StandingsPicture, standingsDrawing } from './standings.ts';
import type { Drawing } from './svg.ts';
import { type TurningPointsPicture, turningPointsDrawing } from './turning-points.ts';
import { drawnIn } from './words.ts';

export interface Picture {
  svg: string;
  png: Buffer;
}

/** Pictures are posted in public channels: only the public view may be drawn. */
function publicOnly(view: GameView): GameView {
  if (view.viewer !== 'public') throw new Error('a picture is drawn from the public view only');
  return view;
}

function picture(drawing: Drawing): Picture {
  return {
    svg: drawing.svg,
    png: svgToPng(drawing.outlined, { background: drawing.background, hasText: false }),
  };
}

/**
 * Each picture is drawn in a language (`l`, English when not given): a public picture in the
 * game's, a private one in its reader's (docs/localisation.md).
 */

/** The whole board: politics, economy, sectors, every class at a glance. */
export function renderBoard(view: GameView, l: GameLocale = 'en'): Picture {
  return picture(drawnIn(l, () => boardDrawing(publicOnly(view))));
}

export type { ClassId, ScoreSheet };
/** One class's board in detail (its own hand never appears: the picture shows hand sizes only). */
export function renderClassBoard(view: GameView, cls: ClassId, l: GameLocale = 'en'): Picture {
  return picture(drawnIn(l, () => classBoardDrawing(publicOnly(view), cls)));
}

/** The end of the game: ranking, the score round by round as a chart, and points by reason. */
export function renderFinal(view: GameView, scores: ScoreSheet[], l: GameLocale = 'en'): Picture {
  return picture(drawnIn(l, () => finalDrawing(publicOnly(view), scores)));
}

/** One Automa: its AI card in play, priority rows, cards aside and pile counts (never the pile's order). */
export function renderAutoma(view: GameView, cls: AutomaClass, l: GameLocale = 'en'): Picture {
  return picture(drawnIn(l, () => automaDrawing(publicOnly(view), cls)));
}

export type { StandingsPicture, StandingsPictureRow } from './standings.ts';
export type { TurningPointsPicture } from './turning-points.ts';

/** A finished game's turning points: each class's chance of winning round by round, the biggest moves. */
export function renderTurningPoints(p: TurningPointsPicture): Picture {
  return picture(drawnIn(p.locale ?? 'en', () => turningPointsDrawing(p)));
}

/** A league's standings: place, player, rating, games, wins, average place, record per class. */
export function renderStandings(table: StandingsPicture): Picture {
  return picture(drawnIn(table.locale ?? 'en', () => standingsDrawing(table)));
}
