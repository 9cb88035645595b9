const { chainTestProject } = require('../../libs/server/src/testing/jest-preset.cjs');

// The run's chain host (libs/server testing) is started once; the relayer tests start real relayer processes over
// a PGlite wire server (or a scratch PostgreSQL database with TEST_DATABASE_URL).
module.exports = chainTestProject('relayer', __dirname);
