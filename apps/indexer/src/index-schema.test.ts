import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDb, type Db } from '@gm-claim/server/db';
import { migrationsDir } from '@gm-claim/server/paths';
import { readIndexTables, renderIndexTables } from './index-schema';

let db: Db;

beforeAll(async () => {
  db = await openDb({ migrationsDir: migrationsDir() });
}, 60_000);

afterAll(async () => {
  await db.close();
});

describe('the index tables', () => {
  it('generated/index-tables.ts – is what the migrations declare (run `npm run generate -w @gm-claim/indexer` after a migration)', async () => {
    const generated = readFileSync(path.join(__dirname, 'generated/index-tables.ts'), 'utf8');
    expect(generated).toBe(renderIndexTables(await readIndexTables(db)));
  });
});
