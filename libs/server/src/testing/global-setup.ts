import { openDb } from '../db';
import { createScratchDatabase } from '../db/scratch-database';
import { migrationsDir } from '../paths';
import { spawnChainHost } from './chain-host';

/**
 * Starts the run's chain host (chain-host.ts) without waiting for it: the test files that need a chain wait for it
 * themselves. With TEST_DATABASE_URL (an admin URL), creates this run's own database gm_test_<random>, migrates
 * it and hands its URL to the test workers; globalTeardown drops it. Without it every test file
 * opens its own in-memory PGlite.
 */
export default async function globalSetup(): Promise<void> {
  const host = await spawnChainHost();
  (globalThis as { __gmChainHost?: unknown }).__gmChainHost = host;
  process.env['API_TEST_CHAIN_HOST_URL'] = host.url;
  process.env['API_TEST_CHAIN_HOST_LOG'] = host.logFile;
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) return;
  const { name, url } = await createScratchDatabase(adminUrl, 'gm_test');
  process.env['API_TEST_DATABASE_URL'] = url;
  process.env['API_TEST_DATABASE_NAME'] = name;
  const db = await openDb({ url, migrationsDir: migrationsDir() });
  await db.close();
}
