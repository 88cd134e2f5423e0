// Pure helpers and components in jsdom with the design system's test set-up: npm test -w @mikro/mfe-portal.
const { preset } = require('../jest.preset.cjs');

module.exports = preset(__dirname, { environment: 'jsdom', setupFiles: ['@mikro/ui/test-setup'] });
