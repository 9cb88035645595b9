/**
 * Two API instances as production runs them (tools/rehearse/api-cluster.ts): PostgreSQL through
 * Debian's PgBouncer in transaction mode with fewer server connections than clients, Redis for the
 * rate limits, the shipped nginx configuration in front with both in its /api/ upstream. Needs a
 * PostgreSQL server (TEST_DATABASE_URL), Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379),
 * pgbouncer and nginx; without TEST_DATABASE_URL it is skipped and says so.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Wallet } from 'ethers';
import { startApiCluster, type ApiCluster } from './api-cluster';
import { createScratchDatabase, type ScratchDatabase } from './database';
import { startPgBouncer, type PgBouncer } from './pgbouncer';
import { signIn, type Session } from './claimant-api';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHALLENGE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const VESTING = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const AUTH_LIMIT = 100;
const WEB_DOMAIN = 'localhost:5173';

const describeWithPostgres = ADMIN_URL ? describe : describe.skip;
if (!ADMIN_URL) console.warn('multi-instance tests skipped: set TEST_DATABASE_URL (a PostgreSQL admin URL) to run them');

async function getJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

/** Requests counted per route by one instance's /metrics (http_request_duration_seconds_count). */
async function servedCount(instanceUrl: string, route: string): Promise<number> {
  const text = await (await fetch(`${instanceUrl}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describeWithPostgres('several API instances: PgBouncer (transaction mode), Redis, nginx upstream', () => {
  let database: ScratchDatabase;
  let pooler: PgBouncer;
  let cluster: ApiCluster;
  let logDir: string;

  beforeAll(async () => {
    logDir = mkdtempSync(path.join(tmpdir(), 'gm-multi-instance-'));
    database = await createScratchDatabase(ADMIN_URL as string, 'gm_multi');
    // Three server connections for two instances of two pools of 5: statements of one request and
    // of one transaction land on whichever connection is free.
    pooler = await startPgBouncer({ databaseUrl: database.url, poolSize: 3, logDir });
    cluster = await startApiCluster({
      count: 2,
      workersPerInstance: 1,
      databaseUrl: pooler.url,
      redisUrl: REDIS_URL,
      logDir,
      env: {
        CHAIN_ID: '31337',
        CHALLENGE_ADDRESS: CHALLENGE,
        PUBLIC_VESTING_ADDRESS: VESTING,
        SIWE_DOMAIN: WEB_DOMAIN,
        DB_POOL_SIZE: '5',
        AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
        RATE_LIMIT_MAX: '100000',
      },
      webEnv: {
        VITE_CHAIN_ID: '31337',
        VITE_RPC_URLS: 'http://127.0.0.1:9',
        VITE_GM_CHALLENGE_ADDRESS: CHALLENGE,
        VITE_GM_VESTING_ADDRESSES: JSON.stringify({ PUBLIC: VESTING }),
      },
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await pooler?.stop();
    await database?.drop();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  }, 60_000);

  it('through nginx and PgBouncer – 20 wallets at once sign in, finish missions, get signatures, refresh and log out – every answer 2xx', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const session: Session = await signIn(cluster.apiUrl, Wallet.createRandom(), WEB_DOMAIN, 31337);
        const auth = { authorization: `Bearer ${session.accessToken}` };
        const missions = await getJson(`${cluster.apiUrl}/user/missions`, { headers: auth });
        for (const mission of missions.body['missions'] as { id: string; completed: boolean }[]) {
          if (!mission.completed) expect((await fetch(`${cluster.apiUrl}/user/missions/${mission.id}/complete`, { method: 'POST', headers: auth })).status).toBe(200);
        }
        const signature = await getJson(`${cluster.apiUrl}/signature`, { headers: auth });
        const refreshed = await getJson(`${cluster.apiUrl}/auth/refresh`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: session.refreshToken }),
        });
        const logout = await fetch(`${cluster.apiUrl}/auth/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: refreshed.body['refreshToken'] }),
        });
        return [missions.status, signature.status, refreshed.status, logout.status];
      }),
    );
    expect(results).toEqual(Array.from({ length: 20 }, () => [200, 200, 200, 204]));
    // Both instances served them (nginx's upstream), and PgBouncer never opened more than its pool.
    for (const instance of cluster.instances) expect(await servedCount(instance.url, '/auth/login')).toBeGreaterThan(0);
    expect(await pooler.serverConnections()).toBeLessThanOrEqual(3);
  }, 120_000);

  it('a session started on instance 1 – its access token, refresh and reuse detection work on instance 2', async () => {
    const [one, two] = cluster.instances;
    if (!one || !two) throw new Error('two instances expected');
    const session = await signIn(one.url, Wallet.createRandom(), WEB_DOMAIN, 31337);
    expect((await getJson(`${two.url}/user/token`, { headers: { authorization: `Bearer ${session.accessToken}` } })).status).toBe(200);
    const refreshed = await getJson(`${two.url}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    // The successor, presented on instance 1, rotates again; the first token, presented after the
    // grace window on instance 1, is a reuse and revokes the family everywhere.
    const again = await getJson(`${one.url}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refreshed.body['refreshToken'] }),
    });
    expect(again.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const reused = await getJson(`${one.url}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(reused.body['code']).toBe('REFRESH_TOKEN_REUSED');
    const revoked = await getJson(`${two.url}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: again.body['refreshToken'] }),
    });
    expect(revoked.status).toBe(401);
  }, 60_000);

  it(`rate limits – ${AUTH_LIMIT} sign-in requests from one client split over both instances – the next one on either is 429 with Retry-After; another client is not limited`, async () => {
    const client = `203.0.113.${1 + Math.floor(Math.random() * 200)}`;
    const nonce = (url: string, ip: string): Promise<Response> => fetch(`${url}/auth/nonce`, { headers: { 'x-forwarded-for': ip } });
    const statuses = await Promise.all(Array.from({ length: AUTH_LIMIT }, (_, i) => nonce(cluster.instances[i % 2]?.url ?? '', client).then((r) => r.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const instance of cluster.instances) {
      const limited = await nonce(instance.url, client);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await nonce(cluster.instances[1]?.url ?? '', '198.51.100.9')).status).toBe(200);
  }, 60_000);

  it('nginx – spreads /api over both instances, and with one killed every request still answers 200 from the other', async () => {
    const route = '/vesting/contract';
    const before = await Promise.all(cluster.instances.map((instance) => servedCount(instance.url, route)));
    for (let i = 0; i < 20; i++) expect((await fetch(`${cluster.apiUrl}${route}`)).status).toBe(200);
    const after = await Promise.all(cluster.instances.map((instance) => servedCount(instance.url, route)));
    after.forEach((count, i) => expect(count - (before[i] ?? 0)).toBeGreaterThanOrEqual(5));

    const [one] = cluster.instances;
    if (!one) throw new Error('no instance');
    await one.kill();
    try {
      const statuses = await Promise.all(Array.from({ length: 30 }, () => fetch(`${cluster.apiUrl}${route}`).then((r) => r.status)));
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    } finally {
      await one.start();
    }
    expect((await fetch(`${one.url}/readyz`)).status).toBe(200);
  }, 120_000);

  it('PgBouncer refuses per-connection settings – the API started without DB_PGBOUNCER cannot connect through it, which is why the setting exists', async () => {
    const { startApiInstance } = await import('./api-cluster');
    const wrong = startApiInstance('api-without-flag', { ...cluster.env, DB_PGBOUNCER: 'false', WEB_CONCURRENCY: '1', REDIS_KEY_PREFIX: `gm-test-${randomBytes(3).toString('hex')}:` }, logDir);
    await expect(wrong).rejects.toThrow(/exited|not ready/);
  }, 120_000);
});
