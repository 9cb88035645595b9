import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { assertIdentifier, type Db, type Queryable, type SqlParam } from './db';

// NUMERIC(78,0) amounts and BIGINT stay strings; timestamps stay Date objects (pg default).
function normalise(params: readonly SqlParam[] | undefined): unknown[] | undefined {
  return params?.map((value) => (typeof value === 'bigint' ? value.toString() : value));
}

/**
 * Parameterised statements run as named prepared statements: each connection parses and plans a
 * statement once, then only binds and executes it (the hot paths repeat a handful of statements).
 */
const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

class PgQueryable implements Queryable {
  constructor(
    readonly raw: pg.Pool | pg.PoolClient,
    private readonly named: () => boolean,
  ) {}

  async query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    const result =
      params && params.length > 0
        ? await this.raw.query({ ...(this.named() ? { name: statementName(sql) } : {}), text: sql, values: normalise(params) })
        : await this.raw.query(sql);
    return result.rows as Row[];
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly root: PgQueryable;
  /**
   * False on a PGlite server (the dev stack's `npm run db`): it multiplexes every client onto one
   * session, where two clients' prepared statements of the same name would collide.
   */
  namedStatements = true;
  private readonly named = (): boolean => this.namedStatements;

  constructor(private readonly pool: pg.Pool) {
    this.root = new PgQueryable(pool, this.named);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    return this.root.query<Row>(sql, params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(new PgQueryable(client, this.named));
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

/**
 * `synchronousCommit: false` makes commits return before the WAL reaches disk (PostgreSQL's
 * asynchronous commit): a crash can lose the last fraction of a second of sign-in nonces,
 * sessions and mission clicks (harmless: users sign in again) but never corrupts data. Imports
 * switch it back on for their own transaction.
 */
export async function openPostgres(url: string, poolSize: number, synchronousCommit = true): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(synchronousCommit ? {} : { options: '-c synchronous_commit=off' }),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = new PostgresDb(pool);
  const [server] = await db.query<{ version: string }>('SELECT version() AS version');
  db.namedStatements = !/emscripten/i.test(server?.version ?? '');
  return db;
}
