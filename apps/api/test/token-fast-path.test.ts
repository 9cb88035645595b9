import { ServerResponse } from 'node:http';
import request from 'supertest';
import { fastLookupAddress } from '../src/components/user/user.routes';
import type { Db, Queryable } from '../src/db';
import { DatabaseUnavailableError } from '../src/db';
import { buildApp, giveEligibility, openTestDb } from './helpers';

/**
 * GET /user/tokenByInputAddress?walletAddress=<lowercase address> is answered by the app's first
 * layer (tokenFastPath) instead of the middleware chain; every other form of the same look-up still
 * goes down the chain. The two must answer alike: status, body and every header but the date and
 * the request id's value, for every kind of caller and outcome.
 */

let db: Db;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db.close();
});

const ORIGINS = 'http://localhost:5173,https://claim.example';
const ADDRESS = '0x5eed00000000000000000000000000000000fa57';
const FAST = `/user/tokenByInputAddress?walletAddress=${ADDRESS}`;
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
  const query: Queryable['query'] = (sql, params) => (/FROM eligibility/.test(sql) ? lookup() : db.query(sql, params));
  return Object.assign(Object.create(db) as Db, { query });
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
    await giveEligibility(db, ADDRESS, [1, 2, 3, 4, 5, 6]);
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
      const [fast, lists] = await writeHeadLists(() => request(buildApp(db, env).app).get(FAST).set(headers));
      const chain = await request(buildApp(db, env).app).get(CHAIN).set(headers);
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
    const response = await request(buildApp(db).app).get(FAST).set('X-Request-Id', 'trace-42.a:b').expect(200);
    expect(response.headers['x-request-id']).toBe('trace-42.a:b');
  });

  it('GET /user/tokenByInputAddress – rate limit exceeded – the fast path answers the chain\'s 429', async () => {
    const env = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '1' };
    const fastApp = buildApp(db, env).app;
    const chainApp = buildApp(db, env).app;
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
    const { app } = buildApp(db);
    const [, lists] = await writeHeadLists(() => request(app).get(FAST).expect(200));
    expect(lists).toBe(1);
    const metrics = await request(app).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/user\/tokenByInputAddress",status="200"\} 1\n/);
  });

  it('POST and HEAD /user/tokenByInputAddress – not the fast path\'s – answered by the chain', async () => {
    const { app } = buildApp(db);
    const [head, lists] = await writeHeadLists(() => request(app).head(FAST).expect(200));
    expect(lists).toBe(0);
    expect(head.headers['content-security-policy']).toBeDefined();
    await request(app).post(FAST).expect(404);
  });
});
