// Flat ESLint config for the whole workspace. Module boundaries are enforced here: every project
// carries a scope:* and a type:* tag (see each project.json) and may only import what its tags allow.
import nx from '@nx/eslint-plugin';
import eslintConfigPrettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const serverOnly = [
  'express',
  'express-*',
  'pg',
  'pg-*',
  '@electric-sql/pglite',
  'jsonwebtoken',
  'secp256k1',
  'ioredis',
  'helmet',
  'cors',
  'pino',
  'pino-*',
  'prom-client',
  'rate-limit-redis',
  'supertest',
  'autocannon',
];
const browserOnly = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-toastify',
  'zustand',
  'zustand/*',
  '@tanstack/*',
  'vite',
  '@walletconnect/*',
];
const chainTooling = ['hardhat', 'hardhat/*', '@nomicfoundation/*', 'solc'];

export const depConstraints = [
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
    bannedExternalImports: [...serverOnly, ...chainTooling],
  },
  // The server programs (apps/api, apps/indexer, apps/relayer, and the status writer of issue 34) stand on libs/server
  // and libs/shared, never on each other (Nx refuses any import of an app as well): they meet only in the database and
  // over HTTP.
  ...['api', 'indexer', 'relayer', 'status-writer'].map((program) => ({
    sourceTag: `scope:${program}`,
    onlyDependOnLibsWithTags: [`scope:${program}`, 'scope:server', 'scope:shared'],
    bannedExternalImports: [...browserOnly, ...chainTooling],
  })),
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
    bannedExternalImports: [...browserOnly, ...chainTooling],
  },
  {
    sourceTag: 'scope:contracts',
    onlyDependOnLibsWithTags: ['scope:contracts', 'scope:shared'],
    bannedExternalImports: [...browserOnly, ...serverOnly],
  },
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: [...browserOnly, ...serverOnly, ...chainTooling],
  },
  {
    sourceTag: 'scope:tools',
    onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:server', 'scope:contracts', 'scope:api', 'scope:web'],
  },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:app', 'type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

/** Files that may import test-only modules: tests, libs/server's testing folder itself, benchmarks. */
const testsAndTooling = ['**/*.test.ts', 'libs/server/src/testing/**', 'apps/*/src/bench/**'];
const testingOnly = {
  group: ['@gm-claim/server/testing', '@gm-claim/server/testing/*'],
  message: 'libs/server/src/testing holds test chains and set-up: import it from tests only.',
};
const componentFile = {
  group: ['**/components/*/*'],
  message: "A component's file: import the component's index.ts (`./components/<component>`).",
};
const otherComponentFile = {
  group: ['../*/*', '!../../**'],
  message: "Another component's file: import the component's index.ts (`../<component>`).",
};

/** One no-restricted-imports block. */
function restrictImports(files, ignores, patterns) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.nx/**',
      'contracts/artifacts/**',
      'contracts/cache/**',
      'contracts/types/**',
      'libs/shared/src/generated/**',
      '**/*.cjs',
      'tools/lint-fixtures/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // libs/shared is a set of independent deep modules: the web loads its zod DTO schemas on demand
          // while it imports constants and formatting statically, which is intended.
          checkDynamicDependenciesExceptions: ['@gm-claim/shared', '@gm-claim/shared/*'],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  eslintConfigPrettier,
  // Web app: React hooks rules, scoped to apps/web.
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // libs/server's testing folder (test chains, the Jest set-up) is for tests and benchmarks, never for a program.
  // The API's business components (apps/api/src/components/<name>/) use each other, and app.ts uses them, only through
  // each component's index.ts: another component's files are its own. (One no-restricted-imports per file: the last
  // block matching a file wins, so each block lists every pattern its files obey.)
  restrictImports(['apps/*/src/**/*.ts', 'libs/server/src/**/*.ts'], [...testsAndTooling, 'apps/api/src/**'], [testingOnly]),
  restrictImports(['apps/api/src/**/*.ts'], [...testsAndTooling, 'apps/api/src/components/**'], [testingOnly, componentFile]),
  restrictImports(['apps/api/test/**/*.ts', 'apps/api/src/**/*.test.ts'], ['apps/api/src/components/**'], [componentFile]),
  restrictImports(['apps/api/src/components/*/**/*.ts'], testsAndTooling, [testingOnly, otherComponentFile]),
  restrictImports(['apps/api/src/components/*/**/*.test.ts'], [], [otherComponentFile]),
  // Web libraries (apps/web/src/core/*, apps/web/src/features/*): each is an Nx project imported only
  // through its entry (`@gm-claim/web-*`), so another slice's internals cannot be reached. A core
  // library's `/testing` entry (fakes, fixtures) is for tests only; libs/shared's `node/` folder is
  // for Node programs (it reads files), never for the browser.
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: [
      'apps/web/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
      'apps/web/src/**/testing.ts',
      'apps/web/src/**/testing.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@gm-claim/web-*/testing'],
              message: 'A /testing entry holds test fakes: import it from tests only.',
            },
            {
              group: ['@gm-claim/shared/node/*'],
              message: 'libs/shared/src/node is for Node programs only (it uses node:fs): the browser cannot run it.',
            },
          ],
        },
      ],
    },
  },
];
