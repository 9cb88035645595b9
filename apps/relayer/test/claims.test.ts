/**
 * Sponsored claims end to end, through the real relayer process on the real contracts: a wallet
 * holding 0 BNB signs, the relayer pays, the tokens reach the recipient it named.
 */
import {
  challengeClaim,
  gmChallengeAbi,
  gmVestingAbi,
  parseRelayAccepted,
  parseRelayOpenRequests,
  parseRelayRequestStatus,
  signRelayClaim,
  type RelayRequestStatus,
} from '@gm-claim/shared';
import { Contract, Wallet } from 'ethers';
import { GM, signAuthorizeAsServer } from '@gm-claim/server/testing/chain';
import {
  balance,
  http,
  minedNonce,
  read,
  refusalOf,
  routesOf,
  signedVestingClaim,
  startRelayerStack,
  until,
  type RelayerProcess,
  type RelayerStack,
} from './harness';

jest.setTimeout(180_000);

const TOKEN_ABI = [
  'function approve(address, uint256) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
];

describe('sponsored claims – a 0 BNB wallet signs, the relayer pays, the recipient receives', () => {
  let stack: RelayerStack;
  let relayer: RelayerProcess;

  beforeAll(async () => {
    stack = await startRelayerStack();
    relayer = await stack.start();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const inAnHour = (): bigint => BigInt(Math.floor(Date.now() / 1000) + 3_600);
  const post = (body: unknown) => http(routesOf(relayer).requests, { method: 'POST', body });
  const tokenBalance = async (who: string): Promise<bigint> =>
    (await new Contract(stack.chain.deployment.contracts.GMToken, TOKEN_ABI, stack.chain.provider).getFunction(
      'balanceOf',
    )(who)) as bigint;

  /** A BACKER schedule for a fresh wallet (0 BNB): `tge` due now, then six monthly tranches. */
  async function scheduleFor(beneficiary: string, tge: bigint): Promise<bigint> {
    const { contracts } = stack.chain.deployment;
    const owner = await stack.chain.provider.getSigner(0);
    await (
      await new Contract(contracts.GMToken, TOKEN_ABI, owner).getFunction('approve')(
        contracts.GMVesting.BACKER,
        tge + 600n * GM,
      )
    ).wait();
    const vesting = new Contract(contracts.GMVesting.BACKER, gmVestingAbi as never, owner);
    await (
      await vesting.getFunction('createVestingSchedules')(
        [beneficiary],
        [tge],
        [1],
        [Array.from({ length: 6 }, () => 100n * GM)],
      )
    ).wait();
    return (await vesting.getFunction('beneficiarySchedules')(beneficiary, 0)) as bigint;
  }

  /** A monthly claim signed as the web signs it (libs/shared relay/claims.ts), on BACKER's GMVesting unless told. */
  const signedClaim = (
    beneficiary: Pick<Wallet, 'address' | 'signTypedData'>,
    scheduleId: bigint,
    recipient: string,
    options: { contract?: string; deadline?: bigint } = {},
  ) =>
    signedVestingClaim(stack, beneficiary, {
      contract: options.contract ?? stack.chain.deployment.contracts.GMVesting.BACKER,
      scheduleId,
      recipient,
      ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    });

  /** Follows a request as the web does (its status read with libs/shared parseRelayRequestStatus) until it is mined. */
  async function mined(id: string): Promise<RelayRequestStatus> {
    return until(`request ${id} mined`, async () => {
      const status = read(parseRelayRequestStatus, await http(routesOf(relayer).request(id)));
      if (status.status === 'failed') throw new Error(`failed: ${String(status.error)}`);
      return status.status === 'mined' ? status : undefined;
    });
  }

  it('a monthly claim signed by a 0 BNB beneficiary – 202, mined, the tokens reach the named recipient; the same claim again is 409', async () => {
    const beneficiary = Wallet.createRandom();
    const recipient = Wallet.createRandom().address;
    const scheduleId = await scheduleFor(beneficiary.address, 100n * GM);
    expect(await stack.chain.provider.getBalance(beneficiary.address)).toBe(0n);
    const relayerBefore = await balance(stack);
    const body = await signedClaim(beneficiary, scheduleId, recipient);
    const accepted = await post(body);
    expect(accepted.status).toBe(202);
    const { id, status } = read(parseRelayAccepted, accepted);
    expect(status).toBe('queued');
    const done = await mined(id);
    expect(done.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await tokenBalance(recipient)).toBe(100n * GM);
    expect(await tokenBalance(beneficiary.address)).toBe(0n);
    const cost = await stack.db.query<{ cost_wei: string }>('SELECT cost_wei::text FROM relay_requests WHERE id = $1', [
      id,
    ]);
    expect(await balance(stack)).toBe(relayerBefore - BigInt(cost[0]?.cost_wei ?? '0'));

    // What the web reads: the same claim is already on its way (it follows that request instead of falling back).
    const replay = await post(body);
    expect(replay.status).toBe(409);
    expect(refusalOf(replay)).toMatchObject({ code: 'REPLAYED', id, unavailable: false });
  });

  it('a monthly claim on its way – GET /relay/requests?claimant= lists it with its recipient (any device can follow it) until it is mined; another wallet sees none; a malformed claimant is 400', async () => {
    const beneficiary = Wallet.createRandom();
    const recipient = Wallet.createRandom().address;
    const scheduleId = await scheduleFor(beneficiary.address, 100n * GM);
    const open = (claimant: string) => http(routesOf(relayer).openRequestsOf(claimant), { method: 'GET' });
    // Blocks are held back: the relayer's transaction stays pending (status submitted).
    await stack.chain.rpc('evm_setAutomine', [false]);
    try {
      const accepted = await post(await signedClaim(beneficiary, scheduleId, recipient));
      expect(accepted.status).toBe(202);
      const { id } = read(parseRelayAccepted, accepted);
      // Read as a page on another device reads it (libs/shared parseRelayOpenRequests).
      const listed = await until('the request sent, not mined', async () => {
        const response = await open(beneficiary.address.toLowerCase());
        return read(parseRelayOpenRequests, response).requests[0]?.status === 'submitted' ? response : undefined;
      });
      expect(listed.status).toBe(200);
      expect(read(parseRelayOpenRequests, listed).requests).toEqual([
        expect.objectContaining({ id, kind: 'vesting.claimViaSig', status: 'submitted', recipient, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) }),
      ]);
      // The checksummed form names the same wallet; another wallet has nothing on its way.
      expect((await open(beneficiary.address)).body['requests']).toHaveLength(1);
      expect((await open(Wallet.createRandom().address)).body).toEqual({ requests: [] });
      // One letter's case flipped: a mixed-case address whose EIP-55 checksum is wrong.
      const flipped = beneficiary.address.replace(/[a-fA-F]/, (letter) =>
        letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
      );
      for (const bad of ['', '0x1234', 'not-an-address', `${beneficiary.address}00`, flipped]) {
        const refused = await open(bad);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      await stack.chain.rpc('evm_setAutomine', [true]);
      await stack.chain.rpc('evm_mine', []);
      await mined(id);
      expect((await open(beneficiary.address)).body).toEqual({ requests: [] });
      expect(await tokenBalance(recipient)).toBe(100n * GM);
    } finally {
      await stack.chain.rpc('evm_setAutomine', [true]);
    }
  });

  it('a release that is not due – 422 NOTHING_TO_CLAIM naming the contract error, no gas spent', async () => {
    const beneficiary = Wallet.createRandom();
    const scheduleId = await scheduleFor(beneficiary.address, 0n);
    const before = { balance: await balance(stack), nonce: await minedNonce(stack) };
    const response = await post(await signedClaim(beneficiary, scheduleId, Wallet.createRandom().address));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'NOTHING_TO_CLAIM', reason: expect.stringMatching(/NothingToClaim/) });
    expect(refusalOf(response)).toMatchObject({ code: 'NOTHING_TO_CLAIM', unavailable: false });
    expect({ balance: await balance(stack), nonce: await minedNonce(stack) }).toEqual(before);
  });

  it('claim & vest signed by a registered 0 BNB user – the immediate part goes to the recipient, the PUBLIC schedule waits for it as a gift; a month later its 0 BNB recipient claims it through the relayer, which accepts it', async () => {
    const { contracts, chainId } = stack.chain.deployment;
    const user = Wallet.createRandom();
    const safe = Wallet.createRandom();
    const recipient = safe.address;
    const owner = await stack.chain.provider.getSigner(0);
    const challenge = new Contract(contracts.GMChallenge, gmChallengeAbi as never, owner);
    await (await challenge.getFunction('registerBalances')([user.address], [1_000n * GM])).wait();
    const nonce = BigInt(Date.now());
    const deadline = inAnHour();
    const serverSignature = await signAuthorizeAsServer(chainId, contracts.GMChallenge, { user: user.address, nonce, deadline });
    // Registered: the user signs ClaimAndVest with amount 0 as the web does (libs/shared challengeClaim).
    const request = await signRelayClaim(
      user,
      challengeClaim({ chainId, challenge: contracts.GMChallenge, user: user.address, recipient, nonce, deadline, serverSignature }),
    );
    expect(request.kind).toBe('challenge.claimAndVestViaSig');
    const accepted = await post(request);
    expect(accepted.status).toBe(202);
    await mined(read(parseRelayAccepted, accepted).id);
    expect(await tokenBalance(recipient)).toBe(100n * GM);
    const vesting = new Contract(contracts.GMVesting.PUBLIC, gmVestingAbi as never, stack.chain.provider);
    // A gift (issue 32): not in the recipient's list until it accepts it, its beneficiary 0 meanwhile.
    const gifts = (await vesting.getFunction('pendingGifts')(recipient)) as bigint[];
    expect(gifts).toHaveLength(1);
    const giftId = gifts[0] as bigint;
    expect((await vesting.getFunction('beneficiaryScheduleCount')(recipient)) as bigint).toBe(0n);
    expect((await vesting.getFunction('pendingBeneficiary')(giftId)) as string).toBe(recipient);

    // Nothing due before the first month: refused before any gas, the claimant resolved to the gift's recipient.
    const before = { balance: await balance(stack), nonce: await minedNonce(stack) };
    const early = await post(await signedClaim(safe, giftId, recipient, { contract: contracts.GMVesting.PUBLIC }));
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ code: 'NOTHING_TO_CLAIM' });
    expect({ balance: await balance(stack), nonce: await minedNonce(stack) }).toEqual(before);

    // A month and more later: the recipient, still holding 0 BNB, signs; the relayer sends; the claim accepts the gift.
    await stack.chain.rpc('evm_increaseTime', [40 * 86_400]);
    await stack.chain.rpc('evm_mine', []);
    const latest = await stack.chain.rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
    const claim = await signedClaim(safe, giftId, recipient, {
      contract: contracts.GMVesting.PUBLIC,
      deadline: BigInt(Number(latest.timestamp) + 3_600),
    });
    const accepted2 = await post(claim);
    expect(accepted2.status).toBe(202);
    await mined(read(parseRelayAccepted, accepted2).id);
    expect(await stack.chain.provider.getBalance(recipient)).toBe(0n);
    expect(await tokenBalance(recipient)).toBeGreaterThan(100n * GM);
    expect((await vesting.getFunction('pendingGifts')(recipient)) as bigint[]).toEqual([]);
    expect((await vesting.getFunction('getUserVestingScheduleId')(recipient)) as bigint).toBe(giftId);
  });
});
