/**
 * The event index for the API's tests: a database of the test file's own that the indexer program (apps/indexer,
 * started as its own process exactly as `npm run indexer` starts it) fills from a test chain. The API never imports the
 * indexer: the two programs meet only in the database, here as in production.
 */
import { spawn } from 'node:child_process';
import { findRepoRoot, migrationsDir } from '@gm-claim/server/paths';
import { deploymentEnv, type TestChain } from '@gm-claim/server/testing/chain';
import { openProcessTestDb, type ProcessTestDb } from '@gm-claim/server/testing/process-db';
import { apiEntryCommand } from '@gm-claim/shared/node/api-entry';

export type IndexTestDb = ProcessTestDb;

/**
 * A database of the test file's own, reachable by the indexer process: on PostgreSQL (TEST_DATABASE_URL) a scratch
 * database, since the index has one cursor and one writer lease per database; otherwise an in-memory PGlite behind
 * a wire server.
 */
export function openIndexTestDb(): Promise<IndexTestDb> {
  return openProcessTestDb({ prefix: 'gm_index_test', migrationsDir: migrationsDir(), poolSize: 5 });
}

/** Runs the indexer program over `chain` into `store` until it has caught up with the chain's head (it then exits 0). */
export async function indexChain(chain: TestChain, store: IndexTestDb, env: Record<string, string> = {}): Promise<void> {
  const { command, args, cwd } = apiEntryCommand(findRepoRoot(), 'indexer');
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: store.url,
      ...deploymentEnv(chain),
      INDEXER_RPC_URLS: chain.rpcUrl,
      INDEXER_CONFIRMATIONS: '0',
      INDEXER_MAX_BLOCK_RANGE: '5000',
      INDEXER_HEADER_BATCH_SIZE: '50',
      INDEXER_RPC_TIMEOUT_MS: '5000',
      INDEXER_POLL_INTERVAL_MS: '50',
      INDEXER_LEASE_TTL_MS: '5000',
      INDEXER_WAIT_FOR_LEASE: 'false',
      INDEXER_EXIT_WHEN_CAUGHT_UP: 'true',
      INDEXER_METRICS_PORT: '0',
      INDEXER_OPERATOR_STATUS_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A failing step is logged at warn or above; the indexer would retry it, but a test fails at once (no silent retries).
  const failed = new Promise<never>((_, reject) => {
    child.stdout.on('data', () => {
      if (/"level":(4|5|6)\d/.test(output)) {
        child.kill('SIGKILL');
        reject(new Error(`the indexer reported a failure:\n${output.slice(-4_000)}`));
      }
    });
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the indexer exited with ${code ?? signal}:\n${output.slice(-4_000)}`)),
    );
  });
  await Promise.race([exited, failed]);
}

/** The node's head, asked directly (the ethers provider caches it). */
export async function chainHead(chain: TestChain): Promise<number> {
  return Number(await chain.rpc<string>('eth_blockNumber'));
}
