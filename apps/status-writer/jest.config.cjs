const { base } = require('../../jest.preset.cjs');

// Fast tests: fake HTTP and JSON-RPC servers in the test process, an in-memory PGlite for the database.
module.exports = {
  ...base,
  displayName: 'status-writer',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testTimeout: 30_000,
  maxWorkers: 2,
};
