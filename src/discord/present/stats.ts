/** `/stats`: each class's win rate and average score, over all games and by player count and module set. */
import type { APIEmbedField } from 'discord.js';
import { CLASS_NAMES } from '../../data/names.ts';
import type { ClassStats, StatsGroup } from '../../league/stats.ts';
import type { MessagePayload } from '../limits.ts';
import { modulesText } from './history.ts';
import { CLASS_EMOJI } from './text.ts';

function lines(group: StatsGroup): string {
  return group.classes
    .map((c) => {
      const rate = c.games ? Math.round((100 * c.wins) / c.games) : 0;
      const vp = c.averageVp === null ? '' : ` · avg ${c.averageVp.toFixed(1)} VP`;
      return `${CLASS_EMOJI[c.cls]} ${CLASS_NAMES[c.cls]}: ${c.wins}/${c.games} won (${rate}%)${vp}`;
    })
    .join('\n');
}

function label(key: string): string {
  if (key.startsWith('players:')) return `${key.slice('players:'.length)} players`;
  const modules = key.slice('modules:'.length);
  return modulesText('en', modules ? modules.split('+') : []);
}

function field(group: StatsGroup): APIEmbedField {
  return {
    name: `${label(group.key)} — ${group.games} game${group.games === 1 ? '' : 's'}`,
    value: lines(group) || '—',
  };
}

export function statsMessage(title: string, stats: ClassStats): MessagePayload {
  if (stats.all.games === 0) return { content: `${title}: no finished game yet.` };
  return {
    embeds: [
      {
        title,
        color: 0x2e8b57,
        description: `**All ${stats.all.games} game${stats.all.games === 1 ? '' : 's'}** — wins count shared first places.\n${lines(stats.all)}`,
        fields: [
          ...stats.byPlayers.map(field),
          ...(stats.byModules.length > 1 ? stats.byModules.map(field) : []),
        ],
      },
    ],
  };
}
