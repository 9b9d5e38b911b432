import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share a worker's modules (decision 022): every test renders with its own query client and
    // router, mocks are restored and globals unstubbed after each, so nothing carries over.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
