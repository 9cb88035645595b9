import cors from 'cors';
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { corsOptions } from '@gm-claim/server/http/front';
import { buildApp, useTestDb } from './helpers';

const testDb = useTestDb();


const ORIGINS = 'http://localhost:5173,https://claim.example';
const ADDRESS = '0x5eed00000000000000000000000000000000abcd';

/** The headers helmet() and cors() decide, by name. */
const DECIDED =
  /^(access-control-|vary$|content-security-policy$|cross-origin-|origin-agent-cluster$|referrer-policy$|strict-transport-security$|x-(content-type-options|dns-prefetch-control|download-options|frame-options|permitted-cross-domain-policies|xss-protection|powered-by)$)/;

function decided(headers: Record<string, string | string[] | undefined>): Record<string, string | string[] | undefined> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => DECIDED.test(name)));
}

/** What the packages themselves set: helmet() then cors() with the API's options, as the app used to run them. */
function referenceApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(cors(corsOptions(ORIGINS.split(','))));
  app.use((_req, res) => {
    res.status(204).end();
  });
  return app;
}

type Case = [method: 'get' | 'post' | 'options', path: string, headers: Record<string, string>];

const CASES: Case[] = [];
for (const origin of [undefined, 'http://localhost:5173', 'https://claim.example', 'https://evil.example', 'null']) {
  const withOrigin: Record<string, string> = origin === undefined ? {} : { Origin: origin };
  CASES.push(['get', `/user/tokenByInputAddress?walletAddress=${ADDRESS}`, withOrigin]);
  CASES.push(['get', '/vesting/contract', withOrigin]);
  CASES.push(['get', '/no/such/route', withOrigin]);
  CASES.push(['post', '/auth/login', { ...withOrigin, 'Content-Type': 'application/json' }]);
  CASES.push(['options', '/auth/login', { ...withOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' }]);
  CASES.push(['options', '/user/tokenByInputAddress', withOrigin]);
}

describe('front middleware: the same headers as helmet() and cors()', () => {
  it.each(CASES)('%s %s %j – security and CORS headers equal the packages\' own', async (method, path, headers) => {
    const { app } = buildApp(testDb.db, { CORS_ORIGINS: ORIGINS });
    const ours = await request(app)[method](path).set(headers).send(method === 'post' ? '{}' : undefined);
    const reference = await request(referenceApp())[method](path).set(headers);
    expect(decided(ours.headers)).toEqual(decided(reference.headers));
    // A granted preflight is answered by cors itself (204); a refused one falls through to the
    // routes (the API's 404, the reference app's catch-all 204).
    if (method === 'options' && reference.headers['access-control-allow-methods'] !== undefined) {
      expect(ours.status).toBe(204);
    }
  });

  it('GET /user/tokenByInputAddress – any caller – carries every helmet header, a request id and the cache header', async () => {
    const { app } = buildApp(testDb.db, { CORS_ORIGINS: ORIGINS });
    const response = await request(app)
      .get('/user/tokenByInputAddress')
      .query({ walletAddress: ADDRESS })
      .set('Origin', 'http://localhost:5173')
      .expect(200);
    expect(response.headers).toMatchObject({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'access-control-allow-origin': 'http://localhost:5173',
      'access-control-expose-headers': 'X-Request-Id,RateLimit,RateLimit-Policy,Retry-After,X-Admission-Pass',
      vary: 'Origin',
      'cache-control': 'public, max-age=30',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
  });

  it('HEAD /user/tokenByInputAddress – any caller – answers the GET headers without a body', async () => {
    const { app } = buildApp(testDb.db);
    const response = await request(app).head('/user/tokenByInputAddress').query({ walletAddress: ADDRESS }).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.text).toBeUndefined();
  });
});
