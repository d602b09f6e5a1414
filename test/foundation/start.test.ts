import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

it('npm start without a .env exits non-zero with one line naming DISCORD_TOKEN and .env.example', () => {
  // ENV_FILE points at nothing, so a developer's own .env is not read; no Discord variable is inherited.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DISCORD_')));
  const run = spawnSync('npm', ['start'], {
    cwd: root,
    env: { ...env, ENV_FILE: resolve(root, 'no-such.env') },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).not.toBe(0);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('DISCORD_TOKEN');
  expect(lines[0]).toContain('.env.example');
  expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
});
