/**
 * `npm run bench:allocations`: a 1,000,000-row eligibility CSV (random checksummed addresses, amounts of 1–50,000 GM,
 * a quarter with 18 random decimals) parsed, built, sharded and written exactly as the owner command does
 * (tools/allocations/build.ts). Prints the seconds and peak RSS against the budget (≤ 60 s, ≤ 2 GB), the bytes
 * published, the largest shard raw and gzipped, and what a claimant's lookup costs (manifest + shard: 2 requests,
 * budget ≤ 16 KB gzipped). Writes bench-results/allocations.json. ROWS=<n> for another size.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getAddress } from 'ethers';
import { buildAllocation } from '@gm-claim/shared/allocations/build';
import { sortRows } from '@gm-claim/shared/allocations/canonical-list';
import { parseEligibilityCsv } from '@gm-claim/shared/allocations/eligibility-csv';
import { allocationShardSchema, manifestPath, shardPath } from '@gm-claim/shared/allocations/files';
import { proveAllocation } from '@gm-claim/shared/allocations/prove';
import { shardPrefix } from '@gm-claim/shared/allocations/shards';
import { findRepoRoot } from '@gm-claim/shared/node/repo-root';
import { writeAllocationFiles } from '../allocations/write-files';

const ROWS = Number(process.env['ROWS'] ?? 1_000_000);
const BUDGET = { seconds: 60, rssBytes: 2 * 1024 ** 3, lookupGzipBytes: 16 * 1024 };
const CHAIN = { chainId: 56, contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', version: 1 };

function syntheticCsv(rows: number): string {
  const addresses = randomBytes(20 * rows);
  const amounts = randomBytes(12 * rows);
  const lines = ['address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop'];
  for (let i = 0; i < rows; i++) {
    const address = getAddress(`0x${addresses.toString('hex', 20 * i, 20 * i + 20)}`);
    const whole = 1 + (amounts.readUInt32BE(12 * i) % 50_000);
    const decimals = i % 4 === 0 ? `.${amounts.readBigUInt64BE(12 * i + 4) % 10n ** 18n}`.padEnd(19, '0') : '';
    lines.push(`${address},${whole}${decimals},0,0,0,0,0`);
  }
  return `${lines.join('\n')}\n`;
}

const mb = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean): string => (ok ? '✓' : '✗');

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gm-allocations-bench-'));
  try {
    const generated = performance.now();
    const csvFile = path.join(dir, 'eligibility.csv');
    writeFileSync(csvFile, syntheticCsv(ROWS));
    const generateSeconds = (performance.now() - generated) / 1000;

    // What the owner command does, timed from reading the CSV to the last file written.
    const started = performance.now();
    const parsed = parseEligibilityCsv(readFileSync(csvFile, 'utf8'));
    if (parsed.errorCount > 0) throw new Error(parsed.errors.join('\n'));
    const build = buildAllocation(sortRows(parsed.rows), CHAIN);
    const builtSeconds = (performance.now() - started) / 1000;
    const out = path.join(dir, 'allocations');
    const written = await writeAllocationFiles(build, out);
    const seconds = (performance.now() - started) / 1000;
    const peakRss = process.resourceUsage().maxRSS * 1024;

    const shardsDir = path.join(out, '1', 'shards');
    let largest = { name: '', raw: 0, gzip: 0 };
    for (const name of readdirSync(shardsDir).filter((file) => file.endsWith('.json'))) {
      const raw = statSync(path.join(shardsDir, name)).size;
      if (raw > largest.raw) largest = { name, raw, gzip: statSync(path.join(shardsDir, `${name}.gz`)).size };
    }
    // A claimant's lookup: the manifest and the account's shard (gzip, as a browser receives them), then the proof.
    const account = parsed.rows[Math.floor(parsed.rows.length / 2)]?.address as string;
    const shardFile = path.join(out, shardPath(1, shardPrefix(account, build.manifest.prefixLength)));
    const lookupGzip = statSync(path.join(out, `${manifestPath(1)}.gz`)).size + statSync(`${shardFile}.gz`).size;
    const provedAt = performance.now();
    const proof = proveAllocation(
      build.manifest,
      allocationShardSchema.parse(JSON.parse(readFileSync(shardFile, 'utf8'))),
      account,
    );
    const proveMs = performance.now() - provedAt;

    const report = {
      rows: ROWS,
      accounts: build.manifest.count,
      prefixLength: build.manifest.prefixLength,
      shards: build.manifest.shardCount,
      generateSeconds: Number(generateSeconds.toFixed(1)),
      buildSeconds: Number(builtSeconds.toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
      peakRssBytes: peakRss,
      files: written.files,
      publishedBytes: { raw: written.raw, gzip: written.gzip, brotli: written.brotli },
      largestShard: largest,
      lookup: {
        requests: 2,
        gzipBytes: lookupGzip,
        proofHashes: proof?.proof.length ?? 0,
        proveMs: Number(proveMs.toFixed(1)),
      },
    };
    process.stdout.write(
      [
        `bench:allocations — ${ROWS.toLocaleString('en-US')} rows → ${report.shards} shards (prefix length ${report.prefixLength})`,
        `  ${mark(seconds <= BUDGET.seconds)} time       ${report.seconds} s parse + build + write (build alone ${report.buildSeconds} s; budget ≤ ${BUDGET.seconds} s; generating the CSV took ${report.generateSeconds} s more)`,
        `  ${mark(peakRss <= BUDGET.rssBytes)} peak RSS   ${mb(peakRss)} (budget ≤ 2 GB)`,
        `    published  ${written.files} files: ${mb(written.raw)} raw + ${mb(written.gzip)} .gz + ${mb(written.brotli)} .br = ${mb(written.raw + written.gzip + written.brotli)}`,
        `    largest shard ${largest.name}: ${kb(largest.raw)} raw, ${kb(largest.gzip)} gzip`,
        `  ${mark(lookupGzip <= BUDGET.lookupGzipBytes && proof !== null)} lookup     2 requests, ${kb(lookupGzip)} gzip (budget ≤ 16 KB); proof of ${report.lookup.proofHashes} hashes rebuilt in ${report.lookup.proveMs} ms`,
      ].join('\n') + '\n',
    );
    const results = path.join(findRepoRoot(), 'bench-results');
    mkdirSync(results, { recursive: true });
    writeFileSync(path.join(results, 'allocations.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (seconds > BUDGET.seconds || peakRss > BUDGET.rssBytes || lookupGzip > BUDGET.lookupGzipBytes || proof === null)
      process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:allocations failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
