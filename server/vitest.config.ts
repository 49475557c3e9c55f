import { defineConfig } from 'vitest/config';

// Every test file makes its own database and app, so files share one worker's loaded modules
// (importing the server again for each of 70 files cost more than half the run) and two run at once.
// A file that needs modules of its own runs in a worker apart: two mock a module (the mock must
// reach no other file), one checks what happens the first time a font's metrics are parsed, one
// checks which texts PostgreSQL prepares (the process names a bounded number, the first to be run often).
const OWN_MODULES = [
  'test/hardening/web-security.test.ts',
  'test/infra/pdf/standard-fonts.test.ts',
  'test/infra/db/prepared-query.test.ts',
  'test/modules/imports/imports-limits.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: OWN_MODULES } },
    ],
  },
});
