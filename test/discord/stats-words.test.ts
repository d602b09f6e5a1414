/**
 * `/stats` in its reader's language (issue 28): the English text as before, the Portuguese with
 * the game's words (classes, "PV", modules by name) and the language's own plural.
 */
import { describe, expect, it } from 'vitest';
import { statsMessage } from '../../src/discord/present/stats.ts';
import { classStats } from '../../src/league/stats.ts';

const stats = classStats([
  {
    players: 2,
    modules: [],
    seats: [
      { cls: 'working', vp: 40, place: 1 },
      { cls: 'capitalist', vp: 35, place: 2 },
    ],
  },
  {
    players: 2,
    modules: ['hiddenAgendas'],
    seats: [
      { cls: 'working', vp: 30, place: 2 },
      { cls: 'capitalist', vp: 33, place: 1 },
    ],
  },
]);

describe('/stats', () => {
  it('reads as before in English', () => {
    const embed = statsMessage('en', 'This server — classes', stats).embeds?.[0];
    expect(embed?.description).toContain('**All 2 games** — wins count shared first places.');
    expect(embed?.description).toContain('Working Class: 1/2 won (50%) · avg 35.0 VP');
    expect(embed?.fields?.map((f) => f.name)).toEqual([
      '2 players — 2 games',
      'base game — 1 game',
      'Hidden Agendas — 1 game',
    ]);
  });

  it('reads in Portuguese for a pt-BR reader', () => {
    const embed = statsMessage('pt-BR', 'Este servidor — classes', stats).embeds?.[0];
    expect(embed?.description).toContain('**2 partidas no total**');
    expect(embed?.description).toContain('Classe Trabalhadora: 1/2 vitórias (50%) · média 35.0 PV');
    expect(embed?.fields?.[0]?.name).toBe('2 jogadores — 2 partidas');
    expect(statsMessage('pt-BR', 'Liga', classStats([])).content).toBe(
      'Liga: nenhuma partida terminada ainda.',
    );
  });
});
