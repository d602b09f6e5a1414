/**
 * Use Healthcare, Use Education, Use Luxury (rulebook, Working Class Free Actions; the
 * Middle Class has the same): spend that good equal to Population for +1 Prosperity, scoring the
 * new Prosperity value; Healthcare also gives 2 VP and a new unskilled Worker, Education upgrades a
 * Worker to skilled. At the top of the track the class stays and scores it again.
 */

import { INDUSTRIES, type Industry } from '../../data/common.ts';
import { RESOURCE_NAMES } from '../../data/names.ts';
import { HEALTHCARE_BONUS_VP, PROSPERITY_VP } from '../../data/tables.ts';
import { findCompany } from '../companies/companies.ts';
import { type Choice, industryChoice, int, pair, prefixed } from '../core/choices.ts';
import { type Ctx, log, maybe, question, queue, type Said, said } from '../core/flow.ts';
import { no, type Why } from '../core/why.ts';
import { gainVp } from '../economy/vp.ts';
import type { Company, GameState, Worker } from '../game-state.ts';
import { Rules } from '../ruleset.ts';
import { addWorker, alikeGroups, populationOf } from '../workers/workers.ts';

/** The rules this file defines, listed in the base game (rulesets.ts). */
export const useGoodsRules = new Rules();

type Consumer = 'working' | 'middle';

export function raiseProsperity(x: Ctx, cls: Consumer, reason: string) {
  const seat = x.g.classes[cls];
  const track = PROSPERITY_VP[cls];
  seat.prosperity = Math.min(track.length - 1, seat.prosperity + 1);
  gainVp(x, cls, track[seat.prosperity] ?? 0, reason);
  log(x, 'prosperity.rises', { class: cls, n: seat.prosperity });
}

function canUse(g: GameState, cls: Consumer, good: 'health' | 'education' | 'luxury', why?: Why): boolean {
  const have = g.classes[cls].goods[good];
  const need = populationOf(g, cls);
  return have >= need || no(why, 'use.none', good, have, need);
}

/** The Worker trained and its new skill, written `w:<Worker>:<industry>`. */
type UpgradeChoice = [worker: number, skill: Industry];
const upgradeChoice = prefixed('w:', pair(int, ':', industryChoice));

/**
 * A Worker of the class is trained (Use Education, and Events that upgrade a Worker): any unskilled
 * one, "from anywhere" (rulebook, Working Class Free Actions; rules-decisions E16). Workers differing
 * in where they are (unemployed, which Company) or in being committed are different choices; alike
 * Workers are one, named by the first of them.
 */
export const upgradeWorker = question<{ seat: Consumer }, UpgradeChoice>('use.upgrade', {
  choice: upgradeChoice,
  ask(x, s) {
    const groups = alikeGroups(x.g.workers.filter((w) => w.cls === s.seat && w.skill === null));
    if (groups.length === 0) return null;
    const options: Array<Choice<UpgradeChoice>> = [];
    for (const [w] of groups) {
      const worker = w as Worker;
      for (const industry of INDUSTRIES)
        options.push({ value: [worker.id, industry], said: trainingSaid(x.g, worker, industry) });
    }
    return {
      seat: s.seat,
      kind: 'use.upgrade',
      said: said('ask.train'),
      options,
    };
  },
  answer(x, _s, [wid, industry]) {
    const worker = x.g.workers.find((w) => w.id === wid);
    if (!worker) return;
    worker.skill = industry;
    log(x, 'worker.trained', { skill: industry });
  },
});

/** "An unemployed unskilled Worker …", or "An unskilled Worker at <Company> (committed) …". */
function trainingSaid(g: GameState, worker: Worker, skill: Industry): Said {
  if (worker.at === 'unemployed') return said('option.trainUnemployed', { skill });
  return said('option.trainAt', {
    skill,
    company: (findCompany(g, worker.company as string) as Company).card,
    committed: maybe(worker.committed, 'option.committedMark'),
  });
}

const USE_SUMMARY = {
  health: 'Spend Healthcare equal to your Population: Prosperity +1, a new Worker, VP',
  education: 'Spend Education equal to your Population: Prosperity +1, train a Worker',
  luxury: 'Spend Luxury equal to your Population: Prosperity +1',
} as const;

for (const good of ['health', 'education', 'luxury'] as const) {
  const name = good === 'health' ? 'Use Healthcare' : good === 'education' ? 'Use Education' : 'Use Luxury';
  useGoodsRules.action({
    id: `use-${good}`,
    name,
    kind: 'free',
    classes: ['working', 'middle'],
    summary: USE_SUMMARY[good],
    can: (g, cls, why) => canUse(g, cls as Consumer, good, why),
    start(x, c) {
      const cls = c as Consumer;
      const spent = populationOf(x.g, cls);
      x.g.classes[cls].goods[good] -= spent;
      log(x, 'goods.used', { class: cls, n: spent, good });
      raiseProsperity(x, cls, `used ${RESOURCE_NAMES[good].toLowerCase()}`);
      // An Event may reward each Use this round (Rise of the Middle Class in Asia).
      const bonus = x.g.roundFlags.useGoodsVp?.[cls];
      if (bonus) gainVp(x, cls, bonus, 'used goods (Historical Event)');
      if (good === 'health') {
        gainVp(x, cls, HEALTHCARE_BONUS_VP, 'used healthcare');
        if (addWorker(x.g, cls, null)) log(x, 'worker.newUnskilled', { class: cls });
      }
      if (good === 'education') queue(x, upgradeWorker({ seat: cls }));
    },
  });
}
