// Web tests: jsdom, TSX compiled by SWC (root preset). The only module that touches
// import.meta.env is src/config/env.ts; jest swaps it for a plain fake.
const path = require('node:path');
const { base, swcTransform } = require('../../jest.preset.cjs');

module.exports = {
  ...base,
  displayName: 'web',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swcTransform({ jsx: true }) },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^(\\.{1,2}/)*(.*/)?config/env$': path.join(__dirname, 'src/test/env.fake.ts'),
    '\\./env$': path.join(__dirname, 'src/test/env.fake.ts'),
    '\\.css$': path.join(__dirname, 'src/test/style.fake.ts'),
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
