import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createSiweMessage, SIWE_STATEMENT } from '@gm-claim/shared';
import request from 'supertest';
import { createHttpServer } from '@gm-claim/server/http/server';
import { getNonce, randomWallet, siweFields, useTestApp } from './helpers';

/** Regressions found by test/fuzz.test.ts and test/race.test.ts, one test per finding. */

const ctx = useTestApp();

describe('regressions', () => {
  it('POST /auth/login – signed-looking message with a lone surrogate – returns 400, not 500, and keeps the nonce', async () => {
    const wallet = randomWallet();
    const nonce = await getNonce(ctx.app);
    // Every field valid, so the message reaches signature recovery, where UTF-8 encoding used to throw.
    // (createSiweMessage refuses such a statement, so the message is put together by hand.)
    const message = createSiweMessage(siweFields(wallet.address, nonce)).replace(SIWE_STATEMENT, 'Sign in \ud800 please');
    const signature = `0x${'11'.repeat(64)}1b`;
    const response = await request(ctx.app).post('/auth/login').send({ walletAddress: wallet.address, nonce, signature, message });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringContaining('lone surrogates'), code: 'VALIDATION_FAILED' });
    const good = createSiweMessage(siweFields(wallet.address, nonce));
    await request(ctx.app).post('/auth/login').send({ walletAddress: wallet.address, nonce, message: good, signature: await wallet.signMessage(good) }).expect(200);
  });

  it('POST /auth/login – expiration before issued-at, both within the clock skew – returns 400 INVALID_SIWE_MESSAGE', async () => {
    const wallet = randomWallet();
    const nonce = await getNonce(ctx.app);
    const now = Date.now();
    const message = createSiweMessage(
      siweFields(wallet.address, nonce, { issuedAt: new Date(now + 45_000).toISOString(), expirationTime: new Date(now + 20_000).toISOString() }),
    );
    const response = await request(ctx.app)
      .post('/auth/login')
      .send({ walletAddress: wallet.address, nonce, message, signature: await wallet.signMessage(message) });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_SIWE_MESSAGE');
  });

  it('POST /auth/login – expiration before not-before – returns 400 INVALID_SIWE_MESSAGE', async () => {
    const wallet = randomWallet();
    const nonce = await getNonce(ctx.app);
    const now = Date.now();
    const message = createSiweMessage(
      siweFields(wallet.address, nonce, { expirationTime: new Date(now + 60_000).toISOString(), notBefore: new Date(now + 90_000).toISOString() }),
    );
    const response = await request(ctx.app)
      .post('/auth/login')
      .send({ walletAddress: wallet.address, nonce, message, signature: await wallet.signMessage(message) });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_SIWE_MESSAGE');
  });

  it('GET /<8,000-character path> – unknown route – 404 message repeats at most 100 characters of it', async () => {
    const response = await request(ctx.app).get(`/${'a'.repeat(8000)}`).expect(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect(response.body.message.length).toBeLessThan(200);
  });

  it('GET /healthz – headers over the Node limit or a malformed request line – answers JSON { message, code }', async () => {
    const server = createHttpServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (payload: string): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(payload));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    try {
      const huge = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(huge).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
      const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)).code).toBe('BAD_REQUEST');
      const head = await raw(`HEAD /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head.endsWith('\r\n\r\n')).toBe(true);
      // And the server still serves.
      await request(server).get('/healthz').expect(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
