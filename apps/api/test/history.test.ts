/**
 * The history endpoints through HTTP, over an index the real indexer built from a real local chain
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import {
  challengeListResponseSchema,
  challengeResponseSchema,
  claimHistoryResponseSchema,
  fairnessResponseSchema,
  indexStatusResponseSchema,
} from '@gm-claim/shared';
import request from 'supertest';
import { chainActions, deploymentEnv, GM, startTestChain, type TestChain } from '@gm-claim/server/testing/chain';
import { buildApp, type TestContext } from './helpers';
import { chainHead, indexChain, type IndexTestDb, openIndexTestDb } from './indexer-process';

jest.setTimeout(120_000);

let chain: TestChain;
let store: IndexTestDb;
let ctx: TestContext;
let actions: ReturnType<typeof chainActions>;
const bets: { won: string; lost: string; pending: string; cancelled: string } = { won: '', lost: '', pending: '', cancelled: '' };
let backerSchedule: bigint;
let bettor: string;
/** Account 7's claim & vest sent to a plain address: a gift (GMVesting.createGiftSchedule) the recipient never accepted. */
const GIFT_RECIPIENT = '0x0000000000000000000000000000000000009157';

beforeAll(async () => {
  [chain, store] = await Promise.all([startTestChain(), openIndexTestDb()]);
  actions = chainActions(chain);
  ctx = buildApp(store.db, deploymentEnv(chain));

  bettor = (await actions.account(6)).address.toLowerCase();
  await actions.register([bettor, (await actions.account(7)).address], 5_000n * GM);
  await actions.vrfMode(false);
  bets.won = (await actions.bet(6, 100n * GM, 2)).requestId;
  await actions.fulfil(bets.won, ['1']);
  bets.lost = (await actions.bet(6, 100n * GM, 4)).requestId;
  await actions.fulfil(bets.lost, ['9999']);
  bets.cancelled = (await actions.bet(6, 100n * GM, 2)).requestId;
  await actions.increaseTime(25 * 3_600);
  await actions.cancelBet(6, bets.cancelled);
  bets.pending = (await actions.bet(6, 100n * GM, 6)).requestId;
  await actions.claimAndVestTo(7, GIFT_RECIPIENT);
  backerSchedule = await actions.scheduleOf('BACKER', 1);
  await actions.vestingClaim('BACKER', 1, backerSchedule);
  await actions.increaseTime(40 * 86_400);
  await actions.vestingClaim('BACKER', 1, backerSchedule);
  await indexChain(chain, store);
  // Blocks the index has not seen yet: the responses must say how far behind it is.
  await chain.rpc('hardhat_mine', ['0x7']);
});

afterAll(async () => {
  await store?.close();
  await chain?.stop();
});

describe('GET /index/status', () => {
  it('after indexing – says how far the index has got and how far behind the head it is', async () => {
    const response = await request(ctx.app).get('/index/status').expect(200);
    const { index } = indexStatusResponseSchema.parse(response.body);
    const head = await chainHead(chain);
    expect(index.indexedBlock).toBe(head - 7);
    expect(index.chainHead).toBe(head - 7);
    expect(index.lagBlocks).toBe(0);
    expect(index.confirmations).toBe(0);
    expect(response.headers['x-index-block']).toBe(String(head - 7));
  });
});

describe('GET /vesting/:vesting/schedules/:scheduleId/claims', () => {
  it('a BACKER schedule with two claims – lists them newest first with amount, timestamp, tx and block', async () => {
    const response = await request(ctx.app).get(`/vesting/backer/schedules/${backerSchedule}/claims`).expect(200);
    const body = claimHistoryResponseSchema.parse(response.body);
    expect(body.vestingType).toBe('BACKER');
    expect(body.schedule.beneficiary).toBe((await actions.account(1)).address.toLowerCase());
    expect(body.schedule.totalAmount).toBe(String(120_000n * GM));
    expect(body.claims).toHaveLength(2);
    const [newest, oldest] = body.claims;
    expect(BigInt(oldest?.amount ?? 0)).toBe(12_000n * GM);
    expect(newest?.blockNumber).toBeGreaterThan(oldest?.blockNumber ?? Infinity);
    const receipt = await chain.provider.getTransactionReceipt(newest?.txHash ?? '');
    expect(receipt?.blockNumber).toBe(newest?.blockNumber);
    expect(newest?.timestamp).toBe(newest?.claimedAt);
  });

  it('a gift (a claim & vest sent to another address) – its recipient as beneficiary, the giver named, not the zero address', async () => {
    const giver = (await actions.account(7)).address.toLowerCase();
    const [vest] = await store.db.query<{ schedule_id: string }>(
      'SELECT schedule_id::text AS schedule_id FROM idx_challenge_vests WHERE user_address = $1',
      [giver],
    );
    // The event the index keeps is the chain's: created with beneficiary 0, then proposed from 0 to the recipient.
    const [created] = await store.db.query<{ beneficiary: string }>(
      'SELECT beneficiary FROM idx_vesting_schedules WHERE contract = $1 AND schedule_id = $2',
      [chain.deployment.contracts.GMVesting.PUBLIC.toLowerCase(), vest?.schedule_id ?? '0'],
    );
    expect(created?.beneficiary).toBe('0x0000000000000000000000000000000000000000');
    const response = await request(ctx.app).get(`/vesting/PUBLIC/schedules/${vest?.schedule_id ?? '0'}/claims`).expect(200);
    const body = claimHistoryResponseSchema.parse(response.body);
    expect(body.schedule.beneficiary).toBe(GIFT_RECIPIENT);
    expect(body.schedule.gift).toEqual({ from: giver });
    expect(body.claims).toEqual([]);
    // Any other schedule is no gift.
    const backer = await request(ctx.app).get(`/vesting/BACKER/schedules/${backerSchedule}/claims`).expect(200);
    expect(backer.body.schedule.gift).toBeUndefined();
  });

  it('by contract address – the same history', async () => {
    const address = chain.deployment.contracts.GMVesting.BACKER;
    const byType = await request(ctx.app).get(`/vesting/BACKER/schedules/${backerSchedule}/claims`).expect(200);
    const byAddress = await request(ctx.app).get(`/vesting/${address}/schedules/${backerSchedule}/claims`).expect(200);
    expect(byAddress.body).toEqual(byType.body);
  });

  it('an unknown schedule id – 404 naming it', async () => {
    const response = await request(ctx.app).get('/vesting/TEAM/schedules/9999/claims').expect(404);
    expect(response.body).toEqual({ message: expect.stringMatching(/^Schedule 9999 of TEAM vesting is not in the index \(the index has reached block \d+\)\.$/), code: 'NOT_FOUND' });
  });

  it.each([
    ['a vesting type that does not exist', '/vesting/FOUNDERS/schedules/1/claims'],
    ['a schedule id that is not a number', '/vesting/TEAM/schedules/one/claims'],
    ['a schedule id past uint256', `/vesting/TEAM/schedules/${2n ** 256n}/claims`],
    ['a negative schedule id', '/vesting/TEAM/schedules/-1/claims'],
  ])('%s – 400', async (_case, path) => {
    const response = await request(ctx.app).get(path).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /challenges/:requestId', () => {
  it('a won bet – bettor, stake, multiple, table row in force, bet and fulfilment tx, outcome and amount credited', async () => {
    const response = await request(ctx.app).get(`/challenges/${bets.won}`).expect(200);
    const { challenge, index } = challengeResponseSchema.parse(response.body);
    expect(index.indexedBlock).not.toBeNull();
    expect(challenge).toMatchObject({
      requestId: bets.won,
      vrfRequestId: bets.won,
      user: bettor,
      unit: String(100n * GM),
      multiple: 2,
      status: 'resolved',
      odds: { probBps: 2_500, lossBps: 5_000 },
      tableRow: { probBps: 2_500, lossBps: 5_000 },
      fulfilment: { success: true, randomWord: '1', gained: String(200n * GM), credited: String(200n * GM) },
      cancelRequest: null,
      cancellation: null,
    });
    expect(BigInt(challenge.price)).toBeGreaterThan(0n);
    const betReceipt = await chain.provider.getTransactionReceipt(challenge.requested.txHash);
    expect(betReceipt?.blockNumber).toBe(challenge.requested.blockNumber);
    expect(challenge.fulfilment?.blockNumber).toBeGreaterThan(challenge.requested.blockNumber);
  });

  it('a lost x4 bet – credited is the stake less the loss share in force', async () => {
    const { challenge } = challengeResponseSchema.parse((await request(ctx.app).get(`/challenges/${bets.lost}`).expect(200)).body);
    expect(challenge.status).toBe('resolved');
    expect(challenge.fulfilment?.success).toBe(false);
    expect(challenge.fulfilment?.randomWord).toBe('9999');
    expect(challenge.odds).toEqual({ probBps: challenge.tableRow?.probBps, lossBps: challenge.tableRow?.lossBps });
    const lossBps = BigInt(challenge.odds?.lossBps ?? 0);
    expect(challenge.fulfilment?.credited).toBe(String(100n * GM - (100n * GM * lossBps) / 10_000n));
  });

  it('a cancelled bet and a pending bet – their status', async () => {
    const cancelled = challengeResponseSchema.parse((await request(ctx.app).get(`/challenges/${bets.cancelled}`).expect(200)).body);
    expect(cancelled.challenge.status).toBe('cancelled');
    expect(cancelled.challenge.cancellation?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    // Requested first, finalised once the request's delay (10 minutes) had passed.
    expect(cancelled.challenge.cancelRequest?.finalizableAt).toBe((cancelled.challenge.cancelRequest?.timestamp ?? 0) + 600);
    expect(cancelled.challenge.cancellation?.blockNumber).toBeGreaterThan(cancelled.challenge.cancelRequest?.blockNumber ?? Infinity);
    const pending = challengeResponseSchema.parse((await request(ctx.app).get(`/challenges/${bets.pending}`).expect(200)).body);
    expect(pending.challenge).toMatchObject({ status: 'pending', fulfilment: null, cancellation: null, multiple: 6 });
  });

  it('an unknown request id – 404; a malformed one – 400', async () => {
    const missing = await request(ctx.app).get('/challenges/123456789').expect(404);
    expect(missing.body.message).toMatch(/^Challenge 123456789 is not in the index/);
    await request(ctx.app).get('/challenges/0x12').expect(400);
  });
});

describe('GET /challenges?user=', () => {
  it("a bettor's four Challenges – newest first, two pages of 3 and 1 joined by the cursor", async () => {
    const first = challengeListResponseSchema.parse((await request(ctx.app).get(`/challenges?user=${bettor}&limit=3`).expect(200)).body);
    expect(first.total).toBe(4);
    expect(first.challenges.map((challenge) => challenge.requestId)).toEqual([bets.pending, bets.cancelled, bets.lost]);
    expect(first.nextCursor).not.toBeNull();
    const second = challengeListResponseSchema.parse(
      (await request(ctx.app).get(`/challenges?user=${bettor}&limit=3&cursor=${first.nextCursor}`).expect(200)).body,
    );
    expect(second.challenges.map((challenge) => challenge.requestId)).toEqual([bets.won]);
    expect(second.nextCursor).toBeNull();
  });

  it('a wallet without Challenges – an empty page; a bad address, limit or cursor – 400', async () => {
    const empty = challengeListResponseSchema.parse((await request(ctx.app).get(`/challenges?user=0x${'ab'.repeat(20)}`).expect(200)).body);
    expect(empty).toMatchObject({ total: 0, challenges: [], nextCursor: null });
    await request(ctx.app).get('/challenges?user=0x1234').expect(400);
    await request(ctx.app).get(`/challenges?user=${bettor}&limit=1000`).expect(400);
    await request(ctx.app).get(`/challenges?user=${bettor}&cursor=abc`).expect(400);
    await request(ctx.app).get('/challenges').expect(400);
  });
});

describe('GET /challenges/fairness', () => {
  it('per multiplier – resolved bets, wins, observed win rate and the probability they were placed at', async () => {
    const { multiples } = fairnessResponseSchema.parse((await request(ctx.app).get('/challenges/fairness').expect(200)).body);
    const x2 = multiples.find((row) => row.multiple === 2);
    const x4 = multiples.find((row) => row.multiple === 4);
    expect(x2).toMatchObject({ resolved: 1, wins: 1, observedWinRate: 1, expectedWinRate: 0.25, expectedWins: 0.25 });
    expect(x4).toMatchObject({ resolved: 1, wins: 0, observedWinRate: 0 });
    expect(multiples.find((row) => row.multiple === 6)).toMatchObject({ resolved: 0, wins: 0, observedWinRate: null, expectedWinRate: null });
    expect(x2?.currentTable.length).toBeGreaterThan(0);
  });

  it('the sums in wei – a 100 GM x2 win returns 200 GM, a 100 GM x4 loss keeps 30 GM; cancelled and pending counted apart', async () => {
    const body = fairnessResponseSchema.parse((await request(ctx.app).get('/challenges/fairness').expect(200)).body);
    const row = (multiple: number) => body.multiples.find((candidate) => candidate.multiple === multiple);
    expect(row(2)).toMatchObject({ staked: String(100n * GM), returned: String(200n * GM), cancelled: 1, pending: 0 });
    // 100 GM × (1500 × 4 × 10^4 + 8500 × 3000): the x4 row's RTP of 85.5% × 10^8.
    expect(row(4)).toMatchObject({ staked: String(100n * GM), returned: String(30n * GM), expectedScaled: String(100n * GM * 85_500_000n) });
    expect(row(6)).toMatchObject({ staked: '0', returned: '0', cancelled: 0, pending: 1 });
    // The deployment's table: every row set once, with its block; every bet at the row in force.
    expect(body.tableChanges.length).toBeGreaterThanOrEqual(12);
    expect(body.tableChanges.every((change) => change.blockNumber > 0 && /^0x[0-9a-f]{64}$/.test(change.txHash))).toBe(true);
    expect(body.oddsMismatches).toBe(0);
  });
});

describe('the database is down', () => {
  it('every history endpoint – 503 with a clear message, never a 500', async () => {
    const broken = await openIndexTestDb();
    const { contracts } = chain.deployment;
    const down = buildApp(broken.db, { CHAIN_ID: String(chain.deployment.chainId), VESTING_ADDRESSES: JSON.stringify(contracts.GMVesting) });
    await broken.close();
    for (const path of ['/index/status', '/vesting/BACKER/schedules/1/claims', `/challenges/${bets.won}`, `/challenges?user=${bettor}`, '/challenges/fairness']) {
      const response = await request(down.app).get(path).expect(503);
      expect(response.body).toEqual({ message: expect.stringMatching(/cannot be read right now|not answering/), code: 'SERVICE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
  });
});

describe('GET /openapi.json', () => {
  it('documents the history endpoints', async () => {
    const response = await request(ctx.app).get('/openapi.json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/index/status', '/vesting/{vesting}/schedules/{scheduleId}/claims', '/challenges', '/challenges/fairness', '/challenges/{requestId}']),
    );
  });
});
