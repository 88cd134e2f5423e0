// The jest preset every workspace's jest.config.cjs starts from: TypeScript/TSX through @swc/jest, the tests
// beside the code (src/**/*.test.ts[x]), and `import { describe, it, expect, vi } from 'vitest'` answered by
// jest's own globals (jest.vitest-compat.cjs) so the same test files run under both runners.
const path = require('node:path');

const swc = (module) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: module },
    sourceMaps: 'inline',
  },
];

/** CommonJS mode: our TypeScript (and ESM-only dependencies listed in `esmPackages`) compiled to CommonJS. */
function preset({ environment = 'node', esmPackages = [], setupFiles = [] } = {}) {
  const ignored = esmPackages.length > 0 ? [`/node_modules/(?!(${esmPackages.join('|')})/)`] : ['/node_modules/'];
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swc('commonjs'), '^.+\\.m?js$': swc('commonjs') },
    transformIgnorePatterns: ignored,
    moduleNameMapper: { '^vitest$': path.join(__dirname, 'jest.vitest-compat.cjs') },
    setupFilesAfterEnv: setupFiles,
    testTimeout: 30_000,
  };
}

module.exports = { preset };
