/**
 * Every Company card of the base game: 28 Capitalist Class cards (24 in the deck + the 4 starting
 * copies), 17 Middle Class cards (15 + 2 starting copies), 12 Public Companies and the 2 Working
 * Class Cooperative Farms. Source: components reference §2.7 (read from the card images) and §2.1 (counts).
 * Card texts are generated from the numbers, so a label never disagrees with the data.
 */
import type { z } from 'zod';
import type { Industry } from './common.ts';
import {
  CapitalistCompany,
  type CompanyCard,
  CooperativeFarm,
  MiddleCompany,
  PublicCompany,
  type WorkerSlot,
} from './companies.schema.ts';
import { INDUSTRY_NAMES, INDUSTRY_RESOURCE, RESOURCE_NAMES } from './names.ts';
import { parseCard, parseDeck } from './validate.ts';

type Wages = [number, number, number];
type Slots = ReadonlyArray<Industry | null>;

// ---------------------------------------------------------------------------------------------
// Cross-field checks the field schemas cannot express.

function checkSlots(ctx: z.RefinementCtx, industry: Industry, slots: readonly WorkerSlot[]): void {
  let seenUnskilled = false;
  slots.forEach((slot, i) => {
    if (slot.skill === null) seenUnskilled = true;
    else if (slot.skill !== industry)
      ctx.addIssue({
        code: 'custom',
        path: ['slots', i, 'skill'],
        message: `skilled slot must be ${industry}`,
      });
    else if (seenUnskilled)
      ctx.addIssue({ code: 'custom', path: ['slots', i, 'skill'], message: 'skilled slots come first' });
  });
}

function checkWages(ctx: z.RefinementCtx, wages: Wages | null, path = 'wages'): void {
  if (wages && !(wages[0] < wages[1] && wages[1] < wages[2]))
    ctx.addIssue({ code: 'custom', path: [path], message: 'wages must rise from L1 to L3' });
}

export const CapitalistCompanyCard = CapitalistCompany.superRefine((c, ctx) => {
  if (!c.id.startsWith('capitalist.'))
    ctx.addIssue({ code: 'custom', path: ['id'], message: 'must start with "capitalist."' });
  if (c.automated) {
    if (c.slots.length > 0) ctx.addIssue({ code: 'custom', path: ['slots'], message: 'automated: no slots' });
    if (c.wages !== null) ctx.addIssue({ code: 'custom', path: ['wages'], message: 'automated: no wages' });
    if (c.machinery !== undefined)
      ctx.addIssue({ code: 'custom', path: ['machinery'], message: 'automated: no Machinery icon' });
  } else {
    if (c.slots.length === 0)
      ctx.addIssue({ code: 'custom', path: ['slots'], message: 'needs Worker slots' });
    if (c.wages === null) ctx.addIssue({ code: 'custom', path: ['wages'], message: 'needs wages' });
  }
  checkSlots(ctx, c.industry, c.slots);
  checkWages(ctx, c.wages);
  if (c.deckCopies + c.startingCopies < 1)
    ctx.addIssue({ code: 'custom', path: ['deckCopies'], message: 'needs at least one copy' });
});

export const MiddleCompanyCard = MiddleCompany.superRefine((c, ctx) => {
  if (!c.id.startsWith('middle.'))
    ctx.addIssue({ code: 'custom', path: ['id'], message: 'must start with "middle."' });
  if (c.slots[0]?.skill !== c.industry)
    ctx.addIssue({
      code: 'custom',
      path: ['slots', 0, 'skill'],
      message: `first slot must be ${c.industry}`,
    });
  checkSlots(ctx, c.industry, c.slots);
  if (c.slots.length === 2) {
    if (c.employee !== null)
      ctx.addIssue({ code: 'custom', path: ['employee'], message: 'two Middle Class slots: no employee' });
    if (c.wages !== null)
      ctx.addIssue({ code: 'custom', path: ['wages'], message: 'two Middle Class slots: no wages' });
  } else {
    if (c.employee === null)
      ctx.addIssue({ code: 'custom', path: ['employee'], message: 'one Middle Class slot: needs employee' });
    if (c.wages === null)
      ctx.addIssue({ code: 'custom', path: ['wages'], message: 'an employee needs wages' });
    if (c.employee && c.employee.skill !== null && c.employee.skill !== c.industry)
      ctx.addIssue({ code: 'custom', path: ['employee', 'skill'], message: `must be ${c.industry} or null` });
  }
  checkWages(ctx, c.wages);
  if (c.deckCopies + c.startingCopies < 1)
    ctx.addIssue({ code: 'custom', path: ['deckCopies'], message: 'needs at least one copy' });
});

export const PublicCompanyCard = PublicCompany.superRefine((c, ctx) => {
  if (!c.id.startsWith('public.'))
    ctx.addIssue({ code: 'custom', path: ['id'], message: 'must start with "public."' });
  if (c.slots[0]?.skill !== c.industry)
    ctx.addIssue({
      code: 'custom',
      path: ['slots', 0, 'skill'],
      message: `first slot must be ${c.industry}`,
    });
  checkSlots(ctx, c.industry, c.slots);
  checkWages(ctx, c.wages);
  if (c.startsInRow1For.length === 0 && c.laterRowCopies === 0)
    ctx.addIssue({ code: 'custom', path: ['laterRowCopies'], message: 'card is never used' });
});

export const CooperativeFarmCard = CooperativeFarm.superRefine((c, ctx) => {
  if (c.slots.some((s) => s.skill !== null))
    ctx.addIssue({ code: 'custom', path: ['slots'], message: 'all slots are unskilled' });
});

// ---------------------------------------------------------------------------------------------
// Text helpers.

function slotsOf(skills: Slots): WorkerSlot[] {
  return skills.map((skill) => ({ skill }));
}

function workersText(skills: Slots): string {
  const skilled = skills.filter((s) => s !== null).length;
  const unskilled = skills.length - skilled;
  const parts: string[] = [];
  if (skilled > 0) parts.push(`${skilled} skilled`);
  if (unskilled > 0) parts.push(`${unskilled} unskilled`);
  return parts.join(' + ');
}

function workersDescription(industry: Industry, skills: Slots): string {
  const skilled = skills.filter((s) => s !== null).length;
  const unskilled = skills.length - skilled;
  const parts: string[] = [];
  if (skilled > 0) parts.push(`${skilled === 1 ? article(industry) : skilled} ${industry}-skilled Worker`);
  if (unskilled > 0)
    parts.push(`${unskilled === 1 ? 'an' : unskilled} unskilled Worker${unskilled > 1 ? 's' : ''}`);
  return parts.join(' and ');
}

function produces(industry: Industry, output: number): string {
  return `${output} ${RESOURCE_NAMES[INDUSTRY_RESOURCE[industry]]}`;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

const wagesText = (w: Wages) => `${w[0]}/${w[1]}/${w[2]}`;

// ---------------------------------------------------------------------------------------------
// Capitalist Class Companies (components reference §2.7).

interface CapitalistRaw {
  key: string;
  name: string;
  industry: Industry;
  cost: number;
  output: number;
  /** One entry per Worker slot: the skill it needs, or null for unskilled. [] = automated. */
  slots: Slots;
  wages?: Wages;
  machinery?: number;
  /** A second, bullet-marked copy placed on the board at setup. */
  starting?: boolean;
}

// biome-ignore format: one card per line, like the card tables in components reference
const CAPITALIST_RAW: CapitalistRaw[] = [
  // Agriculture
  { key: 'supermarket', name: 'Supermarket', industry: 'food', cost: 16, output: 4, slots: ['food', null], wages: [15, 20, 25], machinery: 1, starting: true },
  { key: 'vegetable-farm', name: 'Vegetable Farm', industry: 'food', cost: 15, output: 5, slots: [null, null, null], wages: [20, 25, 30] },
  { key: 'fast-food-chain', name: 'Fast Food Chain', industry: 'food', cost: 8, output: 3, slots: [null, null], wages: [10, 15, 20] },
  { key: 'fish-farm', name: 'Fish Farm', industry: 'food', cost: 20, output: 6, slots: ['food', null, null], wages: [25, 30, 35], machinery: 1 },
  { key: 'automated-grain-farm', name: 'Automated Grain Farm', industry: 'food', cost: 25, output: 2, slots: [] },
  { key: 'automated-dairy-farm', name: 'Automated Dairy Farm', industry: 'food', cost: 45, output: 3, slots: [] },
  // Luxury
  { key: 'shopping-mall', name: 'Shopping Mall', industry: 'luxury', cost: 16, output: 6, slots: ['luxury', null], wages: [15, 20, 25], machinery: 2, starting: true },
  { key: 'hotel', name: 'Hotel', industry: 'luxury', cost: 15, output: 7, slots: [null, null, null], wages: [20, 25, 30] },
  { key: 'fashion-company', name: 'Fashion Company', industry: 'luxury', cost: 8, output: 4, slots: [null, null], wages: [10, 15, 20], machinery: 2 },
  { key: 'stadium', name: 'Stadium', industry: 'luxury', cost: 20, output: 8, slots: ['luxury', null, null], wages: [25, 30, 35], machinery: 3 },
  { key: 'car-manufacturer', name: 'Car Manufacturer', industry: 'luxury', cost: 45, output: 5, slots: [] },
  { key: 'electronics-manufacturer', name: 'Electronics Manufacturer', industry: 'luxury', cost: 25, output: 3, slots: [] },
  // Healthcare
  { key: 'clinic', name: 'Clinic', industry: 'health', cost: 16, output: 6, slots: ['health', null], wages: [10, 20, 30], machinery: 2, starting: true },
  { key: 'hospital', name: 'Hospital', industry: 'health', cost: 20, output: 7, slots: ['health', null], wages: [10, 20, 30] },
  { key: 'medical-village', name: 'Medical Village', industry: 'health', cost: 24, output: 9, slots: ['health', null, null], wages: [20, 30, 40], machinery: 2 },
  { key: 'pharmaceutical-company', name: 'Pharmaceutical Company', industry: 'health', cost: 20, output: 8, slots: ['health', null, null], wages: [20, 30, 40], machinery: 3 },
  // Education
  { key: 'college', name: 'College', industry: 'education', cost: 16, output: 6, slots: ['education', null], wages: [10, 20, 30], machinery: 2, starting: true },
  { key: 'academy', name: 'Academy', industry: 'education', cost: 20, output: 7, slots: ['education', null], wages: [10, 20, 30] },
  { key: 'university', name: 'University', industry: 'education', cost: 24, output: 9, slots: ['education', null, null], wages: [20, 30, 40], machinery: 2 },
  { key: 'institute-of-technology', name: 'Institute of Technology', industry: 'education', cost: 20, output: 8, slots: ['education', null, null], wages: [20, 30, 40], machinery: 3 },
  // Media
  { key: 'radio-station', name: 'Radio Station', industry: 'media', cost: 8, output: 2, slots: [null, null], wages: [10, 15, 20] },
  { key: 'publishing-house', name: 'Publishing House', industry: 'media', cost: 12, output: 3, slots: [null, null, null], wages: [20, 25, 30] },
  { key: 'lobbying-firm', name: 'Lobbying Firm', industry: 'media', cost: 16, output: 3, slots: ['media', null], wages: [10, 20, 30] },
  { key: 'tv-station', name: 'TV Station', industry: 'media', cost: 24, output: 4, slots: ['media', null, null], wages: [20, 30, 40] },
];

function capitalistCard(r: CapitalistRaw): z.input<typeof CapitalistCompany> {
  const automated = r.slots.length === 0;
  const made = produces(r.industry, r.output);
  const text = automated
    ? `${r.name}: cost ${r.cost}, ${made}, automated (no Workers, no wages)`
    : `${r.name}: cost ${r.cost}, ${made}, ${workersText(r.slots)}, wages ${wagesText(r.wages ?? [0, 0, 0])}` +
      (r.machinery ? `, Machinery +${r.machinery}` : '');
  const description = [
    `Capitalist Class ${INDUSTRY_NAMES[r.industry]} Company. Costs ${r.cost} to build and produces ${made}.`,
    automated
      ? 'Automated: always operational, needs no Workers and pays no wages.'
      : `Needs ${workersDescription(r.industry, r.slots)}; wages ${wagesText(r.wages ?? [0, 0, 0])} at L1/L2/L3.`,
    r.machinery
      ? `A Machinery token adds ${r.machinery} to its output.`
      : automated
        ? ''
        : 'It cannot take a Machinery token.',
    r.starting ? 'One copy is in the deck and a second copy starts on the board.' : '',
  ]
    .filter((s) => s.length > 0)
    .join(' ');
  return {
    id: `capitalist.${r.key}`,
    name: r.name,
    industry: r.industry,
    cost: r.cost,
    output: r.output,
    text,
    description,
    owner: 'capitalist',
    slots: slotsOf(r.slots),
    wages: r.wages ?? null,
    ...(r.machinery ? { machinery: r.machinery } : {}),
    automated,
    deckCopies: 1,
    startingCopies: r.starting ? 1 : 0,
  };
}

export const CAPITALIST_COMPANIES: readonly CapitalistCompany[] = parseDeck(
  'capitalist-companies',
  CapitalistCompanyCard,
  CAPITALIST_RAW.map(capitalistCard),
);

// ---------------------------------------------------------------------------------------------
// Middle Class Companies (components reference §2.7). Either one skilled Middle Class Worker with an
// optional Working Class employee (paid `wages`, adding `bonus`), or two Middle Class Workers.

interface MiddleRaw {
  key: string;
  name: string;
  industry: Industry;
  cost: number;
  output: number;
  slots: Slots;
  employee?: { skill: Industry | null; bonus: number; wages: Wages };
  starting?: boolean;
}

// biome-ignore format: one card per line, like the card tables in components reference
const MIDDLE_RAW: MiddleRaw[] = [
  { key: 'convenience-store', name: 'Convenience Store', industry: 'food', cost: 14, output: 2, slots: ['food'], employee: { skill: null, bonus: 1, wages: [6, 8, 10] }, starting: true },
  { key: 'organic-farm', name: 'Organic Farm', industry: 'food', cost: 20, output: 2, slots: ['food'], employee: { skill: 'food', bonus: 2, wages: [9, 12, 15] } },
  { key: 'fast-food-restaurant', name: 'Fast Food Restaurant', industry: 'food', cost: 20, output: 3, slots: ['food', null] },
  { key: 'game-store', name: 'Game Store', industry: 'luxury', cost: 12, output: 2, slots: ['luxury'], employee: { skill: null, bonus: 2, wages: [6, 8, 10] } },
  { key: 'electronics-store', name: 'Electronics Store', industry: 'luxury', cost: 20, output: 2, slots: ['luxury'], employee: { skill: 'luxury', bonus: 4, wages: [9, 12, 15] } },
  { key: 'jewelry-store', name: 'Jewelry Store', industry: 'luxury', cost: 16, output: 4, slots: ['luxury', null] },
  { key: 'doctors-office', name: "Doctor's Office", industry: 'health', cost: 12, output: 2, slots: ['health'], employee: { skill: null, bonus: 2, wages: [6, 8, 10] }, starting: true },
  { key: 'medical-laboratory', name: 'Medical Laboratory', industry: 'health', cost: 20, output: 2, slots: ['health'], employee: { skill: 'health', bonus: 4, wages: [9, 12, 15] } },
  { key: 'pharmacy', name: 'Pharmacy', industry: 'health', cost: 16, output: 4, slots: ['health', null] },
  { key: 'tutoring-company', name: 'Tutoring Company', industry: 'education', cost: 12, output: 2, slots: ['education'], employee: { skill: null, bonus: 2, wages: [6, 8, 10] } },
  { key: 'private-school', name: 'Private School', industry: 'education', cost: 20, output: 2, slots: ['education'], employee: { skill: 'education', bonus: 4, wages: [9, 12, 15] } },
  { key: 'training-center', name: 'Training Center', industry: 'education', cost: 16, output: 4, slots: ['education', null] },
  { key: 'local-newspaper', name: 'Local Newspaper', industry: 'media', cost: 14, output: 2, slots: ['media'], employee: { skill: null, bonus: 1, wages: [6, 8, 10] } },
  { key: 'regional-radio-station', name: 'Regional Radio Station', industry: 'media', cost: 20, output: 2, slots: ['media'], employee: { skill: 'media', bonus: 2, wages: [9, 12, 15] } },
  { key: 'pr-agency', name: 'PR Agency', industry: 'media', cost: 20, output: 3, slots: ['media', null] },
];

function middleCard(r: MiddleRaw): z.input<typeof MiddleCompany> {
  const made = produces(r.industry, r.output);
  const resource = RESOURCE_NAMES[INDUSTRY_RESOURCE[r.industry]];
  const e = r.employee;
  const text = e
    ? `${r.name}: cost ${r.cost}, ${made}; +${e.bonus} with ${e.skill ? 'skilled' : 'unskilled'} ` +
      `WC employee at ${wagesText(e.wages)}`
    : `${r.name}: cost ${r.cost}, ${made}, 2 MC Workers (${workersText(r.slots)})`;
  const description = e
    ? `Middle Class ${INDUSTRY_NAMES[r.industry]} Company. Costs ${r.cost}. Run by ${article(r.industry)} ` +
      `${r.industry}-skilled Middle Class Worker it produces ${made}. It may also employ ` +
      `${e.skill ? `${article(e.skill)} ${e.skill}-skilled` : 'an unskilled'} ` +
      `Working Class Worker, paid ${wagesText(e.wages)} at L1/L2/L3, who adds ${e.bonus} ${resource}.` +
      (r.starting ? ' One copy is in the deck and a second copy starts on the board with 3–4 players.' : '')
    : `Middle Class ${INDUSTRY_NAMES[r.industry]} Company. Costs ${r.cost}. Run by two Middle Class Workers ` +
      `(${workersDescription(r.industry, r.slots)}) it produces ${made}, with no wages to pay.`;
  return {
    id: `middle.${r.key}`,
    name: r.name,
    industry: r.industry,
    cost: r.cost,
    output: r.output,
    text,
    description,
    owner: 'middle',
    slots: slotsOf(r.slots),
    employee: e ? { skill: e.skill, bonus: e.bonus } : null,
    wages: e ? e.wages : null,
    deckCopies: 1,
    startingCopies: r.starting ? 1 : 0,
  };
}

export const MIDDLE_COMPANIES: readonly MiddleCompany[] = parseDeck(
  'middle-companies',
  MiddleCompanyCard,
  MIDDLE_RAW.map(middleCard),
);

// ---------------------------------------------------------------------------------------------
// Public Companies (components reference §2.7): the three big ones start in row 1 with 3–4 players (3
// diamonds); the three small ones start in row 1 with 2 players (2 diamonds) and also fill rows 2–3.

interface PublicRaw {
  key: string;
  name: string;
  industry: Industry;
  cost: number;
  output: number;
  slots: Slots;
  wages: Wages;
  startsInRow1For: Array<2 | 3 | 4>;
  laterRowCopies: number;
}

// biome-ignore format: one card per line, like the card tables in components reference
const PUBLIC_RAW: PublicRaw[] = [
  { key: 'university-hospital', name: 'University Hospital', industry: 'health', cost: 30, output: 6, slots: ['health', null, null], wages: [25, 30, 35], startsInRow1For: [3, 4], laterRowCopies: 0 },
  { key: 'technical-university', name: 'Technical University', industry: 'education', cost: 30, output: 6, slots: ['education', null, null], wages: [25, 30, 35], startsInRow1For: [3, 4], laterRowCopies: 0 },
  { key: 'national-public-broadcasting', name: 'National Public Broadcasting', industry: 'media', cost: 30, output: 4, slots: ['media', null, null], wages: [25, 30, 35], startsInRow1For: [3, 4], laterRowCopies: 0 },
  { key: 'public-hospital', name: 'Public Hospital', industry: 'health', cost: 20, output: 4, slots: ['health', null], wages: [15, 20, 25], startsInRow1For: [2], laterRowCopies: 2 },
  { key: 'public-university', name: 'Public University', industry: 'education', cost: 20, output: 4, slots: ['education', null], wages: [15, 20, 25], startsInRow1For: [2], laterRowCopies: 2 },
  { key: 'regional-tv-station', name: 'Regional TV Station', industry: 'media', cost: 20, output: 3, slots: ['media', null], wages: [15, 20, 25], startsInRow1For: [2], laterRowCopies: 2 },
];

function publicCard(r: PublicRaw): z.input<typeof PublicCompany> {
  const made = produces(r.industry, r.output);
  const start =
    r.startsInRow1For[0] === 2
      ? 'Starts in row 1 with 2 players; one copy each also fills rows 2 and 3.'
      : 'Starts in row 1 with 3–4 players.';
  return {
    id: `public.${r.key}`,
    name: r.name,
    industry: r.industry,
    cost: r.cost,
    output: r.output,
    text: `${r.name}: cost ${r.cost}, ${made}, ${workersText(r.slots)}, wages ${wagesText(r.wages)}`,
    description:
      `Public ${INDUSTRY_NAMES[r.industry]} Company. The Treasury pays ${r.cost} when its row opens; it produces ` +
      `${made} for the Public Services. Needs ${workersDescription(r.industry, r.slots)}; wages ` +
      `${wagesText(r.wages)} at L1/L2/L3. ${start}`,
    owner: 'public',
    slots: slotsOf(r.slots),
    wages: r.wages,
    startsInRow1For: r.startsInRow1For,
    laterRowCopies: r.laterRowCopies,
  };
}

export const PUBLIC_COMPANIES: readonly PublicCompany[] = parseDeck(
  'public-companies',
  PublicCompanyCard,
  PUBLIC_RAW.map(publicCard),
);

// ---------------------------------------------------------------------------------------------
// Cooperative Farm (rulebook, Component Anatomy; components reference §2.7): 2 cards, Working
// Class only, built by the "Cooperative Farm" Action card, so it has no building cost.

export const COOPERATIVE_FARM: CooperativeFarm = parseCard('cooperative-farm', CooperativeFarmCard, {
  id: 'cooperative.farm',
  name: 'Cooperative Farm',
  industry: 'food',
  cost: 0,
  output: 2,
  text: 'Cooperative Farm: 2 Food, 3 unskilled Working Class Workers, no wages',
  description:
    'Working Class Agriculture Company, built only with the Cooperative Farm Action card and kept beside ' +
    'the Working Class board. Three unskilled Working Class Workers run it; it pays no wages and produces 2 Food.',
  owner: 'cooperative',
  slots: [{ skill: null }, { skill: null }, { skill: null }],
  copies: 2,
} satisfies z.input<typeof CooperativeFarm>);

// ---------------------------------------------------------------------------------------------
// Lookup and counts.

const BY_ID = new Map<string, CompanyCard>();
for (const card of [...CAPITALIST_COMPANIES, ...MIDDLE_COMPANIES, ...PUBLIC_COMPANIES, COOPERATIVE_FARM]) {
  if (BY_ID.has(card.id)) throw new Error(`companies: card ${card.id}: id: duplicate id`);
  BY_ID.set(card.id, card);
}

/** The Company card with this id (e.g. `capitalist.supermarket`), or undefined. */
export function companyById(id: string): CompanyCard | undefined {
  return BY_ID.get(id);
}

/** Physical cards of one Company entry. */
export function companyCopies(card: CompanyCard): number {
  switch (card.owner) {
    case 'capitalist':
    case 'middle':
      return card.deckCopies + card.startingCopies;
    case 'public':
      return (card.startsInRow1For.length > 0 ? 1 : 0) + card.laterRowCopies;
    case 'cooperative':
      return card.copies;
  }
}
