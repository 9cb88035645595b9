import { PGlite } from '@electric-sql/pglite';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyFromStdinToBlob, lastReadyStatus, startPgliteWireServer, type PgliteWireServer } from './pglite-wire-server';

/**
 * The dev database server with real pg clients over TCP: what the API and the indexer do at once
 * (pools, parameterized queries, transactions) and what happens when one of them dies.
 */
/** Long enough that a writer's 100 ms pause before COMMIT is never taken for abandonment on a loaded machine. */
const HOLD_TIMEOUT_MS = 2_000;

describe('startPgliteWireServer', () => {
  let db: PGlite;
  let server: PgliteWireServer;
  let url: string;
  const open: pg.Client[] = [];

  const client = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('error', () => undefined);
    await next.connect();
    open.push(next);
    return next;
  };

  beforeAll(async () => {
    db = await PGlite.create();
    server = await startPgliteWireServer({ db, host: '127.0.0.1', port: 0, holdTimeoutMs: HOLD_TIMEOUT_MS });
    url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
    const setup = await client();
    await setup.query('CREATE TABLE t (id INTEGER PRIMARY KEY, note TEXT NOT NULL)');
    // PGlite compiles its WebAssembly PostgreSQL on create: seconds alone, over 30 s beside CI's browser
    // journeys and Solidity tests on a slow 2-core machine (seen once in a CI run).
  }, 120_000);

  afterEach(async () => {
    await Promise.all(open.splice(0).map((each) => each.end().catch(() => undefined)));
    await db.query('DELETE FROM t');
  });

  afterAll(async () => {
    await server.close();
    await db.close();
  });

  it('two pools of parameterized queries at once – every answer is its own query’s (no interleaved batches)', async () => {
    const pools = [new pg.Pool({ connectionString: url, max: 4 }), new pg.Pool({ connectionString: url, max: 4 })];
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => pools[i % 2]!.query<{ n: number; s: string }>('SELECT $1::int AS n, $2::text AS s', [i, `v${i}`])),
      );
      expect(answers.map((answer) => answer.rows[0])).toEqual(Array.from({ length: 200 }, (_, i) => ({ n: i, s: `v${i}` })));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('a transaction is one client’s until it commits – another client’s query runs after it and sees the commit', async () => {
    const writer = await client();
    const reader = await client();
    await writer.query('BEGIN');
    await writer.query('INSERT INTO t VALUES ($1, $2)', [1, 'in flight']);
    const read = reader.query<{ count: string }>('SELECT count(*) FROM t');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writer.query('COMMIT');
    expect((await read).rows[0]?.count).toBe('1');
  });

  it('a client that dies inside a transaction – its writes are rolled back and the next client is served', async () => {
    const doomed = await client();
    await doomed.query('BEGIN');
    await doomed.query('INSERT INTO t VALUES ($1, $2)', [2, 'never committed']);
    const waiting = (await client()).query<{ count: string }>('SELECT count(*) FROM t');
    (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await waiting).rows[0]?.count).toBe('0');
    const after = await client();
    expect((await after.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('a client that keeps a transaction open and silent while others wait – disconnected after the hold timeout', async () => {
    const idle = await client();
    const ended = new Promise<void>((resolve) => idle.once('end', () => resolve()));
    await idle.query('BEGIN');
    await idle.query('INSERT INTO t VALUES ($1, $2)', [3, 'abandoned']);
    const started = Date.now();
    const other = await client();
    expect((await other.query<{ count: string }>('SELECT count(*) FROM t')).rows[0]?.count).toBe('0');
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_TIMEOUT_MS - 100);
    await ended;
  });

  it('COPY FROM STDIN inside a transaction while another client reads – rows copied, the reader waits for the commit, the server answers on', async () => {
    const importer = await client();
    const reader = await client();
    await importer.query('BEGIN');
    const copy = importer.query(copyFrom('COPY t (id, note) FROM STDIN WITH (FORMAT csv)'));
    const read = reader.query<{ count: string }>('SELECT count(*) FROM t');
    await pipeline(Readable.from(['10,"ten, with a comma"\n11,', 'eleven\n']), copy);
    expect(copy.rowCount).toBe(2);
    await importer.query('COMMIT');
    expect((await read).rows[0]?.count).toBe('2');
    expect((await reader.query('SELECT note FROM t ORDER BY id')).rows).toEqual([{ note: 'ten, with a comma' }, { note: 'eleven' }]);
  });

  it('COPY FROM STDIN with a bad row, then CopyFail – PostgreSQL’s errors, nothing copied, the session usable', async () => {
    const importer = await client();
    const bad = importer.query(copyFrom('COPY t (id, note) FROM STDIN WITH (FORMAT csv)'));
    await expect(pipeline(Readable.from(['not a number,x\n']), bad)).rejects.toThrow(/invalid input syntax for type integer/);
    const failed = importer.query(copyFrom('COPY t (id, note) FROM STDIN WITH (FORMAT csv)'));
    failed.write('12,twelve\n');
    const rejected = new Promise((_, reject) => failed.once('error', reject));
    failed.destroy(new Error('the file ended early'));
    await expect(rejected).rejects.toThrow();
    expect((await importer.query<{ count: string }>('SELECT count(*) FROM t')).rows[0]?.count).toBe('0');
  });

  it('copyFromStdinToBlob – COPY FROM STDIN becomes the same COPY from /dev/blob; other statements are left alone', () => {
    expect(copyFromStdinToBlob('COPY t (a, b) FROM STDIN WITH (FORMAT csv)')).toBe("COPY t (a, b) FROM '/dev/blob' WITH (FORMAT csv)");
    expect(copyFromStdinToBlob('copy t from stdin;')).toBe("COPY t FROM '/dev/blob'");
    expect(copyFromStdinToBlob('COPY t TO STDOUT')).toBeNull();
    expect(copyFromStdinToBlob("SELECT 'COPY t FROM STDIN'")).toBeNull();
  });

  it('lastReadyStatus – reads the status of the last ReadyForQuery in a response', () => {
    const ready = (status: string) => [0x5a, 0, 0, 0, 5, status.charCodeAt(0)];
    const complete = [0x43, 0, 0, 0, 13, ...Buffer.from('SELECT 1\0')];
    expect(lastReadyStatus(Uint8Array.from([...complete, ...ready('T')]))).toBe('T');
    expect(lastReadyStatus(Uint8Array.from([...ready('T'), ...complete, ...ready('I')]))).toBe('I');
    expect(lastReadyStatus(Uint8Array.from(complete))).toBeNull();
  });
});
