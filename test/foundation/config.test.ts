import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.ts';

const valid = { DISCORD_TOKEN: 'abc.def.ghi' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('fills defaults for everything but the token', () => {
    const config = parseConfig(valid);
    expect(config.STORE_URL).toBe('sqlite://data/hegemony.sqlite');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.DEV_GUILD_ID).toBeUndefined();
  });

  it('names every bad value, one line each, and points at .env.example', () => {
    const problems = problemsOf({ ...valid, LOG_LEVEL: 'loud', STORE_URL: 'ftp://x' });
    expect(problems).toHaveLength(2);
    expect(problems.some((p) => p.startsWith('LOG_LEVEL') && p.includes('"loud"'))).toBe(true);
    expect(problems.some((p) => p.startsWith('STORE_URL') && p.includes('ftp://x'))).toBe(true);
    for (const p of problems) {
      expect(p).toContain('.env.example');
      expect(p).not.toContain('\n');
    }
  });

  it('requires the token and never echoes it', () => {
    expect(problemsOf({})).toEqual([expect.stringMatching(/^DISCORD_TOKEN is required.*\.env\.example/)]);
    const problems = problemsOf({ DISCORD_TOKEN: 'secret-token', DEV_GUILD_ID: 'not-an-id' });
    expect(problems).toHaveLength(1);
    expect(problems.join(' ')).not.toContain('secret-token');
  });

  it('accepts the backends that can compare-and-set across processes, and no other', () => {
    for (const url of [
      'sqlite://data/x.sqlite',
      'sqlite://data/x.sqlite?busy_timeout=2000',
      'memory:',
      'redis://localhost:6379',
      'rediss://u:p@h:6380/2?prefix=bot:',
      'postgresql://u@h/db',
      'postgres://u:p@h:5432/db?lock_timeout=2000',
    ]) {
      expect(parseConfig({ ...valid, STORE_URL: url }).STORE_URL).toBe(url);
    }
    for (const url of ['mongodb://localhost:27017', 'mysql://u@h/db'])
      expect(problemsOf({ ...valid, STORE_URL: url })).toEqual([
        expect.stringMatching(/^STORE_URL must start with/),
      ]);
  });

  it('reads the lobby limits, 48 hours and 3 lobbies per host by default', () => {
    expect(parseConfig(valid)).toMatchObject({ LOBBY_EXPIRY_HOURS: 48, MAX_LOBBIES_PER_HOST: 3 });
    expect(parseConfig({ ...valid, LOBBY_EXPIRY_HOURS: '0.5', MAX_LOBBIES_PER_HOST: '1' })).toMatchObject({
      LOBBY_EXPIRY_HOURS: 0.5,
      MAX_LOBBIES_PER_HOST: 1,
    });
    expect(problemsOf({ ...valid, LOBBY_EXPIRY_HOURS: 'soon', MAX_LOBBIES_PER_HOST: '0' })).toHaveLength(2);
  });
});
