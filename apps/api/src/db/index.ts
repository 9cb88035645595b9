import { migrationsDir } from '../paths';
import type { Db } from './db';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export * from './db';

export interface OpenDbOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  url?: string | undefined;
  /** PGlite data folder; in memory when absent. */
  pgliteDataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL only: false = asynchronous commit for this pool (see openPostgres). */
  synchronousCommit?: boolean;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  migrationsDir?: string;
}

/** Opens PostgreSQL (url) or PGlite and brings the schema up to date. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10, options.synchronousCommit ?? true)
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
