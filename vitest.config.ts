import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two groups. The rules and data tests touch no global state, so their files share one module
 * cache (loading and validating the card data once, not once per file). Tests that start
 * processes, servers or Discord clients keep a fresh module cache per file.
 */
export default defineConfig({
  test: {
    // Two files at once even on two cores (the default would be one): the bot and Discord tests
    // spend much of their time waiting on loopback sockets and child processes.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'rules',
          include: ['test/engine/**/*.test.ts', 'test/data/**/*.test.ts', 'test/render/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: ['test/engine/**', 'test/data/**', 'test/render/**'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
