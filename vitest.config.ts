import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/domain', 'apps/server', 'apps/web', 'lint'],
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine, which
    // left a core idle while server tests wait on their database and live streams. Three files at a time
    // took the unit run from 264 s to 170 s and the PostgreSQL suite from 5–7 min to 2 min 50 s.
    maxWorkers: 3,
  },
});
