import { expect } from 'chai';
import { type EventLog } from 'ethers';
import { network } from 'hardhat';
import { deployOpen } from '../helpers/actions.js';
import { FULFIL_GAS_LIMIT, GM, type GmDeployment } from '../helpers/deploy.js';
import { signAuthorize } from '../helpers/signatures.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;

const fixture = (): Promise<GmDeployment> => deployOpen(connection);

describe('Local VRF path: coordinator mock → real VRFV2PlusWrapper → GMChallenge', function () {
  it('delivers the chosen random word to GMChallenge.fulfillRandomWords, with events on every hop', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user] = gm.users;
    const challengeAddress = await gm.challenge.getAddress();
    const wrapperAddress = await gm.wrapper.getAddress();
    const { chainId } = await ethers.provider.getNetwork();
    await gm.challenge.registerBalance(user.address, 1_000n * GM);

    const deadline = BigInt((await networkHelpers.time.latest()) + 600);
    const auth = await signAuthorize(gm.signer, user.address, {
      chainId,
      verifyingContract: challengeAddress,
      deadline,
    });
    const price = await gm.challenge.estimateVrfCost(ethers.parseUnits('10', 'gwei'));
    const tx = await gm.challenge
      .connect(user)
      .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, {
        value: price,
        gasPrice: ethers.parseUnits('10', 'gwei'),
      });
    const receipt = await tx.wait();

    // Hop 1: GMChallenge → wrapper → coordinator (RandomWordsRequested names the wrapper as sender).
    const requested = receipt!.logs
      .map((log) => {
        try {
          return gm.coordinator.interface.parseLog(log);
        } catch {
          return null;
        }
      })
      .find((parsed) => parsed?.name === 'RandomWordsRequested');
    expect(requested, 'RandomWordsRequested').to.not.equal(undefined);
    const requestId = requested!.args.requestId as bigint;
    expect(requested!.args.sender).to.equal(wrapperAddress);
    await expect(tx)
      .to.emit(gm.challenge, 'BetRequested')
      .withArgs(requestId, user.address, 10n * GM, 2n, price, 2500, 5000);
    const callback = await gm.wrapper.s_callbacks(requestId);
    expect(callback.callbackAddress).to.equal(challengeAddress);

    // Hop 2: coordinator → wrapper → GMChallenge, with a word that wins at 25% (word % 10000 = 42 < 2500).
    const word = 10_000n * 123_456_789n + 42n;
    const fulfil = gm.coordinator.fulfillRandomWordsWithOverride(requestId, wrapperAddress, [word], {
      gasLimit: FULFIL_GAS_LIMIT,
    });
    await expect(fulfil)
      .to.emit(gm.coordinator, 'RandomWordsFulfilled')
      .withArgs(requestId, requestId, gm.subscriptionId, (p: bigint) => p > 0n, true, true, false);
    await expect(fulfil).to.not.emit(gm.wrapper, 'WrapperFulfillmentFailed');
    await expect(fulfil)
      .to.emit(gm.challenge, 'BetResolved')
      .withArgs(requestId, user.address, true, 20n * GM, word);

    const settled = await gm.challenge.getBetHistoryByRequestId(requestId);
    expect(settled.resolved).to.equal(true);
    expect(settled.success).to.equal(true);
    expect(await gm.challenge.redeemable(user.address)).to.equal(20n * GM);

    // The bet's blocks are not stored (issue 24): the logs carry them, found by the request id (the first indexed
    // topic); the request's block is the one whose timestamp the record keeps.
    const resolveBlock = (await (await fulfil).wait())!.blockNumber;
    const [betLog] = await gm.challenge.queryFilter(gm.challenge.filters.BetRequested(requestId), 0, 'latest');
    const [resolvedLog] = await gm.challenge.queryFilter(gm.challenge.filters.BetResolved(requestId), 0, 'latest');
    expect(betLog?.blockNumber).to.equal(receipt!.blockNumber);
    expect(resolvedLog?.blockNumber).to.equal(resolveBlock);
    expect(BigInt((await ethers.provider.getBlock(receipt!.blockNumber))!.timestamp)).to.equal(settled.requestedAt);
    expect([betLog?.args.probBps, betLog?.args.lossBps]).to.deep.equal([2500n, 5000n]);
    expect(resolvedLog?.args.randomWord).to.equal(word);
    expect(resolvedLog!.args.randomWord % 10_000n < betLog!.args.probBps).to.equal(resolvedLog!.args.success);
  });

  it('reports a failed callback when the fulfilment gets too little gas (why journeys pin the gas limit)', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user] = gm.users;
    const { chainId } = await ethers.provider.getNetwork();
    await gm.challenge.registerBalance(user.address, 1_000n * GM);
    const deadline = BigInt((await networkHelpers.time.latest()) + 600);
    const auth = await signAuthorize(gm.signer, user.address, {
      chainId,
      verifyingContract: await gm.challenge.getAddress(),
      deadline,
    });
    const tx = await gm.challenge
      .connect(user)
      .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM });
    const receipt = await tx.wait();
    const betLog = receipt!.logs.find(
      (log): log is EventLog => 'fragment' in log && log.fragment.name === 'BetRequested',
    );
    const requestId = betLog!.args[0] as bigint;

    // 120k gas: the coordinator's own call survives, the wrapper's exact-gas call to GMChallenge cannot.
    const starved = gm.coordinator.fulfillRandomWordsWithOverride(requestId, await gm.wrapper.getAddress(), [1n], {
      gasLimit: 120_000n,
    });
    await expect(starved).to.emit(gm.coordinator, 'RandomWordsFulfilled');
    await expect(starved).to.not.emit(gm.challenge, 'BetResolved');
    expect((await gm.challenge.getBetHistoryByRequestId(requestId)).resolved).to.equal(false);
  });
});
