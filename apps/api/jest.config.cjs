const { chainTestProject } = require('../../libs/server/src/testing/jest-preset.cjs');

// One database per run: created in globalSetup (PostgreSQL when TEST_DATABASE_URL is set, else every
// test file opens its own in-memory PGlite) and dropped in globalTeardown.
module.exports = chainTestProject('api', __dirname);
