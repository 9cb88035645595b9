import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { apiEntryCommand } from '@gm-claim/shared/node/api-entry';
import { findRepoRoot } from '@gm-claim/shared/node/repo-root';
import { buildApp, CHAIN_ID, CHALLENGE_ADDRESS, DB_SETUP_TIMEOUT_MS, openTestDb, PUBLIC_VESTING_ADDRESS } from './helpers';

/**
 * Issue 34 §3, the waiting room, on the real API: two API processes (the production bundle when `api:build` made it
 * after the last change, else `src/main.ts` through tsx) sharing one Redis (and the run's PostgreSQL database when
 * there is one, else each an embedded database of its own — the waiting room needs none), admitting 2 claimants a
 * second with no burst, so a queue forms from the second arrival on.
 */
const entry = apiEntryCommand(findRepoRoot(), 'main');
/** The run's database (migrated by the global set-up) with TEST_DATABASE_URL; else a PGlite folder per instance. */
const RUN_DATABASE_URL = process.env['API_TEST_DATABASE_URL'];
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'waiting-room-test-secret-0123456789abcdef';
const PREFIX = `gm-wr-test-${process.pid}-${Date.now()}:`;

interface Instance {
  url: string;
  child: ChildProcess;
  dir: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gm-wr-'));
  const child = spawn(entry.command, entry.args, {
    cwd: entry.cwd,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      NODE_ENV: 'test',
      CHAIN_ID: String(CHAIN_ID),
      CHALLENGE_ADDRESS,
      PUBLIC_VESTING_ADDRESS,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(RUN_DATABASE_URL ? { DATABASE_URL: RUN_DATABASE_URL } : { PGLITE_DATA_DIR: dir }),
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      JWT_SECRET,
      RATE_LIMIT_ENABLED: 'false',
      WAITING_ROOM_ADMIT_PER_SECOND: '2',
      WAITING_ROOM_BURST_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API instance exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dir };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('API instance did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function post(url: string, body: unknown, raw = false) {
  const response = await fetch(`${url}/queue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** A token signed with the instances' key, as only the API could make it (expired tickets and passes). */
function forge(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  const key = createHmac('sha256', secret).update('gm-claim waiting room v1').digest();
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

let redisUp = false;
const instances: Instance[] = [];

beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    redisUp = (await probe.ping()) === 'PONG';
  } catch {
    redisUp = false;
  } finally {
    probe.disconnect();
  }
  if (!redisUp) {
    console.warn(`waiting-room.test.ts: no Redis at ${REDIS_URL}; the two-instance tests are skipped`);
    return;
  }
  instances.push(...(await Promise.all([startInstance(), startInstance()])));
}, 120_000);

afterAll(async () => {
  for (const instance of instances) {
    instance.child.kill('SIGTERM');
    await new Promise((resolve) => (instance.child.exitCode !== null ? resolve(null) : instance.child.once('exit', resolve)));
    rmSync(instance.dir, { recursive: true, force: true });
  }
  if (redisUp) {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

const onRedis = (name: string, fn: () => Promise<void>, timeout = 60_000) =>
  it(name, async () => {
    if (!redisUp) return;
    await fn();
  }, timeout);

describe('the waiting room on two API instances sharing Redis', () => {
  let firstPass = '';
  const waiting: Array<{ ticket: string; number: number }> = [];

  onRedis('gives arrivals on either instance one arrival order, with position and estimated wait', async () => {
    const first = await post(instances[0]!.url, {});
    expect(first.status).toBe(200);
    expect(first.body['status']).toBe('admitted');
    firstPass = first.body['pass'] as string;
    expect(first.headers.get('x-admission-pass')).toBe(firstPass);

    let lastNumber = first.body['ticketNumber'] as number;
    let lastWait = 0;
    for (let i = 0; i < 8; i++) {
      const answer = await post(instances[i % 2]!.url, {});
      expect(answer.status).toBe(200);
      expect(answer.body['status']).toBe('waiting');
      const number = answer.body['ticketNumber'] as number;
      expect(number).toBe(lastNumber + 1);
      expect(answer.body['position']).toBeGreaterThanOrEqual(1);
      expect(answer.body['estimatedWaitSeconds']).toBeGreaterThanOrEqual(lastWait);
      expect(Number(answer.headers.get('retry-after'))).toBe(answer.body['checkAfterSeconds']);
      lastNumber = number;
      lastWait = answer.body['estimatedWaitSeconds'] as number;
      waiting.push({ ticket: answer.body['ticket'] as string, number });
    }
    // 8 waiting at 2 a second: the last is told about 4 s.
    expect(lastWait).toBeGreaterThanOrEqual(3);
    expect(lastWait).toBeLessThanOrEqual(6);
  });

  onRedis('answers 429 WAITING_ROOM with Retry-After to the claim flow without a pass, on either instance', async () => {
    for (const { url } of instances) {
      const nonce = await fetch(`${url}/auth/nonce`);
      expect(nonce.status).toBe(429);
      expect(Number(nonce.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await nonce.json()) as { code: string }).code).toBe('WAITING_ROOM');
      const login = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(login.status).toBe(429);
      const signature = await fetch(`${url}/signature`, { headers: { authorization: 'Bearer x' } });
      expect(signature.status).toBe(429);
      // Not the claim flow: untouched.
      expect((await fetch(`${url}/vesting/contract`)).status).toBe(200);
    }
  });

  onRedis('never sends back one already admitted: its pass works on both instances during the overload', async () => {
    for (let i = 0; i < 4; i++) {
      const nonce = await fetch(`${instances[i % 2]!.url}/auth/nonce`, { headers: { 'x-admission-pass': firstPass } });
      expect(nonce.status).toBe(200);
    }
  });

  onRedis('admits the waiting in ticket order whichever instance is asked (never a later one before an earlier)', async () => {
    const admitted = new Set<number>();
    const until = Date.now() + 30_000;
    let round = 0;
    while (admitted.size < waiting.length && Date.now() < until) {
      // Latest ticket first: if a later one is admitted, every earlier one asked after it must be too.
      let laterAdmitted = false;
      for (const { ticket, number } of [...waiting].reverse()) {
        const answer = await post(instances[(number + round) % 2]!.url, { ticket });
        expect(answer.status).toBe(200);
        if (answer.body['status'] === 'admitted') {
          admitted.add(number);
          laterAdmitted = true;
          expect(answer.body['ticketNumber']).toBe(number);
          // The pass it gets works on the other instance.
          const other = instances[(number + round + 1) % 2]!.url;
          const nonce = await fetch(`${other}/auth/nonce`, { headers: { 'x-admission-pass': answer.body['pass'] as string } });
          expect(nonce.status).toBe(200);
        } else {
          expect(laterAdmitted).toBe(false);
          expect(admitted.has(number)).toBe(false); // never sent back
        }
      }
      round += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(admitted.size).toBe(waiting.length);
  });

  onRedis('answers bad input with a clear 4xx, never a 500', async () => {
    const url = instances[1]!.url;
    const ticket = waiting[0]!.ticket;
    const [body, mac] = ticket.split('.') as [string, string];
    const tampered = `${Buffer.from(JSON.stringify({ k: 't', n: 1, a: 0 })).toString('base64url')}.${mac}`;
    const cases: Array<[unknown, number, string]> = [
      [{ ticket: tampered }, 400, 'INVALID_TICKET'],
      [{ ticket: `${body}.${mac.slice(0, -2)}AA` }, 400, 'INVALID_TICKET'],
      [{ ticket: 'not-a-ticket' }, 400, 'INVALID_TICKET'],
      [{ ticket: '..' }, 400, 'INVALID_TICKET'],
      [{ ticket: firstPass }, 400, 'INVALID_TICKET'], // a pass is not a ticket
      [{ ticket: forge({ k: 't', n: 5, a: 0 }, 'another-secret-another-secret-012345') }, 400, 'INVALID_TICKET'],
      [{ ticket: forge({ k: 't', n: 'x', a: 0 }) }, 400, 'INVALID_TICKET'],
      [{ ticket: forge({ k: 't', n: 99_999, a: Date.now() - 3_600_000 }) }, 410, 'TICKET_EXPIRED'],
      [{ ticket: 'x'.repeat(301) }, 400, 'VALIDATION_FAILED'],
      [{ ticket: 42 }, 400, 'VALIDATION_FAILED'],
      [{ ticket: 'a', extra: true }, 400, 'VALIDATION_FAILED'],
      [[], 400, 'VALIDATION_FAILED'],
    ];
    for (const [input, status, code] of cases) {
      const answer = await post(url, input);
      expect({ input, status: answer.status, code: answer.body['code'] }).toEqual({ input, status, code });
    }
    const malformed = await post(url, '{"ticket":', true);
    expect(malformed.status).toBe(400);
    // A forged or expired pass is no pass: the gate decides as for none (200 now that the queue is gone).
    for (const pass of ['garbage', forge({ k: 'p', n: 1, e: Date.now() - 1 }), forge({ k: 'p', n: 1, e: Date.now() + 60_000 }, 'another-secret-another-secret-012345')]) {
      const nonce = await fetch(`${url}/auth/nonce`, { headers: { 'x-admission-pass': pass } });
      expect([200, 429]).toContain(nonce.status);
    }
  });

  onRedis('changes nothing outside overload: the claim flow answers without a pass and hands one out', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const nonce = await fetch(`${instances[0]!.url}/auth/nonce`);
    expect(nonce.status).toBe(200);
    expect(nonce.headers.get('x-admission-pass')).toBeTruthy();
  });
});

describe('the waiting room on one instance without Redis (in memory)', () => {
  it('queues the second arrival and refuses a pass-less claim-flow request meanwhile', async () => {
    const db = await openTestDb();
    try {
      const { app } = buildApp(db, { WAITING_ROOM_ADMIT_PER_SECOND: '0.5', WAITING_ROOM_BURST_SECONDS: '0' });
      const first = await request(app).post('/queue').send({});
      expect(first.body.status).toBe('admitted');
      const second = await request(app).post('/queue').send({});
      expect(second.body).toMatchObject({ status: 'waiting', position: 1, estimatedWaitSeconds: 2 });
      const refused = await request(app).get('/auth/nonce');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      const allowed = await request(app).get('/auth/nonce').set('X-Admission-Pass', first.body.pass as string);
      expect(allowed.status).toBe(200);
      const again = await request(app).post('/queue').send({ ticket: second.body.ticket });
      expect(again.body).toMatchObject({ status: 'waiting', ticketNumber: second.body.ticketNumber });
    } finally {
      await db.close();
    }
  }, DB_SETUP_TIMEOUT_MS);

  it('is off by default: no queue, no gate', async () => {
    const db = await openTestDb();
    try {
      const { app } = buildApp(db);
      const answer = await request(app).post('/queue').send({});
      expect(answer.body).toMatchObject({ status: 'admitted', ticketNumber: 0 });
      expect((await request(app).get('/auth/nonce')).status).toBe(200);
    } finally {
      await db.close();
    }
  }, DB_SETUP_TIMEOUT_MS);
});
