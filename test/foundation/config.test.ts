import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseSettings } from '../../src/config.ts';

const valid = { DISCORD_TOKEN: 'abc.def.ghi' };

function problemsOf(
  env: Record<string, string>,
  parse: (env: Record<string, string>) => unknown = parseConfig,
): string[] {
  try {
    parse(env);
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

describe('settings for npm start (a token, or the local table)', () => {
  const settingsProblems = (env: Record<string, string>) => problemsOf(env, parseSettings);

  it('without a token plays on the local table; an empty token is no token', () => {
    expect(parseSettings({}).DISCORD_TOKEN).toBeUndefined();
    expect(parseSettings({}).LOCAL_TABLE).toBe('on');
    expect(parseSettings({ DISCORD_TOKEN: '' }).DISCORD_TOKEN).toBeUndefined();
    expect(parseSettings(valid).DISCORD_TOKEN).toBe(valid.DISCORD_TOKEN);
  });

  it('LOCAL_TABLE=off without a token is the one-line refusal; with a token it changes nothing', () => {
    expect(settingsProblems({ LOCAL_TABLE: 'off' })).toEqual([
      'DISCORD_TOKEN is required — see .env.example',
    ]);
    expect(settingsProblems({ ...valid, LOCAL_TABLE: 'off' })).toEqual([]);
  });

  it('names a LOCAL_TABLE that is neither on nor off, and SHARDS without a token', () => {
    expect(settingsProblems({ LOCAL_TABLE: 'yes' })).toEqual([
      'LOCAL_TABLE must be on or off (got "yes") — see .env.example',
    ]);
    expect(settingsProblems({ SHARDS: 'auto' })).toEqual([
      'SHARDS needs a DISCORD_TOKEN (the local table runs in one process) (got "auto") — see .env.example',
    ]);
  });
});
