import { defineConfig } from 'vitest/config';

// Every test file makes its own database and app, so files share one worker's loaded modules
// (importing the server again for each of 70 files cost more than half the run) and two run at once.
// A file that mocks a module runs alone in its own worker, so the mock reaches no other file.
const MOCKING = ['test/hardening/web-security.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
