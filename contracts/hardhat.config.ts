import { fileURLToPath } from 'node:url';
import hardhatToolboxMochaEthers from '@nomicfoundation/hardhat-toolbox-mocha-ethers';
import { defineConfig } from 'hardhat/config';
import { networks } from './config/networks.js';
import { testCompile } from './config/test-compile/index.js';
import { ownerTasks } from './tasks/index.js';

// Hardhat 3 cannot download compilers here: each solc comes from npm (soljson.js, WebAssembly).
const solc0828 = fileURLToPath(import.meta.resolve('solc/soljson.js'));
const solc0819 = fileURLToPath(import.meta.resolve('solc-0.8.19/soljson.js'));

const optimizer = { enabled: true, runs: 10_000 };
const GM_CHALLENGE_RUNS = Number(process.env.GM_CHALLENGE_RUNS ?? 500);

/** The invariant test appends each run's handler call counters here; scripts/invariant-calls.ts prints them. */
const INVARIANT_CALLS_LOG = { writeFile: ['./cache/invariant-calls.log'] };

export default defineConfig({
  // testCompile: the Solidity tests' own files compile without the optimizer (config/test-compile).
  plugins: [hardhatToolboxMochaEthers, testCompile],
  networks,
  tasks: ownerTasks,
  solidity: {
    compilers: [
      { version: '0.8.28', path: solc0828, settings: { optimizer, evmVersion: 'cancun' } },
      { version: '0.8.19', path: solc0819, settings: { optimizer: { enabled: true, runs: 200 } } },
    ],
    overrides: {
      // GMVesting pays out every beneficiary's monthly claims: the IR pipeline and more runs take its later
      // monthly claim below its 45,000-gas budget (its code stays far below EIP-170; README, "Gas").
      'contracts/GMVesting.sol': {
        version: '0.8.28',
        path: solc0828,
        settings: { optimizer: { enabled: true, runs: 1_000_000 }, evmVersion: 'cancun', viaIR: true },
      },
      // GMChallenge holds most of the product's logic: the IR pipeline keeps it far below EIP-170's 24,576-byte limit
      // (19,394 bytes against 23,009 without it at 2,000 runs) and makes every claim and bet a little cheaper (see
      // README, "Size").
      'contracts/GMChallenge.sol': {
        version: '0.8.28',
        path: solc0828,
        settings: { optimizer: { enabled: true, runs: GM_CHALLENGE_RUNS }, evmVersion: 'cancun', viaIR: true },
      },
      // The project's settings, in a compilation job of its own: `npm run bench:gas` measures this consumer, so it
      // stays out of the Solidity tests' job, which compiles without the optimizer (config/test-compile).
      'test/bench/BareVrfConsumer.sol': {
        version: '0.8.28',
        path: solc0828,
        settings: { optimizer, evmVersion: 'cancun' },
      },
    },
    npmFilesToBuild: [
      '@chainlink/contracts/src/v0.8/vrf/mocks/VRFCoordinatorV2_5Mock.sol',
      '@chainlink/contracts/src/v0.8/vrf/dev/VRFV2PlusWrapper.sol',
      '@chainlink/contracts/src/v0.8/shared/mocks/MockV3Aggregator.sol',
      '@openzeppelin/contracts/finance/VestingWallet.sol',
    ],
  },
  paths: {
    // dev/ holds contracts only the local chain deploys (Multicall3), kept out of the production folder.
    sources: { solidity: ['./contracts', './dev'] },
    tests: { solidity: './test', mocha: './test' },
  },
  test: {
    solidity: {
      profiles: {
        // CI profile: keeps `hardhat test` within a few minutes on a 2-core machine. 256 fuzz runs per test (as
        // Foundry's default); the deep profile below keeps 10,000.
        default: {
          fuzz: { runs: 256 },
          invariant: { runs: 64, depth: 50, failOnRevert: false },
          fsPermissions: INVARIANT_CALLS_LOG,
        },
        // `npm run test:deep`: the thorough profile.
        deep: {
          fuzz: { runs: 10_000 },
          invariant: { runs: 256, depth: 128, failOnRevert: false },
          fsPermissions: INVARIANT_CALLS_LOG,
        },
      },
    },
  },
  typechain: {
    outDir: 'types',
  },
});
