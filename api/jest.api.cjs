// What every jest configuration of the API shares (the unit, slow, and fault/abuse stages): native ES modules
// (run with NODE_OPTIONS=--experimental-vm-modules), the API folder as root.
//
// ESM-only dependencies that a CommonJS dependency `require`s are compiled to CommonJS by swc on the way (on
// Node < 24.9 jest cannot require an ES module itself, Node can): content-disposition (@fastify/static),
// cookie (light-my-request). A new one shows as "Must use import to load ES Module: …/node_modules/<name>/…"
// — add <name> here.
const { preset } = require('../jest.preset.cjs');

const REQUIRED_ESM_PACKAGES = ['content-disposition', 'cookie'];

function apiPreset(options) {
  return preset(__dirname, {
    environment: 'node',
    esm: true,
    esmPackages: REQUIRED_ESM_PACKAGES,
    setupFiles: ['<rootDir>/src/test-support/matchers.ts'],
    ...options,
  });
}

module.exports = { apiPreset };
