import type { HardhatPlugin } from 'hardhat/types/plugins';

/**
 * Compiles the Solidity tests' own code (every file under `test/`) without the optimizer.
 *
 * The tests deploy the production contracts from the build's artifacts (`test/utils/Deploy.sol`), so what the
 * optimizer would make of a test file never reaches the contracts under test; optimising the test files was most of
 * `hardhat test solidity`'s compile time. A compilation job holds one set of settings, so the rule is by job: a job
 * with a source under `test/` (a test root and what it imports) is compiled without the optimizer, a job of
 * contracts only (`contracts/`, `dev/`, the npm files) keeps its settings from `hardhat.config.ts`. Contracts never
 * import test files, so the build's jobs are untouched. The rule runs before Hardhat hashes the job, so the
 * compile cache and the build info record the settings solc really used.
 */
export const testCompile: HardhatPlugin = {
  id: 'gm-claim:test-compile',
  hookHandlers: {
    solidity: () => import('./solidity-hooks.js'),
  },
};
