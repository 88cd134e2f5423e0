// Test environment for jsdom: jest-dom matchers plus the browser APIs Chakra/Ark expect.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy*/waitFor wait up to 5 s: the first render of a Chakra screen in jsdom can take over a second when
// the CI machine runs two test workspaces at once (the default 1 s made such tests fail for time alone).
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub;

if (!window.scrollTo) {
  window.scrollTo = () => {};
}
