// The design system's test suites, in one module graph (../../../jest.suites.cjs).
require('../../../jest.suites.cjs').requireSuites(__dirname);
