import pino from 'pino';
import type { Db } from '@gm-claim/server/db';
import { DatabaseUnavailableError } from '@gm-claim/server/db';
import { startIndexer } from './indexer';
import type { WriterLease } from './lease';

const OPTIONS = {
  chainId: 31337,
  startBlock: 0,
  confirmations: 0,
  maxBlockRange: 5_000,
  headerBatchSize: 50,
  challengeAddress: `0x${'1'.repeat(40)}`,
  vestingAddresses: [],
  rpcUrls: ['http://127.0.0.1:9'],
  rpcTimeoutMs: 500,
  pollIntervalMs: 50,
  leaseTtlMs: 3_000,
  waitForLease: true,
};

/** A lease held by another indexer, whose database is unreachable for the first `outage` reads. */
function leaseHeldElsewhere(outage: number): WriterLease & { reads: number } {
  const lease = {
    holder: 'standby',
    reads: 0,
    async tryAcquire() {
      lease.reads += 1;
      if (lease.reads <= outage) throw new DatabaseUnavailableError('unreachable', 'query_wait_timeout');
      return { acquired: false, holder: 'writer', expiresAt: new Date(Date.now() + 200) };
    },
    async assertHeld() {
      throw new Error('a standby never writes');
    },
    async release() {
      // nothing held
    },
  };
  return lease;
}

describe('indexer standby', () => {
  it('the database unreachable while it waits for the lease – keeps waiting as the standby instead of exiting', async () => {
    const lease = leaseHeldElsewhere(3);
    const indexer = startIndexer({ db: {} as Db, options: OPTIONS, logger: pino({ level: 'silent' }), lease });
    let settled = false;
    void indexer.done.then(() => (settled = true), () => (settled = true));
    const deadline = Date.now() + 10_000;
    while (indexer.status().role !== 'standby' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(indexer.status().role).toBe('standby');
    expect(lease.reads).toBeGreaterThan(3);
    expect(settled).toBe(false);
    await indexer.stop();
    await expect(indexer.done).resolves.toBeUndefined();
  });

  it('another database error while it waits – is fatal, as before', async () => {
    const lease = leaseHeldElsewhere(0);
    lease.tryAcquire = async () => {
      throw new Error('relation "index_writer_lease" does not exist');
    };
    const indexer = startIndexer({ db: {} as Db, options: OPTIONS, logger: pino({ level: 'silent' }), lease });
    await expect(indexer.done).rejects.toThrow(/does not exist/);
  });
});
