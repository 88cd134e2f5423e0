// Test environment for jsdom: jest-dom matchers plus the browser APIs Chakra/Ark expect.
import '@testing-library/jest-dom/jest-globals';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, jest } from '@jest/globals';
import * as React from 'react';
import { toaster } from '../feedback/toaster';

afterEach(() => {
  cleanup();
  // The toaster is one store for the page, and a workspace's suites share one page (jest.suites.cjs).
  toaster.remove();
});

// findBy*/waitFor wait up to 5 s: the first render of a Chakra screen in jsdom can take over a second when
// the CI machine runs two test workspaces at once (the default 1 s made such tests fail for time alone).
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
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

// React's development build captures a stack trace for every element it creates (the "owner stacks" of its
// warnings), a sixth of a component test's CPU here. Tests do not read them: React is told its budget of
// captured stacks is always spent, so each element shares one placeholder stack instead.
const reactInternals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.POSITIVE_INFINITY, set() {} });
}
