// The jsdom environment of the component tests: jest-environment-jsdom's own class (from
// @jest/environment-jsdom-abstract) built on the repository's jsdom (27) instead of the older copy
// jest-environment-jsdom bundles (26), which lacks PointerEvent — Chakra/Ark's press handling constructs one
// on blur.
// `jsdom` (the JSDOM instance) is a global of the test, for what a page cannot do to itself — e.g.
// `jsdom.reconfigure({ url: 'https://localhost/' })` to be served over HTTPS (jsdom's window.location cannot be
// replaced or spied on).
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default;
const jsdom = require('jsdom');

class RepositoryJSDOMEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom);
    this.global.jsdom = this.dom;
  }
}

module.exports = RepositoryJSDOMEnvironment;
module.exports.TestEnvironment = RepositoryJSDOMEnvironment;
