import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { createApp, type ApiApp } from '../../src/app';
import { openDb, type Db } from '@gm-claim/server/db';
import { createHttpServer } from '@gm-claim/server/http/server';
import { createLogger } from '@gm-claim/server/logger';
import { MIGRATIONS_DIR, testConfig } from '../helpers';
import { FaultProxy } from './fault-proxy';
import { startPgliteWireServer } from '@gm-claim/server/db/pglite-wire-server';

/** Counts what the API's logger writes, as the log shipper would receive it. */
export class LogMeter extends Writable {
  bytes = 0;
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.bytes += chunk.length;
    if (this.lines.length < 10_000) this.lines.push(chunk.toString());
    done();
  }
}

/**
 * The API as it runs in production — its own PostgreSQL pool with the shipped time-outs, a real
 * HTTP server, pino at info with request logging — connected to its database through a FaultProxy.
 * The database is this run's PostgreSQL database (TEST_DATABASE_URL) or, without one, an in-memory
 * PGlite served over the PostgreSQL wire protocol by PGlite's socket server: either way the API
 * speaks to it through node-postgres, over TCP, through the proxy.
 */
export interface FaultStack {
  proxy: FaultProxy;
  db: Db;
  app: ApiApp;
  baseUrl: string;
  log: LogMeter;
  backend: 'postgres' | 'pglite-wire';
  close(): Promise<void>;
}

export async function startFaultStack(env: Record<string, string> = {}): Promise<FaultStack> {
  const postgresUrl = process.env['API_TEST_DATABASE_URL'];
  let target: URL;
  let stopBackend: () => Promise<void> = async () => undefined;
  if (postgresUrl) {
    target = new URL(postgresUrl);
  } else {
    const pglite = await PGlite.create();
    const socketServer = await startPgliteWireServer({ db: pglite, port: 0, host: '127.0.0.1' });
    target = new URL(`postgres://postgres@127.0.0.1:${socketServer.port}/postgres`);
    stopBackend = async () => {
      await socketServer.close();
      await pglite.close();
    };
  }
  const proxy = new FaultProxy(target.hostname, Number(target.port || 5432));
  const proxyPort = await proxy.listen();
  const proxied = new URL(target.toString());
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxyPort);

  const config = testConfig({ LOG_LEVEL: 'info', ...env });
  const db = await openDb({
    url: proxied.toString(),
    // PGlite's socket server runs every connection in its one session: one connection keeps
    // transactions apart, and unnamed statements survive a reconnect.
    poolSize: postgresUrl ? 8 : 1,
    namedStatements: Boolean(postgresUrl),
    timeouts: config.db.timeouts,
    migrate: !postgresUrl,
    migrationsDir: MIGRATIONS_DIR,
  });
  const log = new LogMeter();
  const app = createApp({ config, db, logger: createLogger('info', log), requestLogging: true });
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    proxy,
    db,
    app,
    baseUrl,
    log,
    backend: postgresUrl ? 'postgres' : 'pglite-wire',
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.heal();
      await db.close().catch(() => undefined);
      await proxy.close();
      await stopBackend();
    },
  };
}

export interface Outcome {
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string | null;
}

/** One request as a browser would send it, timed; a network failure is status 0. */
export async function timed(url: string, init: RequestInit = {}): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      code = undefined;
    }
    return { status: response.status, ms: performance.now() - started, ...(code ? { code } : {}), retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/**
 * `concurrency` callers, each sending `next()`'s request as soon as its previous one is answered,
 * until `stop()`; bounded by `maxMs` whatever happens.
 */
export function load(concurrency: number, next: (i: number) => [string, RequestInit?], maxMs = 60_000) {
  const outcomes: Array<Outcome & { at: number }> = [];
  let running = true;
  const deadline = Date.now() + maxMs;
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    let i = worker;
    while (running && Date.now() < deadline) {
      const [url, init] = next(i);
      const at = Date.now();
      outcomes.push({ ...(await timed(url, init)), at });
      i += concurrency;
    }
  });
  return {
    outcomes,
    async stop(): Promise<void> {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * How long this process's main thread (the API under test runs in it) waited for a CPU while the meter was on,
 * in ms: Linux's run-queue wait from /proc/self/schedstat, 0 where it cannot be read. On a machine shared with
 * other work (CI runs three suites at once on two cores) time the process was not scheduled is not time the API
 * took, so the latency bounds allow for it; time the API itself spent blocking is not forgiven, and on a quiet
 * machine the bounds stay exact.
 */
export function starvationMeter(): { stopMs(): number } {
  const runQueueWaitNs = (): number => {
    try {
      return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const started = runQueueWaitNs();
  return {
    stopMs: () => Math.max(0, (runQueueWaitNs() - started) / 1e6),
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
