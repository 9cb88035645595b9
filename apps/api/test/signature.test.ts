import { challengeDomain, EIP712_TYPES } from '@gm-claim/shared';
import { verifyTypedData } from 'ethers';
import request from 'supertest';
import { bearer, CHAIN_ID, CHALLENGE_ADDRESS, completeAllMissions, randomWallet, readySession, signIn, useTestApp } from './helpers';

const ctx = useTestApp();
const domain = challengeDomain(CHAIN_ID, CHALLENGE_ADDRESS);
const E18 = 10n ** 18n;

describe('signature nonces and durability', () => {
  /**
   * With asynchronous commit (DB_SYNCHRONOUS_COMMIT=false) an immediate PostgreSQL stop can lose the
   * last acknowledged rows of issued_signatures. That must never let a nonce be handed out twice:
   * nonces come from a random base drawn by the process plus a counter in memory, not from anything
   * stored, so losing stored rows changes nothing about the nonces handed out afterwards (README
   * "Durability").
   */
  it('GET /signature – issued_signatures rows lost after issuing (as a crash under asynchronous commit loses them) – no nonce is ever issued twice', async () => {
    const session = await readySession(ctx.app, ctx.db);
    const issue = async (): Promise<string[]> => {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => request(ctx.app).get('/signature').set(...bearer(session.accessToken))),
      );
      return responses.map((response) => {
        expect(response.status).toBe(200);
        return response.body.nonce as string;
      });
    };
    const before = [...(await issue()), ...(await issue())];
    // The crash: every row of this wallet vanishes, as if none had reached the WAL on disk.
    await ctx.db.query('DELETE FROM issued_signatures WHERE wallet = $1', [session.wallet.address.toLowerCase()]);
    const after = [...(await issue()), ...(await issue())];
    expect(new Set([...before, ...after]).size).toBe(before.length + after.length);
  });

  it('GET /signature – 200 signatures – consecutive nonces above a random 128-bit base, so they share GMChallenge nonce-bitmap words (issue 24)', async () => {
    const session = await readySession(ctx.app, ctx.db);
    const nonces: bigint[] = [];
    for (let round = 0; round < 4; round++) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => request(ctx.app).get('/signature').set(...bearer(session.accessToken))),
      );
      for (const response of responses) {
        expect(response.status).toBe(200);
        nonces.push(BigInt(response.body.nonce as string));
      }
    }
    nonces.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const base = (nonces[0] as bigint) >> 64n;
    // The base: 128 random bits (nonzero in its top 16 with probability 1 − 2^-16), the same for every nonce here.
    expect(base > 0n && base < 2n ** 128n).toBe(true);
    expect(nonces.every((nonce) => nonce >> 64n === base)).toBe(true);
    // Consecutive: 200 distinct nonces within 200 values, hence at most two 256-nonce words.
    expect(new Set(nonces).size).toBe(200);
    expect((nonces[199] as bigint) - (nonces[0] as bigint)).toBe(199n);
    expect(new Set(nonces.map((nonce) => nonce >> 8n)).size).toBeLessThanOrEqual(2);
  });
});

describe('GET /signature', () => {
  it('GET /signature – signed-in wallet with missions done – returns an Authorize signature by the configured signer', async () => {
    const session = await readySession(ctx.app, ctx.db);
    const before = Math.floor(Date.now() / 1000);
    const response = await request(ctx.app).get('/signature').set(...bearer(session.accessToken)).expect(200);
    const after = Math.ceil(Date.now() / 1000);
    const { nonce, deadline, signature } = response.body as { nonce: string; deadline: string; signature: string };
    const recovered = verifyTypedData(domain, { Authorize: [...EIP712_TYPES.Authorize] }, { user: session.wallet.address, nonce, deadline }, signature);
    expect(recovered).toBe(ctx.config.signer.address);
    // The deadline is the signing moment plus the TTL: between the request and its answer (however slow the machine).
    expect(Number(deadline)).toBeGreaterThanOrEqual(before + ctx.config.signer.ttlSeconds - 1);
    expect(Number(deadline)).toBeLessThanOrEqual(after + ctx.config.signer.ttlSeconds + 1);
  });

  it('GET /signature – twenty requests – never repeats a nonce and records each one', async () => {
    const session = await readySession(ctx.app, ctx.db);
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await request(ctx.app).get('/signature').set(...bearer(session.accessToken)).expect(200);
      nonces.add(response.body.nonce);
    }
    expect(nonces.size).toBe(20);
    const rows = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM issued_signatures WHERE wallet = $1', [
      session.wallet.address.toLowerCase(),
    ]);
    expect(Number(rows[0]?.n)).toBe(20);
  });

  it('GET /signature – missions not complete – returns 403', async () => {
    const session = await signIn(ctx.app);
    const response = await request(ctx.app).get('/signature').set(...bearer(session.accessToken)).expect(403);
    expect(response.body.code).toBe('MISSIONS_INCOMPLETE');
  });

  it('GET /signature – a ready wallet and one with missions open, 20 requests each at once – 200s only for the ready one, and only its nonces recorded', async () => {
    const ready = await readySession(ctx.app, ctx.db);
    const pending = await signIn(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => request(ctx.app).get('/signature').set(...bearer((i % 2 ? pending : ready).accessToken))),
    );
    responses.forEach((response, i) => {
      if (i % 2) expect([response.status, response.body.code]).toEqual([403, 'MISSIONS_INCOMPLETE']);
      else expect(response.status).toBe(200);
    });
    const recorded = await ctx.db.query<{ wallet: string; nonce: string }>(
      'SELECT wallet, nonce::text AS nonce FROM issued_signatures WHERE wallet = ANY($1)',
      [[ready.wallet.address.toLowerCase(), pending.wallet.address.toLowerCase()]],
    );
    expect(recorded.map((row) => row.wallet)).toEqual(Array(20).fill(ready.wallet.address.toLowerCase()));
    expect(new Set(recorded.map((row) => row.nonce))).toEqual(new Set(responses.filter((_, i) => i % 2 === 0).map((response) => response.body.nonce as string)));
  });

  it('GET /signature – without a token – returns 401', async () => {
    await request(ctx.app).get('/signature').expect(401);
  });
});

describe('GET /signature/amount', () => {
  it('GET /signature/amount – eligible wallet – returns a Register signature over the total eligibility', async () => {
    const session = await readySession(ctx.app, ctx.db);
    const response = await request(ctx.app).get('/signature/amount').set(...bearer(session.accessToken)).expect(200);
    const { amount, nonce, deadline, signature } = response.body as Record<string, string>;
    expect(amount).toBe((2100n * E18).toString());
    const recovered = verifyTypedData(
      domain,
      { Register: [...EIP712_TYPES.Register] },
      { user: session.wallet.address, amount, nonce, deadline },
      signature ?? '',
    );
    expect(recovered).toBe(ctx.config.signer.address);
  });

  it('GET /signature/amount – wallet without eligibility – returns 403', async () => {
    const wallet = randomWallet();
    await completeAllMissions(ctx.db, wallet.address);
    const session = await signIn(ctx.app, wallet);
    const response = await request(ctx.app).get('/signature/amount').set(...bearer(session.accessToken)).expect(403);
    expect(response.body.code).toBe('NOT_ELIGIBLE');
  });
});
