import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { createLogger } from '@gm-claim/server/logger';
import { bearer, buildApp, randomWallet, signedLogin, testConfig, useTestDb } from './helpers';

const testDb = useTestDb();


describe('rate limits', () => {
  it('GET /auth/nonce – more requests than the auth limit – returns 429 with the spec message', async () => {
    const { app } = buildApp(testDb.db, { RATE_LIMIT_ENABLED: 'true', AUTH_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '100' });
    for (let i = 0; i < 3; i++) await request(app).get('/auth/nonce').expect(200);
    const response = await request(app).get('/auth/nonce').expect(429);
    expect(response.body).toEqual({ message: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
  });

  it('GET /user/tokenByInputAddress – more requests than the general limit – returns 429', async () => {
    const { app } = buildApp(testDb.db, { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '2' });
    const address = randomWallet().address.toLowerCase();
    await request(app).get('/user/tokenByInputAddress').query({ walletAddress: address }).expect(200);
    await request(app).get('/user/tokenByInputAddress').query({ walletAddress: address }).expect(200);
    await request(app).get('/user/tokenByInputAddress').query({ walletAddress: address }).expect(429);
  });
});

describe('CORS, headers and request ids', () => {
  it('GET /vesting/contract – allowed origin – echoes it in Access-Control-Allow-Origin', async () => {
    const { app } = buildApp(testDb.db, { CORS_ORIGINS: 'http://localhost:5173' });
    const response = await request(app).get('/vesting/contract').set('Origin', 'http://localhost:5173').expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('GET /vesting/contract – foreign origin – gets no CORS grant', async () => {
    const { app } = buildApp(testDb.db, { CORS_ORIGINS: 'http://localhost:5173' });
    const response = await request(app).get('/vesting/contract').set('Origin', 'https://evil.example').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('GET /healthz – any request – carries helmet headers and a request id', async () => {
    const { app } = buildApp(testDb.db);
    const response = await request(app).get('/healthz').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('GET /healthz – well-formed incoming X-Request-Id – is kept; a hostile one is replaced', async () => {
    const { app } = buildApp(testDb.db);
    const kept = await request(app).get('/healthz').set('X-Request-Id', 'trace-123').expect(200);
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await request(app).get('/healthz').set('X-Request-Id', '<script>alert(1)</script>').expect(200);
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });
});

describe('logs', () => {
  it('POST /auth/login then GET /user/token – with request logging on – logs no token, signature or header secret', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const config = testConfig({ LOG_LEVEL: 'info' });
    const app = createApp({ config, db: testDb.db, logger: createLogger('info', sink), requestLogging: true });
    const body = await signedLogin(app, randomWallet());
    const login = await request(app).post('/auth/login').send(body).expect(200);
    await request(app).get('/user/token').set(...bearer(login.body.accessToken)).expect(200);
    await request(app).post('/auth/refresh').send({ refreshToken: login.body.refreshToken }).expect(200);
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const secret of [login.body.accessToken, login.body.refreshToken, body.signature, config.jwt.secret, config.signer.privateKey.slice(2)]) {
      expect(log).not.toContain(secret);
    }
  });

  it('createLogger – object carrying tokens – redacts them', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    createLogger('info', sink).info({ refreshToken: 'r-secret', body: { signature: '0xsig-secret', accessToken: 'a-secret' } }, 'x');
    expect(lines.join('')).not.toMatch(/secret/);
  });
});

describe('configuration', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['true', true],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('loadConfig – TRUST_PROXY=%s – reaches Express as %p (a hop count is a number: the string "1" would trust no proxy)', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value, CHAIN_ID: '31337', CHALLENGE_ADDRESS: `0x${'1'.repeat(40)}`, PUBLIC_VESTING_ADDRESS: `0x${'2'.repeat(40)}` }).trustProxy).toEqual(expected);
  });

  it('loadConfig – production without JWT_SECRET and SIGNER_PRIVATE_KEY – throws a ConfigError naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CHAIN_ID: '56', CHALLENGE_ADDRESS: `0x${'1'.repeat(40)}`, PUBLIC_VESTING_ADDRESS: `0x${'2'.repeat(40)}` })).toThrow(
      /JWT_SECRET[\s\S]*SIGNER_PRIVATE_KEY[\s\S]*CHAIN_RPC_URLS/,
    );
  });

  it('loadConfig – bad values – throws a ConfigError listing each key', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', SIGNER_PRIVATE_KEY: '0x1234', CHAIN_ID: '1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/PORT/);
    expect((error as Error).message).toMatch(/JWT_SECRET/);
    expect((error as Error).message).toMatch(/SIGNER_PRIVATE_KEY/);
  });

  it('loadConfig – production with the Hardhat development signer key – is refused', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SIGNER_PRIVATE_KEY: '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e',
        CHAIN_RPC_URLS: 'https://bsc.example',
        CHAIN_ID: '56',
        CHALLENGE_ADDRESS: `0x${'1'.repeat(40)}`,
        PUBLIC_VESTING_ADDRESS: `0x${'2'.repeat(40)}`,
      }),
    ).toThrow(/Hardhat/);
  });

  it('loadConfig – no deployment file and no chain variables – explains what to set', () => {
    expect(() => loadConfig({ DEPLOYMENT_FILE: '/nonexistent/deployment.json' })).toThrow(/CHAIN_ID, CHALLENGE_ADDRESS and PUBLIC_VESTING_ADDRESS/);
  });

  it('loadConfig – development defaults – sign with Hardhat account 19', () => {
    expect(testConfig({ JWT_SECRET: 'y'.repeat(32) }).signer.address).toBe('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199');
  });
});
