import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // Tests that need real PostgreSQL (several processes on one database) run in the PostgreSQL suite.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
