/**
 * POST /relay/requests against the real relayer process and the real chain: every refusal is a
 * clear 4xx (or a 503 with Retry-After when the relayer cannot pay), and none of them costs the
 * relayer anything — its balance and nonce are the same after all of them.
 */
import { randomUUID } from 'node:crypto';
import {
  challengeClaim,
  encodeRelayCall,
  gmVestingAbi,
  parseRelayStatus,
  signRelayClaim,
  type TypedDataSigner,
} from '@gm-claim/shared';
import { KNOWN_GOOD_DELEGATES, KNOWN_SWEEPER_DELEGATES } from '@gm-claim/shared/eip7702';
import { Contract, getAddress, Wallet, ZeroAddress } from 'ethers';
import { RELAY_INTERFACE } from '../src/kinds';
import { chainActions, GM } from '@gm-claim/server/testing/chain';
import {
  balance,
  http,
  minedNonce,
  read,
  refusalOf,
  routesOf,
  signedVestingClaim,
  startRelayerStack,
  type RelayerProcess,
  type RelayerStack,
} from './harness';

jest.setTimeout(180_000);

let stack: RelayerStack;
let relayer: RelayerProcess;
let teamSchedule: string;
/** Another TEAM schedule (account #2's): the replay test takes the first one's release. */
let otherTeamSchedule: string;
let startBalance: bigint;
let startNonce: number;

beforeAll(async () => {
  stack = await startRelayerStack();
  // Every refusal below comes from one address: no per-address limit here (its own test below sets one).
  relayer = await stack.start({ RELAYER_RATE_LIMIT_MAX: '0' });
  teamSchedule = String(await chainActions(stack.chain).scheduleOf('TEAM', 1));
  otherTeamSchedule = String(await chainActions(stack.chain).scheduleOf('TEAM', 2));
  startBalance = await balance(stack);
  startNonce = await minedNonce(stack);
});

afterAll(async () => {
  await stack?.stop();
});

const inAnHour = (): string => String(Math.floor(Date.now() / 1000) + 3_600);
const post = (body: unknown, on: RelayerProcess = relayer) => http(routesOf(on).requests, { method: 'POST', body });

function vestingClaim(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'vesting.claimViaSig',
    chainId: stack.chain.deployment.chainId,
    contract: stack.chain.deployment.contracts.GMVesting.TEAM,
    scheduleId: teamSchedule,
    recipient: Wallet.createRandom().address,
    deadline: inAnHour(),
    signature: `0x${'11'.repeat(65)}`,
    ...overrides,
  };
}

/**
 * A vesting claim signed by the schedule's beneficiary (account #2 holds `otherTeamSchedule`) as the web signs it, so
 * that the off-chain signature check passes and the refusal under test is the one that answers.
 */
async function beneficiaryClaim(scheduleId: string): Promise<Record<string, unknown>> {
  const beneficiary = await chainActions(stack.chain).account(2);
  return signedVestingClaim(stack, beneficiary, { contract: stack.chain.deployment.contracts.GMVesting.TEAM, scheduleId });
}

function teamVesting(runner: ConstructorParameters<typeof Contract>[2] = stack.chain.provider): Contract {
  return new Contract(stack.chain.deployment.contracts.GMVesting.TEAM, gmVestingAbi as never, runner);
}

/** A gift on TEAM's GMVesting (createGiftSchedule, the owner made a scheduler): no beneficiary until `recipient` accepts. */
async function giftTo(recipient: string): Promise<string> {
  const owner = await chainActions(stack.chain).account(0);
  const vesting = teamVesting(owner);
  if (!(await vesting.getFunction('isScheduler')(owner.address))) {
    await (await vesting.getFunction('setScheduler')(owner.address, true)).wait();
  }
  const token = new Contract(stack.chain.deployment.contracts.GMToken, ['function approve(address, uint256) returns (bool)'], owner);
  await (await token.getFunction('approve')(await vesting.getAddress(), 600n * GM)).wait();
  await (await vesting.getFunction('createGiftSchedule')(recipient, 600n * GM)).wait();
  const gifts = (await vesting.getFunction('pendingGifts')(recipient)) as bigint[];
  return String(gifts[gifts.length - 1]);
}

/** A registered user's claim & vest signed by `signer` as the web signs it, over a server signature GMChallenge refuses. */
async function claimAndVest(
  signer: TypedDataSigner,
  user: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { chainId, contracts } = stack.chain.deployment;
  const request = await signRelayClaim(
    signer,
    challengeClaim({
      chainId,
      challenge: contracts.GMChallenge,
      user,
      recipient: Wallet.createRandom().address,
      nonce: 42n,
      deadline: BigInt(inAnHour()),
      serverSignature: `0x${'22'.repeat(65)}`,
    }),
  );
  return { ...request, ...overrides };
}

describe('POST /relay/requests – refusals', () => {
  it('malformed JSON – 400 MALFORMED_JSON', async () => {
    const response = await post('{"kind":');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it.each([
    ['an unknown kind', { kind: 'token.transfer' }],
    ['a schedule id that is not a number', { scheduleId: '1e3' }],
    ['a recipient that is not an address', { recipient: '0x1234' }],
    ['a recipient with a wrong checksum', { recipient: '0x52908400098527886e0F7030069857D2E4169EE7' }],
    ['a signature that is not hex', { signature: 'hello' }],
    ['a deadline too large for uint256', { deadline: '9'.repeat(78) }],
    ['a schedule id too large for uint256', { scheduleId: (1n << 256n).toString() }],
  ])('%s – 400 VALIDATION_FAILED naming the field', async (_what, overrides) => {
    const response = await post(vestingClaim(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Invalid request: /),
    });
  });

  it('wrong chain – 400 WRONG_CHAIN', async () => {
    const response = await post(vestingClaim({ chainId: 56 }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'WRONG_CHAIN', message: expect.stringContaining('chain 31337') });
  });

  it.each([
    [
      'a vesting claim sent to GMChallenge',
      () => vestingClaim({ contract: stack.chain.deployment.contracts.GMChallenge }),
    ],
    ['a vesting claim sent to the token', () => vestingClaim({ contract: stack.chain.deployment.contracts.GMToken })],
    ['a vesting claim sent to an unknown address', () => vestingClaim({ contract: Wallet.createRandom().address })],
  ])('wrong contract: %s – 400 WRONG_CONTRACT', async (_what, body) => {
    const response = await post(body());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'WRONG_CONTRACT' });
  });

  it('a zero recipient – 400 INVALID_RECIPIENT', async () => {
    const response = await post(vestingClaim({ recipient: ZeroAddress }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_RECIPIENT' });
  });

  it("every contract of the deployment as recipient (the token, each GMVesting, GMChallenge, each verifier, the VRF wrapper) – 400 INVALID_RECIPIENT naming it, before any gas", async () => {
    const { contracts } = stack.chain.deployment;
    const verifierOf = async (contract: string): Promise<string> => {
      const data = await stack.chain.rpc<string>('eth_call', [
        { to: contract, data: RELAY_INTERFACE.encodeFunctionData('signatureVerifier') },
        'latest',
      ]);
      return String(RELAY_INTERFACE.decodeFunctionResult('signatureVerifier', data)[0]);
    };
    const refused: Array<[string, string]> = [
      [contracts.GMToken, 'the GM token'],
      [contracts.GMChallenge, 'GMChallenge'],
      [await verifierOf(contracts.GMChallenge), "GMChallenge's signature verifier"],
      [contracts.VRFV2PlusWrapper, 'the VRF wrapper'],
    ];
    for (const [type, address] of Object.entries(contracts.GMVesting)) {
      refused.push([address, `the ${type} GMVesting`], [await verifierOf(address), `the ${type} GMVesting's signature verifier`]);
    }
    for (const [recipient, what] of refused) {
      const response = await post(vestingClaim({ recipient }));
      expect({ what, status: response.status, body: response.body }).toMatchObject({
        what,
        status: 400,
        body: { code: 'INVALID_RECIPIENT', message: expect.stringContaining(`The recipient is ${what}`) },
      });
    }
  });

  describe('issue 37: a recipient delegated (EIP-7702) to a known sweeper', () => {
    /** A fresh EOA delegated to `delegate` by a real type-4 transaction that a funded sponsor sends and pays. */
    async function delegatedTo(delegate: string): Promise<string> {
      const sponsor = Wallet.createRandom().connect(stack.chain.provider);
      await stack.chain.rpc('hardhat_setBalance', [sponsor.address, '0xde0b6b3a7640000']);
      const eoa = Wallet.createRandom();
      const { chainId } = stack.chain.deployment;
      const auth = await eoa.authorize({ address: delegate, nonce: 0, chainId });
      await (await sponsor.sendTransaction({ type: 4, to: sponsor.address, authorizationList: [auth] })).wait();
      const code = await stack.chain.rpc<string>('eth_getCode', [eoa.address, 'latest']);
      expect(code.toLowerCase()).toBe(`0xef0100${delegate.slice(2).toLowerCase()}`);
      return eoa.address;
    }

    it('libs/shared\'s sweeper list – 400 RECIPIENT_SWEEPER naming the delegate, before any gas; a MetaMask smart account is no sweeper', async () => {
      const [sweeper] = KNOWN_SWEEPER_DELEGATES;
      const victim = await delegatedTo(sweeper!.address);
      const response = await post(vestingClaim({ recipient: victim }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'RECIPIENT_SWEEPER',
        message: expect.stringContaining(`is delegated (EIP-7702) to ${getAddress(sweeper!.address)}, a known sweeper`),
      });
      const upgraded = await delegatedTo(KNOWN_GOOD_DELEGATES[0]!.address);
      const other = await post(vestingClaim({ recipient: upgraded }));
      expect((other.body as { code?: string }).code).not.toBe('RECIPIENT_SWEEPER');
    });

    it('a sweeper the operator lists (RELAYER_KNOWN_SWEEPERS) – 400 RECIPIENT_SWEEPER; the same recipient passes a relayer without it', async () => {
      const mine = Wallet.createRandom().address;
      const victim = await delegatedTo(mine);
      const listed = await stack.start({ RELAYER_KNOWN_SWEEPERS: mine });
      try {
        const refused = await post(vestingClaim({ recipient: victim }), listed);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 'RECIPIENT_SWEEPER' });
      } finally {
        await listed.kill('SIGTERM');
      }
      const unlisted = await post(vestingClaim({ recipient: victim }));
      expect((unlisted.body as { code?: string }).code).not.toBe('RECIPIENT_SWEEPER');
    });
  });

  it('the contract itself as recipient – 400 INVALID_RECIPIENT', async () => {
    const response = await post(vestingClaim({ recipient: stack.chain.deployment.contracts.GMVesting.TEAM }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_RECIPIENT' });
  });

  it('expired – 400 EXPIRED', async () => {
    const response = await post(vestingClaim({ deadline: String(Math.floor(Date.now() / 1000) - 1) }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'EXPIRED', message: expect.stringContaining('sign it again') });
  });

  it('a schedule that does not exist – 404 UNKNOWN_SCHEDULE', async () => {
    const response = await post(vestingClaim({ scheduleId: '999999' }));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'UNKNOWN_SCHEDULE' });
  });

  it('a gift not accepted yet (beneficiary 0) – its recipient is the claimant: another wallet’s signature, or one over a small nonce, is 401 naming the recipient', async () => {
    const recipient = Wallet.createRandom();
    const scheduleId = await giftTo(recipient.address);
    const sign = (signer: TypedDataSigner & { address: string }, nonce: bigint) =>
      signedVestingClaim(stack, signer, {
        contract: stack.chain.deployment.contracts.GMVesting.TEAM,
        scheduleId,
        recipient: recipient.address,
        nonce,
      });
    const nonce = (await teamVesting().getFunction('nonces')(recipient.address)) as bigint;
    expect(nonce).toBe((BigInt(recipient.address) << 32n) | 0n);
    for (const body of [await sign(Wallet.createRandom(), nonce), await sign(recipient, 0n)]) {
      const response = await post(body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'INVALID_SIGNATURE', message: expect.stringContaining(recipient.address) });
    }
  });

  it('forged: the user signature is another wallet’s – 401 INVALID_SIGNATURE, checked off-chain before anything else', async () => {
    const user = Wallet.createRandom();
    const forger = Wallet.createRandom();
    const response = await post(await claimAndVest(forger, user.address));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'INVALID_SIGNATURE', message: expect.stringContaining(user.address) });
  });

  it('a claim the contract would refuse – 422 naming the reason, nothing sent', async () => {
    // The claimant's own signature over a claim the chain refuses (here: the server signature is not GMChallenge's).
    const user = Wallet.createRandom();
    const response = await post(await claimAndVest(user, user.address));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body['message']).toMatch(/Nothing was sent and no gas was spent\.$/);
    expect(response.body['reason']).toEqual(expect.any(String));
  });

  it('replayed: the same signed claim again – 409 REPLAYED with the first request’s id; another claim of the same release – 429', async () => {
    const body = vestingClaim();
    // The first submission as the outbox holds it once accepted (same release key, same calldata).
    const id = randomUUID();
    const { contracts } = stack.chain.deployment;
    const limitKey = await limitKeyOf(body);
    await stack.db.query(
      `INSERT INTO relay_requests (id, kind, campaign, target, claimant, limit_key, calldata, status) VALUES ($1, 'vesting.claimViaSig', 'TEAM', $2, $3, $4, $5, 'mined')`,
      [id, contracts.GMVesting.TEAM.toLowerCase(), '0x', limitKey, encodeRelayCall(body as never)],
    );
    const replay = await post(body);
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ code: 'REPLAYED', id });
    // What the web reads: refused (not unavailable), naming the request to follow instead.
    expect(refusalOf(replay)).toMatchObject({ code: 'REPLAYED', id, unavailable: false });
    const other = await post({ ...body, recipient: Wallet.createRandom().address });
    expect(other.status).toBe(429);
    expect(other.body).toMatchObject({
      code: 'LIMIT_REACHED',
      id,
      message: expect.stringContaining('One sponsored claim per release'),
    });
  });

  it('GET /relay/requests/:id – unknown id 404, not a UUID 400', async () => {
    expect((await http(routesOf(relayer).request(randomUUID()))).status).toBe(404);
    expect((await http(routesOf(relayer).request('not-a-uuid'))).body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('GET /relay/status – the policy: kinds, accepting, budgets, ceiling', async () => {
    const response = await http(routesOf(relayer).status);
    expect(response.status).toBe(200);
    // Read as the web and /ops read it (libs/shared parseRelayStatus): the whole answer keeps the contract.
    const status = read(parseRelayStatus, response);
    expect(status).toMatchObject({
      chainId: 31337,
      accepting: true,
      sponsored: ['vesting.claimViaSig', 'challenge.claimAndVestViaSig', 'challenge.registerAndClaimAndVestViaSig'],
      maxGasPrice: '10000000000',
    });
    expect(status.campaigns).toHaveLength(6);
  });

  describe('a relayer that cannot pay', () => {
    let tight: RelayerProcess;
    let ceiling: RelayerProcess;
    let limited: RelayerProcess;

    beforeAll(async () => {
      [tight, ceiling, limited] = await Promise.all([
        stack.start({
          RELAYER_BUDGETS: JSON.stringify({ TEAM: '0' }),
          RELAYER_SPONSORED: 'vesting.claimViaSig',
          RELAYER_RETRY_AFTER_SECONDS: '120',
        }),
        stack.start({ RELAYER_MAX_GAS_PRICE_GWEI: '0.000000001' }),
        stack.start({ RELAYER_RATE_LIMIT_MAX: '2' }),
      ]);
    });

    afterAll(async () => {
      await Promise.all([tight?.kill('SIGTERM'), ceiling?.kill('SIGTERM'), limited?.kill('SIGTERM')]);
    });

    it('budget spent – 503 BUDGET_SPENT with Retry-After and a plain message', async () => {
      const response = await post(await beneficiaryClaim(otherTeamSchedule), tight);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('120');
      expect(response.body).toMatchObject({
        code: 'BUDGET_SPENT',
        message: expect.stringContaining('The sponsoring budget for TEAM claims is spent.'),
      });
      // What the web reads: the relayer is unavailable (the page falls back to the normal claim), retry in 120 s.
      expect(refusalOf(response)).toMatchObject({ code: 'BUDGET_SPENT', unavailable: true, retryAfterSeconds: 120 });
      const status = read(parseRelayStatus, await http(routesOf(tight).status));
      expect(status.reason).toMatch(/budget is spent for: TEAM/);
    });

    it('a kind it does not sponsor – 403 NOT_SPONSORED', async () => {
      const user = Wallet.createRandom();
      const response = await post(await claimAndVest(user, user.address), tight);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'NOT_SPONSORED' });
    });

    it('more requests per minute from one address than RELAYER_RATE_LIMIT_MAX – 429 RATE_LIMITED', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(vestingClaim({ chainId: 1 }), limited)).status);
      expect(statuses).toEqual([400, 400, 429]);
    });

    it('gas price over the ceiling – 503 GAS_PRICE_TOO_HIGH, and the status says it does not accept', async () => {
      const response = await post(await beneficiaryClaim(otherTeamSchedule), ceiling);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.body).toMatchObject({ code: 'GAS_PRICE_TOO_HIGH', message: expect.stringContaining('ceiling') });
      const status = read(parseRelayStatus, await http(routesOf(ceiling).status));
      expect(status).toMatchObject({ accepting: false, reason: expect.stringContaining('ceiling') });
    });
  });

  describe('after every refusal above (the 503s included)', () => {
    it('none of the refusals cost the relayer anything – its balance and nonce are unchanged; each is counted by reason', async () => {
      expect(await balance(stack)).toBe(startBalance);
      expect(await minedNonce(stack)).toBe(startNonce);
      const metrics = await (await fetch(`${relayer.url}/metrics`)).text();
      for (const reason of [
        'malformed',
        'wrong_chain',
        'wrong_contract',
        'invalid_recipient',
        'expired',
        'invalid_signature',
        'replayed',
        'limit',
      ]) {
        expect(metrics).toMatch(new RegExp(`gm_relayer_requests_refused_total\\{reason="${reason}"\\} [1-9]`));
      }
    });
  });
});

/** The release key the intake computes: (contract, schedule, months elapsed). */
async function limitKeyOf(body: Record<string, unknown>): Promise<string> {
  const { Contract } = await import('ethers');
  const { gmVestingAbi } = await import('@gm-claim/shared');
  const vesting = new Contract(String(body['contract']), gmVestingAbi as never, stack.chain.provider);
  const info = (await vesting.getFunction('getVestingInfo')(body['scheduleId'])) as { monthsElapsed: bigint };
  return `vesting:${String(body['contract']).toLowerCase()}:${String(body['scheduleId'])}:${info.monthsElapsed}`;
}
