// Session atoms, cookies and provider in jsdom: npm test -w @mikro/session.
const { preset } = require('../../jest.preset.cjs');

module.exports = preset(__dirname, { environment: 'jsdom' });
