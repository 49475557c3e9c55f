import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen that waits on the server under two suites' load can take more than the default 1 s to settle.
    expect: { poll: { timeout: 5_000 } },
    pool: 'forks',
    // Each file starts its own server and browser; two at once fit this 2-core machine.
    maxWorkers: 2,
  },
});
