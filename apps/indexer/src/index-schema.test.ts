import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openIndexTestDb, type IndexTestDb } from '../test/index-db';
import { readIndexTables, renderIndexTables } from './index-schema';

// The migrated tables of a database of this file's own: a scratch database on PostgreSQL (TEST_DATABASE_URL), else an
// in-memory PGlite.
let testDb: IndexTestDb;

beforeAll(async () => {
  testDb = await openIndexTestDb();
}, 60_000);

afterAll(async () => {
  await testDb.close();
});

describe('the index tables', () => {
  it('generated/index-tables.ts – is what the migrations declare (run `npm run generate -w @gm-claim/indexer` after a migration)', async () => {
    const generated = readFileSync(path.join(__dirname, 'generated/index-tables.ts'), 'utf8');
    expect(generated).toBe(renderIndexTables(await readIndexTables(testDb.db)));
  });
});
