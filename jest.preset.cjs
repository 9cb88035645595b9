// Shared Jest settings: TypeScript and TSX compiled by SWC to CommonJS, workspace aliases resolved.
const path = require('node:path');

const root = __dirname;

/** @param {{ jsx?: boolean }} [options] */
function swcTransform(options = {}) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: Boolean(options.jsx) },
        transform: options.jsx ? { react: { runtime: 'automatic' } } : undefined,
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

module.exports = {
  swcTransform,
  base: {
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform() },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    moduleNameMapper: {
      '^@gm-claim/shared$': path.join(root, 'libs/shared/src/index.ts'),
      '^@gm-claim/shared/(.*)$': path.join(root, 'libs/shared/src/$1'),
      '^@gm-claim/server$': path.join(root, 'libs/server/src/index.ts'),
      '^@gm-claim/server/db$': path.join(root, 'libs/server/src/db/index.ts'),
      '^@gm-claim/server/(.*)$': path.join(root, 'libs/server/src/$1'),
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  },
};
