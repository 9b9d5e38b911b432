import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // Tests that need real PostgreSQL (several processes on one database) run in the PostgreSQL suite.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Files share a worker's modules (decision 022): each file builds its own app and database, and no test
    // mocks a module or changes the environment, so nothing carries over — and the suite no longer
    // imports the whole server once per file (import time 163 s → 11 s).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
