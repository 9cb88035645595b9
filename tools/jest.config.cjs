const { base } = require('../jest.preset.cjs');

module.exports = {
  ...base,
  displayName: 'tools',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testTimeout: 120_000,
};
