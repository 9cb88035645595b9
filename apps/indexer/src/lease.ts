import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '@gm-claim/server/db';

/** Another indexer holds the writer lease (or took it over from this one). */
export class LeaseHeldError extends Error {
  override readonly name = 'LeaseHeldError';

  constructor(
    readonly holder: string,
    readonly expiresAt: Date,
  ) {
    super(`another indexer (${holder}) holds the writer lease until ${expiresAt.toISOString()}`);
  }
}

export interface LeaseState {
  acquired: boolean;
  holder: string;
  expiresAt: Date;
}

export interface WriterLease {
  readonly holder: string;
  /** Takes the lease when it is free or expired, or extends it when this process holds it. */
  tryAcquire(): Promise<LeaseState>;
  /**
   * Inside a write transaction: locks the lease row and throws LeaseHeldError unless this process
   * still holds an unexpired lease (fencing: a stalled indexer whose lease expired cannot write).
   */
  assertHeld(tx: Queryable): Promise<void>;
  /** Gives the lease up (graceful shutdown), so a standby takes over at once. */
  release(): Promise<void>;
}

/** `<host>:<pid>:<random>`: unique per process, readable in the "who holds it" message. */
export function leaseHolderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * The single-writer lease of the indexer. A row rather than a PostgreSQL advisory lock: advisory
 * locks belong to a session, and the dev stack's PGlite server multiplexes every client onto one
 * session, where a second indexer would "get" the same lock. The row works on PostgreSQL, PGlite and
 * the PGlite server alike and fences writes. A crashed holder is replaced once its lease expires.
 */
export function createWriterLease(db: Db, ttlMs: number, holder: string = leaseHolderId()): WriterLease {
  return {
    holder,

    async tryAcquire() {
      const rows = await db.query<{ holder: string; expires_at: Date }>(
        `INSERT INTO index_writer_lease (id, holder, acquired_at, expires_at)
         VALUES (1, $1, now(), now() + $2::double precision * interval '1 millisecond')
         ON CONFLICT (id) DO UPDATE SET
           holder = EXCLUDED.holder,
           acquired_at = CASE WHEN index_writer_lease.holder = EXCLUDED.holder THEN index_writer_lease.acquired_at ELSE now() END,
           expires_at = EXCLUDED.expires_at
         WHERE index_writer_lease.holder = EXCLUDED.holder OR index_writer_lease.expires_at < now()
         RETURNING holder, expires_at`,
        [holder, ttlMs],
      );
      const mine = rows[0];
      if (mine) return { acquired: true, holder, expiresAt: new Date(mine.expires_at) };
      const [current] = await db.query<{ holder: string; expires_at: Date }>('SELECT holder, expires_at FROM index_writer_lease WHERE id = 1');
      return { acquired: false, holder: current?.holder ?? 'unknown', expiresAt: new Date(current?.expires_at ?? Date.now()) };
    },

    async assertHeld(tx) {
      const [row] = await tx.query<{ holder: string; expires_at: Date; valid: boolean }>(
        'SELECT holder, expires_at, expires_at > now() AS valid FROM index_writer_lease WHERE id = 1 FOR UPDATE',
      );
      if (!row || row.holder !== holder || !row.valid) {
        throw new LeaseHeldError(row?.holder ?? 'nobody', new Date(row?.expires_at ?? Date.now()));
      }
    },

    async release() {
      await db.query('DELETE FROM index_writer_lease WHERE id = 1 AND holder = $1', [holder]);
    },
  };
}
