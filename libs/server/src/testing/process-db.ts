import { PGlite } from '@electric-sql/pglite';
import { openDb, type Db } from '../db';
import { startPgliteWireServer } from '../db/pglite-wire-server';
import { createScratchDatabase, dropScratchDatabase } from '../db/scratch-database';

export interface ProcessTestDb {
  db: Db;
  /** The database's URL, for the program under test (another process). */
  url: string;
  close(): Promise<void>;
}

export interface ProcessTestDbOptions {
  /** The scratch database's name prefix on PostgreSQL. */
  prefix: string;
  migrationsDir: string;
  /** The test's own pool: on the scratch database, and (unless `pglitePoolSize`) on the PGlite wire server. */
  poolSize: number;
  pglitePoolSize?: number;
}

/**
 * A database of the test file's own that a program started as another process reaches over TCP, migrated from
 * `migrationsDir`: on PostgreSQL (TEST_DATABASE_URL) a scratch database, otherwise an in-memory PGlite behind a wire
 * server.
 */
export async function openProcessTestDb(options: ProcessTestDbOptions): Promise<ProcessTestDb> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, options.prefix);
    const db = await openDb({ url: scratch.url, poolSize: options.poolSize, migrationsDir: options.migrationsDir });
    return {
      db,
      url: scratch.url,
      close: async () => {
        await db.close();
        await dropScratchDatabase(adminUrl, scratch.name);
      },
    };
  }
  const pglite = await PGlite.create();
  const server = await startPgliteWireServer({ db: pglite, host: '127.0.0.1', port: 0 });
  const url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
  const db = await openDb({ url, poolSize: options.pglitePoolSize ?? options.poolSize, migrationsDir: options.migrationsDir });
  return {
    db,
    url,
    close: async () => {
      await db.close();
      await server.close();
      await pglite.close();
    },
  };
}
