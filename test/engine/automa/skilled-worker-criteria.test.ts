/**
 * The Skilled Worker Criteria of the Working and Middle Class Automas (components.md §2.14; the
 * cards in src/data/automa/working.ts and middle.ts) read by crisis-and-control.txt, Performing
 * Basic Actions: "The first bullet point that describes at least one applicable option determines
 * the set of options to narrow … If multiple options remain after a bullet point, or if the current
 * bullet point doesn't apply, move to the next." A bullet's "(ties: …)" are read only among the
 * options that bullet kept, and only when it described one.
 */
import { describe, expect, it } from 'vitest';
import { skillCriteria } from '../../../src/automa/answers/workers.ts';
import { type Narrowing, narrow, prefer, type Roll, withTies } from '../../../src/automa/narrow.ts';
import { INDUSTRIES, type Industry } from '../../../src/data/common.ts';
import { type GameState, said } from '../../../src/engine/index.ts';
import { sayText } from '../../../src/i18n/said.ts';
import { addCompany, removeWorkers, staff, unemployed } from '../helpers.ts';
import { automaGame } from './helpers.ts';

/** The skill chosen, and each bullet read ("↳" for a tie-break) with what it kept. */
function chooseSkill(g: GameState, cls: 'working' | 'middle', draw = 0) {
  let trace: Narrowing | undefined;
  const roll: Roll = Object.assign(() => draw, { note: (n: Narrowing) => (trace = n) });
  const chosen = narrow<Industry>([...INDUSTRIES], skillCriteria(g, cls), roll)?.chosen;
  const read = (trace?.bullets ?? []).map(
    (b) =>
      `${b.tie ? '↳ ' : ''}${sayText('en', b.text, 'automaWhy')}: ${b.described ? (b.kept as string[]).join(',') : '-'}`,
  );
  return { chosen, read, random: trace?.random };
}

describe('a bullet with its own tie-breaks (crisis-and-control.txt, Performing Basic Actions)', () => {
  const even = (n: number) => n % 2 === 0;
  const bullet = withTies(
    prefer<number>(said('bullet.a'), even),
    [prefer<number>(said('bullet.tie'), (n) => n > 2)],
    true,
  );
  const next = prefer<number>(said('bullet.next'), (n) => n === 3);

  it('describes no option: its tie-breaks are not read, the next bullet narrows', () => {
    expect(narrow([1, 3, 5], [bullet, next], () => 0)?.chosen).toBe(3);
  });

  it('describes options: its tie-breaks narrow those it kept, "then at random" ends the narrowing there', () => {
    const draws: number[] = [];
    const roll = (n: number) => {
      draws.push(n);
      return n - 1;
    };
    // 2 is kept by the bullet, left out by its tie; 4 and 6 stay, and the draw settles them (the next bullet is not read).
    expect(narrow([2, 3, 4, 6], [bullet, next], roll)?.chosen).toBe(6);
    expect(draws).toEqual([2]);
  });
});

describe('Working Class Automa: "could form a Trade Union (ties: fewest available slots, then at random)"', () => {
  it('no Trade Union can be formed: "fewest available slots" is not read, and "most available slots in Companies" chooses health, not education (0 slots)', () => {
    const g = automaGame(3, ['working']);
    removeWorkers(g, 'working');
    g.companies = g.companies.filter((c) => c.owner !== 'working');
    unemployed(g, 'working', 1);
    const { chosen, read } = chooseSkill(g, 'working');
    expect(read).toContain('could form a Trade Union: -');
    expect(read.some((line) => line.startsWith('↳'))).toBe(false);
    expect(read.at(-1)).toMatch(/^most available slots in Companies: /);
    expect(chosen).not.toBe('education');
    expect(['health', 'media']).toContain(chosen);
  });

  it('two skills could form a Trade Union: fewest available slots among those two, then at random (no later bullet read)', () => {
    const g = automaGame(3, ['working']);
    removeWorkers(g, 'working');
    g.companies = [];
    // Four employed Working Class Workers in Agricultural and in Media, no Trade Union.
    for (const card of ['capitalist.vegetable-farm', 'capitalist.publishing-house'])
      for (let n = 0; n < 2; n++) staff(g, addCompany(g, 'capitalist', card), 'working', [null, null]);
    const first = chooseSkill(g, 'working', 0);
    const second = chooseSkill(g, 'working', 1);
    expect(first.read[1]).toBe('could form a Trade Union: food,media');
    expect(first.read[2]).toMatch(/^↳ fewest available slots: /);
    expect(first.read).toHaveLength(3);
    expect(first.random).toBe(true);
    expect(new Set([first.chosen, second.chosen])).toEqual(new Set(['food', 'media']));
  });
});

describe('Middle Class Automa: "needed by Companies in its Market (ties: enough other Workers …; an industry it has none of; Agricultural, Education, …)"; then non-operational Capitalist/Public Companies; then the Capitalist Market', () => {
  function middleAutoma(): GameState {
    const g = automaGame(3, ['middle']);
    removeWorkers(g, 'middle');
    removeWorkers(g, 'working');
    g.companies = [];
    g.classes.middle.market = [];
    g.classes.capitalist.market = [];
    return g;
  }

  it('no Market Company needs a skill: the idle Capitalist Clinic’s health is chosen, not the first industry it has none of (food)', () => {
    const g = middleAutoma();
    addCompany(g, 'capitalist', 'capitalist.clinic');
    const { chosen, read } = chooseSkill(g, 'middle');
    expect(read).toContain('needed by its own Market Companies: -');
    expect(read).toContain('needed by idle Capitalist or Public Companies: health');
    expect(chosen).toBe('health');
  });

  /** A Fast Food Restaurant (2 Middle Class Workers) and a Tutoring Company (1, and an employee) in its Market; 1 Working Class Worker unemployed. */
  function twoInMarket(): GameState {
    const g = middleAutoma();
    g.classes.middle.market = ['middle.fast-food-restaurant#901', 'middle.tutoring-company#902'];
    unemployed(g, 'working', 1);
    return g;
  }

  it('"enough other Workers to build it and make it fully operational": the Tutoring Company (its employee slot fillable) beats the Fast Food Restaurant (a second Middle Class Worker missing)', () => {
    const g = twoInMarket();
    const { chosen, read } = chooseSkill(g, 'middle');
    expect(read).toContain('needed by its own Market Companies: food,education');
    expect(read).toContain('↳ enough other Workers to build it and make it fully operational: education');
    expect(chosen).toBe('education');
  });

  it('control: with a Middle Class Worker unemployed both could run, and the industry order (Agricultural first) chooses', () => {
    const g = twoInMarket();
    unemployed(g, 'middle', 1);
    expect(chooseSkill(g, 'middle').chosen).toBe('food');
  });
});
