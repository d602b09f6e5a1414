/**
 * A round's pods: players grouped by current standings (the best together), pods of the league's
 * size (or the next size where the count does not divide), repeat pairings avoided where the pods
 * can be filled otherwise (staying as near the standings as that allows), and classes dealt so that
 * each player gets the class they have played least this season. Everything is deterministic: the
 * same standings and history give the same pods.
 */
import type { ClassId } from '../data/common.ts';

export type PodSize = 2 | 3 | 4;

/** The classes of a game of n players, in seat order (as the engine's default options have them). */
export const CLASSES_FOR: Record<PodSize, ClassId[]> = {
  2: ['working', 'capitalist'],
  3: ['working', 'middle', 'capitalist'],
  4: ['working', 'middle', 'capitalist', 'state'],
};

/** The other size a pod may take: 4 → 3, 3 → 4, 2 → 3. */
const OTHER: Record<PodSize, PodSize> = { 4: 3, 3: 4, 2: 3 };

/**
 * Pod sizes for n players, largest pods first, and how many sit out: as few as possible sit out,
 * then as many pods as possible have the preferred size.
 */
export function podSizes(n: number, preferred: PodSize): { sizes: PodSize[]; byes: number } {
  const other = OTHER[preferred];
  for (let byes = 0; byes <= n; byes++) {
    const m = n - byes;
    for (let k = 0; k * other <= m; k++) {
      if ((m - k * other) % preferred !== 0) continue;
      const sizes = [
        ...Array<PodSize>((m - k * other) / preferred).fill(preferred),
        ...Array<PodSize>(k).fill(other),
      ].sort((a, b) => b - a);
      return { sizes, byes };
    }
  }
  return { sizes: [], byes: n };
}

export interface PodHistory {
  /** Games two players have had together this season. */
  met(a: string, b: string): number;
  /** Games a player has played a class this season. */
  played(user: string, cls: ClassId): number;
  /** Rounds a player has sat out this season. */
  byes(user: string): number;
}

export interface PodPlan {
  pods: Array<Partial<Record<ClassId, string>>>;
  byes: string[];
}

function repeats(pod: readonly string[], h: PodHistory): number {
  let cost = 0;
  for (let i = 0; i < pod.length; i++)
    for (let j = i + 1; j < pod.length; j++) cost += h.met(pod[i] as string, pod[j] as string);
  return cost;
}

/**
 * Swaps of two players between pods, as long as one lowers the number of repeat pairings:
 * neighbouring pods first, so that players stay near their standing.
 */
function swapAwayRepeats(pods: string[][], h: PodHistory): void {
  const pairsOfPods = pods
    .flatMap((_, p) => pods.map((__, q) => [p, q] as const).filter(([, q]) => q > p))
    .sort((a, b) => a[1] - a[0] - (b[1] - b[0]) || a[0] - b[0]);
  for (let improved = true, passes = 0; improved && passes < 50; passes++) {
    improved = false;
    for (const [p, q] of pairsOfPods) {
      for (let i = 0; i < (pods[p] as string[]).length; i++) {
        for (let j = 0; j < (pods[q] as string[]).length; j++) {
          const a = pods[p] as string[];
          const b = pods[q] as string[];
          const na = a.map((u, k) => (k === i ? (b[j] as string) : u));
          const nb = b.map((u, k) => (k === j ? (a[i] as string) : u));
          if (repeats(na, h) + repeats(nb, h) < repeats(a, h) + repeats(b, h)) {
            pods[p] = na;
            pods[q] = nb;
            improved = true;
          }
        }
      }
    }
  }
}

/** Each player a class, the total of "times already played that class" as low as it goes. */
function dealClasses(pod: readonly string[], h: PodHistory): Partial<Record<ClassId, string>> {
  const classes = CLASSES_FOR[pod.length as PodSize];
  let best: string[] = [...pod];
  let bestCost = Number.POSITIVE_INFINITY;
  const permute = (rest: string[], chosen: string[]) => {
    if (rest.length === 0) {
      const cost = chosen.reduce((sum, user, i) => sum + h.played(user, classes[i] as ClassId), 0);
      if (cost < bestCost) {
        bestCost = cost;
        best = chosen;
      }
      return;
    }
    rest.forEach((user, i) => {
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...chosen, user]);
    });
  };
  permute([...pod], []);
  return Object.fromEntries(classes.map((cls, i) => [cls, best[i]]));
}

/** How many tries the search for pods without repeat pairings may take before it keeps its best. */
const SEARCH_BUDGET = 50_000;

/**
 * The pods of a round for `ranked` players (best first). Who sits out: those with the fewest byes
 * so far, lowest in the standings first.
 *
 * Of the ways to fill the pods, the one with the fewest repeat pairings, and among those the one
 * nearest the standings: pods are filled in order, each headed by the best player not yet placed
 * (so the leader always plays in the first pod) and completed by the best players who add no repeat
 * pairing where there are such. The search stops at the first arrangement without repeats, or after
 * SEARCH_BUDGET tries with the best found, which swaps between pods then improve where they can
 * (a large league late in a season may have to repeat some pairings).
 */
export function planPods(ranked: readonly string[], size: PodSize, h: PodHistory): PodPlan {
  const { sizes, byes: byeCount } = podSizes(ranked.length, size);
  const byes = [...ranked]
    .map((user, rank) => ({ user, rank }))
    .sort((a, b) => h.byes(a.user) - h.byes(b.user) || b.rank - a.rank)
    .slice(0, byeCount)
    .map((b) => b.user);
  const playing = ranked.filter((u) => !byes.includes(u));
  const placed = playing.map(() => false);
  const pods: string[][] = sizes.map(() => []);
  let best: { pods: string[][]; repeats: number } | null = null;
  let tries = 0;
  // Depth first, in standings order: the first arrangement reached is the standings' own.
  const fill = (p: number, from: number, cost: number): void => {
    if (tries++ > SEARCH_BUDGET || (best && cost >= best.repeats)) return;
    const pod = pods[p];
    if (!pod) {
      best = { pods: pods.map((q) => [...q]), repeats: cost };
      return;
    }
    if (pod.length === sizes[p]) {
      fill(p + 1, 0, cost);
      return;
    }
    // The head of a pod is the best player not placed; the others come after them, in order.
    const first = pod.length === 0 ? placed.indexOf(false) : from;
    const last = pod.length === 0 ? first : playing.length - 1;
    for (let i = first; i <= last; i++) {
      if (placed[i]) continue;
      const user = playing[i] as string;
      const added = pod.reduce((sum, other) => sum + h.met(user, other), 0);
      placed[i] = true;
      pod.push(user);
      fill(p, i + 1, cost + added);
      pod.pop();
      placed[i] = false;
      if (best?.repeats === 0) return;
    }
  };
  fill(0, 0, 0);
  const found = best as { pods: string[][]; repeats: number } | null;
  const chosen = found?.pods ?? [];
  if (found && found.repeats > 0) swapAwayRepeats(chosen, h);
  return { pods: chosen.map((pod) => dealClasses(pod, h)), byes };
}
