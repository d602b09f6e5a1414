/** The score breakdown: every VP gained or lost, by class and round (public information). */

import type { APIEmbedField } from 'discord.js';
import { score } from '../../engine/index.ts';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import { scoreReasonText } from '../../render/score-reasons.ts';
import type { GameRecord } from '../../store/types.ts';
import type { MessagePayload } from '../limits.ts';
import { CLASS_EMOJI, seatHolder } from './text.ts';

/** The score breakdown, in its reader's language. */
export function scoreMessage(record: GameRecord, l: GameLocale = 'en'): MessagePayload {
  if (!record.state) return { content: t(l, 'score.notStarted') };
  return {
    embeds: [
      {
        title:
          record.status === 'finished'
            ? t(l, 'score.final')
            : t(l, 'score.after', { version: record.state.version }),
        color: 0xdaa520,
        fields: scoreFields(record, l),
      },
    ],
  };
}

/** One embed field per class, best first: its VP, player, points by round and by reason. */
export function scoreFields(record: GameRecord, l: GameLocale = 'en'): APIEmbedField[] {
  if (!record.state) return [];
  return score(record.state)
    .sort((a, b) => b.total - a.total)
    .map((s) => {
      // One line per reason, summed over the rounds, biggest first: it fits a field all game long.
      const byReason = new Map<string, { vp: number; times: number }>();
      for (const line of s.lines) {
        const r = byReason.get(line.reason) ?? { vp: 0, times: 0 };
        r.vp += line.vp;
        r.times += 1;
        byReason.set(line.reason, r);
      }
      const lines = [...byReason]
        .filter(([, r]) => r.vp !== 0)
        .sort((a, b) => Math.abs(b[1].vp) - Math.abs(a[1].vp))
        .map(([reason, r]) => `${scoreReasonText(reason, r.times, l)}: ${r.vp > 0 ? '+' : ''}${r.vp}`);
      const rounds = s.byRound.map((vp, i) => t(l, 'score.round', { round: i + 1, vp })).join(' · ');
      return {
        name: t(l, 'status.title', {
          emoji: CLASS_EMOJI[s.cls],
          class: gameWords(l).classes[s.cls],
          vp: s.total,
        }),
        value: [seatHolder(record, s.cls, l), rounds, ...lines].join('\n'),
      };
    });
}

/** The answer to a score asked for again too soon. */
export function scoreWait(seconds: number, l: GameLocale = 'en'): string {
  return t(l, 'score.wait', { seconds });
}
