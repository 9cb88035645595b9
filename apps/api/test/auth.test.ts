import { MESSAGES } from '@gm-claim/shared';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { Wallet } from 'ethers';
import { bearer, buildApp, completeAllMissions, getNonce, randomWallet, signedLogin, signIn, useTestApp } from './helpers';

const ctx = useTestApp();

describe('GET /auth/nonce', () => {
  it('GET /auth/nonce – twice – returns two different 128-bit hex nonces', async () => {
    const first = await getNonce(ctx.app);
    const second = await getNonce(ctx.app);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});

describe('POST /auth/login', () => {
  // Issue 36 §9: `npm run dev` opened at the address Vite prints (http://127.0.0.1:5173).
  it.each(['127.0.0.1:5173', 'localhost:5173'])('POST /auth/login – development, message for %s (the dev server’s own addresses) – signs in', async (domain) => {
    const { app } = buildApp(ctx.db, { NODE_ENV: 'development' });
    const body = await signedLogin(app, randomWallet(), { domain, uri: `http://${domain}` });
    await request(app).post('/auth/login').send(body).expect(200);
  });

  it('POST /auth/login – production, message for 127.0.0.1:5173 when the site is localhost:5173 – returns 401 for another site', async () => {
    const { app } = buildApp(ctx.db, { NODE_ENV: 'production', SIGNER_PRIVATE_KEY: Wallet.createRandom().privateKey, CHAIN_RPC_URLS: 'http://127.0.0.1:9' });
    const body = await signedLogin(app, randomWallet(), { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' });
    const response = await request(app).post('/auth/login').send(body).expect(401);
    expect(response.body).toMatchObject({ code: 'SIWE_DOMAIN_MISMATCH', message: 'The sign-in message is for another site (127.0.0.1:5173).' });
  });

  it('POST /auth/login – development, a dev address at another port – returns 401 for another site', async () => {
    const { app } = buildApp(ctx.db, { NODE_ENV: 'development' });
    const body = await signedLogin(app, randomWallet(), { domain: '127.0.0.1:5174', uri: 'http://127.0.0.1:5174' });
    expect((await request(app).post('/auth/login').send(body).expect(401)).body.code).toBe('SIWE_DOMAIN_MISMATCH');
  });

  it('POST /auth/login – valid SIWE signature – returns tokens and clearAllMissions false for a new wallet', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const response = await request(ctx.app).post('/auth/login').send(body).expect(200);
    expect(response.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), clearAllMissions: false });
    const claims = jwt.decode(response.body.accessToken, { complete: true });
    expect(claims?.header.alg).toBe('HS256');
    expect((claims?.payload as jwt.JwtPayload).sub).toBe(body.walletAddress);
    expect(((claims?.payload as jwt.JwtPayload).exp ?? 0) - ((claims?.payload as jwt.JwtPayload).iat ?? 0)).toBe(900);
  });

  it('POST /auth/login – wallet with every mission done – returns clearAllMissions true', async () => {
    const wallet = randomWallet();
    await completeAllMissions(ctx.db, wallet.address);
    const session = await signIn(ctx.app, wallet);
    expect(session.clearAllMissions).toBe(true);
  });

  it('POST /auth/login – lowercased wallet address in the body – is accepted', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    await request(ctx.app).post('/auth/login').send({ ...body, walletAddress: body.walletAddress.toLowerCase() }).expect(200);
  });

  it('POST /auth/login – message whose domain carries the optional scheme (EIP-4361) – signs in', async () => {
    const wallet = randomWallet();
    const body = await signedLogin(ctx.app, wallet, { scheme: 'http' });
    expect(body.message.startsWith('http://localhost:5173 wants you to sign in')).toBe(true);
    await request(ctx.app).post('/auth/login').send(body).expect(200);
  });

  it('POST /auth/login – message whose scheme is not one of this site – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { scheme: 'ftp' });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('SIWE_DOMAIN_MISMATCH');
  });

  it('POST /auth/login – all-lowercase address in the message (not EIP-55) – returns 400', async () => {
    // An address whose EIP-55 form has a capital letter: about one random address in 400 has none, and its
    // lowercase form is then its checksummed form (CI met one).
    let wallet = randomWallet();
    while (wallet.address === wallet.address.toLowerCase()) wallet = randomWallet();
    const body = await signedLogin(ctx.app, wallet);
    const message = body.message.replace(wallet.address, wallet.address.toLowerCase());
    const response = await request(ctx.app)
      .post('/auth/login')
      .send({ ...body, message, signature: await wallet.signMessage(message) })
      .expect(400);
    expect(response.body.code).toBe('INVALID_SIWE_MESSAGE');
  });

  it('POST /auth/login – contract-wallet (EIP-6492-sized) signature, no chain configured – 401 SMART_ACCOUNT_UNAVAILABLE saying why', async () => {
    const wallet = randomWallet();
    const body = await signedLogin(ctx.app, wallet);
    const response = await request(ctx.app)
      .post('/auth/login')
      .send({ ...body, signature: `0x${'ab'.repeat(300)}${'6492'.repeat(16)}` })
      .expect(401);
    expect(response.body.code).toBe('SMART_ACCOUNT_UNAVAILABLE');
    expect(response.body.message).toMatch(/no chain connection/);
  });

  it('POST /auth/login – 65-byte signature of another key, no chain configured – 401 INVALID_SIGNATURE mentioning smart accounts', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const response = await request(ctx.app)
      .post('/auth/login')
      .send({ ...body, signature: await randomWallet().signMessage(body.message) })
      .expect(401);
    expect(response.body).toEqual({ code: 'INVALID_SIGNATURE', message: expect.stringMatching(/Smart-account wallets/) });
  });

  it('POST /auth/login – reused nonce – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    await request(ctx.app).post('/auth/login').send(body).expect(200);
    const again = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(again.body).toEqual({ message: expect.stringContaining('nonce'), code: 'INVALID_NONCE' });
  });

  it('POST /auth/login – 50 concurrent logins with one nonce – exactly one succeeds', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const responses = await Promise.all(Array.from({ length: 50 }, () => request(ctx.app).post('/auth/login').send(body)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(49);
  });

  it('POST /auth/login – nonce never issued by the server – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { nonce: 'abcdef0123456789abcdef0123456789' });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('INVALID_NONCE');
  });

  it('POST /auth/login – nonce older than 5 minutes – returns 401', async () => {
    const nonce = 'feedfacefeedfacefeedfacefeedface';
    await ctx.db.query(`INSERT INTO login_nonces (nonce, expires_at) VALUES ($1, now() - interval '1 second')`, [nonce]);
    const body = await signedLogin(ctx.app, randomWallet(), { nonce });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('INVALID_NONCE');
  });

  it('POST /auth/login – message for a foreign domain – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { domain: 'evil.example', uri: 'https://evil.example' });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('SIWE_DOMAIN_MISMATCH');
  });

  it('POST /auth/login – URI of another origin – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { uri: 'https://evil.example/login' });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('SIWE_URI_MISMATCH');
  });

  it('POST /auth/login – wrong chain id – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { chainId: 56 });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('SIWE_CHAIN_MISMATCH');
  });

  it('POST /auth/login – expired message – returns 401', async () => {
    const past = Date.now() - 60_000;
    const body = await signedLogin(ctx.app, randomWallet(), {
      issuedAt: new Date(past - 60_000).toISOString(),
      expirationTime: new Date(past).toISOString(),
    });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('SIWE_EXPIRED');
  });

  it('POST /auth/login – issued-at an hour ago – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), {
      issuedAt: new Date(Date.now() - 3_600_000).toISOString(),
      expirationTime: undefined,
    });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('SIWE_EXPIRED');
  });

  it('POST /auth/login – issued-at in the future – returns 401', async () => {
    const body = await signedLogin(ctx.app, randomWallet(), { issuedAt: new Date(Date.now() + 3_600_000).toISOString() });
    const response = await request(ctx.app).post('/auth/login').send(body).expect(401);
    expect(response.body.code).toBe('SIWE_NOT_YET_VALID');
  });

  it('POST /auth/login – signature by another wallet – returns 401 and keeps the nonce usable', async () => {
    const wallet = randomWallet();
    const body = await signedLogin(ctx.app, wallet);
    const forged = await randomWallet().signMessage(body.message);
    const response = await request(ctx.app).post('/auth/login').send({ ...body, signature: forged }).expect(401);
    expect(response.body.code).toBe('INVALID_SIGNATURE');
    await request(ctx.app).post('/auth/login').send(body).expect(200);
  });

  it('POST /auth/login – message for another address than walletAddress – returns 400', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const response = await request(ctx.app).post('/auth/login').send({ ...body, walletAddress: randomWallet().address }).expect(400);
    expect(response.body.code).toBe('SIWE_MISMATCH');
  });

  it('POST /auth/login – garbage message – returns 400', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const response = await request(ctx.app).post('/auth/login').send({ ...body, message: 'please log me in' }).expect(400);
    expect(response.body.code).toBe('INVALID_SIWE_MESSAGE');
  });
});

describe('access tokens', () => {
  it('GET /user/token – expired access token – returns 401 "Access Token expired."', async () => {
    const wallet = randomWallet();
    const token = jwt.sign({}, ctx.config.jwt.secret, {
      algorithm: 'HS256',
      subject: wallet.address,
      issuer: 'gm-claim-api',
      audience: 'gm-claim-web',
      expiresIn: -10,
    });
    const response = await request(ctx.app).get('/user/token').set(...bearer(token)).expect(401);
    expect(response.body).toEqual({ message: MESSAGES.accessTokenExpired, code: 'ACCESS_TOKEN_EXPIRED' });
  });

  it('GET /user/token – alg=none token – returns 401', async () => {
    const wallet = randomWallet();
    const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: wallet.address, iss: 'gm-claim-api', aud: 'gm-claim-web', iat: now, exp: now + 600 })}.`;
    const response = await request(ctx.app).get('/user/token').set(...bearer(token)).expect(401);
    expect(response.body.code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('GET /user/token – token signed with another secret – returns 401', async () => {
    const token = jwt.sign({}, 'another-secret-another-secret-another-secret', {
      algorithm: 'HS256',
      subject: randomWallet().address,
      issuer: 'gm-claim-api',
      audience: 'gm-claim-web',
      expiresIn: 600,
    });
    const response = await request(ctx.app).get('/user/token').set(...bearer(token)).expect(401);
    expect(response.body.code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('GET /user/token – tampered payload – returns 401', async () => {
    const session = await signIn(ctx.app);
    const [header, , signature] = session.accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: randomWallet().address, iss: 'gm-claim-api', aud: 'gm-claim-web', exp: 9_999_999_999 })).toString('base64url');
    const response = await request(ctx.app).get('/user/token').set(...bearer(`${header}.${payload}.${signature}`)).expect(401);
    expect(response.body.code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('GET /user/token – no Authorization header – returns 401', async () => {
    const response = await request(ctx.app).get('/user/token').expect(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /auth/refresh and /auth/logout', () => {
  it('POST /auth/refresh – live refresh token – returns a new pair and rotates the old token', async () => {
    const session = await signIn(ctx.app);
    const response = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200);
    expect(response.body.refreshToken).not.toBe(session.refreshToken);
    await request(ctx.app).get('/user/token').set(...bearer(response.body.accessToken)).expect(200);
  });

  it('POST /auth/refresh – rotated token presented again within the grace window – returns the same successor', async () => {
    const session = await signIn(ctx.app);
    const first = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200);
    const again = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200);
    expect(again.body.refreshToken).toBe(first.body.refreshToken);
    const metrics = await request(ctx.app).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/gm_refresh_total\{outcome="grace_replay"\} [1-9]/);
  });

  it('POST /auth/refresh – rotated token presented again after its successor was rotated – returns 401 and revokes the family', async () => {
    const session = await signIn(ctx.app);
    const first = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200);
    const second = await request(ctx.app).post('/auth/refresh').send({ refreshToken: first.body.refreshToken }).expect(200);
    const reuse = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    await request(ctx.app).post('/auth/refresh').send({ refreshToken: second.body.refreshToken }).expect(401);
  });

  it('POST /auth/refresh – rotated token reused after the grace window – returns 401 and revokes the whole family', async () => {
    const session = await signIn(ctx.app);
    const rotated = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200);
    // As if the grace window (5 s) had passed since the rotation.
    await ctx.db.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE wallet = $1`, [
      session.wallet.address.toLowerCase(),
    ]);
    const reuse = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    const successor = await request(ctx.app).post('/auth/refresh').send({ refreshToken: rotated.body.refreshToken }).expect(401);
    expect(successor.body.code).toBe('REFRESH_TOKEN_REUSED');
  });

  it('POST /auth/refresh – unknown token – returns 401', async () => {
    const response = await request(ctx.app).post('/auth/refresh').send({ refreshToken: 'x'.repeat(43) }).expect(401);
    expect(response.body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('POST /auth/refresh – expired token – returns 401', async () => {
    const session = await signIn(ctx.app);
    await ctx.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE wallet = $1`, [session.wallet.address.toLowerCase()]);
    const response = await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(401);
    expect(response.body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('POST /auth/logout – live refresh token – returns 204 and the token no longer refreshes', async () => {
    const session = await signIn(ctx.app);
    await request(ctx.app).post('/auth/logout').send({ refreshToken: session.refreshToken }).expect(204);
    await request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }).expect(401);
  });

  it('POST /auth/refresh – refresh token stored – only as its sha256 hash', async () => {
    const session = await signIn(ctx.app);
    const rows = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens WHERE wallet = $1', [
      session.wallet.address.toLowerCase(),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(session.refreshToken);
  });
});
