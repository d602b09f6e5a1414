/**
 * `npm start` with no token, as a newcomer runs it: its own process group, no .env, a store of its
 * own in a temporary folder; resolves once it has printed the local table's address.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The one line `npm start` prints without a token; the address is its first group. */
export const LOCAL_LINE =
  /^No DISCORD_TOKEN — playing locally at (http:\/\/127\.0\.0\.1:\d+) · put a token in \.env to connect to Discord$/;

export interface LocalStart {
  readonly child: ChildProcess;
  readonly url: string;
  readonly storeUrl: string;
  /** What the process printed so far, stdout and stderr apart. */
  stdout(): string;
  stderr(): string;
  /** SIGTERM to the process group (npm → tsx → node), then waits for the exit. */
  stop(): Promise<void>;
  /** Stops it and deletes its store. */
  dispose(): Promise<void>;
}

export async function startLocally(
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<LocalStart> {
  const dir = mkdtempSync(join(tmpdir(), 'hegemony-local-'));
  const storeUrl = `sqlite://${join(dir, 'games.sqlite')}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('DISCORD_') && !['LOCAL_TABLE', 'LOG_LEVEL', 'STORE_URL', 'SHARDS'].includes(k),
    ),
  );
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    // A game with the AI would start its warm-up (12 s of a worker's CPU): here it would only compete with the browser.
    env: { ...inherited, ENV_FILE: join(dir, 'no.env'), STORE_URL: storeUrl, AI_WARM_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      process.kill(-(child.pid as number), 'SIGTERM');
      await exited;
    }
  };
  const dispose = async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    const url = stdout
      .split('\n')
      .map((line) => LOCAL_LINE.exec(line)?.[1])
      .find(Boolean);
    if (url) return { child, url, storeUrl, stdout: () => stdout, stderr: () => stderr, stop, dispose };
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      await dispose();
      throw new Error(`npm start did not open the local table:\n${stdout}\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
