/**
 * The owner command that builds an allocation version (issue 33 §2, README "Allocations: the published list"):
 *
 *   npx tsx tools/allocations/build.ts --csv <eligibility.csv> --version <n> [--out <dir>]
 *       [--chain-id <id> --contract <GMChallenge> | --deployment <deployment.json>] [--replace]
 *
 * Reads the eligibility import's CSV (address + six sources in GM), builds the sharded Merkle tree of
 * (chainId, GMChallenge, version, account, amount) leaves and writes `<out>/<version>/` — manifest.json, list.csv,
 * shards/<prefix>.json, each with .gz and .br — then prints what the owner proposes on chain: root, total and listHash.
 * Needs no key and sends nothing. Default --out: ALLOCATIONS_DIR or .dev/allocations (what `npm run dev` serves);
 * default chain and contract: .dev/deployment.local.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatUnits, getAddress } from 'ethers';
import { buildAllocation } from '@gm-claim/shared/allocations/build';
import { sortRows } from '@gm-claim/shared/allocations/canonical-list';
import { parseEligibilityCsv } from '@gm-claim/shared/allocations/eligibility-csv';
import { findRepoRoot } from '@gm-claim/shared/node/repo-root';
import { readDeployment } from './read-deployment';
import { writeAllocationFiles } from './write-files';

const USAGE =
  'usage: npx tsx tools/allocations/build.ts --csv <eligibility.csv> --version <n> [--out <dir>] [--chain-id <id> --contract <GMChallenge> | --deployment <file>] [--replace]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      csv: { type: 'string' },
      version: { type: 'string' },
      out: { type: 'string' },
      'chain-id': { type: 'string' },
      contract: { type: 'string' },
      deployment: { type: 'string' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const root = findRepoRoot();
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  if (!values.csv) fail('--csv is required: the eligibility CSV (the import format)');
  if (!values.version || !/^[1-9]\d{0,8}$/.test(values.version))
    fail('--version is required: 1 for the launch list, 2… for appeals');
  let chainId: number;
  let contract: string;
  if (values['chain-id'] || values.contract) {
    if (!values['chain-id'] || !/^[1-9]\d{0,9}$/.test(values['chain-id']))
      fail('--chain-id must be a chain id (56, 97, 31337)');
    try {
      contract = getAddress(values.contract ?? '');
    } catch {
      fail(`--contract ${values.contract ?? ''} is not an address`);
    }
    chainId = Number(values['chain-id']);
  } else {
    ({ chainId, contract } = readDeployment(
      path.resolve(cwd, values.deployment ?? path.join(root, '.dev/deployment.local.json')),
    ));
  }
  const outDir = path.resolve(cwd, values.out ?? process.env['ALLOCATIONS_DIR'] ?? path.join(root, '.dev/allocations'));

  const started = performance.now();
  const parsed = parseEligibilityCsv(readFileSync(path.resolve(cwd, values.csv), 'utf8'));
  if (parsed.errorCount > 0) {
    const more =
      parsed.errorCount > parsed.errors.length ? [`  … and ${parsed.errorCount - parsed.errors.length} more`] : [];
    process.stderr.write(
      `${parsed.errorCount} bad row(s); nothing was built\n${[...parsed.errors.map((e) => `  ${e}`), ...more].join('\n')}\n`,
    );
    process.exit(1);
  }
  const build = buildAllocation(sortRows(parsed.rows), { chainId, contract, version: Number(values.version) });
  const bytes = await writeAllocationFiles(build, outDir, { replace: values.replace });
  const { manifest } = build;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      `Allocation version ${manifest.version} for GMChallenge ${manifest.contract} on chain ${manifest.chainId}`,
      `  root      ${manifest.root}`,
      `  total     ${manifest.total} wei (${formatUnits(manifest.total, 18)} GM)`,
      `  count     ${manifest.count} accounts${parsed.zeroRows ? ` (${parsed.zeroRows} rows with 0 GM left out)` : ''}`,
      `  listHash  ${manifest.listHash}`,
      `  shards    ${manifest.shardCount} (prefix length ${manifest.prefixLength})`,
      `  written   ${path.join(outDir, String(manifest.version))}: ${bytes.files} files, ${bytes.raw} bytes (${bytes.gzip} gzip, ${bytes.brotli} brotli) in ${seconds} s`,
      'Publish the folder under /allocations/ before proposing the root; anyone can check it with tools/verify/allocations.ts.',
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
