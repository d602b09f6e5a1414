/** `/stats`: each class's win rate and average score, over all games and by player count and module set. */
import type { APIEmbedField } from 'discord.js';
import { gameWords } from '../../i18n/game-words/index.ts';
import { type GameLocale, t } from '../../i18n/index.ts';
import type { ClassStats, StatsGroup } from '../../league/stats.ts';
import type { MessagePayload } from '../limits.ts';
import { modulesText } from './history.ts';
import { CLASS_EMOJI } from './text.ts';

function lines(l: GameLocale, group: StatsGroup): string {
  return group.classes
    .map((c) => {
      const rate = c.games ? Math.round((100 * c.wins) / c.games) : 0;
      const vp = c.averageVp === null ? '' : t(l, 'stats.average', { vp: c.averageVp.toFixed(1) });
      return t(l, 'stats.classLine', {
        emoji: CLASS_EMOJI[c.cls],
        class: gameWords(l).classes[c.cls],
        wins: c.wins,
        games: c.games,
        rate,
        vp,
      });
    })
    .join('\n');
}

function label(l: GameLocale, key: string): string {
  if (key.startsWith('players:')) return t(l, 'stats.players', { players: key.slice('players:'.length) });
  const modules = key.slice('modules:'.length);
  return modulesText(l, modules ? modules.split('+') : []);
}

function field(l: GameLocale, group: StatsGroup): APIEmbedField {
  return {
    name: t(l, 'stats.group', { label: label(l, group.key), count: group.games }),
    value: lines(l, group) || '—',
  };
}

/** `/stats` in `l`, its reader's language. */
export function statsMessage(l: GameLocale, title: string, stats: ClassStats): MessagePayload {
  if (stats.all.games === 0) return { content: t(l, 'stats.none', { title }) };
  return {
    embeds: [
      {
        title,
        color: 0x2e8b57,
        description: `${t(l, 'stats.all', { count: stats.all.games })}\n${lines(l, stats.all)}`,
        fields: [
          ...stats.byPlayers.map((g) => field(l, g)),
          ...(stats.byModules.length > 1 ? stats.byModules.map((g) => field(l, g)) : []),
        ],
      },
    ],
  };
}
