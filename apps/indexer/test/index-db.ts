import pino from 'pino';
import { openDb, type Db } from '@gm-claim/server/db';
import { INDEX_TABLE_NAMES } from '../src/events';
import type { IndexerHandle, IndexerOptions } from '../src/indexer';
import { migrationsDir } from '@gm-claim/server/paths';
import type { TestChain } from '@gm-claim/server/testing/chain';
import { openOwnTestDb } from '@gm-claim/server/testing/process-db';

export interface IndexTestDb {
  db: Db;
  /** Another connection to the same database (PostgreSQL), or the same handle (in-memory PGlite). */
  openAnother(): Promise<Db>;
  close(): Promise<void>;
}

/**
 * A database of the test file's own: on PostgreSQL (TEST_DATABASE_URL) a scratch database, since
 * the index has one cursor and one writer lease per database; otherwise an in-memory PGlite.
 */
export async function openIndexTestDb(): Promise<IndexTestDb> {
  const own = await openOwnTestDb({ prefix: 'gm_index_test', migrationsDir: migrationsDir(), poolSize: 5 });
  const url = own.url;
  if (url === undefined) return { db: own.db, openAnother: async () => own.db, close: own.close };
  const others: Db[] = [];
  return {
    db: own.db,
    openAnother: async () => {
      const other = await openDb({ url, poolSize: 3, migrate: false });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close().catch(() => undefined);
      await own.close();
    },
  };
}

/** Empties the index (cursor, blocks, rows, lease), as a fresh database would be. */
export async function resetIndex(db: Db): Promise<void> {
  for (const table of [...INDEX_TABLE_NAMES, 'index_blocks', 'index_cursor', 'index_writer_lease'])
    await db.query(`DELETE FROM ${table}`);
}

export function indexerOptions(chain: TestChain, overrides: Partial<IndexerOptions> = {}): IndexerOptions {
  const { contracts, chainId } = chain.deployment;
  return {
    chainId,
    startBlock: 0,
    confirmations: 0,
    maxBlockRange: 5_000,
    headerBatchSize: 50,
    challengeAddress: contracts.GMChallenge,
    vestingAddresses: Object.values(contracts.GMVesting),
    rpcUrls: [chain.rpcUrl],
    rpcTimeoutMs: 5_000,
    pollIntervalMs: 50,
    leaseTtlMs: 5_000,
    waitForLease: false,
    exitWhenCaughtUp: true,
    ...overrides,
  };
}

export const quietLogger = pino({ level: 'silent' });

export async function count(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

export async function indexedBlock(db: Db): Promise<number | null> {
  const [row] = await db.query<{ indexed_block: string | null }>(
    'SELECT indexed_block::text AS indexed_block FROM index_cursor WHERE id = 1',
  );
  return row?.indexed_block === null || row?.indexed_block === undefined ? null : Number(row.indexed_block);
}

/** Waits for an indexer started with exitWhenCaughtUp; a failing step fails the test at once (no silent retries). */
export async function untilCaughtUp(indexer: IndexerHandle): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const { consecutiveFailures, lastError } = indexer.status();
      if (consecutiveFailures > 0) {
        void indexer.stop();
        reject(new Error(`an indexing step failed: ${lastError}`));
      }
    }, 20);
  });
  try {
    await Promise.race([indexer.done, failed]);
  } finally {
    clearInterval(timer);
  }
}

/** The node's head, asked directly (the ethers provider caches it). */
export async function chainHead(chain: TestChain): Promise<number> {
  return Number(await chain.rpc<string>('eth_blockNumber'));
}
