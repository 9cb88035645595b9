/**
 * Debian's PgBouncer in transaction mode in front of one PostgreSQL database, as production runs it
 * for several API instances: a private folder (ini, users, log), a free port, dropped to `nobody`
 * when started as root (PgBouncer refuses to run as root). The settings the API would send per
 * connection (PgBouncer refuses the `options` start-up parameter) are its database entry's
 * connect_query. `outage()` drops every connection and holds new ones, as a PostgreSQL that went away.
 */
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/ports';
import { launch, sleep, waitUntil, type Proc } from './processes';

const INSTALL_HINT = 'apt-get install -y pgbouncer (.ci/run does)';

/** The settings the API sends as start-up options without PgBouncer (libs/server/src/db/postgres.ts). */
export const API_CONNECT_QUERY =
  'SET synchronous_commit = off; SET statement_timeout = 3000; SET lock_timeout = 3000; SET idle_in_transaction_session_timeout = 12000';

export function pgbouncerBinary(): string {
  for (const candidate of [process.env.PGBOUNCER_BIN, '/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error(`PgBouncer is not installed: ${INSTALL_HINT}`);
}

export interface PgBouncer {
  /** postgres://…@127.0.0.1:<port>/<database> through the pooler. */
  url: string;
  port: number;
  proc: Proc;
  /** Drops every client and server connection and holds new ones until heal() (PgBouncer KILL). */
  outage(): Promise<void>;
  heal(): Promise<void>;
  /** Server connections open now (PgBouncer SHOW POOLS: active + idle + used + tested + login). */
  serverConnections(): Promise<number>;
  stop(): Promise<void>;
}

export async function startPgBouncer(options: { databaseUrl: string; poolSize: number; logDir: string; maxClients?: number }): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  const target = new URL(options.databaseUrl);
  const database = target.pathname.slice(1);
  const user = decodeURIComponent(target.username || 'postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'gm-pgbouncer-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database} user=${user} connect_query='${API_CONNECT_QUERY}'`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      `max_client_conn = ${options.maxClients ?? 2_000}`,
      'ignore_startup_parameters = extra_float_digits',
      // A client waiting for a server connection longer than this is told so (the API answers 503).
      'query_wait_timeout = 10',
      'server_connect_timeout = 2',
      'server_login_retry = 1',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const proc = launch('pgbouncer', binary, [...(asRoot ? ['-u', 'nobody'] : []), ini], { cwd: dir, env: {}, logDir: options.logDir });
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
  const admin = async <T>(command: string, read?: (rows: Record<string, unknown>[]) => T): Promise<T | undefined> => {
    const client = new pg.Client({ connectionString: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/pgbouncer` });
    await client.connect();
    try {
      const result = await client.query(command);
      return read?.(result.rows);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  await waitUntil(
    'PgBouncer',
    async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
      try {
        await client.connect();
        await client.query('SELECT 1');
        return true;
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    15_000,
    proc,
  );
  return {
    url,
    port,
    proc,
    outage: async () => void (await admin(`KILL ${database}`)),
    heal: async () => void (await admin(`RESUME ${database}`)),
    serverConnections: async () =>
      (await admin('SHOW POOLS', (rows) =>
        rows
          .filter((row) => row['database'] === database)
          .reduce((sum, row) => sum + ['sv_active', 'sv_idle', 'sv_used', 'sv_tested', 'sv_login'].reduce((n, key) => n + Number(row[key] ?? 0), 0), 0),
      )) ?? 0,
    stop: async () => {
      await proc.stop(3_000);
      await sleep(50);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
