import request from 'supertest';
import { bearer, completeAllMissions, randomWallet, signedLogin, signIn, useTestApp } from './helpers';

/**
 * Concurrency and stuck-state checks: the same request raced against itself or against its
 * opposite must leave exactly one winner, a consistent database and no 5xx (PGlite and PostgreSQL).
 */

const ctx = useTestApp();

async function liveTokens(wallet: string): Promise<number> {
  const rows = await ctx.db.query<{ live: number }>(
    `SELECT count(*)::int AS live FROM refresh_tokens
      WHERE wallet = $1 AND rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
    [wallet.toLowerCase()],
  );
  return Number(rows[0]?.live ?? 0);
}

describe('races', () => {
  it('POST /auth/refresh – reused token raced 20× – exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const session = await signIn(ctx.app);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const response of responses.filter((r) => r.status !== 200)) {
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('REFRESH_TOKEN_REUSED');
      }
      // Reuse was detected, so the family rule revokes everything, the winner's new token included.
      const winner = responses.find((response) => response.status === 200);
      const successor = await request(ctx.app).post('/auth/refresh').send({ refreshToken: winner?.body.refreshToken });
      expect(successor.status).toBe(401);
      expect(await liveTokens(session.wallet.address)).toBe(0);
    }
  });

  it('POST /auth/logout – raced against POST /auth/refresh – no session survives the logout', async () => {
    for (let round = 0; round < 10; round++) {
      const session = await signIn(ctx.app);
      const [logout, refresh] = await Promise.all([
        request(ctx.app).post('/auth/logout').send({ refreshToken: session.refreshToken }),
        request(ctx.app).post('/auth/refresh').send({ refreshToken: session.refreshToken }),
      ]);
      expect(logout.status).toBe(204);
      expect([200, 401]).toContain(refresh.status);
      expect(await liveTokens(session.wallet.address)).toBe(0);
      if (refresh.status === 200) {
        await request(ctx.app).post('/auth/refresh').send({ refreshToken: refresh.body.refreshToken }).expect(401);
      }
    }
  });

  it('POST /auth/refresh – two live tokens of one wallet raced – both rotate independently', async () => {
    const wallet = randomWallet();
    const [first, second] = [await signIn(ctx.app, wallet), await signIn(ctx.app, wallet)];
    const responses = await Promise.all([first, second, first, second].map((s) => request(ctx.app).post('/auth/refresh').send({ refreshToken: s.refreshToken })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 401, 401]);
  });

  it('GET /signature – one wallet raced 30× – never returns the same nonce twice', async () => {
    const wallet = randomWallet();
    await completeAllMissions(ctx.db, wallet.address);
    const session = await signIn(ctx.app, wallet);
    const responses = await Promise.all(Array.from({ length: 30 }, () => request(ctx.app).get('/signature').set(...bearer(session.accessToken))));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 30 }, () => 200));
    const nonces = responses.map((r) => r.body.nonce as string);
    expect(new Set(nonces).size).toBe(30);
    const rows = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM issued_signatures WHERE wallet = $1`, [wallet.address.toLowerCase()]);
    expect(Number(rows[0]?.n)).toBe(30);
  });

  it('POST /user/missions/:id/complete – raced 20× against itself – every call 200, one completion row', async () => {
    const session = await signIn(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => request(ctx.app).post('/user/missions/follow-x/complete').set(...bearer(session.accessToken))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    for (const response of responses) {
      expect(response.body.missions.find((m: { id: string }) => m.id === 'follow-x')?.completed).toBe(true);
    }
    const rows = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mission_completions WHERE wallet = $1 AND mission_id = 'follow-x'`, [
      session.wallet.address.toLowerCase(),
    ]);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('POST /auth/login – 50 concurrent logins with one nonce – one 200, 49 INVALID_NONCE, one session stored', async () => {
    const body = await signedLogin(ctx.app, randomWallet());
    const responses = await Promise.all(Array.from({ length: 50 }, () => request(ctx.app).post('/auth/login').send(body)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 401 && r.body.code === 'INVALID_NONCE')).toHaveLength(49);
    expect(await liveTokens(body.walletAddress)).toBe(1);
    const nonces = await ctx.db.query(`SELECT 1 FROM login_nonces WHERE nonce = $1`, [body.nonce]);
    expect(nonces).toHaveLength(0);
  });
});
