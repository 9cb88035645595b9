const { base } = require('../../jest.preset.cjs');

module.exports = { ...base, displayName: 'shared', rootDir: __dirname, roots: ['<rootDir>/src'] };
