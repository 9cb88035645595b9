const { chainTestProject } = require('../../libs/server/src/testing/jest-preset.cjs');

// The run's chain host (libs/server testing) is started once; each test file opens its own database (an in-memory
// PGlite, or a scratch PostgreSQL database with TEST_DATABASE_URL).
module.exports = chainTestProject('indexer', __dirname);
