import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for an element, up to this long. The default (1 s) is less than a lazy route's
// chunk can take to load while CI runs three test files at once on 2 cores (a routes test failed so).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
