/**
 * A reason of the engine's score ledger in words, in a language: read by \`/score\` and by the final
 * scores picture alike.
 */
import type { Resource } from '../data/common.ts';
import {
  cardWords,
  countedText,
  gameWords,
  SCORE_REASON_IDS,
  type ScoreReasonId,
} from '../i18n/game-words/index.ts';
import { type GameLocale, t } from '../i18n/index.ts';

/**
 * One reason of the engine's ledger in words, with how often it came ("3 Bills passed"): a fixed
 * reason, "used …", "… in section …" from the game's words, a card by its name in the reader's
 * language. A game saved before the ledger named cards by id holds the English name: shown as it is.
 */
export function scoreReasonText(reason: string, n: number, l: GameLocale): string {
  const words = gameWords(l);
  const used = /^used (food|luxury|health|education)$/.exec(reason);
  const policies = /^(\d+) polic(?:y|ies) in section ([ABC])$/.exec(reason);
  const text = (SCORE_REASON_IDS as readonly string[]).includes(reason)
    ? countedText(l, words.scoreReasons[reason as ScoreReasonId], n)
    : used
      ? countedText(l, words.scoreUsed, n, { good: words.resources[used[1] as Resource] })
      : t(l, 'score.times', {
          count: n,
          text: policies
            ? countedText(l, words.scorePolicies, Number(policies[1]), { section: policies[2] as string })
            : (cardWords(l, reason)?.name ?? reason),
        });
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
