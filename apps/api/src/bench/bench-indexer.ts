/**
 * `npm run bench:indexer`: backfill speed of the event indexer. Starts a local chain with the real
 * contracts, makes BENCH_EVENTS UserRegistered events (GMChallenge.registerBalances in batches of
 * BENCH_BATCH) spread over BENCH_BLOCKS blocks (hardhat_mine between batches), then indexes the whole
 * chain from block 0 — on PGlite (in-process, on disk) and, when TEST_DATABASE_URL or DATABASE_URL is
 * set, on PostgreSQL (a scratch database) — and reports blocks/s and events/s. Writes
 * bench-results/indexer.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getAddress, hexlify, randomBytes } from 'ethers';
import pino from 'pino';
import { chainActions, GM, startTestChain, type TestChain } from '../../test/chain';
import { openDb, type Db } from '../db';
import { createScratchDatabase, dropScratchDatabase } from '../db/scratch-database';
import { startIndexer } from '../indexer/indexer';
import { findRepoRoot, migrationsDir } from '../paths';

const BLOCKS = Number(process.env['BENCH_BLOCKS'] ?? 1_000_000);
const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 10_000);
const BATCH = Number(process.env['BENCH_BATCH'] ?? 100);
const RANGE = Number(process.env['BENCH_RANGE'] ?? 5_000);

interface Run {
  db: 'pglite' | 'postgres';
  seconds: number;
  blocks: number;
  events: number;
  blocksPerSecond: number;
  eventsPerSecond: number;
}

async function makeEvents(chain: TestChain): Promise<{ seconds: number; head: number }> {
  const started = performance.now();
  const actions = chainActions(chain);
  const batches = Math.ceil(EVENTS / BATCH);
  const gap = Math.max(0, Math.floor((BLOCKS - batches) / batches));
  for (let done = 0; done < EVENTS; done += BATCH) {
    const users = Array.from({ length: Math.min(BATCH, EVENTS - done) }, () => getAddress(hexlify(randomBytes(20))));
    await actions.register(users, GM);
    if (gap > 0) await chain.rpc('hardhat_mine', [`0x${gap.toString(16)}`]);
  }
  let head = Number(await chain.rpc<string>('eth_blockNumber'));
  if (head < BLOCKS - 1) {
    await chain.rpc('hardhat_mine', [`0x${(BLOCKS - 1 - head).toString(16)}`]);
    head = Number(await chain.rpc<string>('eth_blockNumber'));
  }
  return { seconds: (performance.now() - started) / 1_000, head };
}

async function index(chain: TestChain, db: Db, kind: Run['db']): Promise<Run> {
  const { contracts, chainId } = chain.deployment;
  const started = performance.now();
  const indexer = startIndexer({
    db,
    logger: pino({ level: 'warn' }),
    options: {
      chainId,
      startBlock: 0,
      confirmations: 0,
      maxBlockRange: RANGE,
      headerBatchSize: 50,
      challengeAddress: contracts.GMChallenge,
      vestingAddresses: Object.values(contracts.GMVesting),
      rpcUrls: [chain.rpcUrl],
      rpcTimeoutMs: 30_000,
      pollIntervalMs: 100,
      leaseTtlMs: 30_000,
      waitForLease: false,
      exitWhenCaughtUp: true,
    },
  });
  await indexer.done;
  const seconds = (performance.now() - started) / 1_000;
  const [cursor] = await db.query<{ indexed_block: string }>('SELECT indexed_block::text AS indexed_block FROM index_cursor');
  const [events] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM idx_challenge_registrations');
  const blocks = Number(cursor?.indexed_block ?? 0) + 1;
  const count = events?.n ?? 0;
  return { db: kind, seconds, blocks, events: count, blocksPerSecond: Math.round(blocks / seconds), eventsPerSecond: Math.round(count / seconds) };
}

async function main(): Promise<void> {
  console.log(`bench:indexer — ${BLOCKS.toLocaleString('en-US')} blocks, ${EVENTS.toLocaleString('en-US')} events, getLogs range ${RANGE}`);
  const chain = await startTestChain();
  const runs: Run[] = [];
  const scratchDir = mkdtempSync(path.join(tmpdir(), 'gm-bench-indexer-'));
  try {
    const setup = await makeEvents(chain);
    console.log(`setup: ${setup.seconds.toFixed(1)} s (chain head ${setup.head.toLocaleString('en-US')})`);

    const pglite = await openDb({ pgliteDataDir: path.join(scratchDir, 'pglite'), migrationsDir: migrationsDir() });
    try {
      runs.push(await index(chain, pglite, 'pglite'));
    } finally {
      await pglite.close();
    }
    const adminUrl = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, 'gm_bench_indexer');
      const postgres = await openDb({ url: scratch.url, poolSize: 3, migrationsDir: migrationsDir() });
      try {
        runs.push(await index(chain, postgres, 'postgres'));
      } finally {
        await postgres.close();
        await dropScratchDatabase(adminUrl, scratch.name);
      }
    } else {
      console.log('PostgreSQL: skipped (set TEST_DATABASE_URL to an admin URL to include it)');
    }
    console.table(runs.map((run) => ({ ...run, seconds: Number(run.seconds.toFixed(2)) })));
    const outDir = path.join(findRepoRoot(), 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'indexer.json'),
      JSON.stringify({ blocks: BLOCKS, events: EVENTS, range: RANGE, setupSeconds: Number(setup.seconds.toFixed(2)), runs }, null, 2) + '\n',
    );
    console.log('wrote bench-results/indexer.json');
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
    await chain.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
