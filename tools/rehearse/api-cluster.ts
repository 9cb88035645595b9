/**
 * Several API instances as production runs them: each its own process (with WEB_CONCURRENCY
 * workers) on its own port, all on one PostgreSQL through PgBouncer in transaction mode
 * (DB_PGBOUNCER=true), one Redis for rate limits (one key prefix), the same JWT secret and signer
 * key, behind the shipped nginx configuration (apps/web/nginx through the image's entrypoint) whose
 * /api/ upstream lists every instance. Instances can be killed and started again (the rehearsal's
 * faults).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/ports';
import { startWebServer, type WebServer } from '../serve/web-server';
import { API_DIR, answers, apiCommand, launch, waitUntil, type Proc } from './processes';

export interface ApiInstance {
  name: string;
  url: string;
  port: number;
  proc(): Proc;
  /** SIGKILL (a crash); start() brings it back on the same port. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface ApiCluster {
  instances: ApiInstance[];
  /** The nginx front: `${web.url}/api` is the API as the web app reaches it. */
  web: WebServer;
  apiUrl: string;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface ApiClusterOptions {
  count: number;
  workersPerInstance: number;
  /** PgBouncer's URL (transaction mode). */
  databaseUrl: string;
  redisUrl: string;
  logDir: string;
  /** Chain settings and anything else (DEPLOYMENT_FILE, CHAIN_RPC_URLS, SIWE_DOMAIN, limits…). */
  env: NodeJS.ProcessEnv;
  /** The web's run-time settings (DEPLOYMENT_FILE or VITE_*): nginx's entrypoint refuses to start without a chain. */
  webEnv: Record<string, string>;
}

export async function startApiInstance(name: string, env: NodeJS.ProcessEnv, logDir: string): Promise<ApiInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let proc: Proc | undefined;
  const start = async (): Promise<void> => {
    const { command, args } = apiCommand('main');
    proc = launch(name, command, args, { cwd: API_DIR, env: { ...env, HOST: '127.0.0.1', PORT: String(port) }, logDir });
    await waitUntil(`API ${name}`, () => answers(`${url}/readyz`), 90_000, proc);
  };
  await start();
  return {
    name,
    url,
    port,
    proc: () => {
      if (!proc) throw new Error(`${name} never started`);
      return proc;
    },
    kill: async () => proc?.kill(),
    stop: async () => proc?.stop(),
    start,
  };
}

export async function startApiCluster(options: ApiClusterOptions): Promise<ApiCluster> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    DB_PGBOUNCER: 'true',
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: `gm-rehearse-${randomBytes(4).toString('hex')}:`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_CONCURRENCY: String(options.workersPerInstance),
    // Behind nginx: the client's address is X-Forwarded-For's last hop, so limits are per client.
    TRUST_PROXY: '1',
    ...options.env,
  };
  const instances: ApiInstance[] = [];
  let web: WebServer | undefined;
  const stop = async (): Promise<void> => {
    await web?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  };
  try {
    // All at once: migrations take an advisory lock, so a second primary finds them applied.
    const started = await Promise.allSettled(Array.from({ length: options.count }, (_, i) => startApiInstance(`api-${i + 1}`, env, options.logDir)));
    for (const outcome of started) if (outcome.status === 'fulfilled') instances.push(outcome.value);
    const failed = started.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    // What is under test is nginx's /api upstream, not the app's files: a one-page site stands in for
    // the web build (which the stack's tests therefore need not wait for).
    const site = mkdtempSync(path.join(tmpdir(), 'gm-rehearse-site-'));
    mkdirSync(path.join(site, 'assets'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>GM Claim</title>\n');
    try {
      web = await startWebServer({ apiUpstream: instances.map((instance) => instance.url).join(','), env: options.webEnv, distDir: site });
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, web, apiUrl: `${web.url}/api`, env, stop };
}
