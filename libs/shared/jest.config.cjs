const { base } = require('../../jest.preset.cjs');

// testTimeout: Jest's 5 s default is no limit of this library's code, and a 2-core CI machine running the journeys
// beside these tests can be several times slower than a quiet one (the app's suites have the same margin).
module.exports = { ...base, displayName: 'shared', rootDir: __dirname, roots: ['<rootDir>/src'], testTimeout: 20_000 };
