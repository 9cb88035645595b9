// Writes src/generated/index-tables.ts from the migrations: migrates an in-memory PGlite and reads the idx_* tables
// back (src/index-schema.ts). `npm run generate -w @gm-claim/indexer`; src/index-schema.test.ts fails while it is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '@gm-claim/server/db';
import { migrationsDir } from '@gm-claim/server/paths';
import { readIndexTables, renderIndexTables } from '../src/index-schema';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/generated/index-tables.ts');
const db = await openDb({ migrationsDir: migrationsDir() });
try {
  writeFileSync(target, renderIndexTables(await readIndexTables(db)));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await db.close();
}
