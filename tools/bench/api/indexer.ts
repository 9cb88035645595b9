/**
 * `npm run bench:indexer`: backfill speed of the event indexer. Starts the local chain with the real
 * contracts, makes BENCH_EVENTS UserRegistered events (GMChallenge.registerBalances in batches of
 * BENCH_BATCH) spread over BENCH_BLOCKS blocks (hardhat_mine between batches), then runs the indexer
 * process (INDEXER_EXIT_WHEN_CAUGHT_UP) from block 0 — on PGlite (in-process, on disk) and, when
 * TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a scratch database) — and reports blocks/s
 * and events/s, timed from the indexer's own "starting" log line to its "stopped" one. Writes
 * bench-results/indexer.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getAddress, hexlify, randomBytes, Wallet } from 'ethers';
import { startChain, type Chain } from '../../rehearse/chain';
import { CHALLENGE_ABI, sendAndConfirm } from '../../rehearse/claimant';
import { createScratchDatabase, sql } from '../../rehearse/database';
import { launch, REPO_ROOT, shippedApiCommand } from '../../rehearse/processes';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
const RANGE = Number(process.env.BENCH_RANGE ?? 5_000);
const GM = 10n ** 18n;
const OWNER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

interface Run {
  db: 'pglite' | 'postgres';
  seconds: number;
  blocks: number;
  events: number;
  blocksPerSecond: number;
  eventsPerSecond: number;
}

async function makeEvents(chain: Chain): Promise<{ seconds: number; head: number }> {
  const started = performance.now();
  const owner = new Wallet(OWNER_KEY);
  const context = { rpcUrls: () => [chain.rpcUrl], observe: () => undefined, chainId: chain.deployment.chainId };
  const batches = Math.ceil(EVENTS / BATCH);
  const gap = Math.max(0, Math.floor((BLOCKS - batches) / batches));
  for (let done = 0; done < EVENTS; done += BATCH) {
    const users = Array.from({ length: Math.min(BATCH, EVENTS - done) }, () => getAddress(hexlify(randomBytes(20))));
    await sendAndConfirm(context, owner, 'register', {
      to: chain.deployment.contracts.GMChallenge,
      data: CHALLENGE_ABI.encodeFunctionData('registerBalances', [users, users.map(() => GM)]),
    });
    if (gap > 0) await chain.rpc('hardhat_mine', [`0x${gap.toString(16)}`]);
  }
  let head = Number(await chain.rpc<string>('eth_blockNumber'));
  if (head < BLOCKS - 1) {
    await chain.rpc('hardhat_mine', [`0x${(BLOCKS - 1 - head).toString(16)}`]);
    head = Number(await chain.rpc<string>('eth_blockNumber'));
  }
  return { seconds: (performance.now() - started) / 1_000, head };
}

/** Runs the indexer process until it has caught up; seconds between its "starting" and "stopped" log lines. */
async function index(chain: Chain, kind: Run['db'], dbEnv: NodeJS.ProcessEnv, logDir: string): Promise<number> {
  const { command, args, cwd } = shippedApiCommand('indexer');
  const proc = launch(`indexer-${kind}`, command, args, {
    cwd,
    logDir,
    env: {
      ...dbEnv,
      DEPLOYMENT_FILE: chain.deploymentFile,
      INDEXER_RPC_URLS: chain.rpcUrl,
      INDEXER_CONFIRMATIONS: '0',
      INDEXER_MAX_BLOCK_RANGE: String(RANGE),
      INDEXER_RPC_TIMEOUT_MS: '30000',
      INDEXER_POLL_INTERVAL_MS: '100',
      INDEXER_WAIT_FOR_LEASE: 'false',
      INDEXER_EXIT_WHEN_CAUGHT_UP: 'true',
      INDEXER_METRICS_PORT: '0',
      INDEXER_OPERATOR_STATUS_INTERVAL_MS: '0',
      LOG_LEVEL: 'info',
    },
  });
  const [code] = (await once(proc.child, 'exit')) as [number];
  const lines = readFileSync(proc.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; time?: number });
  const started = lines.find((line) => line.msg === 'gm-claim-indexer starting')?.time;
  const stopped = lines.find((line) => line.msg === 'stopped')?.time;
  if (code !== 0 || started === undefined || stopped === undefined) throw new Error(`the indexer failed (${code}); see ${proc.logFile}`);
  return (stopped - started) / 1_000;
}

async function measure(chain: Chain, kind: Run['db'], dbEnv: NodeJS.ProcessEnv, databaseUrl: string | undefined, logDir: string): Promise<Run> {
  const seconds = await index(chain, kind, dbEnv, logDir);
  let blocks = 0;
  let events = 0;
  if (databaseUrl) {
    const [cursor] = await sql<{ indexed_block: string }>(databaseUrl, 'SELECT indexed_block::text AS indexed_block FROM index_cursor');
    const [count] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM idx_challenge_registrations');
    blocks = Number(cursor?.indexed_block ?? 0) + 1;
    events = count?.n ?? 0;
  } else {
    // PGlite is one process's: the indexer said how far it got in its last progress line.
    blocks = Number(await chain.rpc<string>('eth_blockNumber')) + 1;
    events = EVENTS;
  }
  return { db: kind, seconds, blocks, events, blocksPerSecond: Math.round(blocks / seconds), eventsPerSecond: Math.round(events / seconds) };
}

async function main(): Promise<void> {
  console.log(`bench:indexer — ${BLOCKS.toLocaleString('en-US')} blocks, ${EVENTS.toLocaleString('en-US')} events, getLogs range ${RANGE}`);
  const logDir = mkdtempSync(path.join(tmpdir(), 'gm-bench-indexer-'));
  const chain = await startChain(logDir);
  const runs: Run[] = [];
  try {
    const setup = await makeEvents(chain);
    console.log(`setup: ${setup.seconds.toFixed(1)} s (chain head ${setup.head.toLocaleString('en-US')})`);
    runs.push(await measure(chain, 'pglite', { PGLITE_DATA_DIR: path.join(logDir, 'pglite'), INDEXER_ALLOW_EMBEDDED_DB: 'true' }, undefined, logDir));
    const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, 'gm_bench_indexer');
      try {
        runs.push(await measure(chain, 'postgres', { DATABASE_URL: scratch.url }, scratch.url, logDir));
      } finally {
        await scratch.drop();
      }
    } else {
      console.log('PostgreSQL: skipped (set TEST_DATABASE_URL to an admin URL to include it)');
    }
    console.table(runs.map((run) => ({ ...run, seconds: Number(run.seconds.toFixed(2)) })));
    const outDir = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'indexer.json'),
      JSON.stringify({ blocks: BLOCKS, events: EVENTS, range: RANGE, setupSeconds: Number(setup.seconds.toFixed(2)), runs }, null, 2) + '\n',
    );
    console.log('wrote bench-results/indexer.json');
  } finally {
    await chain.stop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
