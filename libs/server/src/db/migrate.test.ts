import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../paths';
import type { Db } from './db';
import { openDb } from './index';
import { migrate, pendingMigrations, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

const adminUrl = process.env['TEST_DATABASE_URL'];

describe('migrate', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gm-migrate-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('migrate – a fresh database – applies every file in name order once, and a second run applies nothing', async () => {
    writeFileSync(path.join(dir, '002_b.sql'), 'INSERT INTO t (v) VALUES (2);\n');
    writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE t (v INT);\nINSERT INTO t (v) VALUES (1);\n');
    const db = await openPglite(undefined);
    try {
      await expect(migrate(db, readMigrations(dir))).resolves.toEqual(['001_a.sql', '002_b.sql']);
      await expect(migrate(db, readMigrations(dir))).resolves.toEqual([]);
      await expect(db.query('SELECT v FROM t ORDER BY v')).resolves.toEqual([{ v: 1 }, { v: 2 }]);
      await expect(pendingMigrations(db, readMigrations(dir))).resolves.toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('migrate – a file that fails – applies nothing of it and records nothing, so the next start tries again', async () => {
    writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE t (v INT);\nINSERT INTO nowhere VALUES (1);\n');
    const db = await openPglite(undefined);
    try {
      await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/nowhere/);
      await expect(pendingMigrations(db, readMigrations(dir))).resolves.toEqual(['001_a.sql']);
      await expect(db.query(`SELECT to_regclass('t') AS t`)).resolves.toEqual([{ t: null }]);
    } finally {
      await db.close();
    }
  });

  // Several API instances (and the indexer) start at once on one new database: each must come up
  // with the schema applied once, none may fail on the other's CREATE TABLE.
  (adminUrl ? it : it.skip)(
    'openDb – six processes start at once on a fresh PostgreSQL database – every one starts, the schema is applied once',
    async () => {
      for (let round = 0; round < 3; round++) {
        const scratch = await createScratchDatabase(adminUrl as string, 'gm_migrate');
        const dbs: Db[] = [];
        try {
          const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openDb({ url: scratch.url, poolSize: 2 })));
          for (const outcome of opened) if (outcome.status === 'fulfilled') dbs.push(outcome.value);
          expect(opened.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason))).toEqual([]);
          const check = await openPostgres(scratch.url, { poolSize: 1, synchronousCommit: true, probe: true });
          try {
            const rows = await check.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations');
            expect(Number(rows[0]?.n)).toBe(readMigrations(migrationsDir()).length);
          } finally {
            await check.close();
          }
        } finally {
          await Promise.all(dbs.map((db) => db.close()));
          await dropScratchDatabase(adminUrl as string, scratch.name);
        }
      }
    },
    60_000,
  );
});
