// Test support shared by the remotes' component tests (jsdom, @testing-library). Its own entry so that the
// runtime entry never pulls testing-library into a bundle.
export { renderScreen, testQueryClient } from './render-screen';
