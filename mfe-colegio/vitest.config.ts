import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    environment: 'jsdom',
    // The same jsdom set-up as the design system's own tests (jest-dom, matchMedia, ResizeObserver).
    setupFiles: ['@mikro/ui/test-setup'],
    css: false,
  },
});
