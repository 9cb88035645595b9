import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { assertIdentifier, type Db, type Queryable, type SqlParam } from './db';

function normalise(params: readonly SqlParam[] | undefined): unknown[] | undefined {
  return params?.map((value) => (typeof value === 'bigint' ? value.toString() : value));
}

/** A Queryable that remembers the PGlite handle it runs on (COPY inside a transaction needs it). */
class PgliteQueryable implements Queryable {
  constructor(readonly raw: PGlite | Transaction) {}

  async query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    const result = await this.raw.query<Row>(sql, normalise(params));
    return result.rows;
  }
}

function wrap(target: PGlite | Transaction): PgliteQueryable {
  return new PgliteQueryable(target);
}

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private readonly root: Queryable;

  constructor(private readonly pg: PGlite) {
    this.root = wrap(pg);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    return this.root.query<Row>(sql, params);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => work(wrap(tx)));
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  async copyCsv(table: string, columns: readonly string[], chunks: AsyncIterable<string>, tx?: Queryable): Promise<number> {
    // PGlite reads COPY input from a Blob mounted at /dev/blob: gather the chunks, then one COPY.
    const parts: string[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    const sql = `COPY ${assertIdentifier(table)} (${columns.map(assertIdentifier).join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`;
    const blob = new Blob(parts, { type: 'text/csv' });
    const runner = tx instanceof PgliteQueryable ? tx.raw : this.pg;
    const result = await runner.query(sql, [], { blob });
    return result.affectedRows ?? 0;
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

/**
 * Opens the embedded database: on disk under `dataDir` (created on first run), or in memory when
 * `dataDir` is undefined (tests).
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return new PgliteDb(pg);
}
