import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory and, with DATABASE_URL, a fresh PostgreSQL one).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
