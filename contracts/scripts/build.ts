import hre from 'hardhat';
import { generatedDir, writeSharedExports } from './shared-exports.js';

/**
 * `contracts:build` in one process: the contracts (not the Solidity tests: `contracts:test-solidity` compiles those),
 * `test/mocks/SmartAccountFactoryMock.sol` and `test/mocks/Delegate7702Mocks.sol` (the test-folder contracts TypeScript
 * tests deploy), then the ABIs and
 * EIP-712 types to libs/shared. The same two builds as `hardhat build --no-tests` and
 * `hardhat build --quiet test/mocks/SmartAccountFactoryMock.sol`, without starting Hardhat (and tsx) three times.
 * Run it as `hardhat run --no-compile scripts/build.ts`.
 */
// Two solc jobs at once (config/test-compile/solidity-hooks.ts): GMVesting's IR compile beside the rest. The same
// CPU in less wall time, and the e2e journeys (CI's longest task) start once this build is done.
process.env['GM_SOLC_CONCURRENCY'] ??= '2';
const build = hre.tasks.getTask('build');
await build.run({ noTests: true });
await build.run({ files: ['test/mocks/SmartAccountFactoryMock.sol', 'test/mocks/Delegate7702Mocks.sol'], quiet: true });
const written = await writeSharedExports();
console.log(`Wrote ${written.length} files to ${generatedDir}`);
