import { readFileSync } from 'node:fs';
import path from 'node:path';

// The modules every app shares as singletons (STACK.md "Shared singletons").
// @chakra-ui/react is deliberately absent: apps reach Chakra only through @mikro/ui, so the
// shared @mikro/ui chunk carries just the components it re-exports instead of all of Chakra.
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
  '@mikro/ui',
  '@mikro/api-client',
];

const packageName = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/** Builds the Module Federation `shared` map; the app's declared range is the required version. */
export function sharedConfig(appDir) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const range = ranges[packageName(request)];
    shared[request] = { singleton: true, requiredVersion: range && range !== '*' ? range : false };
  }
  return shared;
}
