/**
 * The rehearsal's and the multi-instance tests' own PostgreSQL database on the server of an admin URL
 * (TEST_DATABASE_URL / DATABASE_URL), created empty and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** postgres://…/<name> on the admin URL's server. */
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The admin URL of the PostgreSQL server to use, or a clear error naming the variable. */
export function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'This needs a PostgreSQL server: set TEST_DATABASE_URL to an admin URL, e.g. postgres://postgres@127.0.0.1:5432/postgres (.ci/run does when one answers on 127.0.0.1:5432).',
    );
  }
  return url;
}

export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** Runs one statement on `url` (setup and the end-of-run proofs read the database directly). */
export async function sql<Row extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  return asAdmin(url, async (client) => (await client.query<Row>(text, values)).rows);
}
