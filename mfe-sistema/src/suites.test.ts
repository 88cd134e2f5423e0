// @test-environment jsdom
// This workspace's test suites, in one module graph (../../jest.suites.cjs). The screens' suites bring the
// design system's test set-up themselves; loaded here first, its clean-up after each test covers every suite.
import '@mikro/ui/test-setup';

require('../../jest.suites.cjs').requireSuites(__dirname);
