const { base } = require('../../jest.preset.cjs');

module.exports = {
  ...base,
  displayName: 'server',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testTimeout: 30_000,
};
