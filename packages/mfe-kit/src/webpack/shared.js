import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The sub-entries of @mikro/ui (packages/ui/package.json "exports", without the test setup). */
export const UI_SUB_ENTRIES = ['core', 'forms', 'fields', 'overlays', 'icons'];

// The modules every app shares as singletons (STACK.md "Shared singletons").
// @chakra-ui/react is deliberately absent: apps reach Chakra only through @mikro/ui, so Chakra is one
// copy because the @mikro/ui sub-entries are, and each carries just the components it re-exports.
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@emotion/react',
  'jotai',
  // formik keeps its form in React context: a remote's own copy would not see the form of @mikro/ui's fields.
  'formik',
  '@tanstack/react-query',
  '@mikro/session',
  // The HTTP client and the session's endpoints (what the login page loads), then the full client with the
  // CRUD query builder and react-query, which reaches the axios instance only through the core entry.
  '@mikro/api-client/core',
  '@mikro/api-client',
  // The design system and each of its sub-entries (the "exports" of packages/ui/package.json): a page
  // loads only the sub-entries it uses, and each stays one copy however many builds carry it.
  '@mikro/ui',
  ...UI_SUB_ENTRIES.map((entry) => `@mikro/ui/${entry}`),
];

const packageName = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * Builds the Module Federation `shared` map; the app's declared range is the required version. Only the host
 * (the shell) bundles the singletons: a remote always runs inside the shell, which provides every one of them
 * (it lists them all) before any remote loads, so a remote's own copy would never be used. Building that copy
 * in each remote was most of every remote's build time and output (docs/adr/0045-remotes-consume-the-shells-singletons.md).
 */
export function sharedConfig(appDir, kind = 'host') {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const range = ranges[packageName(request)];
    shared[request] = {
      singleton: true,
      requiredVersion: range && range !== '*' ? range : false,
      ...(kind === 'remote' ? { import: false } : {}),
    };
  }
  return shared;
}
