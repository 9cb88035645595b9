import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../src/db';

/**
 * With TEST_DATABASE_URL (an admin URL), creates this run's own database gm_test_<random>, migrates
 * it and hands its URL to the test workers; globalTeardown drops it. Without it every test file
 * opens its own in-memory PGlite.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) return;
  const name = `gm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env['API_TEST_DATABASE_URL'] = url.toString();
  process.env['API_TEST_DATABASE_NAME'] = name;
  const db = await openDb({ url: url.toString(), migrationsDir: path.join(__dirname, '../migrations') });
  await db.close();
}
