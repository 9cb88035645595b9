/**
 * `npm run db -w @gm-claim/api`: the development database server. Embedded PGlite is single-process,
 * but the API and the indexer are two processes that must share one database: this process opens
 * the PGlite data folder, applies the migrations and serves it over the PostgreSQL wire protocol
 * (src/db/pglite-wire-server.ts), so both connect with DATABASE_URL=postgres://postgres@HOST:PORT/postgres.
 * Development only: production runs PostgreSQL.
 *
 * Environment: PGLITE_DATA_DIR (default .data/pglite), PGLITE_SERVER_HOST (127.0.0.1),
 * PGLITE_SERVER_PORT (5433).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDb } from '@gm-claim/server/db';
import { startPgliteWireServer } from '@gm-claim/server/db/pglite-wire-server';
import { findRepoRoot, migrationsDir } from '@gm-claim/server/paths';

async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  const dataDir = path.resolve(repoRoot, process.env['PGLITE_DATA_DIR'] || '.data/pglite');
  const host = process.env['PGLITE_SERVER_HOST'] || '127.0.0.1';
  const port = Number(process.env['PGLITE_SERVER_PORT'] || 5433);
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const server = await startPgliteWireServer({ db: pglite, host, port });
  const url = `postgres://postgres@${host}:${port}/postgres`;
  // Migrate through the server, as every client will see the schema.
  const db = await openDb({ url, poolSize: 1, migrationsDir: migrationsDir(repoRoot) });
  await db.close();
  console.log(`[db] PGlite ${dataDir} served at ${url} (DATABASE_URL for the API and the indexer)`);

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await pglite.close();
    console.log('[db] stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`[db] ${(error as Error).message}`);
  process.exit(1);
});
