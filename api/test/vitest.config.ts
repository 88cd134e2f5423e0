// The fault and abuse suites (npm run test:faults / test:abuse): slower than the unit stage, run on their own.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
