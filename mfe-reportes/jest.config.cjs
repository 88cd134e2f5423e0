// This remote's pure helpers (forms, selections, queries) in node: npm test -w @mikro/mfe-reportes.
const { preset } = require('../jest.preset.cjs');

module.exports = preset(__dirname, { environment: 'node' });
