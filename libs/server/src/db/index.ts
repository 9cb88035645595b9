import { migrationsDir } from '../paths';
import type { Db } from './db';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres, type DbTimeouts } from './postgres';

export * from './db';
export type { DbTimeouts } from './postgres';
export { classifyDbError, DatabaseUnavailableError, type DbFaultKind } from './unavailable';

export interface OpenDbOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  url?: string | undefined;
  /** PGlite data folder; in memory when absent. */
  pgliteDataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL only: false = asynchronous commit for this pool (see openPostgres). */
  synchronousCommit?: boolean;
  /** PostgreSQL only: connect / statement bounds (the server sets them; CLIs leave them off). */
  timeouts?: DbTimeouts | undefined;
  /** PostgreSQL only: check the server answers before returning (default true). */
  probe?: boolean;
  /** PostgreSQL only: named prepared statements (default true; see openPostgres). */
  namedStatements?: boolean;
  /** PostgreSQL only: `url` is a PgBouncer in transaction mode (see openPostgres). */
  pgbouncer?: boolean;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  migrationsDir?: string;
}

/** Opens PostgreSQL (url) or PGlite and brings the schema up to date. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.url
    ? await openPostgres(options.url, {
        poolSize: options.poolSize ?? 10,
        synchronousCommit: options.synchronousCommit ?? true,
        timeouts: options.timeouts,
        probe: options.probe ?? true,
        ...(options.namedStatements === undefined ? {} : { namedStatements: options.namedStatements }),
        ...(options.pgbouncer ? { pgbouncer: true } : {}),
      })
    : await openPglite(options.pgliteDataDir);
  if (options.migrate !== false) {
    try {
      await migrate(db, readMigrations(options.migrationsDir ?? migrationsDir()));
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}
