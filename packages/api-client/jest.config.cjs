// The HTTP client in node; the files that render hooks say so in their first line (// @test-environment jsdom).
const { preset } = require('../../jest.preset.cjs');

module.exports = preset(__dirname, { environment: 'node' });
