import { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createApp } from '../src/app';
import { fastLookupAddress } from '../src/components/user';
import type { Db, Queryable } from '@gm-claim/server/db';
import { DatabaseUnavailableError } from '@gm-claim/server/db';
import { createHttpServer } from '@gm-claim/server/http/server';
import { createLogger } from '@gm-claim/server/logger';
import { buildApp, giveEligibility, testConfig, useTestDb } from './helpers';

/**
 * GET /user/tokenByInputAddress?walletAddress=<lowercase address> is answered by the app's first
 * layer (tokenFastPath) instead of the middleware chain; every other form of the same look-up still
 * goes down the chain. The two must answer alike: status, body and every header but the date and
 * the request id's value, for every kind of caller and outcome.
 */

const testDb = useTestDb();


const ORIGINS = 'http://localhost:5173,https://claim.example';
const ADDRESS = '0x5eed00000000000000000000000000000000fa57';
const FAST = `/user/tokenByInputAddress?walletAddress=${ADDRESS}`;
/**
 * GET /user/tokenByInputAddress?walletAddress=<lowercase address> is answered by the http.Server
 * before Express when no rate limiter is on, and by the app's first layer otherwise (both are
 * `tokenFastPath`); every other form still goes down the chain. The tests below go through the
 * listener `createApp` returns — what main.ts gives `createHttpServer` — so they take the path
 * production takes; the last block goes through `createHttpServer` itself.
 */

/** The same look-up the chain answers (Express matches the route with a trailing slash too). */
const CHAIN = `/user/tokenByInputAddress/?walletAddress=${ADDRESS}`;

type Headers = Record<string, string | string[] | undefined>;

/** Headers that must be equal: all but the date, the request id (its form is checked) and the limiter's reset second. */
function comparable(headers: Headers): Headers {
  const { date: _date, 'x-request-id': id, ...rest } = headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  if (typeof rest['ratelimit'] === 'string') rest['ratelimit'] = rest['ratelimit'].replace(/reset=\d+/, 'reset=*');
  return rest;
}

/** How many responses of `run` were written with one writeHead(status, [name, value, …]) (the fast path's way). */
async function writeHeadLists<T>(run: () => Promise<T>): Promise<[T, number]> {
  const spy = jest.spyOn(ServerResponse.prototype, 'writeHead');
  try {
    const result = await run();
    return [result, spy.mock.calls.filter((call) => Array.isArray(call[1])).length];
  } finally {
    spy.mockRestore();
  }
}

/** `db` with every eligibility look-up answered by `lookup`. */
function withLookup(lookup: () => Promise<never>): Db {
  const query: Queryable['query'] = (sql, params) => (/FROM eligibility/.test(sql) ? lookup() : testDb.db.query(sql, params));
  return Object.assign(Object.create(testDb.db) as Db, { query });
}

describe('fastLookupAddress', () => {
  it('fastLookupAddress – the exact lowercase form – returns the address', () => {
    expect(fastLookupAddress(FAST)).toBe(ADDRESS);
  });

  it.each([
    ['uppercase hex', `/user/tokenByInputAddress?walletAddress=${ADDRESS.toUpperCase().replace('0X', '0x')}`],
    ['another parameter', `${FAST}&x=1`],
    ['a trailing slash', CHAIN],
    ['a short address', FAST.slice(0, -1)],
    ['a non-hex digit', `${FAST.slice(0, -1)}g`],
    ['another parameter name', `/user/tokenByInputAddress?walletaddress=${ADDRESS}`],
    ['another path', `/user/tokenByInputAddresS?walletAddress=${ADDRESS}`],
  ])('fastLookupAddress – %s – leaves it to the chain', (_label, url) => {
    expect(fastLookupAddress(url)).toBeUndefined();
  });
});

describe('GET /user/tokenByInputAddress: the fast path answers as the chain does', () => {
  beforeAll(async () => {
    await giveEligibility(testDb.db, ADDRESS, [1, 2, 3, 4, 5, 6]);
  });

  const callers: Array<[string, Record<string, string>]> = [
    ['no Origin', {}],
    ['an allowed Origin', { Origin: 'https://claim.example' }],
    ['a refused Origin', { Origin: 'https://evil.example' }],
  ];

  for (const limits of ['off', 'on']) {
    it.each(callers)(`GET /user/tokenByInputAddress – ${limits === 'on' ? 'rate limits on' : 'rate limits off'}, %s – same status, body and headers as the chain`, async (_label, headers) => {
      const env = { CORS_ORIGINS: ORIGINS, RATE_LIMIT_ENABLED: limits === 'on' ? 'true' : 'false' };
      // One app each: the limiter's counts start equal.
      const [fast, lists] = await writeHeadLists(() => request(buildApp(testDb.db, env).app).get(FAST).set(headers));
      const chain = await request(buildApp(testDb.db, env).app).get(CHAIN).set(headers);
      expect(fast.status).toBe(200);
      expect(fast.body).toEqual(chain.body);
      expect(fast.body.tokenInfo.mmToG).toBe('1000000000000000000');
      expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
      if (limits === 'on') expect(fast.headers['ratelimit']).toBeDefined();
      // Without a limiter the fast path writes its headers in one list; with one, it sets them as the chain does.
      expect(lists).toBe(limits === 'on' ? 0 : 1);
    });
  }

  it('GET /user/tokenByInputAddress – a well-formed X-Request-Id – echoed by the fast path', async () => {
    const response = await request(buildApp(testDb.db).app).get(FAST).set('X-Request-Id', 'trace-42.a:b').expect(200);
    expect(response.headers['x-request-id']).toBe('trace-42.a:b');
  });

  it('GET /user/tokenByInputAddress – rate limit exceeded – the fast path answers the chain\'s 429', async () => {
    const env = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '1' };
    const fastApp = buildApp(testDb.db, env).app;
    const chainApp = buildApp(testDb.db, env).app;
    await request(fastApp).get(FAST).expect(200);
    await request(chainApp).get(CHAIN).expect(200);
    const fast = await request(fastApp).get(FAST).expect(429);
    const chain = await request(chainApp).get(CHAIN).expect(429);
    expect(fast.body).toEqual({ message: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    expect(fast.body).toEqual(chain.body);
    expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
  });

  it('GET /user/tokenByInputAddress – database unreachable – the fast path answers the chain\'s 503 with every front header', async () => {
    const down = withLookup(() => Promise.reject(new DatabaseUnavailableError('unreachable', 'connection refused')));
    const env = { CORS_ORIGINS: ORIGINS };
    const fast = await request(buildApp(down, env).app).get(FAST).set('Origin', 'https://claim.example').expect(503);
    const chain = await request(buildApp(down, env).app).get(CHAIN).set('Origin', 'https://claim.example').expect(503);
    expect(fast.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(fast.body).toEqual(chain.body);
    expect(fast.headers['retry-after']).toBeDefined();
    expect(fast.headers['content-security-policy']).toBeDefined();
    expect(fast.headers['access-control-allow-origin']).toBe('https://claim.example');
    expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
  });

  it('GET /user/tokenByInputAddress – database frozen past the request deadline – the fast path answers the chain\'s 503 with every front header', async () => {
    const frozen = withLookup(() => new Promise<never>(() => undefined));
    const env = { REQUEST_DEADLINE_MS: '300' };
    const fast = await request(buildApp(frozen, env).app).get(FAST).expect(503);
    const chain = await request(buildApp(frozen, env).app).get(CHAIN).expect(503);
    expect(fast.body).toEqual(chain.body);
    expect(fast.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
  });

  it('GET /user/tokenByInputAddress – through the fast path – counted in the request histogram under its route', async () => {
    const { app } = buildApp(testDb.db);
    const [, lists] = await writeHeadLists(() => request(app).get(FAST).expect(200));
    expect(lists).toBe(1);
    const metrics = await request(app).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/user\/tokenByInputAddress",status="200"\} 1\n/);
  });

  it('POST and HEAD /user/tokenByInputAddress – not the fast path\'s – answered by the chain', async () => {
    const { app } = buildApp(testDb.db);
    const [head, lists] = await writeHeadLists(() => request(app).head(FAST).expect(200));
    expect(lists).toBe(0);
    expect(head.headers['content-security-policy']).toBeDefined();
    await request(app).post(FAST).expect(404);
  });
});

/** How many requests of `run` Express dispatched (its per-request set-up: `app.handle`). */
async function expressDispatches<T>(run: () => Promise<T>): Promise<[T, number]> {
  // `handle` is Express's own (untyped): every app made after this copies the spy.
  const spy = jest.spyOn(express.application as unknown as { handle: (...args: unknown[]) => void }, 'handle');
  try {
    const result = await run();
    return [result, spy.mock.calls.length];
  } finally {
    spy.mockRestore();
  }
}

describe('GET /user/tokenByInputAddress through the API\'s HTTP server (createHttpServer, as main.ts): the fast path answers as the chain does', () => {
  beforeAll(async () => {
    await giveEligibility(testDb.db, ADDRESS, [1, 2, 3, 4, 5, 6]);
  });

  /** A fresh server on the app's listener (supertest listens on a free port and closes it after the request). */
  const server = (target: Db, env: Record<string, string>) => createHttpServer(buildApp(target, env).app);

  for (const limits of ['off', 'on']) {
    it(`GET /user/tokenByInputAddress – ${limits === 'on' ? 'rate limits on: the app\'s first layer' : 'rate limits off: before Express'} – same status, body and headers as the chain`, async () => {
      const env = { CORS_ORIGINS: ORIGINS, RATE_LIMIT_ENABLED: limits === 'on' ? 'true' : 'false' };
      // Apps built inside: the spy on Express's prototype reaches apps made after it.
      const [fast, fastDispatches] = await expressDispatches(() => request(server(testDb.db, env)).get(FAST).set('Origin', 'https://claim.example'));
      const [chain, chainDispatches] = await expressDispatches(() => request(server(testDb.db, env)).get(CHAIN).set('Origin', 'https://claim.example'));
      expect(fast.status).toBe(200);
      expect(fast.body).toEqual(chain.body);
      expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
      expect(fast.headers['access-control-allow-origin']).toBe('https://claim.example');
      expect(chainDispatches).toBe(1);
      // Without a limiter Express never sees the request; express-rate-limit needs its request (req.ip).
      expect(fastDispatches).toBe(limits === 'on' ? 1 : 0);
    });
  }

  it('GET /user/tokenByInputAddress – rate limit exceeded – the chain\'s 429 through the server', async () => {
    const env = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '1' };
    const fastServer = server(testDb.db, env);
    const chainServer = server(testDb.db, env);
    await request(fastServer).get(FAST).expect(200);
    await request(chainServer).get(CHAIN).expect(200);
    const fast = await request(fastServer).get(FAST).expect(429);
    const chain = await request(chainServer).get(CHAIN).expect(429);
    expect(fast.body).toEqual({ message: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
  });

  it('GET /user/tokenByInputAddress – database unreachable – the chain\'s 503 through the server, from the app\'s error handler', async () => {
    const down = withLookup(() => Promise.reject(new DatabaseUnavailableError('unreachable', 'connection refused')));
    const env = { CORS_ORIGINS: ORIGINS };
    const [fast, dispatches] = await expressDispatches(() => request(server(down, env)).get(FAST).set('Origin', 'https://claim.example').expect(503));
    const chain = await request(server(down, env)).get(CHAIN).set('Origin', 'https://claim.example').expect(503);
    expect(fast.body).toEqual({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
    expect(fast.body).toEqual(chain.body);
    expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
    // Handed over to the app once, for its error handler.
    expect(dispatches).toBe(1);
  });

  it('GET /user/tokenByInputAddress – database frozen past the request deadline – the chain\'s 503 through the server, and the late answer dropped', async () => {
    const late: Array<() => void> = [];
    const frozen = withLookup(
      () =>
        new Promise<never>((_resolve, reject) => {
          late.push(() => reject(new DatabaseUnavailableError('unreachable', 'connection reset')));
        }),
    );
    const env = { REQUEST_DEADLINE_MS: '300', CORS_ORIGINS: ORIGINS };
    const [fast, dispatches] = await expressDispatches(() => request(server(frozen, env)).get(FAST).set('Origin', 'https://claim.example').expect(503));
    const chain = await request(server(frozen, env)).get(CHAIN).set('Origin', 'https://claim.example').expect(503);
    expect(fast.body).toEqual(chain.body);
    expect(fast.headers['retry-after']).toBeDefined();
    expect(comparable(fast.headers)).toEqual(comparable(chain.headers));
    expect(dispatches).toBe(1);
    // The look-up failing after the deadline answered goes to the app's error handler, which drops it.
    expect(late).toHaveLength(2);
    for (const failLate of late) failLate();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('GET /user/tokenByInputAddress – request logging on – the fast path\'s log line is the chain\'s', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const app = createApp({ config: testConfig({ LOG_LEVEL: 'info' }), db: testDb.db, logger: createLogger('info', sink), requestLogging: true });
    await request(createHttpServer(app)).get(FAST).set('X-Request-Id', 'fast-1').expect(200);
    await request(createHttpServer(app)).get(CHAIN).set('X-Request-Id', 'chain-1').expect(200);
    const completed = lines.filter((line) => line['msg'] === 'request completed');
    expect(completed).toHaveLength(2);
    const [fast, chain] = completed.map(({ time: _time, responseTime, pid: _pid, ...rest }) => {
      expect(typeof responseTime).toBe('number');
      return rest;
    });
    expect(fast).toMatchObject({ reqId: 'fast-1', req: { id: 'fast-1', method: 'GET', path: '/user/tokenByInputAddress' }, res: { statusCode: 200 } });
    // The same line but for the request id and the chain's form's trailing slash.
    expect({ ...fast, reqId: 'chain-1', req: { ...(fast?.['req'] as object), id: 'chain-1', path: '/user/tokenByInputAddress/' } }).toEqual(chain);
  });
});
