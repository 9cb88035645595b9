import jwt from 'jsonwebtoken';
import request from 'supertest';
import type { Db } from '@gm-claim/server/db';
import { bearer, buildApp, openTestDb, randomWallet, signedLogin, signIn, type TestContext, DB_SETUP_TIMEOUT_MS } from './helpers';

let db: Db;
let ctx: TestContext;
const statuses: number[] = [];

beforeAll(async () => {
  db = await openTestDb();
  ctx = buildApp(db);
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await db.close();
  // The whole suite: not one 5xx.
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
});

function expectClientError(response: request.Response, status?: number): void {
  statuses.push(response.status);
  if (status !== undefined) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.body).toEqual({ message: expect.any(String), code: expect.any(String) });
  expect((response.body as { message: string }).message.length).toBeGreaterThan(5);
}

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('hostile input', () => {
  it('POST /auth/login – malformed JSON – returns 400 MALFORMED_JSON', async () => {
    const response = await request(ctx.app).post('/auth/login').set('Content-Type', 'application/json').send('{"walletAddress": ');
    expectClientError(response, 400);
    expect(response.body.code).toBe('MALFORMED_JSON');
  });

  it('POST /auth/login – JSON array body – returns 400', async () => {
    expectClientError(await request(ctx.app).post('/auth/login').send([1, 2, 3]), 400);
  });

  it('POST /auth/login – JSON null body – returns 400', async () => {
    expectClientError(await request(ctx.app).post('/auth/login').set('Content-Type', 'application/json').send('null'), 400);
  });

  it('POST /auth/login – text/plain body – returns 400', async () => {
    expectClientError(await request(ctx.app).post('/auth/login').set('Content-Type', 'text/plain').send('hello'), 400);
  });

  it.each([
    ['numbers instead of strings', { walletAddress: 1, nonce: 2, signature: 3, message: 4 }],
    ['nested objects', { walletAddress: { $ne: 1 }, nonce: ['a'], signature: {}, message: [] }],
    ['a non-hex address', { walletAddress: '0xZZ0997970C51812dc3A010C7d01b50e0d17dc79C', nonce: 'abcdefgh12', signature: `0x${'ab'.repeat(65)}`, message: 'x' }],
    ['a short address', { walletAddress: '0x1234', nonce: 'abcdefgh12', signature: `0x${'ab'.repeat(65)}`, message: 'x' }],
    ['a bad-checksum address', { walletAddress: '0x70997970C51812DC3A010C7d01b50e0d17dc79C8', nonce: 'abcdefgh12', signature: `0x${'ab'.repeat(65)}`, message: 'x' }],
    ['a non-hex signature', { walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', nonce: 'abcdefgh12', signature: `0x${'zz'.repeat(65)}`, message: 'x' }],
    ['a nonce with symbols', { walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', nonce: "' OR 1=1 --", signature: `0x${'ab'.repeat(65)}`, message: 'x' }],
    ['an empty object', {}],
  ])('POST /auth/login – %s – returns 400 VALIDATION_FAILED', async (_name, body) => {
    const response = await request(ctx.app).post('/auth/login').send(body);
    expectClientError(response, 400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('POST /auth/login – well-formed but invalid signature bytes – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const response = await request(ctx.app).post('/auth/login').send({ ...body, signature: `0x${'00'.repeat(64)}1b` });
    expectClientError(response, 401);
  });

  it('POST /auth/login – recovery id out of range – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const response = await request(ctx.app).post('/auth/login').send({ ...body, signature: `${body.signature.slice(0, 130)}ff` });
    expectClientError(response, 401);
  });

  it('POST /auth/login – oversized body – returns 413', async () => {
    const response = await request(ctx.app).post('/auth/login').send({ message: 'x'.repeat(200_000) });
    expectClientError(response, 413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('POST /auth/login – unsupported charset – returns 415', async () => {
    const response = await request(ctx.app).post('/auth/login').set('Content-Type', 'application/json; charset=klingon').send('{}');
    expectClientError(response, 415);
  });

  it('POST /auth/login – reused nonce – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    await request(ctx.app).post('/auth/login').send(body).expect(200);
    expectClientError(await request(ctx.app).post('/auth/login').send(body), 401);
  });

  it('POST /auth/login – SIWE message for a foreign domain – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { domain: 'phishing.example', uri: 'https://phishing.example' });
    expectClientError(await request(ctx.app).post('/auth/login').send(body), 401);
  });

  it('POST /auth/login – SIWE message for a wrong chain id – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { chainId: 97 });
    expectClientError(await request(ctx.app).post('/auth/login').send(body), 401);
  });

  it('GET /user/token – tampered JWT – returns 401', async () => {
    const session = await signIn(ctx.app);
    const tampered = `${session.accessToken.slice(0, -4)}AAAA`;
    expectClientError(await request(ctx.app).get('/user/token').set(...bearer(tampered)), 401);
  });

  it('GET /user/token – alg=none JWT – returns 401', async () => {
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: randomWallet().address, exp: 9_999_999_999 })}.`;
    expectClientError(await request(ctx.app).get('/user/token').set(...bearer(token)), 401);
  });

  it('GET /user/token – expired JWT – returns 401', async () => {
    const token = jwt.sign({}, ctx.config.jwt.secret, { subject: randomWallet().address, issuer: 'gm-claim-api', audience: 'gm-claim-web', expiresIn: -1 });
    const response = await request(ctx.app).get('/user/token').set(...bearer(token));
    expectClientError(response, 401);
    expect(response.body.message).toBe('Access Token expired.');
  });

  it('GET /user/token – JWT whose subject is not an address – returns 401', async () => {
    const token = jwt.sign({}, ctx.config.jwt.secret, { subject: 'admin', issuer: 'gm-claim-api', audience: 'gm-claim-web', expiresIn: 60 });
    expectClientError(await request(ctx.app).get('/user/token').set(...bearer(token)), 401);
  });

  it.each([['Basic dXNlcjpwYXNz'], ['Bearer'], ['Bearer a b c'], ['Bearer not<a>jwt']])(
    'GET /signature – Authorization header %j – returns 401',
    async (header) => {
      expectClientError(await request(ctx.app).get('/signature').set('Authorization', header), 401);
    },
  );

  it.each([
    ['a non-hex address', '0xnothex'],
    ['an address with a bad checksum', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an SQL fragment', "0x' OR '1'='1"],
    ['a 41-digit address', `0x${'a'.repeat(41)}`],
  ])('GET /user/tokenByInputAddress – %s – returns 400', async (_name, walletAddress) => {
    expectClientError(await request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress }), 400);
  });

  it('GET /user/tokenByInputAddress – repeated query parameter – returns 400', async () => {
    const address = randomWallet().address.toLowerCase();
    expectClientError(await request(ctx.app).get(`/user/tokenByInputAddress?walletAddress=${address}&walletAddress=${address}`), 400);
  });

  it('POST /user/missions/:id/complete – id with path tricks – returns 4xx', async () => {
    const session = await signIn(ctx.app);
    expectClientError(await request(ctx.app).post('/user/missions/..%2F..%2Fetc/complete').set(...bearer(session.accessToken)));
    expectClientError(await request(ctx.app).post(`/user/missions/${'a'.repeat(200)}/complete`).set(...bearer(session.accessToken)), 400);
  });

  it('POST /auth/refresh – refresh token of the wrong type – returns 400', async () => {
    expectClientError(await request(ctx.app).post('/auth/refresh').send({ refreshToken: 12345 }), 400);
  });

  it('GET /no/such/route – any caller – returns 404 JSON', async () => {
    expectClientError(await request(ctx.app).get('/no/such/route'), 404);
  });

  it('DELETE /auth/login – unsupported method – returns 404 JSON', async () => {
    expectClientError(await request(ctx.app).delete('/auth/login'), 404);
  });
});
