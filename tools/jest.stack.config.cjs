// The multi-instance stack (tools/rehearse): two API instances over PgBouncer, Redis and nginx, and a
// small claim-rush rehearsal. Its own Nx target (tools:test-stack), started beside the other test
// targets rather than after the contracts' tests and the web build: it needs only the contracts built.
const { base } = require('../jest.preset.cjs');

module.exports = {
  ...base,
  displayName: 'stack',
  rootDir: __dirname,
  roots: ['<rootDir>/rehearse'],
  maxWorkers: 1,
  testTimeout: 300_000,
  forceExit: true,
};
