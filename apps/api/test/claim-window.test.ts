/**
 * The claim window (issue 34) through HTTP: GET /claim-window, and no Authorize / Register signature outside it,
 * while eligibility, sign-in and missions keep working. The closed window is a real local chain moved past a real
 * deadline; the opening, which a local chain has already passed, is a node that answers a future claimsOpenAt.
 */
import { claimWindowResponseSchema, errorResponseSchema, gmChallengeAbi } from '@gm-claim/shared';
import { Contract, Interface } from 'ethers';
import request from 'supertest';
import type { RpcClient } from '@gm-claim/server/chain/rpc';
import { ChainUnavailableError } from '@gm-claim/server/chain/rpc';
import { chainActions, deploymentEnv, startTestChain, type TestChain } from '@gm-claim/server/testing/chain';
import { bearer, buildApp, readySession, useTestDb, type TestContext } from './helpers';
import { ConfigError, loadConfig } from '../src/config';

jest.setTimeout(120_000);

const DAY = 86_400;
const testDb = useTestDb();

describe('on a real local chain', () => {
  let chain: TestChain;
  let ctx: TestContext;
  let deadline: number;

  beforeAll(async () => {
    chain = await startTestChain();
    ctx = buildApp(testDb.db, {
      ...deploymentEnv(chain),
      CHAIN_RPC_URLS: chain.rpcUrl,
      CLAIM_WINDOW_CACHE_MS: '0',
    });
  });

  afterAll(async () => {
    await chain?.stop();
  });

  it('GET /claim-window – the TGE has passed, no deadline – open, with the opening read from GMChallenge', async () => {
    const response = await request(ctx.app).get('/claim-window').expect(200);
    const window = claimWindowResponseSchema.parse(response.body);
    const challenge = new Contract(chain.deployment.contracts.GMChallenge, gmChallengeAbi, chain.provider);
    expect(window.state).toBe('open');
    expect(window.openAt).toBe(Number(await challenge.getFunction('claimsOpenAt')()));
    expect(window.deadline).toBeNull();
    expect(window.missionsGateEndsAt).toBeNull();
    expect(window.paused).toBe(false);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
  });

  it('a deadline set by the owner – the window shows it; after it, signatures are refused with CLAIMS_CLOSED and its time', async () => {
    const session = await readySession(ctx.app, testDb.db);
    await request(ctx.app).get('/signature').set(...bearer(session.accessToken)).expect(200);

    const owner = await chain.provider.getSigner(0);
    const challenge = new Contract(chain.deployment.contracts.GMChallenge, gmChallengeAbi, owner);
    const latest = await chain.rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
    deadline = Number(latest.timestamp) + 31 * DAY;
    await (await challenge.getFunction('setClaimDeadline')(deadline)).wait();
    const during = claimWindowResponseSchema.parse((await request(ctx.app).get('/claim-window').expect(200)).body);
    expect(during).toMatchObject({ state: 'open', deadline, deadlineIso: new Date(deadline * 1000).toISOString().replace('.000Z', 'Z') });

    await chainActions(chain).increaseTime(32 * DAY);
    const after = claimWindowResponseSchema.parse((await request(ctx.app).get('/claim-window').expect(200)).body);
    expect(after.state).toBe('closed');
    for (const path of ['/signature', '/signature/amount']) {
      const refused = await request(ctx.app).get(path).set(...bearer(session.accessToken)).expect(409);
      expect(errorResponseSchema.parse(refused.body)).toEqual({
        code: 'CLAIMS_CLOSED',
        message: `Claims closed at ${after.deadlineIso}.`,
        time: after.deadlineIso,
        timestamp: deadline,
      });
    }
    // Nothing else closes: the session, missions and the eligibility look-up still answer.
    await request(ctx.app).get('/user/missions').set(...bearer(session.accessToken)).expect(200);
    await request(ctx.app).get('/user/token').set(...bearer(session.accessToken)).expect(200);
  });
});

describe('a rehearsal of the window on a chain that has opened (CLAIM_WINDOW_PREVIEW_*, not in production)', () => {
  let chain: TestChain;

  beforeAll(async () => {
    chain = await startTestChain();
  });

  afterAll(async () => {
    await chain?.stop();
  });

  const appWith = async (preview: Record<string, string>): Promise<TestContext> => {
    return buildApp(testDb.db, {
      ...deploymentEnv(chain),
      CHAIN_RPC_URLS: chain.rpcUrl,
      ...preview,
    });
  };

  it('an opening ahead – the window and the signatures follow it (the chain time still counts down to it)', async () => {
    const latest = await chain.rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
    const openAt = Number(latest.timestamp) + 2 * DAY;
    const ctx = await appWith({ CLAIM_WINDOW_PREVIEW_OPEN_AT: String(openAt) });
    const window = claimWindowResponseSchema.parse((await request(ctx.app).get('/claim-window').expect(200)).body);
    expect(window).toMatchObject({ state: 'before-opening', openAt, deadline: null });
    const session = await readySession(ctx.app, testDb.db);
    const refused = await request(ctx.app).get('/signature').set(...bearer(session.accessToken)).expect(409);
    expect(refused.body).toMatchObject({ code: 'CLAIMS_NOT_OPEN', timestamp: openAt });
  });

  it('a deadline 10 days ahead – open, with the deadline the page shows its banner for', async () => {
    const latest = await chain.rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
    const deadline = Number(latest.timestamp) + 10 * DAY;
    const ctx = await appWith({ CLAIM_WINDOW_PREVIEW_DEADLINE: String(deadline) });
    const window = claimWindowResponseSchema.parse((await request(ctx.app).get('/claim-window').expect(200)).body);
    expect(window).toMatchObject({ state: 'open', deadline });
  });

  it('loadConfig – a preview in production – refused: the chain holds the window', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SIGNER_PRIVATE_KEY: `0x${'3'.repeat(64)}`,
        CHAIN_RPC_URLS: 'https://bsc.example',
        CHAIN_ID: '56',
        CHALLENGE_ADDRESS: `0x${'1'.repeat(40)}`,
        PUBLIC_VESTING_ADDRESS: `0x${'2'.repeat(40)}`,
        CLAIM_WINDOW_PREVIEW_OPEN_AT: '1900000000',
      }),
    ).toThrow(ConfigError);
  });
});

/** A node answering GMChallenge's window words (claimsOpenAt, claimDeadline, missionsGateEndsAt, isOff) and a block. */
function windowNode(state: { openAt: number; deadline: number; gateEnd: number; off: boolean; now: number; down: boolean }): RpcClient {
  const challenge = new Interface(gmChallengeAbi);
  const word = (value: number | boolean): string => `0x${BigInt(value).toString(16).padStart(64, '0')}`;
  const answers: Record<string, () => string> = {
    [challenge.getFunction('claimsOpenAt')!.selector]: () => word(state.openAt),
    [challenge.getFunction('claimDeadline')!.selector]: () => word(state.deadline),
    [challenge.getFunction('missionsGateEndsAt')!.selector]: () => word(state.gateEnd),
    [challenge.getFunction('isOff')!.selector]: () => word(state.off),
  };
  return {
    nodes: ['node #1 (stub)'],
    async request(method, params) {
      if (state.down) throw new ChainUnavailableError('unreachable', 'node #1 (stub) is down');
      if (method === 'eth_getBlockByNumber') return { timestamp: `0x${state.now.toString(16)}` };
      if (method === 'eth_call') {
        const data = (params[0] as { data: string }).data;
        const answer = answers[data.slice(0, 10)];
        if (answer) return answer();
      }
      throw new Error(`unexpected ${method}`);
    },
  };
}

describe('before the opening (a node answering a future claimsOpenAt)', () => {
  const now = Math.floor(Date.now() / 1000);
  const node = { openAt: now + 3 * DAY, deadline: now + 60 * DAY, gateEnd: now + 10 * DAY, off: true, now, down: false };
  let ctx: TestContext;

  beforeAll(() => {
    ctx = buildApp(testDb.db, { CHAIN_RPC_URLS: 'http://127.0.0.1:9', CLAIM_WINDOW_CACHE_MS: '0' }, { rpc: windowNode(node) });
  });

  it('GET /claim-window – before-opening with every time in ISO and unix seconds, and the Challenge paused', async () => {
    const window = claimWindowResponseSchema.parse((await request(ctx.app).get('/claim-window').expect(200)).body);
    expect(window).toMatchObject({
      state: 'before-opening',
      openAt: node.openAt,
      deadline: node.deadline,
      missionsGateEndsAt: node.gateEnd,
      paused: true,
    });
    expect(window.openAtIso).toBe(new Date(node.openAt * 1000).toISOString().replace('.000Z', 'Z'));
    expect(Math.abs(window.now - now)).toBeLessThanOrEqual(2);
  });

  it('GET /signature and /signature/amount – 409 CLAIMS_NOT_OPEN with the opening; sign-in, missions and eligibility work', async () => {
    const session = await readySession(ctx.app, testDb.db);
    for (const path of ['/signature', '/signature/amount']) {
      const refused = await request(ctx.app).get(path).set(...bearer(session.accessToken)).expect(409);
      expect(refused.body).toEqual({
        code: 'CLAIMS_NOT_OPEN',
        message: `Claims open at ${new Date(node.openAt * 1000).toISOString().replace('.000Z', 'Z')}.`,
        time: new Date(node.openAt * 1000).toISOString().replace('.000Z', 'Z'),
        timestamp: node.openAt,
      });
    }
    const missions = await request(ctx.app).get('/user/missions').set(...bearer(session.accessToken)).expect(200);
    expect(missions.body).toBeDefined();
    const token = await request(ctx.app).get('/user/token').set(...bearer(session.accessToken)).expect(200);
    expect(token.body).toBeDefined();
    // No signature was recorded for the refused requests.
    const rows = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM issued_signatures WHERE wallet = $1', [
      session.wallet.address.toLowerCase(),
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it('the node fails after a read – the last window read still answers (and still refuses); never read – 503 with Retry-After', async () => {
    await request(ctx.app).get('/claim-window').expect(200);
    node.down = true;
    try {
      const stale = claimWindowResponseSchema.parse((await request(ctx.app).get('/claim-window').expect(200)).body);
      expect(stale.state).toBe('before-opening');
      const session = await readySession(ctx.app, testDb.db);
      const refused = await request(ctx.app).get('/signature').set(...bearer(session.accessToken)).expect(409);
      expect(refused.body.code).toBe('CLAIMS_NOT_OPEN');

      const fresh = buildApp(testDb.db, { CHAIN_RPC_URLS: 'http://127.0.0.1:9', CLAIM_WINDOW_CACHE_MS: '0' }, { rpc: windowNode(node) });
      const unavailable = await request(fresh.app).get('/claim-window').expect(503);
      expect(unavailable.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(unavailable.headers['retry-after']).toBeDefined();
    } finally {
      node.down = false;
    }
  });

  it('the opening passes – signatures are issued again', async () => {
    node.now = node.openAt + 1;
    // The reader keeps the chain's offset from its last read: a new read at the new chain time.
    const window = claimWindowResponseSchema.parse((await request(ctx.app).get('/claim-window').expect(200)).body);
    expect(window.state).toBe('open');
    const session = await readySession(ctx.app, testDb.db);
    await request(ctx.app).get('/signature').set(...bearer(session.accessToken)).expect(200);
  });
});
