// The design system's components in jsdom with Testing Library: npm test -w @mikro/ui.
const { preset } = require('../../jest.preset.cjs');

module.exports = preset(__dirname, { environment: 'jsdom', setupFiles: ['<rootDir>/src/test/setup.ts'] });
