/** The score breakdown: every VP gained or lost, by class and round (public information). */

import type { APIEmbedField } from 'discord.js';
import { CLASS_NAMES } from '../../data/names.ts';
import { reasonText, score } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import type { MessagePayload } from '../limits.ts';
import { CLASS_EMOJI, seatHolder } from './text.ts';

export function scoreMessage(record: GameRecord): MessagePayload {
  if (!record.state) return { content: 'The game has not started yet.' };
  return {
    embeds: [
      {
        title: record.status === 'finished' ? 'Final scores' : `Scores after move ${record.state.version}`,
        color: 0xdaa520,
        fields: scoreFields(record),
      },
    ],
  };
}

/** One embed field per class, best first: its VP, player, points by round and by reason. */
export function scoreFields(record: GameRecord): APIEmbedField[] {
  if (!record.state) return [];
  return score(record.state)
    .sort((a, b) => b.total - a.total)
    .map((s) => {
      // One line per reason, summed over the rounds, biggest first: it fits a field all game long.
      const byReason = new Map<string, { vp: number; times: number }>();
      for (const l of s.lines) {
        const r = byReason.get(l.reason) ?? { vp: 0, times: 0 };
        r.vp += l.vp;
        r.times += 1;
        byReason.set(l.reason, r);
      }
      const lines = [...byReason]
        .filter(([, r]) => r.vp !== 0)
        .sort((a, b) => Math.abs(b[1].vp) - Math.abs(a[1].vp))
        .map(([reason, r]) => `${reasonText(reason, r.times)}: ${r.vp > 0 ? '+' : ''}${r.vp}`);
      const rounds = s.byRound.map((vp, i) => `R${i + 1} ${vp}`).join(' · ');
      return {
        name: `${CLASS_EMOJI[s.cls]} ${CLASS_NAMES[s.cls]} — ${s.total} VP`,
        value: [seatHolder(record, s.cls), rounds, ...lines].join('\n'),
      };
    });
}

/** The answer to a score asked for again too soon. */
export function scoreWait(seconds: number): string {
  return `You can see the scores again in ${seconds} s.`;
}
