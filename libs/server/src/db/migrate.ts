import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export interface Migration {
  name: string;
  sql: string;
}

/** The .sql files of `dir`, in name order (001_…, 002_…). */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file, sql: readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, in
 * order. A transaction-scoped advisory lock (it holds through PgBouncer's transaction mode, a
 * session lock would not) keeps processes starting together from applying the same file twice; it is
 * taken before the bookkeeping table is created, because two concurrent `CREATE TABLE IF NOT EXISTS`
 * of one new table collide in PostgreSQL's catalogue (pg_type_typname_nsp_index) and one fails.
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      done.push(migration.name);
    }
    return done;
  });
}

/** Splits a migration on semicolons at line ends (migrations keep to that simple form). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

/** The migrations of `migrations` the database has not applied (readiness: the schema is current). */
export async function pendingMigrations(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const [table] = await db.query<{ found: string | null }>(`SELECT to_regclass('schema_migrations')::text AS found`);
  if (!table?.found) return migrations.map((migration) => migration.name);
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return migrations.map((migration) => migration.name).filter((name) => !applied.has(name));
}
