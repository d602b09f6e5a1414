/**
 * Starting setup by player count. Sources: rulebook, Setup (summary) and the class
 * setups; components reference §2.2 (starting Workers, cross-checked: each class starts with 10 Workers,
 * the Population marker's starting value). Numbers already in tables.ts (Treasury, Public
 * Services, prices, Legitimacy, hand size, Tax Multiplier) are not repeated here.
 */
import { z } from 'zod';
import { CLASS_IDS, type ClassId, Good, Industry, PLAYER_COUNTS, type PlayerCount } from './common.ts';
import { companyById } from './companies.ts';
import { GAME } from './tables.ts';
import { DataError, describeIssues } from './validate.ts';

/** Which roles play at each player count (rulebook, Player Counts). */
export const ROLES_BY_PLAYER_COUNT: Record<PlayerCount, readonly ClassId[]> = {
  2: ['working', 'capitalist'],
  3: ['working', 'middle', 'capitalist'],
  4: ['working', 'middle', 'capitalist', 'state'],
};

/** Every Company on the board at setup gets its Wage marker on L2. */
export const STARTING_WAGE_LEVEL = 2;

/** Workers each of the Working and Middle Classes has after setup; the Population marker starts here. */
export const STARTING_WORKERS = 10;

/** Workers a class places on one Company at setup, slot by slot: the skill of each (null = unskilled). */
export const WorkerPlacement = z.object({
  company: z.string().min(1),
  slots: z.array(Industry.nullable()).min(1).max(3),
});
export type WorkerPlacement = z.infer<typeof WorkerPlacement>;

export const ClassStart = z.object({
  /** Working/Middle: money. Capitalist: Revenue. State: the Treasury. */
  money: z.number().int().nonnegative(),
  /** Influence (the State's is Personal Influence). */
  influence: z.number().int().nonnegative(),
  /** Goods in Storage. */
  goods: z.partialRecord(Good, z.number().int().positive()),
  workers: z.array(WorkerPlacement),
  /** Workers put in Unemployed: unskilled, and skilled of an industry the class chooses. */
  unemployed: z.object({
    unskilled: z.number().int().nonnegative(),
    skilledOfChoice: z.number().int().nonnegative(),
  }),
  /** Immigration cards drawn; each adds the Worker shown for this class to Unemployed. */
  immigrationDraws: z.number().int().nonnegative(),
  /** Companies revealed as the class's Market (Capitalist and Middle Class). */
  marketSize: z.number().int().positive().optional(),
});
export type ClassStart = z.infer<typeof ClassStart>;

export const PlayerCountSetup = z.object({
  /** Companies placed on the main board at setup, all at STARTING_WAGE_LEVEL. */
  companies: z.object({
    capitalist: z.array(z.string()),
    middle: z.array(z.string()),
    /** Public Sector row 1, in column order (Health, Education, Media). */
    public: z.array(z.string()).length(3),
  }),
  classes: z.partialRecord(z.enum(CLASS_IDS), ClassStart),
});
export type PlayerCountSetup = z.infer<typeof PlayerCountSetup>;

// ---------------------------------------------------------------------------------------------

const CAPITALIST_START = [
  'capitalist.supermarket',
  'capitalist.shopping-mall',
  'capitalist.college',
  'capitalist.clinic',
];
const PUBLIC_2P = ['public.public-hospital', 'public.public-university', 'public.regional-tv-station'];
const PUBLIC_34P = [
  'public.university-hospital',
  'public.technical-university',
  'public.national-public-broadcasting',
];

const capitalist: z.input<typeof ClassStart> = {
  money: 120,
  influence: 1,
  goods: { food: 1, luxury: 2, education: 2 },
  workers: [],
  unemployed: { unskilled: 0, skilledOfChoice: 0 },
  immigrationDraws: 0,
  marketSize: 4,
};

/** 2 players: the Working Class fills four Companies; College, Clinic and the TV Station start empty. */
const working2p: z.input<typeof ClassStart> = {
  money: 30,
  influence: 1,
  goods: {},
  workers: [
    { company: 'capitalist.supermarket', slots: ['food', null] },
    { company: 'capitalist.shopping-mall', slots: ['luxury', null] },
    { company: 'public.public-hospital', slots: ['health', null] },
    { company: 'public.public-university', slots: ['education', null] },
  ],
  unemployed: { unskilled: 1, skilledOfChoice: 0 },
  immigrationDraws: 1,
};

const working34p: z.input<typeof ClassStart> = {
  money: 30,
  influence: 1,
  goods: {},
  workers: [
    { company: 'capitalist.supermarket', slots: ['food', null] },
    { company: 'capitalist.college', slots: ['education', null] },
    { company: 'public.university-hospital', slots: ['health', null, null] },
  ],
  unemployed: { unskilled: 1, skilledOfChoice: 0 },
  immigrationDraws: 2,
};

const middle: z.input<typeof ClassStart> = {
  money: 40,
  influence: 1,
  goods: { food: 1, health: 1 },
  workers: [
    { company: 'public.technical-university', slots: ['education', null, null] },
    { company: 'capitalist.shopping-mall', slots: ['luxury', null] },
    { company: 'middle.convenience-store', slots: ['food'] },
    { company: 'middle.doctors-office', slots: ['health'] },
  ],
  unemployed: { unskilled: 0, skilledOfChoice: 1 },
  immigrationDraws: 2,
  marketSize: 3,
};

const state: z.input<typeof ClassStart> = {
  money: GAME.treasury,
  influence: 1,
  goods: {},
  workers: [],
  unemployed: { unskilled: 0, skilledOfChoice: 0 },
  immigrationDraws: 0,
};

const RAW: Record<PlayerCount, z.input<typeof PlayerCountSetup>> = {
  2: {
    companies: { capitalist: CAPITALIST_START, middle: [], public: PUBLIC_2P },
    classes: { working: working2p, capitalist },
  },
  3: {
    companies: {
      capitalist: CAPITALIST_START,
      middle: ['middle.convenience-store', 'middle.doctors-office'],
      public: PUBLIC_34P,
    },
    classes: { working: working34p, middle, capitalist },
  },
  4: {
    companies: {
      capitalist: CAPITALIST_START,
      middle: ['middle.convenience-store', 'middle.doctors-office'],
      public: PUBLIC_34P,
    },
    classes: { working: working34p, middle, capitalist, state },
  },
};

// ---------------------------------------------------------------------------------------------
// Validation: the schema, then the cross-checks against the Company cards.

/** Problems in one player count's setup, as "field.path: message" lines (empty when it is sound). */
export function setupProblems(players: PlayerCount, setup: PlayerCountSetup): string[] {
  const problems: string[] = [];
  const onBoard = new Set<string>();
  const owners: Record<'capitalist' | 'middle' | 'public', string> = {
    capitalist: 'capitalist',
    middle: 'middle',
    public: 'public',
  };
  for (const kind of ['capitalist', 'middle', 'public'] as const) {
    for (const [i, id] of setup.companies[kind].entries()) {
      const card = companyById(id);
      const path = `companies.${kind}.${i}`;
      if (!card) {
        problems.push(`${path}: unknown Company ${id}`);
        continue;
      }
      if (card.owner !== owners[kind]) problems.push(`${path}: ${id} is not a ${kind} Company`);
      if ((card.owner === 'capitalist' || card.owner === 'middle') && card.startingCopies < 1)
        problems.push(`${path}: ${id} has no starting copy`);
      if (card.owner === 'public' && !card.startsInRow1For.includes(players))
        problems.push(`${path}: ${id} does not start in row 1 with ${players} players`);
      onBoard.add(id);
    }
  }
  if (players === 2 && setup.companies.middle.length > 0)
    problems.push('companies.middle: no Middle Class Companies with 2 players');

  const roles = ROLES_BY_PLAYER_COUNT[players];
  for (const cls of CLASS_IDS) {
    const start = setup.classes[cls];
    if (roles.includes(cls) !== (start !== undefined))
      problems.push(`classes.${cls}: ${start ? 'not played' : 'missing'} with ${players} players`);
  }

  const staffed = new Map<string, ClassId>();
  for (const [cls, start] of Object.entries(setup.classes) as Array<[ClassId, ClassStart]>) {
    for (const [i, placement] of start.workers.entries()) {
      const path = `classes.${cls}.workers.${i}`;
      const card = companyById(placement.company);
      if (!card || !onBoard.has(placement.company)) {
        problems.push(`${path}.company: ${placement.company} is not on the board`);
        continue;
      }
      const other = staffed.get(placement.company);
      if (other) problems.push(`${path}.company: ${placement.company} already has ${other} Workers`);
      staffed.set(placement.company, cls);
      const skills = card.slots.map((s) => s.skill);
      if (skills.join() !== placement.slots.join())
        problems.push(`${path}.slots: must be [${skills.join(', ')}] to fill ${placement.company}`);
      if (card.owner === 'middle' && cls !== 'middle')
        problems.push(`${path}.company: only the Middle Class runs its own Companies`);
    }
    if (cls === 'working' || cls === 'middle') {
      const total =
        start.workers.reduce((n, p) => n + p.slots.length, 0) +
        start.unemployed.unskilled +
        start.unemployed.skilledOfChoice +
        start.immigrationDraws;
      if (total !== STARTING_WORKERS)
        problems.push(`classes.${cls}.workers: ${total} Workers in all, expected ${STARTING_WORKERS}`);
    }
  }
  return problems;
}

function loadSetup(): Record<PlayerCount, PlayerCountSetup> {
  const out = {} as Record<PlayerCount, PlayerCountSetup>;
  for (const players of PLAYER_COUNTS) {
    const result = PlayerCountSetup.safeParse(RAW[players]);
    if (!result.success) throw new DataError(`setup: ${players} players: ${describeIssues(result.error)}`);
    const problems = setupProblems(players, result.data);
    if (problems.length > 0) throw new DataError(`setup: ${players} players: ${problems.join('; ')}`);
    out[players] = result.data;
  }
  return out;
}

/** Setup for 2, 3 and 4 players. */
export const STARTING_SETUP: Readonly<Record<PlayerCount, PlayerCountSetup>> = loadSetup();
