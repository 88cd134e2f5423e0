// jest (issue 8 §5): `npx jest -c packages/domain/jest.config.cjs`; `npm test` still runs vitest.
const { preset } = require('../../jest.preset.cjs');

module.exports = { rootDir: __dirname, ...preset({ environment: 'node' }) };
