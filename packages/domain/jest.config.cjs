// The domain's rules, tested in node: npm test -w @mikro/domain.
const { preset } = require('../../jest.preset.cjs');

module.exports = preset(__dirname, { environment: 'node' });
