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

type OwnTestDbOptions = Pick<ProcessTestDbOptions, 'prefix' | 'migrationsDir' | 'poolSize'>;

/** A migrated database of a test file's own, used in the test's process. */
export interface OwnTestDb {
  db: Db;
  /** The scratch database's URL on PostgreSQL; undefined on the in-memory PGlite (no other process can reach it). */
  url: string | undefined;
  /** Closes the handle and, on PostgreSQL, drops the scratch database. */
  close(): Promise<void>;
}

/**
 * A database of the test file's own, migrated from `migrationsDir`: on PostgreSQL (TEST_DATABASE_URL) a scratch
 * database `<prefix>_<random>` with a pool of `poolSize`, otherwise an in-memory PGlite.
 */
export async function openOwnTestDb(options: OwnTestDbOptions): Promise<OwnTestDb> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) return openScratchTestDb(adminUrl, options);
  const db = await openDb({ migrationsDir: options.migrationsDir });
  return { db, url: undefined, close: () => db.close() };
}

/** A scratch database `<prefix>_<random>` on the server of `adminUrl`, migrated; `close()` drops it. */
async function openScratchTestDb(adminUrl: string, options: OwnTestDbOptions): Promise<ProcessTestDb> {
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
  if (adminUrl) return openScratchTestDb(adminUrl, options);
  const pglite = await PGlite.create();
  const server = await startPgliteWireServer({ db: pglite, host: '127.0.0.1', port: 0 });
  const url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
  const db = await openDb({
    url,
    poolSize: options.pglitePoolSize ?? options.poolSize,
    migrationsDir: options.migrationsDir,
  });
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
