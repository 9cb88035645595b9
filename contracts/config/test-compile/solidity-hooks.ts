import type { SolidityHooks } from 'hardhat/types/hooks';
import { FileBuildResultType, type CompilerInput } from 'hardhat/types/solidity';

/** Input source names of project files under `test/` (Hardhat prefixes the project's own files with `project/`). */
const TEST_SOURCES = 'project/test/';
/** What `npm run bench:gas` deploys and measures (BareVrfConsumer): compiled with the project's settings. */
const BENCH_SOURCES = 'project/test/bench/';

/** solc's "Contract code size is … and exceeds 24576 bytes" warning. */
const CODE_SIZE_WARNING = '5574';

function compilesTests(solcInput: CompilerInput): boolean {
  return Object.keys(solcInput.sources).some(
    (sourceName) => sourceName.startsWith(TEST_SOURCES) && !sourceName.startsWith(BENCH_SOURCES),
  );
}

export default async (): Promise<Partial<SolidityHooks>> => ({
  // A build of contracts and tests together (`hardhat build`, `hardhat test`, `hardhat run` from a clean checkout)
  // would let Hardhat merge a contract root into the tests' compilation job (same solc config), where it would be
  // compiled without the optimizer. The contracts are built first, on their own; the full build then finds them in
  // the compile cache and compiles the tests alone.
  build: async (context, rootFilePaths, givenOptions, next) => {
    // GM_SOLC_CONCURRENCY: solc jobs at once (Hardhat's default is the cores less one: one job on a 2-core machine).
    // contracts:build sets 2: the e2e journeys wait for it, and its IR-compiled GMVesting alone takes half of it.
    const concurrency = Number(process.env['GM_SOLC_CONCURRENCY']);
    const options = Number.isInteger(concurrency) && concurrency > 0 && givenOptions?.concurrency === undefined ? { ...givenOptions, concurrency } : givenOptions;
    const contractRoots: string[] = [];
    for (const root of rootFilePaths) {
      if (root.startsWith('npm:') || (await context.solidity.getScope(root)) === 'contracts') contractRoots.push(root);
    }
    if (contractRoots.length === 0 || contractRoots.length === rootFilePaths.length) {
      return next(context, rootFilePaths, options);
    }
    const contracts = await next(context, contractRoots, { ...options, cleanupArtifacts: false });
    if (!context.solidity.isSuccessfulBuildResult(contracts)) return contracts;
    if ([...contracts.values()].some(({ type }) => type === FileBuildResultType.BUILD_FAILURE)) return contracts;
    return next(context, rootFilePaths, options);
  },
  preprocessSolcInputBeforeBuilding: async (context, solcInput, next) => {
    if (!compilesTests(solcInput)) return next(context, solcInput);
    return next(context, { ...solcInput, settings: { ...solcInput.settings, optimizer: { enabled: false } } });
  },
  // Without the optimizer, the copies of GMChallenge and GMVesting a test job compiles (the tests import them for
  // their types) exceed EIP-170's limit. Those copies are never deployed (the tests deploy the artifacts) and the test
  // network does not enforce the limit, so the warning is noise there; the contracts' own build still reports it.
  getCompilationJobErrors: async (context, compilationJob, compilerOutput, next) => {
    const errors = await next(context, compilationJob, compilerOutput);
    if (!compilesTests(await compilationJob.getSolcInput())) return errors;
    return errors.filter((error) => error.errorCode !== CODE_SIZE_WARNING);
  },
});
