import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous: CI runs these on 2 busy cores, and a slow machine is not a failure.
    testTimeout: 20_000,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
