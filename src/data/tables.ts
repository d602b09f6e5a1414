/**
 * Every number of the rules that is not on a card: the Politics table, taxes, prices, storage,
 * population, prosperity, wealth, legitimacy and end-game scoring. Sources: rulebook,
 * Game End and Scoring and components reference §2.2–2.6 and §2.16; decisions.md where they conflict.
 */
import type { ClassId, Good, PolicyId, Section } from './common.ts';

type BySection<T> = Record<Section, T>;

export const POLICY_NAMES: Record<PolicyId, string> = {
  1: 'Fiscal Policy',
  2: 'Labor Market',
  3: 'Taxation',
  4: 'Health & Benefits',
  5: 'Education',
  6: 'Foreign Trade',
  7: 'Immigration',
};

/** rules-decisions S1: the same start for every player count. */
export const STARTING_POLICIES: Record<PolicyId, Section> = {
  1: 'C',
  2: 'B',
  3: 'A',
  4: 'B',
  5: 'C',
  6: 'B',
  7: 'B',
};

/** Policy 1: how many Public Companies are available, and how many State Loans the IMF tolerates. */
export const FISCAL = {
  publicCompanies: { A: 9, B: 6, C: 3 } satisfies BySection<number>,
  imfLoanLimit: { A: 2, B: 2, C: 1 } satisfies BySection<number>,
};

/** Policy 2: the lowest Wage level allowed. */
export const LABOR_MARKET = { minimumWage: { A: 3, B: 2, C: 1 } satisfies BySection<1 | 2 | 3> };

/** Policy 3: Tax Multiplier = base + factor × (Policy 4 modifier + Policy 5 modifier). */
export const TAXATION = {
  base: { A: 3, B: 2, C: 1 } satisfies BySection<number>,
  welfareFactor: { A: 2, B: 1, C: 0 } satisfies BySection<number>,
};

/** Policies 4 and 5: the State's price for Health / Education, and the Tax Multiplier modifier. */
export const WELFARE = {
  price: { A: 0, B: 5, C: 10 } satisfies BySection<number>,
  taxModifier: { A: 2, B: 1, C: 0 } satisfies BySection<number>,
};

/**
 * The Tax Multiplier for the current Policies 3, 4 and 5 (components reference §2.3):
 * base(3) + welfareFactor(3) × (taxModifier(4) + taxModifier(5)). 5 at the standard start.
 */
export function taxMultiplier(policies: Pick<Record<PolicyId, Section>, 3 | 4 | 5>): number {
  const taxation = policies[3];
  return (
    TAXATION.base[taxation] +
    TAXATION.welfareFactor[taxation] * (WELFARE.taxModifier[policies[4]] + WELFARE.taxModifier[policies[5]])
  );
}

/** Policy 6: tariffs on imported Food and Luxury (paid to the State) and Business Deals drawn. */
export const FOREIGN_TRADE = {
  importPrice: { food: 10, luxury: 6 },
  tariff: { food: { A: 10, B: 5, C: 0 }, luxury: { A: 6, B: 3, C: 0 } } satisfies Record<
    'food' | 'luxury',
    BySection<number>
  >,
  businessDeals: { A: 0, B: 1, C: 2 } satisfies BySection<number>,
  /** Business Deal tariff per item (components reference §2.9), none at 6C. */
  dealTariffPerItem: { A: 2, B: 1, C: 0 } satisfies BySection<number>,
};

/**
 * VP per transaction when selling to the Foreign Market (rules-decisions S8: only the Middle Class;
 * the Capitalist Class aid shows no such VP and the State scores none either).
 */
export const EXPORT_VP_PER_TRANSACTION: Record<ClassId, number> = {
  working: 0,
  middle: 1,
  capitalist: 0,
  state: 0,
};

/** Policy 7: extra Workers the Working and Middle Classes each get per Preparation. */
export const IMMIGRATION = { extraWorkers: { A: 0, B: 1, C: 2 } satisfies BySection<number> };

/** Income tax per unit, by Labor Market (row) and Taxation (column); components reference §2.4. */
export const INCOME_TAX_RATE: BySection<BySection<number>> = {
  A: { A: 7, B: 6, C: 5 },
  B: { A: 4, B: 4, C: 4 },
  C: { A: 1, B: 2, C: 3 },
};

/** Corporate tax on Revenue left after Employment Tax, by Taxation section. */
export const CORPORATE_TAX: ReadonlyArray<{ minRevenue: number } & BySection<number>> = [
  { minRevenue: 0, A: 0, B: 0, C: 0 },
  { minRevenue: 5, A: 1, B: 2, C: 2 },
  { minRevenue: 10, A: 5, B: 5, C: 4 },
  { minRevenue: 25, A: 12, B: 10, C: 7 },
  { minRevenue: 50, A: 24, B: 15, C: 10 },
  { minRevenue: 100, A: 40, B: 30, C: 20 },
  { minRevenue: 200, A: 100, B: 70, C: 40 },
  { minRevenue: 300, A: 160, B: 120, C: 60 },
];

/** Price tracks of the Capitalist and Middle Class boards; markers start on the middle value. */
export const PRICE_TRACKS: Record<Good, readonly [number, number, number]> = {
  food: [9, 12, 15],
  luxury: [5, 8, 10],
  health: [5, 8, 10],
  education: [5, 8, 10],
};
export const STARTING_PRICE_INDEX = 1;

/** What the State's own goods sell for, and Media Influence from the Public Services. */
export const STATE_PRICES = { food: 12, luxury: 8, influence: 10 };

export const STORAGE = {
  capitalist: { food: 8, luxury: 12, health: 12, education: 12 } satisfies Record<Good, number>,
  middle: { food: 8, luxury: 8, health: 8, education: 8 } satisfies Record<Good, number>,
  /** A Storage tile adds this much room for its one resource. */
  tile: { food: 8, luxury: 12, health: 12, education: 12 } satisfies Record<Good, number>,
  tileCost: 20,
  /** The Capitalist Class's Free Trade Zone holds only Food and Luxury, for export only. */
  freeTradeZone: { food: 8, luxury: 12 },
};

/** Public Services: starting stock by player count; each limit is the available production + 6. */
export const PUBLIC_SERVICES = {
  start: {
    2: { health: 5, education: 5, influence: 3 },
    3: { health: 6, education: 6, influence: 4 },
    4: { health: 6, education: 6, influence: 4 },
  },
  limitMargin: 6,
};

/** Population value by number of Workers (WC and MC boards); under 10 Workers it stays 3. */
export const POPULATION_BANDS: ReadonlyArray<{ minWorkers: number; population: number }> = [
  { minWorkers: 0, population: 3 },
  { minWorkers: 12, population: 4 },
  { minWorkers: 15, population: 5 },
  { minWorkers: 18, population: 6 },
  { minWorkers: 21, population: 7 },
  { minWorkers: 24, population: 8 },
  { minWorkers: 27, population: 9 },
  { minWorkers: 30, population: 10 },
];

/** VP gained on entering each Prosperity space 0–10; at the end of the track the last is scored again. */
export const PROSPERITY_VP = {
  working: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  middle: [0, 1, 2, 3, 4, 5, 5, 6, 6, 7, 7],
} as const;
export const PROSPERITY_DROP = { working: 1, middle: 2 } as const;
/** Use Healthcare's extra VP on top of the Prosperity gain. */
export const HEALTHCARE_BONUS_VP = 2;

/** Capitalist Wealth table: VP each Scoring for Capital at least `minCapital`; +3 VP per new step. */
export const WEALTH_TABLE: ReadonlyArray<{ minCapital: number; vp: number }> = [
  { minCapital: 10, vp: 1 },
  { minCapital: 25, vp: 2 },
  { minCapital: 50, vp: 3 },
  { minCapital: 75, vp: 4 },
  { minCapital: 100, vp: 5 },
  { minCapital: 125, vp: 6 },
  { minCapital: 150, vp: 7 },
  { minCapital: 175, vp: 8 },
  { minCapital: 200, vp: 9 },
  { minCapital: 250, vp: 10 },
  { minCapital: 300, vp: 11 },
  { minCapital: 350, vp: 12 },
  { minCapital: 400, vp: 13 },
  { minCapital: 450, vp: 14 },
  { minCapital: 500, vp: 15 },
];
export const WEALTH_STEP_VP = 3;

/** State Legitimacy tracks (rules-decisions S24: never below 1). */
export const LEGITIMACY = { min: 1, max: 10, start: 2 };
/** Personal Influence the State gains at Refill Bag, by its lowest Legitimacy (index = value). */
export const LEGITIMACY_INFLUENCE = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5] as const;

/** End-game VP by number of Policies 1–5 in the class's own section (index = count). */
export const POLICY_END_VP: Record<'working' | 'middle' | 'capitalist', readonly number[]> = {
  working: [0, 1, 4, 8, 12, 18],
  middle: [0, 1, 3, 6, 10, 15],
  capitalist: [0, 1, 4, 8, 12, 18],
};
/** The section each class prefers (ties and end-game scoring). */
export const PREFERRED_SECTION = { working: 'A', middle: 'B', capitalist: 'C' } as const;

/** End-game VP for money and goods. */
export const END_GAME = {
  moneyPerVp: { working: 10, middle: 15, state: 30 } as Partial<Record<ClassId, number>>,
  workingMoneyVpMax: 15,
  goodsPerVp: { food: 2, luxury: 3, health: 3, education: 3, influence: 3 },
};

export const LOANS = {
  amount: 50,
  interest: 5,
  payOff: 50,
  /** At game end every class but the Capitalist may pay 55 per Loan, in steps of 5; 1 VP per 5 unpaid. */
  endGamePayOff: 55,
  endGameStep: 5,
  capitalistEndGameVp: -5,
};

/** Fixed numbers of the Basic and Free Actions. */
export const ACTIONS = {
  workersPerAssign: 3,
  politicalPressureCubes: 3,
  lobby: { cost: 30, influence: 3 },
  bonus: 5,
  extraTax: 10,
  meetMps: { influence: 2, legitimacy: 1 },
  campaignMax: 3,
  immediateVoteCost: 1,
  strikeTokensPerAction: 2,
  buySourcesMax: 2,
  tradeUnionMinWorkers: 4,
  tradeUnionVp: 2,
  demonstrationMargin: 2,
};

export const COMPANY_LIMITS = { capitalist: 12, middle: 8 };

export const BILLS = { markers: 3, proposerVp: 3, supporterVp: 1, cubesDrawn: 5 };

/** The State's welfare tiles: selling Health/Education at 5 → 1 VP; free → +1 Legitimacy per 3. */
export const WELFARE_TILE = { vpAtPrice: 5, vp: 1, freePerLegitimacy: 3 };

export const GAME = {
  rounds: 5,
  turnsPerRound: 5,
  handSize: 7,
  drawPerRound: 5,
  treasury: 120,
  cubesPerColourInBag: 8,
  /** Two-player games: the Middle Class still adds 5 cubes at Refill Bag. */
  twoPlayerMiddleCubes: 5,
  eventsPerRound: 2,
  newWorkers: { working: { unskilled: 2 }, middle: { unskilled: 1, skilledOfChoice: 1 } },
};

/** Everything is limited to the box except money (rulebook, Component Limitations). */
export const COMPONENT_LIMITS = {
  workers: { working: 48, middle: 42 },
  votingCubesPerColour: 25,
  influence: 35,
  machinery: 6,
  strikeTokens: 7,
  legitimacyTokens: 18,
  storageTiles: 6,
};
