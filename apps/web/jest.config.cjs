// Web tests: jsdom, TSX compiled by SWC (root preset). The only module that touches
// import.meta.env is src/core/config/env.ts; jest swaps it for a plain fake.
const path = require('node:path');
const { base, swcTransform } = require('../../jest.preset.cjs');
const { readFileSync } = require('node:fs');

const repoRoot = path.resolve(__dirname, '../..');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
// The web libraries' import names (`@gm-claim/web-*`, declared once in tsconfig.base.json, where the
// Nx module-boundary rule reads them) → their entry files.
const webAliases = Object.entries(
  JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths,
)
  .filter(([name]) => name.startsWith('@gm-claim/web-'))
  .map(([name, [target]]) => [`^${escape(name)}$`, path.join(repoRoot, target)]);

module.exports = {
  ...base,
  displayName: 'web',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swcTransform({ jsx: true }) },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    ...Object.fromEntries(webAliases),
    '\\./env$': path.join(__dirname, 'src/app/env.fake.ts'),
    '\\.css$': path.join(__dirname, 'src/app/style.fake.ts'),
  },
  setupFilesAfterEnv: ['<rootDir>/src/app/test-setup.ts'],
  // A test's own limit (Jest's default is 5 s) above the 5 s its waits may take (test-setup.ts): a test's first
  // render loads its lazy modules, and beside the journeys on a slow 2-core machine that alone took over 5 s once
  // (ClaimDashboardView's first test in CI) — a failing wait must be what fails, not the clock around it.
  testTimeout: 20_000,
};
