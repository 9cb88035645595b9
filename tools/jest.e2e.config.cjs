// The browser journeys (tools/e2e): one local stack for the whole run, tests in file order.
const { base } = require('../jest.preset.cjs');

module.exports = {
  ...base,
  displayName: 'e2e',
  rootDir: __dirname,
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  // No Chromium: one clear failure up front instead of every journey failing.
  globalSetup: '<rootDir>/e2e/global-setup.ts',
  maxWorkers: 1,
  testTimeout: 120_000,
  // A wedged browser or child process must not hold the run open.
  forceExit: true,
};
