import { EMPTY_TOKEN_INFO } from '@gm-claim/shared';
import request from 'supertest';
import { readMigrations } from '@gm-claim/server/db/migrate';
import type { Db } from '@gm-claim/server/db';
import { bearer, buildApp, giveEligibility, MIGRATIONS_DIR, PUBLIC_VESTING_ADDRESS, randomWallet, signIn, useTestApp } from './helpers';

const ctx = useTestApp();
const E18 = 10n ** 18n;

const units = (gm: number): string => (BigInt(gm) * E18).toString();

describe('GET /user/token', () => {
  it('GET /user/token – eligible wallet – returns its tokenInfo by source in base units', async () => {
    const wallet = randomWallet();
    await giveEligibility(ctx.db, wallet.address, [1, 2, 3, 4, 5, 6]);
    const session = await signIn(ctx.app, wallet);
    const response = await request(ctx.app).get('/user/token').set(...bearer(session.accessToken)).expect(200);
    expect(response.body).toEqual({
      tokenInfo: {
        totalAmount: units(21),
        mmToG: units(1),
        discordRoleToG: units(2),
        spaceKidsToG: units(3),
        capsuleToG: units(4),
        wingToG: units(5),
        communityAirdropToG: units(6),
      },
    });
  });

  it('GET /user/token – wallet without eligibility – returns all "0"', async () => {
    const session = await signIn(ctx.app);
    const response = await request(ctx.app).get('/user/token').set(...bearer(session.accessToken)).expect(200);
    expect(response.body).toEqual({ tokenInfo: EMPTY_TOKEN_INFO });
  });
});

describe('GET /user/tokenByInputAddress', () => {
  it('GET /user/tokenByInputAddress – lowercased address – returns tokenInfo and a public cache header', async () => {
    const wallet = randomWallet();
    await giveEligibility(ctx.db, wallet.address, [10, 0, 0, 0, 0, 0]);
    const response = await request(ctx.app)
      .get('/user/tokenByInputAddress')
      .query({ walletAddress: wallet.address.toLowerCase() })
      .expect(200);
    expect(response.body.tokenInfo.totalAmount).toBe(units(10));
    expect(response.headers['cache-control']).toBe('public, max-age=30');
  });

  it('GET /user/tokenByInputAddress – fractional and huge amounts, then updated – matches GET /user/token exactly', async () => {
    const wallet = randomWallet();
    const address = wallet.address.toLowerCase();
    const amounts = ['250500000000000000000', '1', '0', (2n ** 200n).toString(), '999999999999999999', '7'];
    const total = amounts.reduce((sum, value) => sum + BigInt(value), 0n).toString();
    const write = (values: string[], sum: string) =>
      ctx.db.query(
        `INSERT INTO eligibility (address, mm, discord_role, space_kids, capsule, wing, community_airdrop, total)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (address) DO UPDATE SET mm = EXCLUDED.mm, total = EXCLUDED.total`,
        [address, ...values, sum],
      );
    await write(amounts, total);
    const session = await signIn(ctx.app, wallet);
    const privateView = await request(ctx.app).get('/user/token').set(...bearer(session.accessToken)).expect(200);
    const publicView = await request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress: address }).expect(200);
    expect(publicView.body).toEqual(privateView.body);
    expect(publicView.body.tokenInfo).toEqual({
      totalAmount: total,
      mmToG: '250500000000000000000',
      discordRoleToG: '1',
      spaceKidsToG: '0',
      capsuleToG: (2n ** 200n).toString(),
      wingToG: '999999999999999999',
      communityAirdropToG: '7',
    });

    // A re-import of the row shows at once: nothing is cached between look-ups.
    await write(['5', ...amounts.slice(1)], '12');
    const updated = await request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress: address }).expect(200);
    expect(updated.body.tokenInfo).toMatchObject({ mmToG: '5', totalAmount: '12' });
  });

  it('GET /user/tokenByInputAddress – unknown address – returns all "0"', async () => {
    const response = await request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress: randomWallet().address }).expect(200);
    expect(response.body).toEqual({ tokenInfo: EMPTY_TOKEN_INFO });
  });

  it('GET /user/tokenByInputAddress – bad checksum – returns 400', async () => {
    const response = await request(ctx.app)
      .get('/user/tokenByInputAddress')
      .query({ walletAddress: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
      .expect(400);
    expect(response.body).toEqual({ message: expect.stringContaining('checksum'), code: 'VALIDATION_FAILED' });
  });

  it('GET /user/tokenByInputAddress – 40 concurrent look-ups (batched into shared queries) – each gets its own wallet\'s tokenInfo', async () => {
    const wallets = Array.from({ length: 40 }, () => randomWallet());
    await Promise.all(wallets.map((wallet, i) => giveEligibility(ctx.db, wallet.address, [i + 1, 0, 0, 0, 0, 0])));
    const unknown = randomWallet().address.toLowerCase();
    const responses = await Promise.all([
      ...wallets.map((wallet, i) =>
        request(ctx.app)
          .get('/user/tokenByInputAddress')
          .query({ walletAddress: i % 2 === 0 ? wallet.address.toLowerCase() : wallet.address })
          .expect(200),
      ),
      request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress: unknown }).expect(200),
    ]);
    wallets.forEach((_, i) => expect(responses[i]?.body.tokenInfo.mmToG).toBe(units(i + 1)));
    expect(responses[40]?.body).toEqual({ tokenInfo: EMPTY_TOKEN_INFO });
  });

  it('GET /user/tokenByInputAddress – uppercase hex and non-hex – accepts the first, rejects the second', async () => {
    const wallet = randomWallet();
    await giveEligibility(ctx.db, wallet.address, [3, 0, 0, 0, 0, 0]);
    const upper = `0x${wallet.address.slice(2).toUpperCase()}`;
    const response = await request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress: upper }).expect(200);
    expect(response.body.tokenInfo.mmToG).toBe(units(3));
    await request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress: `0x${'g'.repeat(40)}` }).expect(400);
    await request(ctx.app).get('/user/tokenByInputAddress').query({ walletAddress: ['0x' + 'a'.repeat(40), '0x' + 'b'.repeat(40)] }).expect(400);
  });

  it('GET /user/tokenByInputAddress – missing address – returns 400', async () => {
    const response = await request(ctx.app).get('/user/tokenByInputAddress').expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('missions', () => {
  it('GET /user/missions – after sign-in – lists three missions with verify-wallet complete', async () => {
    const session = await signIn(ctx.app);
    const response = await request(ctx.app).get('/user/missions').set(...bearer(session.accessToken)).expect(200);
    expect(response.body.missions.map((mission: { id: string }) => mission.id)).toEqual(['follow-x', 'join-discord', 'verify-wallet']);
    expect(response.body.missions.map((mission: { completed: boolean }) => mission.completed)).toEqual([false, false, true]);
    expect(response.body.clearAllMissions).toBe(false);
  });

  it('POST /user/missions/:id/complete – every mission – sets clearAllMissions, and the next login says so', async () => {
    const session = await signIn(ctx.app);
    await request(ctx.app).post('/user/missions/follow-x/complete').set(...bearer(session.accessToken)).expect(200);
    const last = await request(ctx.app).post('/user/missions/join-discord/complete').set(...bearer(session.accessToken)).expect(200);
    expect(last.body.clearAllMissions).toBe(true);
    expect(last.body.missions.every((mission: { completedAt: string | null }) => typeof mission.completedAt === 'string')).toBe(true);
    const again = await signIn(ctx.app, session.wallet);
    expect(again.clearAllMissions).toBe(true);
  });

  it('POST /user/missions/:id/complete – twice – is idempotent', async () => {
    const session = await signIn(ctx.app);
    await request(ctx.app).post('/user/missions/follow-x/complete').set(...bearer(session.accessToken)).expect(200);
    await request(ctx.app).post('/user/missions/follow-x/complete').set(...bearer(session.accessToken)).expect(200);
  });

  it('POST /user/missions/:id/complete – unknown mission – returns 404', async () => {
    const session = await signIn(ctx.app);
    const response = await request(ctx.app).post('/user/missions/climb-everest/complete').set(...bearer(session.accessToken)).expect(404);
    expect(response.body.code).toBe('UNKNOWN_MISSION');
  });

  it('POST /user/missions/:id/complete – without a token – returns 401', async () => {
    await request(ctx.app).post('/user/missions/follow-x/complete').expect(401);
  });
});

describe('service endpoints', () => {
  it('GET /vesting/contract – any caller – returns the PUBLIC vesting address', async () => {
    const response = await request(ctx.app).get('/vesting/contract').expect(200);
    expect(response.body).toEqual({ contractAddress: PUBLIC_VESTING_ADDRESS });
  });

  it('GET /healthz – database up – returns ok', async () => {
    const response = await request(ctx.app).get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz – database up, every migration applied – returns ready', async () => {
    const response = await request(ctx.app).get('/readyz').expect(200);
    expect(response.body).toEqual({ status: 'ready', db: ctx.db.kind, migrations: readMigrations(MIGRATIONS_DIR).length });
  });

  it('GET /readyz – a migration the database has not applied – returns 503 naming it', async () => {
    const migrations = [...readMigrations(MIGRATIONS_DIR), { name: '999_future.sql', sql: 'SELECT 1' }];
    const response = await request(buildApp(ctx.db, {}, { migrations }).app).get('/readyz').expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toMatchObject({ status: 'unavailable', pendingMigrations: ['999_future.sql'], code: 'SERVICE_UNAVAILABLE' });
  });

  it('GET /healthz and /readyz – database refusing connections – liveness 200, readiness 503', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const broken = { ...ctx.db, kind: ctx.db.kind, query: () => Promise.reject(refused) } as unknown as Db;
    const { app } = buildApp(broken);
    await request(app).get('/healthz').expect(200);
    const response = await request(app).get('/readyz').expect(503);
    expect(response.body).toMatchObject({ status: 'unavailable', db: 'unreachable', code: 'SERVICE_UNAVAILABLE' });
  });

  it('GET /metrics – after requests – exposes the request duration histogram', async () => {
    await request(ctx.app).get('/vesting/contract').expect(200);
    const response = await request(ctx.app).get('/metrics').expect(200);
    expect(response.text).toContain('http_request_duration_seconds_count{method="GET",route="/vesting/contract",status="200"}');
  });

  it('GET /openapi.json – any caller – documents every endpoint', async () => {
    const response = await request(ctx.app).get('/openapi.json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/auth/nonce',
        '/auth/login',
        '/auth/refresh',
        '/auth/logout',
        '/signature',
        '/signature/amount',
        '/user/token',
        '/user/tokenByInputAddress',
        '/user/missions',
        '/user/missions/{id}/complete',
        '/vesting/contract',
      ]),
    );
  });

  it('GET /docs – any caller – serves the docs page and its script', async () => {
    const page = await request(ctx.app).get('/docs').expect(200);
    expect(page.text).toContain('/openapi.json');
    await request(ctx.app).get('/docs/docs.js').expect(200).expect('Content-Type', /javascript/);
  });
});
