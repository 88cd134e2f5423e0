// The jest preset every workspace's jest.config.cjs starts from: TypeScript/TSX through @swc/jest and the tests
// beside the code (src/**/*.test.ts[x]), which import their globals from '@jest/globals'. Most workspaces keep
// their tests as suites (*.suite.ts[x]) that one src/suites.test.ts loads together (jest.suites.cjs).
const fs = require('node:fs');
const path = require('node:path');

const JSDOM_ENVIRONMENT = path.join(__dirname, 'jest.jsdom-environment.cjs');
const ASSETS = path.join(__dirname, 'jest.assets.cjs');

// @swc/jest itself picks the output: CommonJS for a module jest loads with require, ES modules for one it
// imports in native ESM mode. TypeScript, TSX and JavaScript each get their own parser (`<T>(x) => x` and
// `<T>x` mean different things in each).
const swc = (parser) => [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser,
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    sourceMaps: 'inline',
  },
];

// Dependencies published only as ES modules that a CommonJS-mode test reaches: compiled by swc like our own
// TypeScript (jest's transformIgnorePatterns exceptions).
const ESM_ONLY_PACKAGES = ['jotai'];

const environmentOf = (name) => (name === 'jsdom' ? JSDOM_ENVIRONMENT : name);

/** The test files (absolute paths) whose first lines ask for another environment (`// @test-environment jsdom`), with it. */
function filesAskingFor(rootDir, testDirs) {
  const asking = new Map();
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(full);
      } else if (/\.test\.tsx?$/.test(entry.name)) {
        const head = fs.readFileSync(full, 'utf8').slice(0, 300);
        const pragma = /@test-environment\s+([\w-]+)/.exec(head);
        if (pragma) asking.set(full, pragma[1]);
      }
    }
  };
  for (const dir of testDirs) {
    const full = path.join(rootDir, dir);
    if (fs.existsSync(full)) visit(full);
  }
  return asking;
}

const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One workspace's jest configuration.
 * - `environment`: 'node' or 'jsdom'; a test file starting with `// @test-environment jsdom` runs in that
 *   environment instead (a second jest project of the same workspace).
 * - `esm`: native ESM mode (run with NODE_OPTIONS=--experimental-vm-modules), `.ts` loaded as ES modules;
 *   otherwise our TypeScript is compiled to CommonJS.
 * - `esmPackages`: the dependencies under node_modules swc compiles too (by default ESM_ONLY_PACKAGES): in
 *   CommonJS mode the ESM-only ones the tests reach, in ESM mode those a CommonJS dependency `require`s.
 */
function preset(rootDir, options = {}) {
  const {
    environment = 'node',
    esm = false,
    esmPackages = ESM_ONLY_PACKAGES,
    setupFiles = [],
    testMatch = ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    testPathIgnorePatterns = ['/node_modules/'],
    testTimeout = 30_000,
    ...rest
  } = options;
  const ignored =
    esmPackages.length > 0 ? [`/node_modules/(?!(${esmPackages.join('|')})/)`] : ['/node_modules/'];
  const project = {
    rootDir,
    testEnvironment: environmentOf(environment),
    testMatch,
    testPathIgnorePatterns,
    transform: {
      '\\.(css|svg|png|jpe?g|gif|webp|ico|woff2?|ttf)$': ASSETS,
      '^.+\\.ts$': swc({ syntax: 'typescript' }),
      '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
      '^.+\\.[mc]?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
    },
    transformIgnorePatterns: ignored,
    extensionsToTreatAsEsm: esm ? ['.ts', '.tsx'] : [],
    setupFilesAfterEnv: setupFiles,
    testTimeout,
    ...rest,
  };

  const asking = filesAskingFor(rootDir, ['src']);
  if (asking.size === 0) return project;
  const environments = new Map();
  for (const [file, name] of asking) {
    if (name === environment) continue;
    environments.set(name, [...(environments.get(name) ?? []), file]);
  }
  if (environments.size === 0) return project;
  const others = [...environments.values()].flat();
  return {
    rootDir,
    testTimeout,
    projects: [
      {
        ...project,
        displayName: environment,
        testPathIgnorePatterns: [...testPathIgnorePatterns, ...others.map(escape)],
      },
      ...[...environments].map(([name, files]) => ({
        ...project,
        displayName: name,
        testEnvironment: environmentOf(name),
        testMatch: files,
      })),
    ],
  };
}

module.exports = { preset };
