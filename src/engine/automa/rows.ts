/**
 * An Automa's priority rows (Crisis & Control, Advanced Mode: AI Checks, Automa Action): Action
 * cards to the left of the row markers, Policy cards to the right, both nearer the markers = higher
 * priority. Rows are kept bottom row first, each row nearest-the-marker first, so a card that joins
 * a row goes to its far end (Action cards to the left, Policy cards to the right: the same end).
 * Pure functions of the rows; the steps that call them are in turn.ts and policy-cards.ts.
 */
import type { PriorityAction } from '../../data/automa/schema.ts';
import type { PolicyId } from '../../data/common.ts';
import type { PriorityRows, RowsAt } from '../game-state.ts';

type Row<T> = T[];

function rowOf<T>(rows: Row<T>[], card: T): number {
  return rows.findIndex((row) => row.includes(card));
}

/** Whether a card is in one of the rows. */
function inRows<T>(rows: Row<T>[], card: T): boolean {
  for (const row of rows) if (row.includes(card)) return true;
  return false;
}

/** The cards from the highest priority down: top row first, nearest the marker first. */
function byPriority<T>(rows: Row<T>[]): T[] {
  const out: T[] = [];
  for (let r = rows.length - 1; r >= 0; r--) for (const card of rows[r] as Row<T>) out.push(card);
  return out;
}

/** Takes a card out of its row; the cards beyond it close up towards the marker. */
function takeOut<T>(rows: Row<T>[], card: T): number {
  const at = rowOf(rows, card);
  if (at >= 0) {
    const row = rows[at] as Row<T>;
    row.splice(row.indexOf(card), 1);
  }
  return at;
}

/** Puts a card at the far end of row `at` (rows are unbounded upward: missing rows are made empty). */
function putAt<T>(rows: Row<T>[], card: T, at: number) {
  while (rows.length <= at) rows.push([]);
  (rows[at] as Row<T>).push(card);
}

/** Moves a card `steps` rows up (a card not in the rows does not move). */
function moveUp<T>(rows: Row<T>[], card: T, steps: number) {
  if (steps <= 0) return;
  const at = takeOut(rows, card);
  if (at < 0) return;
  putAt(rows, card, at + steps);
}

/**
 * Empty rows collapse downward (after the checks, and when a card leaving a row empties it): each
 * row above an empty one moves down, keeping its order, until no empty row is left between cards.
 */
function collapse<T>(rows: Row<T>[]) {
  const kept = rows.filter((row) => row.length > 0);
  rows.length = 0;
  rows.push(...kept);
}

export function moveActionUp(rows: PriorityRows, card: PriorityAction, steps: number) {
  moveUp(rows.actions, card, steps);
}

/** An instruction to move a set-aside (or removed) Policy card moves nothing. */
export function movePolicyUp(rows: PriorityRows, policy: PolicyId, steps: number) {
  moveUp(rows.policies, policy, steps);
}

export function collapseRows(rows: PriorityRows) {
  collapse(rows.actions);
  collapse(rows.policies);
}

/**
 * After acting, the performed action's card drops 2 rows (never below the bottom row), to the far
 * end of the row it reaches; a row it leaves empty collapses at once.
 */
export function dropAfterActing(rows: PriorityRows, card: PriorityAction) {
  const at = takeOut(rows.actions, card);
  if (at < 0) return;
  putAt(rows.actions, card, Math.max(0, at - 2));
  collapse(rows.actions);
}

/** A copy of the rows as they stand (for the turn's trace). */
export function rowsAt(rows: PriorityRows): RowsAt {
  return { actions: rows.actions.map((r) => [...r]), policies: rows.policies.map((r) => [...r]) };
}

/** The Action cards from the highest priority down: top row first, nearest the marker first. */
export function actionsByPriority(rows: PriorityRows): PriorityAction[] {
  return byPriority(rows.actions);
}

/** The Policy cards in the rows from the highest priority down. */
export function policiesByPriority(rows: PriorityRows): PolicyId[] {
  return byPriority(rows.policies);
}

/** Whether an Action card is in the rows (not set aside). */
export function actionInRows(rows: PriorityRows, card: PriorityAction): boolean {
  return inRows(rows.actions, card);
}

/** Where a Policy card stood in the rows. */
export type PolicyPlace = Omit<NonNullable<PriorityRows['held']>, 'policy'>;

/**
 * Takes a Policy card out of the rows and sets it aside (a Bill was proposed on it); a row it
 * leaves empty collapses. Returns where it stood (none if it was not in the rows).
 */
export function setPolicyAside(rows: PriorityRows, policy: PolicyId): PolicyPlace | undefined {
  if (rows.setAside.includes(policy) || rows.removed.includes(policy)) return undefined;
  const row = rowOf(rows.policies, policy);
  const place = row < 0 ? undefined : placeIn(rows.policies[row] as PolicyId[], policy, row);
  takeOut(rows.policies, policy);
  collapse(rows.policies);
  rows.setAside.push(policy);
  return place;
}

function placeIn(cards: readonly PolicyId[], policy: PolicyId, row: number): PolicyPlace {
  return { row, at: cards.indexOf(policy), alone: cards.length === 1 };
}

/**
 * Puts a set-aside Policy card back where it stood (an Immediate Vote on its Bill failed): in its
 * row, at its place, or in a row of its own where its row collapsed. Without its place (a state
 * saved before it was kept), at the far end of its row.
 */
export function restorePolicy(rows: PriorityRows, policy: PolicyId, place: PolicyPlace) {
  if (!rows.setAside.includes(policy)) return;
  rows.setAside = rows.setAside.filter((p) => p !== policy);
  const row = Math.min(place.row, rows.policies.length);
  if (place.alone) rows.policies.splice(row, 0, [policy]);
  else if (place.at === undefined) putAt(rows.policies, policy, row);
  else {
    while (rows.policies.length <= row) rows.policies.push([]);
    const cards = rows.policies[row] as PolicyId[];
    cards.splice(Math.min(place.at, cards.length), 0, policy);
  }
}

/**
 * Returns a Policy card by its distance from the Automa's Desired section: at it, it is (or stays)
 * set aside; 1 away, to the end of the bottom row; 2 away, to the end of the second row.
 */
export function placePolicyByDistance(rows: PriorityRows, policy: PolicyId, distance: number) {
  if (rows.removed.includes(policy)) return;
  takeOut(rows.policies, policy);
  rows.setAside = rows.setAside.filter((p) => p !== policy);
  if (distance === 0) rows.setAside.push(policy);
  else putAt(rows.policies, policy, distance >= 2 ? 1 : 0);
  collapse(rows.policies);
}

/** Takes a Policy card out of play for the rest of the game (Immigration in the final round). */
export function removePolicy(rows: PriorityRows, policy: PolicyId) {
  takeOut(rows.policies, policy);
  collapse(rows.policies);
  rows.setAside = rows.setAside.filter((p) => p !== policy);
  if (!rows.removed.includes(policy)) rows.removed.push(policy);
}

/** Sets an Action card aside until the next round (the Strike card once Strike tokens run out). */
export function setActionAside(rows: PriorityRows, card: PriorityAction) {
  if (takeOut(rows.actions, card) < 0) return;
  collapse(rows.actions);
  rows.actionsAside.push(card);
}

/** Set-aside Action cards come back at the end of the bottom row. */
export function returnActions(rows: PriorityRows) {
  for (const card of rows.actionsAside) putAt(rows.actions, card, 0);
  rows.actionsAside = [];
}
