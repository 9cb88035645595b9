// The Jest project of a server program whose tests run on local chains (apps/api, apps/indexer, apps/relayer): the
// global set-up starts the run's chain host (chain-host.ts) once and, with TEST_DATABASE_URL, creates the run's
// scratch PostgreSQL database (without it every test file opens its own in-memory PGlite); the teardown stops and
// drops them. The slowest files start first (slow-first-sequencer.cjs).
const path = require('node:path');
const { base } = require('../../../../jest.preset.cjs');

/**
 * @param {string} displayName the project's name in Jest's output
 * @param {string} rootDir the app's folder (its jest.config.cjs's `__dirname`): tests under src/ and test/
 */
function chainTestProject(displayName, rootDir) {
  return {
    ...base,
    displayName,
    rootDir,
    roots: ['<rootDir>/src', '<rootDir>/test'],
    globalSetup: path.join(__dirname, 'global-setup.ts'),
    globalTeardown: path.join(__dirname, 'global-teardown.ts'),
    testSequencer: path.join(__dirname, 'slow-first-sequencer.cjs'),
    testTimeout: 30_000,
    // Three workers on two cores: the slowest files mostly wait (see the sequencer), so a third file runs meanwhile.
    maxWorkers: 3,
  };
}

module.exports = { chainTestProject };
