const { base } = require('../../jest.preset.cjs');

// The run's chain host (libs/server testing) is started once; each test file opens its own database (an in-memory
// PGlite, or a scratch PostgreSQL database with TEST_DATABASE_URL).
module.exports = {
  ...base,
  displayName: 'indexer',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/../../libs/server/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/server/src/testing/global-teardown.ts',
  testSequencer: '<rootDir>/../../libs/server/src/testing/slow-first-sequencer.cjs',
  testTimeout: 30_000,
  maxWorkers: 3,
};
