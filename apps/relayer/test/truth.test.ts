/**
 * Issue 35 on the real relayer process: refusals that say the truth (the status agrees with what POST does: budgets,
 * low-water mark, an operator's pause flipped without a restart), a deadline that is not forever, a client address no
 * forged header changes, and a flood from one claimant that slows no one else.
 */
import {
  gmVestingAbi,
  parseRelayPauseState,
  parseRelayStatus,
  relayerPauseTypedData,
  type RelayStatusResponse,
} from '@gm-claim/shared';
import { Contract, Wallet } from 'ethers';
import { chainActions, GM } from '@gm-claim/server/testing/chain';
import {
  http,
  read,
  refusalOf,
  routesOf,
  signedVestingClaim,
  startRelayerStack,
  startRpcCounter,
  type RelayerProcess,
  type RelayerStack,
} from './harness';

jest.setTimeout(240_000);

let stack: RelayerStack;

beforeAll(async () => {
  stack = await startRelayerStack();
});

afterAll(async () => {
  await stack?.stop();
});

const TOKEN_ABI = ['function approve(address, uint256) returns (bool)'];
const inAnHour = (): bigint => BigInt(Math.floor(Date.now() / 1000) + 3_600);
const post = (on: RelayerProcess, body: unknown, headers: Record<string, string> = {}) =>
  fetch(routesOf(on).requests, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));

/** BACKER schedules for fresh 0 BNB wallets (one transaction), each with its first tranche due now. */
async function dueSchedules(beneficiaries: string[]): Promise<bigint[]> {
  const { contracts } = stack.chain.deployment;
  const owner = await stack.chain.provider.getSigner(0);
  const n = BigInt(beneficiaries.length);
  await (
    await new Contract(contracts.GMToken, TOKEN_ABI, owner).getFunction('approve')(
      contracts.GMVesting.BACKER,
      n * 700n * GM,
    )
  ).wait();
  const vesting = new Contract(contracts.GMVesting.BACKER, gmVestingAbi as never, owner);
  await (
    await vesting.getFunction('createVestingSchedules')(
      beneficiaries,
      beneficiaries.map(() => 100n * GM),
      beneficiaries.map(() => 1),
      beneficiaries.map(() => Array.from({ length: 6 }, () => 100n * GM)),
    )
  ).wait();
  return Promise.all(
    beneficiaries.map(async (each) => (await vesting.getFunction('beneficiarySchedules')(each, 0)) as bigint),
  );
}

const dueSchedule = async (beneficiary: string): Promise<bigint> => (await dueSchedules([beneficiary]))[0]!;

type Signer = Pick<Wallet, 'address' | 'signTypedData'>;

/** A BACKER claim signed as the web signs it (libs/shared relay/claims.ts), its nonce read from the contract. */
function signedClaim(beneficiary: Signer, scheduleId: bigint, options: { deadline?: bigint; recipient?: string } = {}) {
  return signedVestingClaim(stack, beneficiary, { contract: stack.chain.deployment.contracts.GMVesting.BACKER, scheduleId, ...options });
}

async function signedPause(signer: Signer, paused: boolean, reason: string, issuedAt = Math.floor(Date.now() / 1000)) {
  const typed = relayerPauseTypedData(stack.chain.deployment.chainId, { paused, reason, issuedAt });
  const signature = await signer.signTypedData(typed.domain, typed.types, typed.message);
  return { paused, reason, issuedAt, signature };
}

/** GET /relay/status as the web and /ops read it (libs/shared parseRelayStatus). */
const status = async (on: RelayerProcess): Promise<RelayStatusResponse> => read(parseRelayStatus, await http(routesOf(on).status));

describe('the status says what POST /relay/requests does', () => {
  it('every campaign’s budget spent – accepting false with the reason, and a claim gets 503 BUDGET_SPENT', async () => {
    const relayer = await stack.start({ RELAYER_BUDGET_BNB: '0' });
    try {
      const body = await status(relayer);
      expect(body).toMatchObject({ accepting: false, reason: 'The sponsoring budget is spent for every campaign.' });
      for (const campaign of body.campaigns) expect(campaign.accepting).toBe(false);
      const beneficiary = Wallet.createRandom();
      const response = await post(relayer, await signedClaim(beneficiary, await dueSchedule(beneficiary.address)));
      expect(response).toMatchObject({ status: 503, body: { code: 'BUDGET_SPENT' } });
      expect(refusalOf(response)).toMatchObject({ code: 'BUDGET_SPENT', unavailable: true });
    } finally {
      await relayer.kill('SIGTERM');
    }
  });

  it('one campaign’s budget spent – still accepting, that campaign says it is not', async () => {
    const relayer = await stack.start({ RELAYER_BUDGETS: JSON.stringify({ TEAM: '0' }) });
    try {
      const body = await status(relayer);
      expect(body).toMatchObject({ accepting: true, reason: 'The sponsoring budget is spent for: TEAM.' });
      expect(body.campaigns.find((each) => each.campaign === 'TEAM')).toMatchObject({ accepting: false });
      expect(body.campaigns.find((each) => each.campaign === 'BACKER')).toMatchObject({ accepting: true });
    } finally {
      await relayer.kill('SIGTERM');
    }
  });

  it('the balance under the low-water mark – accepting false saying so, and a claim gets 503 RELAYER_UNFUNDED (the README’s promise)', async () => {
    // The relayer's key holds 10,000 BNB on the local chain: a mark above it (not a tenth of it) stops intake.
    const relayer = await stack.start({ RELAYER_LOW_WATER_BNB: '10001' });
    try {
      expect(await status(relayer)).toMatchObject({
        accepting: false,
        reason: expect.stringContaining('low-water mark'),
      });
      const beneficiary = Wallet.createRandom();
      const response = await post(relayer, await signedClaim(beneficiary, await dueSchedule(beneficiary.address)));
      expect(response).toMatchObject({ status: 503, body: { code: 'RELAYER_UNFUNDED' } });
    } finally {
      await relayer.kill('SIGTERM');
    }
  });
});

describe('an operator’s pause, flipped without a restart', () => {
  it('an operator signs a pause – 200; the status says so and claims get 503 RELAYER_PAUSED; someone else’s or a stale one is refused; resumed, claims are taken again', async () => {
    const relayer = await stack.start();
    try {
      const owner: Signer = await chainActions(stack.chain).account(0);
      const stranger = Wallet.createRandom();
      const pauseUrl = routesOf(relayer).pause;

      const forged = await http(pauseUrl, { method: 'POST', body: await signedPause(stranger, true, 'forged') });
      expect(forged).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      const stale = await http(pauseUrl, {
        method: 'POST',
        body: await signedPause(owner, true, 'old', Math.floor(Date.now() / 1000) - 3_600),
      });
      expect(stale).toMatchObject({ status: 400, body: { code: 'STALE_SIGNATURE' } });
      expect(await status(relayer)).toMatchObject({ accepting: true });

      const paused = await http(pauseUrl, { method: 'POST', body: await signedPause(owner, true, 'incident review') });
      expect(paused.status).toBe(200);
      expect(read(parseRelayPauseState, paused)).toMatchObject({ paused: true, reason: 'incident review' });
      const body = await status(relayer);
      expect(body).toMatchObject({
        accepting: false,
        reason: expect.stringContaining('paused by an operator (incident review)'),
        pause: { reason: 'incident review', by: owner.address.toLowerCase() },
      });
      const beneficiary = Wallet.createRandom();
      const schedule = await dueSchedule(beneficiary.address);
      const refused = await post(relayer, await signedClaim(beneficiary, schedule));
      expect(refused).toMatchObject({ status: 503, body: { code: 'RELAYER_PAUSED' } });
      expect(refusalOf(refused)).toMatchObject({ code: 'RELAYER_PAUSED', unavailable: true });

      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const resumed = await http(pauseUrl, { method: 'POST', body: await signedPause(owner, false, '') });
      expect(resumed).toMatchObject({ status: 200, body: { paused: false } });
      expect(await status(relayer)).toMatchObject({ accepting: true });
      const accepted = await post(relayer, await signedClaim(beneficiary, schedule));
      expect(accepted.status).toBe(202);
    } finally {
      await relayer.kill('SIGTERM');
    }
  });
});

describe('deadlines and client addresses', () => {
  let relayer: RelayerProcess;

  beforeAll(async () => {
    relayer = await stack.start({ RELAYER_RATE_LIMIT_MAX: '60', RELAYER_RATE_LIMIT_BURST: '3' });
  });

  afterAll(async () => {
    await relayer?.kill('SIGTERM');
  });

  it('a deadline of 2^256 − 1, or further than the maximum – 400 naming the deadline and the maximum; the status shows it', async () => {
    const beneficiary = Wallet.createRandom();
    const schedule = await dueSchedule(beneficiary.address);
    for (const deadline of [(1n << 256n) - 1n, inAnHour() + 86_400n]) {
      const response = await post(relayer, await signedClaim(beneficiary, schedule, { deadline }), {
        'x-forwarded-for': `10.0.0.${deadline % 200n}`,
      });
      expect(response).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: expect.stringMatching(/^Invalid request: deadline is too far away: at most 86400 seconds/),
        },
      });
    }
    expect((await status(relayer)).maxDeadlineSeconds).toBe(86_400);
  });

  it('a forged X-Forwarded-For does not escape the per-address limit (no proxy is trusted unless configured)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post(relayer, { kind: 'vesting.claimViaSig' }, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('a flood from one claimant', () => {
  it('200 copies and variants of one claimant’s claim – one accepted, the rest refused (409/429) at almost no chain read', async () => {
    const counter = await startRpcCounter(stack.chain.rpcUrl);
    // A sender that polls rarely: the chain calls counted are the intake's.
    const relayer = await stack.start({ RELAYER_RPC_URLS: counter.url, RELAYER_POLL_INTERVAL_MS: '60000' });
    try {
      const flooder = Wallet.createRandom();
      const schedule = await dueSchedule(flooder.address);
      const claims = [
        await signedClaim(flooder, schedule),
        await signedClaim(flooder, schedule),
        await signedClaim(flooder, schedule),
      ];
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = counter.calls();
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          post(relayer, claims[index % claims.length]).then((response) => response.status),
        ),
      );
      const reads = counter.calls() - before;
      expect(statuses.filter((each) => each === 202)).toHaveLength(1);
      expect(statuses.every((each) => each === 202 || each === 409 || each === 429)).toBe(true);
      // One full intake is about a dozen calls (recipient, schedule, release, nonce, policy, simulation); the 199
      // refusals add none, or next to none.
      expect(reads).toBeLessThan(40);
    } finally {
      await relayer.kill('SIGTERM');
      await counter.close();
    }
  });

  it('200 requests from one claimant in a few seconds – one accepted, the rest refused without the chain; other claimants’ intake p99 stays under 250 ms (3× its flood-free p99 on a loaded machine)', async () => {
    // Behind nginx (one trusted hop): each claimant has its own address.
    const relayer = await stack.start({ RELAYER_TRUSTED_PROXY_HOPS: '1' });
    try {
      const flooder = Wallet.createRandom();
      const schedule = await dueSchedule(flooder.address);
      const claim = await signedClaim(flooder, schedule);
      const others = Array.from({ length: 12 }, () => Wallet.createRandom());
      const otherIds = await dueSchedules(others.map((wallet) => wallet.address));
      const otherSchedules = others.map((wallet, index) => ({ wallet, schedule: otherIds[index]! }));
      // What another claimant's intake costs: every chain read of a real claim up to its signature (refused: another
      // wallet signed it, so nothing is queued and each sample is a full intake).
      const forgedOf = async (index: number) => {
        const { schedule: theirs } = otherSchedules[index % otherSchedules.length]!;
        return signedClaim(Wallet.createRandom(), theirs);
      };
      const warm = await post(relayer, await forgedOf(0), { 'x-forwarded-for': '198.51.100.200' });
      expect(warm.status).toBe(401);
      const bodies = await Promise.all(Array.from({ length: 40 }, (_, index) => forgedOf(index)));
      const p99Of = (latencies: number[]): number => {
        const sorted = [...latencies].sort((a, b) => a - b);
        return sorted[Math.ceil(sorted.length * 0.99) - 1]!;
      };
      // The same intakes without a flood first: on a machine busy with other work (CI runs other suites beside this
      // one), the bound below is relative to them as well as absolute.
      const quiet: number[] = [];
      for (let i = 0; i < bodies.length; i++) {
        const started = performance.now();
        const response = await post(relayer, await forgedOf(i + 40), { 'x-forwarded-for': `198.51.101.${i + 1}` });
        quiet.push(performance.now() - started);
        expect(response.status).toBe(401);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }

      const floodStatuses: number[] = [];
      const flood = (async () => {
        const sends: Array<Promise<void>> = [];
        for (let i = 0; i < 200; i++) {
          sends.push(
            post(relayer, claim, { 'x-forwarded-for': '192.0.2.66' }).then(
              (response) => void floodStatuses.push(response.status),
            ),
          );
          if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await Promise.all(sends);
      })();
      const latencies: number[] = [];
      const sampling = (async () => {
        for (let i = 0; i < bodies.length; i++) {
          const started = performance.now();
          const response = await post(relayer, bodies[i], { 'x-forwarded-for': `198.51.100.${i + 1}` });
          latencies.push(performance.now() - started);
          expect(response.status).toBe(401);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      await Promise.all([flood, sampling]);
      expect(floodStatuses.filter((each) => each === 202)).toHaveLength(1);
      expect(floodStatuses.every((each) => each === 202 || each === 409 || each === 429)).toBe(true);
      latencies.sort((a, b) => a - b);
      const p99 = p99Of(latencies);
      const quietP99 = p99Of(quiet);
      console.log(
        `other claimants' intake during the flood (${latencies.map((each) => each.toFixed(0)).join(' ')}): p50 ${latencies[Math.floor(latencies.length / 2)]!.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; without the flood p99 ${quietP99.toFixed(0)} ms`,
      );
      // 250 ms on a quiet machine (issue 35 §3); on a loaded one, no worse than 3× the same intakes without the flood
      // (before issue 35 the flood made them 10–30× slower: p99 1.3–4.7 s against 14–141 ms).
      expect(p99).toBeLessThan(Math.max(250, 3 * quietP99 + 50));
    } finally {
      await relayer.kill('SIGTERM');
    }
  });
});
