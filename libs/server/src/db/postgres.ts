import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { assertIdentifier, type Db, type Queryable, type SqlParam } from './db';
import { asDbError } from './unavailable';

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
    private readonly named: boolean,
  ) {}

  async query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    try {
      const result =
        params && params.length > 0
          ? await this.raw.query(
            this.named ? { name: statementName(sql), text: sql, values: normalise(params) } : { text: sql, values: normalise(params) },
          )
          : await this.raw.query(sql);
      return result.rows as Row[];
    } catch (error) {
      throw asDbError(error);
    }
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly root: PgQueryable;

  constructor(
    private readonly pool: pg.Pool,
    private readonly named: boolean,
  ) {
    this.root = new PgQueryable(pool, named);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]> {
    return this.root.query<Row>(sql, params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw asDbError(error);
    }
    // A connection whose ROLLBACK failed (lost, timed out) is destroyed instead of reused.
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(new PgQueryable(client, this.named));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw asDbError(error);
    } finally {
      client.release(broken);
    }
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.pool.query(sql);
    } catch (error) {
      throw asDbError(error);
    }
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

/** Bounds on every wait, so a frozen or unreachable server costs a request seconds, not minutes. */
export interface DbTimeouts {
  /** Waiting for a connection: opening one, or for a free one when the pool is busy. */
  connectMs: number;
  /** Client-side bound on one statement (the only one that works when the server is frozen). */
  queryMs: number;
  /** Server-side statement_timeout and lock_timeout (frees the server from a runaway statement). */
  statementMs: number;
}

export interface PostgresOptions {
  poolSize: number;
  /**
   * `false` makes commits return before the WAL reaches disk (PostgreSQL's asynchronous commit): a
   * crash can lose the last fraction of a second of sign-in nonces, sessions and mission clicks
   * (harmless: users sign in again) but never corrupts data; see the README's "Durability" note for
   * why no signature nonce can ever be issued twice. Imports switch it back on for their transaction.
   */
  synchronousCommit: boolean;
  /** Unset: no bounds (operator CLIs, whose COPY of a million rows may take a while). */
  timeouts?: DbTimeouts | undefined;
  /** Run `SELECT 1` before returning (fails fast when the server is down); default true. */
  probe?: boolean;
  /**
   * Named prepared statements. Off for servers whose connections share one session (PGlite's socket
   * server, the dev stack's `npm run db`): a reconnecting client, or another process, would find its
   * statement names already taken. Unset: on, unless the probe finds a PGlite server.
   */
  namedStatements?: boolean;
  /**
   * The server is a PgBouncer in transaction mode (several API instances share PostgreSQL's
   * connections): each statement or transaction may run on another server connection, so nothing
   * may rely on session state. Statements are unnamed (PgBouncer 1.18, Debian's, has no prepared
   * statements in transaction mode: a name prepared on one server connection is unknown on the next),
   * and no per-connection settings are sent (PgBouncer refuses the `options` start-up parameter):
   * give them to PgBouncer's database entry instead (connect_query, see the API README). Transactions
   * and transaction-scoped advisory locks (migrations, refresh-token families) work as they are.
   */
  pgbouncer?: boolean;
}

function serverOptions(options: PostgresOptions): string | undefined {
  const settings: string[] = [];
  if (!options.synchronousCommit) settings.push('-c synchronous_commit=off');
  if (options.timeouts) {
    settings.push(
      `-c statement_timeout=${options.timeouts.statementMs}`,
      `-c lock_timeout=${options.timeouts.statementMs}`,
      // A transaction left open by a vanished client must not hold locks for long.
      `-c idle_in_transaction_session_timeout=${Math.max(10_000, options.timeouts.statementMs * 4)}`,
    );
  }
  return settings.length > 0 ? settings.join(' ') : undefined;
}

export async function openPostgres(url: string, options: PostgresOptions): Promise<Db> {
  const timeouts = options.timeouts;
  const server = options.pgbouncer ? undefined : serverOptions(options);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    keepAlive: true,
    ...(server ? { options: server } : {}),
    ...(timeouts ? { connectionTimeoutMillis: timeouts.connectMs, query_timeout: timeouts.queryMs } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  let named = options.pgbouncer ? false : (options.namedStatements ?? true);
  if (options.probe !== false) {
    try {
      const [probe] = await new PostgresDb(pool, false).query<{ version: string }>('SELECT version() AS version');
      // PGlite reports a PostgreSQL "compiled by emcc (Emscripten …)".
      if (options.namedStatements === undefined && /emscripten/i.test(probe?.version ?? '')) named = false;
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  return new PostgresDb(pool, named);
}
