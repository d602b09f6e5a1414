/**
 * A reason of the engine's score ledger in words, in a language: read by \`/score\` and by the final
 * scores picture alike.
 */
import type { Resource } from '../data/common.ts';
import { reasonText } from '../engine/index.ts';
import { countedText, gameWords, SCORE_REASON_IDS, type ScoreReasonId } from '../i18n/game-words/index.ts';
import { type GameLocale, t } from '../i18n/index.ts';

/**
 * One reason of the engine's ledger in words, with how often it came ("3 Bills passed"): English
 * as the engine writes it; another language from the game's words (a reason, "used …",
 * "… in section …"), else as the engine writes it (a card's name).
 */
export function scoreReasonText(reason: string, n: number, l: GameLocale): string {
  if (l === 'en') return reasonText(reason, n);
  const words = gameWords(l);
  const used = /^used (food|luxury|health|education)$/.exec(reason);
  const policies = /^(\d+) polic(?:y|ies) in section ([ABC])$/.exec(reason);
  const text = (SCORE_REASON_IDS as readonly string[]).includes(reason)
    ? countedText(l, words.scoreReasons[reason as ScoreReasonId], n)
    : used
      ? countedText(l, words.scoreUsed, n, { good: words.resources[used[1] as Resource] })
      : policies
        ? t(l, 'score.times', {
            count: n,
            text: countedText(l, words.scorePolicies, Number(policies[1]), {
              section: policies[2] as string,
            }),
          })
        : reasonText(reason, n);
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
