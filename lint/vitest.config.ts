import { defineProject } from 'vitest/config';

// A fixture is linted with type information: the first one loads the TypeScript program, which takes
// seconds on a busy two-core machine (CI runs the type check beside it).
export default defineProject({
  test: { name: 'lint', include: ['*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
