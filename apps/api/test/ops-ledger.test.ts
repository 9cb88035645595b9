/**
 * The operator's cockpit (GET /ops/*) and a claimant's ledger (GET /me/ledger) through HTTP, over an index the
 * real indexer built from a real local chain and the API's real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). One chain for both: they read the same campaign.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ledgerResponseSchema,
  opsFunnelResponseSchema,
  opsMeResponseSchema,
  opsRiskResponseSchema,
  opsStatusResponseSchema,
} from '@gm-claim/shared';
import { type BaseWallet, Contract, HDNodeWallet, Mnemonic } from 'ethers';
import request from 'supertest';
import { chainActions, deploymentEnv, GM, startTestChain, type TestChain } from '@gm-claim/server/testing/chain';
import {
  bearer,
  buildApp,
  completeAllMissions,
  giveEligibility,
  randomWallet,
  signIn,
  type TestContext,
} from './helpers';
import { indexChain, type IndexTestDb, openIndexTestDb } from './indexer-process';

jest.setTimeout(180_000);

const HARDHAT_MNEMONIC = Mnemonic.fromPhrase('test test test test test test test test test test test junk');
const hardhatAccount = (index: number): HDNodeWallet =>
  HDNodeWallet.fromMnemonic(HARDHAT_MNEMONIC, `m/44'/60'/0'/0/${index}`);

let chain: TestChain;
let store: IndexTestDb;
let ctx: TestContext;
let relayer: Server;
const configured = randomWallet();
const bets = { won: '', lost: '', cancelled: '', pending: '' };
const signedIn = new Set<string>();
let operatorToken = '';
let publicSchedule: bigint;

async function session(wallet: BaseWallet): Promise<string> {
  signedIn.add(wallet.address.toLowerCase());
  return (await signIn(ctx.app, wallet)).accessToken;
}

beforeAll(async () => {
  [chain, store] = await Promise.all([startTestChain(), openIndexTestDb()]);
  // A relayer's status, as RELAYER_STATUS_URL would serve it.
  relayer = createServer((_req, res) => {
    res.setHeader('content-type', 'text/plain; version=0.0.4');
    res.end('# HELP gm_relayer_budget_left_bnb budget\ngm_relayer_budget_left_bnb 0.75\nprocess_cpu_seconds_total 3\n');
  });
  await new Promise<void>((resolve) => relayer.listen(0, '127.0.0.1', resolve));
  ctx = buildApp(store.db, {
    ...deploymentEnv(chain),
    CHAIN_RPC_URLS: chain.rpcUrl,
    OPS_ADDRESSES: configured.address,
    OPS_STATUS_CACHE_MS: '0',
    // The status read is some 40 chain calls: on a loaded test machine it may outlast the 4 s default.
    REQUEST_DEADLINE_MS: '30000',
    RELAYER_STATUS_URL: `http://127.0.0.1:${(relayer.address() as AddressInfo).port}/metrics`,
  });
  const actions = chainActions(chain);
  const [six, seven, eight] = [hardhatAccount(6), hardhatAccount(7), hardhatAccount(8)];
  await giveEligibility(store.db, six.address, [5_000, 0, 0, 0, 0, 0]);
  await giveEligibility(store.db, seven.address, [3_000, 2_000, 0, 0, 0, 0]);
  await giveEligibility(store.db, eight.address, [0, 0, 1_234, 0, 0, 0]);
  await completeAllMissions(store.db, six.address);

  await actions.register([six.address, seven.address], 5_000n * GM);
  await actions.vrfMode(false);
  bets.won = (await actions.bet(6, 100n * GM, 2)).requestId;
  await actions.fulfil(bets.won, ['1']);
  bets.lost = (await actions.bet(6, 100n * GM, 4)).requestId;
  await actions.fulfil(bets.lost, ['9999']);
  bets.cancelled = (await actions.bet(7, 100n * GM, 2)).requestId;
  await actions.increaseTime(25 * 3_600);
  await actions.cancelBet(7, bets.cancelled);
  bets.pending = (await actions.bet(7, 100n * GM, 6)).requestId;
  await actions.claimAndVest(6);
  publicSchedule = await actions.scheduleOf('PUBLIC', 6);
  // A month's release later: a monthly PUBLIC claim, and one BACKER claim of account 1.
  await actions.increaseTime(40 * 86_400);
  await actions.vestingClaim('PUBLIC', 6, publicSchedule);
  await actions.vestingClaim('BACKER', 1, await actions.scheduleOf('BACKER', 1));
  await indexChain(chain, store);
  operatorToken = await session(configured);
});

afterAll(async () => {
  relayer?.closeAllConnections();
  await new Promise((resolve) => relayer?.close(resolve));
  await store?.close();
  await chain?.stop();
});

describe('GET /ops/* – who may see the cockpit', () => {
  it('GET /ops/status – no session – returns 401', async () => {
    const response = await request(ctx.app).get('/ops/status').expect(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('GET /ops/* – a signed-in wallet that is neither configured nor the owner – returns 403 without a figure', async () => {
    const token = await session(randomWallet());
    for (const path of ['/ops/me', '/ops/status', '/ops/funnel', '/ops/risk', '/ops/export.csv']) {
      const response = await request(ctx.app)
        .get(path)
        .set(...bearer(token))
        .expect(403);
      expect(response.body).toEqual({ message: 'This wallet is not an operator of this campaign.', code: 'FORBIDDEN' });
    }
  });

  it('GET /ops/me – an address of OPS_ADDRESSES – is a configured operator', async () => {
    const response = await request(ctx.app)
      .get('/ops/me')
      .set(...bearer(operatorToken))
      .expect(200);
    expect(opsMeResponseSchema.parse(response.body)).toEqual({ wallet: configured.address, roles: ['configured'] });
  });

  it("GET /ops/me – the contracts' owner (read from the chain) – is an operator without being configured", async () => {
    const owner = hardhatAccount(0);
    const response = await request(ctx.app)
      .get('/ops/me')
      .set(...bearer(await session(owner)))
      .expect(200);
    expect(opsMeResponseSchema.parse(response.body)).toEqual({ wallet: owner.address, roles: ['owner'] });
  });
});

describe('GET /ops/status – the `gm status` figures', () => {
  it('an operator – returns what the contracts hold, read through the shared reader', async () => {
    const response = await request(ctx.app)
      .get('/ops/status')
      .set(...bearer(operatorToken))
      .expect(200);
    const status = opsStatusResponseSchema.parse(response.body);
    const challenge = new Contract(
      chain.deployment.contracts.GMChallenge,
      [
        'function amount_buffer() view returns (uint256)',
        'function amount_owed() view returns (uint256)',
        'function owner() view returns (address)',
      ],
      chain.provider,
    );
    expect(status.challenge.buffer).toBe(((await challenge.getFunction('amount_buffer')()) as bigint).toString());
    expect(status.challenge.owed).toBe(((await challenge.getFunction('amount_owed')()) as bigint).toString());
    expect(status.challenge.owner).toBe(await challenge.getFunction('owner')());
    expect(status.challenge.registered).toBe((10_000n * GM).toString());
    expect(status.challenge.registeredUsers).toBe(2);
    expect(status.challenge.pendingBets).toBe(1);
    expect(status.challenge.cancellableBets).toBe(1);
    expect(status.challenge.bettingTable).toHaveLength(12);
    const publicVesting = status.vestings.find((v) => v.claimType === 'PUBLIC');
    expect(publicVesting).toMatchObject({
      schedules: 1,
      allocated: (4_320n * GM).toString(),
      claimed: (720n * GM).toString(),
    });
    expect(status.vestings.map((v) => v.claimType)).toEqual(['PUBLIC', 'BACKER', 'ECOSYSTEM', 'TEAM', 'MARKETING']);
    // Issue 34: the window (the local chain opened at its TGE, no deadline) and what is left unclaimed on chain.
    const window = new Contract(
      chain.deployment.contracts.GMChallenge,
      ['function claimsOpenAt() view returns (uint256)', 'function amount_pendingBets() view returns (uint256)'],
      chain.provider,
    );
    const pendingBets = (await window.getFunction('amount_pendingBets')()) as bigint;
    expect(status.challenge.window).toEqual({
      state: 'open',
      openAt: Number(await window.getFunction('claimsOpenAt')()),
      deadline: null,
      missionsGateEndsAt: null,
      unclaimed: (BigInt(status.challenge.owed) - pendingBets).toString(),
      pendingBetsAmount: pendingBets.toString(),
      sweepable: expect.stringMatching(/^\d+$/),
    });
    expect(pendingBets > 0n).toBe(true);
    expect(status.challenge.allocationRoots).toEqual([]);
  });
});

describe('GET /ops/funnel – the campaign from the database and the index', () => {
  it('an operator – counts eligibility, sign-ins, missions, registrations, claims and Challenges exactly', async () => {
    const response = await request(ctx.app)
      .get('/ops/funnel')
      .set(...bearer(operatorToken))
      .expect(200);
    const funnel = opsFunnelResponseSchema.parse(response.body);
    expect(funnel.eligible).toEqual({ wallets: 3, amount: (11_234n * GM).toString() });
    expect(funnel.signedIn).toEqual({ wallets: signedIn.size });
    expect(funnel.missionsDone).toEqual({ wallets: 1 });
    expect(funnel.registered).toEqual({ wallets: 2, amount: (10_000n * GM).toString() });
    // Account 6: won 200 (x2), kept 30 of 100 (x4 lost), 10% of the 4,800 left = 480 → 710 paid, 4,320 vesting.
    expect(funnel.claimedAndVested).toEqual({
      wallets: 1,
      paid: (710n * GM).toString(),
      vested: (4_320n * GM).toString(),
    });
    expect(funnel.unclaimed).toEqual({ wallets: 2, amount: (6_234n * GM).toString() });
    expect(funnel.challenges).toEqual([
      { multiple: 2, won: 1, lost: 0, pending: 0, cancelled: 1, paid: (200n * GM).toString(), forfeited: '0' },
      { multiple: 4, won: 0, lost: 1, pending: 0, cancelled: 0, paid: '0', forfeited: (70n * GM).toString() },
      { multiple: 6, won: 0, lost: 0, pending: 1, cancelled: 0, paid: '0', forfeited: '0' },
    ]);
    expect(funnel.vestingClaims.map((v) => v.claimType).sort()).toEqual(['BACKER', 'PUBLIC']);
    expect(funnel.vestingClaims.find((v) => v.claimType === 'PUBLIC')).toEqual({
      claimType: 'PUBLIC',
      claims: 1,
      amount: (720n * GM).toString(),
    });
    // The chart: 48 hours up to the index's last block; the claim & vest was 40 days earlier.
    expect(funnel.claimsPerHour).toHaveLength(48);
    expect(funnel.claimsPerHour.reduce((sum, hour) => sum + hour.claims, 0)).toBe(2);
    expect(funnel.claimsPerHour[1]!.hour - funnel.claimsPerHour[0]!.hour).toBe(3_600);
  });
});

describe('GET /ops/risk – runway, stuck bets, the relayer', () => {
  it('an operator – lists the pending bet past the cancel delay and the buffer in x6 wins', async () => {
    const response = await request(ctx.app)
      .get('/ops/risk')
      .set(...bearer(operatorToken))
      .expect(200);
    const risk = opsRiskResponseSchema.parse(response.body);
    expect(risk.pending.count).toBe(1);
    expect(risk.pending.pastCancelDelay).toBe(1);
    expect(risk.pending.bets[0]).toMatchObject({
      requestId: bets.pending,
      multiple: 6,
      unit: (100n * GM).toString(),
      pastCancelDelay: true,
    });
    expect(risk.pending.oldestAgeSeconds).toBeGreaterThanOrEqual(40 * 86_400);
    expect(risk.runway.x6Stake).toBe((100n * GM).toString());
    expect(risk.runway.x6WinCost).toBe((500n * GM).toString());
    expect(risk.runway.x6WinsCovered).toBe(Number(BigInt(risk.buffer) / (500n * GM)));
    expect(risk.runway.x6WinsLast24h).toBe(0);
    expect(risk.runway.hoursAtObservedRate).toBeNull();
    expect(risk.relayer).toEqual({ state: 'ok', figures: [{ name: 'gm_relayer_budget_left_bnb', value: '0.75' }] });
  });
});

describe('GET /ops/export.csv', () => {
  it('an operator – downloads every figure as section,figure,value,unit', async () => {
    const response = await request(ctx.app)
      .get('/ops/export.csv')
      .set(...bearer(operatorToken))
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="gm-claim-ops-\d{12}\.csv"$/);
    const lines = (response.text as string).split('\r\n');
    expect(lines[0]).toBe('section,figure,value,unit');
    expect(lines).toEqual(
      expect.arrayContaining([
        'funnel,eligible wallets,3,',
        'funnel,claimed & vested: paid at claim,710.0,GM',
        'challenges x4,forfeited,70.0,GM',
        'relayer,gm_relayer_budget_left_bnb,0.75,',
      ]),
    );
  });
});

describe('GET /me/ledger', () => {
  it('no session – returns 401', async () => {
    await request(ctx.app).get('/me/ledger').expect(401);
  });

  it('a wallet that claimed & vested and claimed a month – splits the claim into its Challenge results and TGE part', async () => {
    const wallet = hardhatAccount(6);
    const response = await request(ctx.app)
      .get('/me/ledger')
      .set(...bearer(await session(wallet)))
      .expect(200);
    const ledger = ledgerResponseSchema.parse(response.body);
    expect(ledger.wallet).toBe(wallet.address.toLowerCase());
    expect(ledger.entries.map((e) => [e.kind, e.paid, e.amount, e.reference])).toEqual([
      ['challenge_result', true, (200n * GM).toString(), bets.won],
      ['challenge_result', true, (30n * GM).toString(), bets.lost],
      ['claim_and_vest', true, (480n * GM).toString(), null],
      ['vesting_claim', true, (720n * GM).toString(), publicSchedule.toString()],
    ]);
    expect(ledger.totalReceived).toBe((1_430n * GM).toString());
    const [won, , claim, monthly] = ledger.entries;
    expect(won?.txHash).toBe(claim?.txHash);
    expect(won?.description).toBe(`Challenge x2 won (stake 100 GM, request ${bets.won}): paid at claim & vest`);
    expect(monthly).toMatchObject({
      claimType: 'PUBLIC',
      token: 'GM',
      explorerUrl: null,
      description: `Vesting claim (PUBLIC schedule ${publicSchedule})`,
    });
    expect(monthly?.time).toBe(new Date(monthly!.timestamp * 1000).toISOString());
  });

  it('a vesting claim sent to another address – a credit of the recipient, not of the beneficiary', async () => {
    const actions = chainActions(chain);
    const recipient = HDNodeWallet.createRandom();
    const schedule = await actions.scheduleOf('BACKER', 1);
    await actions.increaseTime(31 * 86_400); // the BACKER schedule's next release
    const receipt = await actions.vestingClaimTo('BACKER', 1, schedule, recipient.address);
    await indexChain(chain, store);
    const received = ledgerResponseSchema.parse(
      (
        await request(ctx.app)
          .get('/me/ledger')
          .set(...bearer(await session(recipient)))
          .expect(200)
      ).body,
    );
    expect(received.entries.map((e) => [e.kind, e.paid, e.reference, e.txHash])).toEqual([
      ['vesting_claim', true, schedule.toString(), receipt.hash],
    ]);
    const beneficiary = ledgerResponseSchema.parse(
      (
        await request(ctx.app)
          .get('/me/ledger')
          .set(...bearer(await session(hardhatAccount(1))))
          .expect(200)
      ).body,
    );
    expect(beneficiary.entries.map((e) => e.txHash)).not.toContain(receipt.hash);
  });

  it('?format=csv – the received rows in the columns tax tools import, adding up to what the wallet received', async () => {
    const token = await session(hardhatAccount(6));
    const response = await request(ctx.app)
      .get('/me/ledger?format=csv')
      .set(...bearer(token))
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = (response.text as string).trimEnd().split('\r\n');
    expect(header).toBe(
      'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
    );
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.split(',')[3])).toEqual(['200', '30', '480', '720']);
    expect(rows[2]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC,,,480,GM,,,,,airdrop,Claim & vest: 10% unlocked at TGE,0x[0-9a-f]{64}$/,
    );
    // Accept: text/csv alone asks for the same file.
    const negotiated = await request(ctx.app)
      .get('/me/ledger')
      .set(...bearer(token))
      .set('Accept', 'text/csv')
      .expect(200);
    expect(negotiated.text).toBe(response.text);
  });

  it('a wallet with a cancelled Challenge and a pending one, not claimed yet – lists the stake back as a credit not paid; the CSV has no row', async () => {
    const token = await session(hardhatAccount(7));
    const ledger = ledgerResponseSchema.parse(
      (
        await request(ctx.app)
          .get('/me/ledger')
          .set(...bearer(token))
          .expect(200)
      ).body,
    );
    expect(ledger.entries.map((e) => [e.kind, e.paid, e.amount, e.reference])).toEqual([
      ['stake_returned', false, (100n * GM).toString(), bets.cancelled],
    ]);
    expect(ledger.totalReceived).toBe('0');
    const csv = await request(ctx.app)
      .get('/me/ledger?format=csv')
      .set(...bearer(token))
      .expect(200);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('?format=xml – returns 400 naming the parameter', async () => {
    const token = await session(hardhatAccount(7));
    const response = await request(ctx.app)
      .get('/me/ledger?format=xml')
      .set(...bearer(token))
      .expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('format') });
  });
});

describe('GET /ops/* – without a chain node', () => {
  it('a configured operator – the database figures answer, the chain figures are a 503 that says why', async () => {
    const { contracts } = chain.deployment;
    const app = buildApp(store.db, {
      CHAIN_ID: String(chain.deployment.chainId),
      CHALLENGE_ADDRESS: contracts.GMChallenge,
      PUBLIC_VESTING_ADDRESS: contracts.GMVesting.PUBLIC,
      OPS_ADDRESSES: configured.address,
    }).app;
    const token = (await signIn(app, configured)).accessToken;
    await request(app)
      .get('/ops/funnel')
      .set(...bearer(token))
      .expect(200);
    const status = await request(app)
      .get('/ops/status')
      .set(...bearer(token))
      .expect(503);
    expect(status.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('CHAIN_RPC_URLS'),
    });
    // Nobody else can be checked against the owner: still a 403, never the figures.
    await request(app)
      .get('/ops/funnel')
      .set(...bearer((await signIn(app, randomWallet())).accessToken))
      .expect(403);
  });
});

describe('GET /openapi.json', () => {
  it('documents the ledger and the cockpit, both behind the bearer token', async () => {
    const response = await request(ctx.app).get('/openapi.json').expect(200);
    const paths = (
      response.body as {
        paths: Record<
          string,
          { get: { security?: unknown; responses: Record<string, { content?: Record<string, unknown> }> } }
        >;
      }
    ).paths;
    for (const path of ['/me/ledger', '/ops/me', '/ops/status', '/ops/funnel', '/ops/risk', '/ops/export.csv']) {
      expect(paths[path]?.get.security).toEqual([{ bearer: [] }]);
    }
    expect(Object.keys(paths['/me/ledger']?.get.responses['200']?.content ?? {})).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(Object.keys(paths['/ops/status']?.get.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '503']),
    );
  });
});

describe('/ops/incident – the status page note (issue 34 §2)', () => {
  it('no session – 401; a wallet that is not an operator – 403, nothing stored', async () => {
    await request(ctx.app).post('/ops/incident').send({ message: 'hello' }).expect(401);
    const token = await session(randomWallet());
    const refused = await request(ctx.app)
      .post('/ops/incident')
      .set(...bearer(token))
      .send({ message: 'hello' })
      .expect(403);
    expect(refused.body).toEqual({ message: 'This wallet is not an operator of this campaign.', code: 'FORBIDDEN' });
    const [stored] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM status_incidents');
    expect(stored?.n).toBe(0);
  });

  it.each([
    ['empty', { message: '   ' }],
    ['too long', { message: 'x'.repeat(501) }],
    ['not text', { message: 42 }],
    ['missing', {}],
  ])('a note %s – 400 naming the field, nothing stored', async (_name, body) => {
    const response = await request(ctx.app)
      .post('/ops/incident')
      .set(...bearer(operatorToken))
      .send(body)
      .expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('message') });
    const [stored] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM status_incidents');
    expect(stored?.n).toBe(0);
  });

  it('an operator posts a note, posts another (it replaces the first), then clears it; each kept on record with who', async () => {
    const first = await request(ctx.app)
      .post('/ops/incident')
      .set(...bearer(operatorToken))
      .send({ message: '  Claims are slow; we are on it.  ' })
      .expect(200);
    expect(first.body.incident).toMatchObject({
      message: 'Claims are slow; we are on it.',
      postedBy: configured.address,
    });
    await request(ctx.app)
      .post('/ops/incident')
      .set(...bearer(operatorToken))
      .send({ message: 'Fixed.' })
      .expect(200);
    const shown = await request(ctx.app)
      .get('/ops/incident')
      .set(...bearer(operatorToken))
      .expect(200);
    expect(shown.body.incident.message).toBe('Fixed.');
    const cleared = await request(ctx.app)
      .post('/ops/incident/clear')
      .set(...bearer(operatorToken))
      .expect(200);
    expect(cleared.body).toEqual({ incident: null });
    const rows = await store.db.query<{ message: string; cleared: boolean }>(
      'SELECT message, cleared_at IS NOT NULL AS cleared FROM status_incidents ORDER BY id',
    );
    expect(rows).toEqual([
      { message: 'Claims are slow; we are on it.', cleared: true },
      { message: 'Fixed.', cleared: true },
    ]);
  });
});
