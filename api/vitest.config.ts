import { defineConfig } from 'vitest/config';
import SLOW_TEST_FILES from './slow-tests.json' with { type: 'json' };

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The concurrency and fuzz files run in their own stage (vitest.slow.config.ts, npm run test:slow).
    exclude: ['**/node_modules/**', ...SLOW_TEST_FILES],
    // Each file opens its own database (PGlite in memory and, with DATABASE_URL, a fresh PostgreSQL one). Two
    // files at a time: much of a file's time is spent waiting on the database, so a second worker overlaps it.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
