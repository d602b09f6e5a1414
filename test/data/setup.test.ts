import { describe, expect, it } from 'vitest';
import {
  GAME,
  PLAYER_COUNTS,
  ROLES_BY_PLAYER_COUNT,
  STARTING_SETUP,
  STARTING_WAGE_LEVEL,
  setupProblems,
} from '../../src/data/index.ts';

describe('starting setup (rulebook, Setup; components reference §2.2)', () => {
  it('passes its own cross-checks for 2, 3 and 4 players', () => {
    for (const players of PLAYER_COUNTS) expect(setupProblems(players, STARTING_SETUP[players])).toEqual([]);
  });

  it('roles: 2p Working + Capitalist, 3p adds Middle, 4p adds the State', () => {
    for (const players of PLAYER_COUNTS) {
      expect(Object.keys(STARTING_SETUP[players].classes).sort()).toEqual(
        [...ROLES_BY_PLAYER_COUNT[players]].sort(),
      );
    }
    expect(ROLES_BY_PLAYER_COUNT[2]).toEqual(['working', 'capitalist']);
  });

  it('Companies on the board, all at Wage L2', () => {
    expect(STARTING_WAGE_LEVEL).toBe(2);
    for (const players of PLAYER_COUNTS) {
      expect(STARTING_SETUP[players].companies.capitalist).toEqual([
        'capitalist.supermarket',
        'capitalist.shopping-mall',
        'capitalist.college',
        'capitalist.clinic',
      ]);
    }
    expect(STARTING_SETUP[2].companies.middle).toEqual([]);
    expect(STARTING_SETUP[2].companies.public).toEqual([
      'public.public-hospital',
      'public.public-university',
      'public.regional-tv-station',
    ]);
    for (const players of [3, 4] as const) {
      expect(STARTING_SETUP[players].companies.middle).toEqual([
        'middle.convenience-store',
        'middle.doctors-office',
      ]);
      expect(STARTING_SETUP[players].companies.public).toEqual([
        'public.university-hospital',
        'public.technical-university',
        'public.national-public-broadcasting',
      ]);
    }
  });

  it('Working Class: 30 money, 1 Influence; Workers by player count', () => {
    const two = STARTING_SETUP[2].classes.working!;
    expect(two.money).toBe(30);
    expect(two.influence).toBe(1);
    expect(two.workers).toEqual([
      { company: 'capitalist.supermarket', slots: ['food', null] },
      { company: 'capitalist.shopping-mall', slots: ['luxury', null] },
      { company: 'public.public-hospital', slots: ['health', null] },
      { company: 'public.public-university', slots: ['education', null] },
    ]);
    expect(two.unemployed).toEqual({ unskilled: 1, skilledOfChoice: 0 });
    expect(two.immigrationDraws).toBe(1);
    const four = STARTING_SETUP[4].classes.working!;
    expect(four.workers).toEqual([
      { company: 'capitalist.supermarket', slots: ['food', null] },
      { company: 'capitalist.college', slots: ['education', null] },
      { company: 'public.university-hospital', slots: ['health', null, null] },
    ]);
    expect(four.unemployed).toEqual({ unskilled: 1, skilledOfChoice: 0 });
    expect(four.immigrationDraws).toBe(2);
  });

  it('Middle Class: 40 money, 1 Food + 1 Health, Market of 3, 1 skilled Worker of choice, 2 Immigration draws', () => {
    const middle = STARTING_SETUP[3].classes.middle!;
    expect(middle).toMatchObject({
      money: 40,
      influence: 1,
      goods: { food: 1, health: 1 },
      marketSize: 3,
      unemployed: { unskilled: 0, skilledOfChoice: 1 },
      immigrationDraws: 2,
    });
    expect(middle.workers.map((w) => w.company)).toEqual([
      'public.technical-university',
      'capitalist.shopping-mall',
      'middle.convenience-store',
      'middle.doctors-office',
    ]);
  });

  it('Capitalist Class: 120 Revenue, 1 Food, 2 Luxury, 2 Education, 1 Influence, Market of 4', () => {
    for (const players of PLAYER_COUNTS) {
      expect(STARTING_SETUP[players].classes.capitalist).toEqual({
        money: 120,
        influence: 1,
        goods: { food: 1, luxury: 2, education: 2 },
        workers: [],
        unemployed: { unskilled: 0, skilledOfChoice: 0 },
        immigrationDraws: 0,
        marketSize: 4,
      });
    }
  });

  it('State (4 players only): the Treasury and 1 Influence', () => {
    expect(STARTING_SETUP[3].classes.state).toBeUndefined();
    expect(STARTING_SETUP[4].classes.state).toMatchObject({ money: GAME.treasury, influence: 1 });
  });

  it('the Working and Middle Classes each start with 10 Workers (the Population marker)', () => {
    for (const players of PLAYER_COUNTS) {
      for (const start of [STARTING_SETUP[players].classes.working, STARTING_SETUP[players].classes.middle]) {
        if (!start) continue;
        const placed = start.workers.reduce((n, w) => n + w.slots.length, 0);
        expect(
          placed + start.unemployed.unskilled + start.unemployed.skilledOfChoice + start.immigrationDraws,
        ).toBe(10);
      }
    }
  });
});
