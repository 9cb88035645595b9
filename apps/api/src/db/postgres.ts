import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { assertIdentifier, type Db, type Queryable, type SqlParam } from './db';

// NUMERIC(78,0) amounts and BIGINT stay strings; timestamps stay Date objects (pg default).
function normalise(params: readonly SqlParam[] | undefined): unknown[] | undefined {
  return params?.map((value) => (typeof value === 'bigint' ? value.toString() : value));
}

class PgQueryable implements Queryable {
  constructor(readonly raw: pg.Pool | pg.PoolClient) {}

  async query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    const result = await this.raw.query(sql, normalise(params));
    return result.rows as Row[];
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly root: PgQueryable;

  constructor(private readonly pool: pg.Pool) {
    this.root = new PgQueryable(pool);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    return this.root.query<Row>(sql, params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(new PgQueryable(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async copyCsv(table: string, columns: readonly string[], chunks: AsyncIterable<string>, tx?: Queryable): Promise<number> {
    const sql = `COPY ${assertIdentifier(table)} (${columns.map(assertIdentifier).join(', ')}) FROM STDIN WITH (FORMAT csv)`;
    const inTransaction = tx instanceof PgQueryable && !(tx.raw instanceof pg.Pool) ? (tx.raw as pg.PoolClient) : undefined;
    const owned = inTransaction ? undefined : await this.pool.connect();
    const client = inTransaction ?? (owned as pg.PoolClient);
    try {
      const stream = client.query(copyFrom(sql));
      await pipeline(Readable.from(chunks), stream);
      return stream.rowCount ?? 0;
    } finally {
      owned?.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export async function openPostgres(url: string, poolSize: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = new PostgresDb(pool);
  await db.query('SELECT 1');
  return db;
}
