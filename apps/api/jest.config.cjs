const { base } = require('../../jest.preset.cjs');

// One database per run: created in globalSetup (PostgreSQL when TEST_DATABASE_URL is set, else every
// test file opens its own in-memory PGlite) and dropped in globalTeardown.
module.exports = {
  ...base,
  displayName: 'api',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/../../libs/server/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/server/src/testing/global-teardown.ts',
  testSequencer: '<rootDir>/../../libs/server/src/testing/slow-first-sequencer.cjs',
  testTimeout: 30_000,
  // Three workers on two cores: the slowest files mostly wait (see the sequencer), so a third file runs meanwhile.
  maxWorkers: 3,
};
