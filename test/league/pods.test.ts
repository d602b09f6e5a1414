/** Pods of a round: sizes, who sits out, standings kept together, repeat pairings avoided, classes dealt. */
import { describe, expect, it } from 'vitest';
import type { ClassId } from '../../src/data/common.ts';
import { type PodHistory, planPods, podSizes } from '../../src/league/pods.ts';

const fresh: PodHistory = { met: () => 0, played: () => 0, byes: () => 0 };
const players = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);

describe('pod sizes', () => {
  it('are the league’s size, or one smaller (or larger for pods of 3 or 2), with as few sitting out as can be', () => {
    expect(podSizes(12, 4)).toEqual({ sizes: [4, 4, 4], byes: 0 });
    expect(podSizes(13, 4)).toEqual({ sizes: [4, 3, 3, 3], byes: 0 });
    expect(podSizes(10, 4)).toEqual({ sizes: [4, 3, 3], byes: 0 });
    expect(podSizes(5, 4)).toEqual({ sizes: [4], byes: 1 });
    expect(podSizes(12, 3)).toEqual({ sizes: [3, 3, 3, 3], byes: 0 });
    expect(podSizes(13, 3)).toEqual({ sizes: [4, 3, 3, 3], byes: 0 });
    expect(podSizes(5, 3)).toEqual({ sizes: [4], byes: 1 });
    expect(podSizes(7, 2)).toEqual({ sizes: [3, 2, 2], byes: 0 });
    expect(podSizes(2, 3)).toEqual({ sizes: [], byes: 2 });
  });
});

describe('planning a round', () => {
  it('puts players of neighbouring standing together, best first, and deals every class of the pod', () => {
    const plan = planPods(players(12), 3, fresh);
    expect(plan.byes).toEqual([]);
    expect(plan.pods.map((p) => Object.values(p).sort())).toEqual([
      ['p01', 'p02', 'p03'],
      ['p04', 'p05', 'p06'],
      ['p07', 'p08', 'p09'],
      ['p10', 'p11', 'p12'],
    ]);
    for (const pod of plan.pods) expect(Object.keys(pod).sort()).toEqual(['capitalist', 'middle', 'working']);
  });

  it('moves players between pods to avoid repeat pairings', () => {
    const met = new Set(['p01|p02', 'p01|p03', 'p02|p03', 'p04|p05', 'p04|p06', 'p05|p06']);
    const history: PodHistory = {
      ...fresh,
      met: (a, b) => (met.has(a < b ? `${a}|${b}` : `${b}|${a}`) ? 1 : 0),
    };
    const plan = planPods(players(6), 3, history);
    for (const pod of plan.pods) {
      const users = Object.values(pod).sort();
      const repeats = users.flatMap((a, i) => users.slice(i + 1).filter((b) => met.has(`${a}|${b}`)));
      expect(repeats.length, users.join()).toBeLessThanOrEqual(1);
    }
  });

  it('finds pods without repeats late in a season, each headed by the best player not placed before', () => {
    // Two rounds of 12 players in pods of 3 (each has met four others): the pods in standings
    // order would repeat pairings; pods without any exist.
    const rounds = [
      ['p01 p02 p03', 'p04 p05 p06', 'p07 p08 p09', 'p10 p11 p12'],
      ['p01 p04 p07', 'p02 p05 p10', 'p03 p08 p11', 'p06 p09 p12'],
    ];
    const met = new Set(
      rounds.flat().flatMap((pod) => {
        const users = pod.split(' ');
        return users.flatMap((a, i) => users.slice(i + 1).map((b) => `${a}|${b}`));
      }),
    );
    const history: PodHistory = {
      ...fresh,
      met: (a, b) => (met.has(a < b ? `${a}|${b}` : `${b}|${a}`) ? 1 : 0),
    };
    const ranked = players(12);
    const plan = planPods(ranked, 3, history);
    const pods = plan.pods.map((p) => Object.values(p) as string[]);
    for (const pod of pods)
      for (const a of pod)
        for (const b of pod) if (a < b) expect(met.has(`${a}|${b}`), `${a}|${b}`).toBe(false);
    const placedBefore = new Set<string>();
    for (const pod of pods) {
      const head = ranked.find((u) => !placedBefore.has(u));
      expect(pod).toContain(head);
      for (const u of pod) placedBefore.add(u);
    }
    expect(pods.flat().sort()).toEqual(ranked);
  });

  it('gives each player the class they have played least', () => {
    const played: Record<string, ClassId> = { p01: 'working', p02: 'middle', p03: 'capitalist' };
    const plan = planPods(players(3), 3, { ...fresh, played: (u, cls) => (played[u] === cls ? 1 : 0) });
    const pod = plan.pods[0] as Partial<Record<ClassId, string>>;
    for (const [cls, user] of Object.entries(pod)) expect(played[user as string]).not.toBe(cls);
  });

  it('sits out those with the fewest byes, lowest in the standings first', () => {
    expect(planPods(players(5), 4, fresh).byes).toEqual(['p05']);
    expect(planPods(players(5), 4, { ...fresh, byes: (u) => (u === 'p05' ? 1 : 0) }).byes).toEqual(['p04']);
  });

  it('plans the same pods from the same standings and history', () => {
    expect(planPods(players(13), 4, fresh)).toEqual(planPods(players(13), 4, fresh));
  });
});
