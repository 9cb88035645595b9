import { expect } from 'chai';
import { AbiCoder, concat, Wallet, ZeroAddress, type ContractTransactionReceipt, type EventLog } from 'ethers';
import { network } from 'hardhat';
import { authorize, registration, signedClaimAndVest, signingContext } from '../helpers/actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';
import { signClaim, signClaimAndVest, signRegister } from '../helpers/signatures.js';

/**
 * Issue 21's signed and redirected claims on the simulated network, signed the way a wallet signs them
 * (eth_signTypedData_v4 with the types exported to libs/shared) and sent by a relayer account: the claimant holds no
 * BNB at all.
 */
const connection = await network.create();
const { ethers, networkHelpers } = connection;

async function fixture(): Promise<GmDeployment> {
  return deployGm(connection);
}

const ALLOCATION = 10_000n * GM;
/** EIP-6492's magic suffix. */
const ERC6492_SUFFIX = '0x6492649264926492649264926492649264926492649264926492649264926492';

/** The args of every `name` event `emitter` logged in `receipt`. */
function eventsOf(receipt: ContractTransactionReceipt | null, emitter: string, name: string): unknown[][] {
  return (receipt?.logs ?? [])
    .filter((log): log is EventLog => 'fragment' in log && log.fragment.name === name && log.address === emitter)
    .map((log) => [...log.args]);
}

describe('signed and redirected claims (issue 21)', function () {
  it('a beneficiary without BNB signs a monthly claim to a second address; a relayer sends it', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [relayer, second] = gm.users;
    const beneficiary = Wallet.createRandom();
    const team = gm.vestings.TEAM;
    const teamAddress = await team.getAddress();
    await gm.token.approve(teamAddress, 700n * GM);
    await team.createVestingSchedule(beneficiary.address, 100n * GM, 15, Array(6).fill(100n * GM));
    await networkHelpers.time.increaseTo(Number(await team.calculateReleaseTimestamp(gm.tge, 1, 15)));

    const { chainId } = await ethers.provider.getNetwork();
    const deadline = BigInt((await networkHelpers.time.latest()) + 600);
    const nonce = await team.nonces(beneficiary.address);
    const message = { scheduleId: 1n, recipient: second.address, nonce, deadline };
    const signature = await signClaim(beneficiary, message, { chainId, verifyingContract: teamAddress });
    const before = await gm.token.balanceOf(second.address);
    const receipt = await (await team.connect(relayer).claimViaSig(1n, second.address, deadline, signature)).wait();

    expect(await ethers.provider.getBalance(beneficiary.address)).to.equal(0n);
    expect((await gm.token.balanceOf(second.address)) - before).to.equal(200n * GM);
    expect(await gm.token.balanceOf(beneficiary.address)).to.equal(0n);
    expect(await team.nonces(beneficiary.address)).to.equal(nonce + 1n);
    expect(eventsOf(receipt, teamAddress, 'ClaimedTo')).to.deep.equal([
      [1n, beneficiary.address, second.address, 200n * GM],
    ]);
    await expect(team.connect(relayer).claimViaSig(1n, second.address, deadline, signature))
      .to.be.revertedWithCustomError(team, 'GMVesting_InvalidSignature')
      .withArgs(beneficiary.address);
  });

  it('a registered user without BNB claims and vests to a second address through a relayer', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [relayer, second] = gm.users;
    const user = Wallet.createRandom();
    await gm.challenge.registerBalance(user.address, ALLOCATION);
    await networkHelpers.time.increaseTo(gm.tge);
    // The API issues the server signature for `user`; the user signs ClaimAndVest with the same nonce and deadline.
    const { server, userSignature } = await signedClaimAndVest(connection, gm, user, user.address, second.address);
    const challengeAddress = await gm.challenge.getAddress();
    const receipt = await (
      await gm.challenge
        .connect(relayer)
        .claimAndVestViaSig(
          user.address,
          second.address,
          server.nonce,
          server.deadline,
          server.signature,
          userSignature,
        )
    ).wait();

    const unlocked = ALLOCATION / 10n;
    expect(await gm.token.balanceOf(second.address)).to.equal(unlocked);
    const scheduleId = await gm.challenge.userVestingScheduleIds(user.address);
    // A gift (issue 32): the second address's to accept or claim, listed apart until then.
    expect((await gm.publicVesting.getVestingSchedule(scheduleId)).beneficiary).to.equal(ZeroAddress);
    expect(await gm.publicVesting.pendingBeneficiary(scheduleId)).to.equal(second.address);
    expect(await gm.publicVesting.pendingGifts(second.address)).to.deep.equal([scheduleId]);
    expect(await gm.publicVesting.getUserVestingScheduleId(second.address)).to.equal(0n);
    expect(await gm.challenge.hasClaimedAndVested(user.address)).to.equal(true);
    expect(eventsOf(receipt, challengeAddress, 'ClaimedTo')).to.deep.equal([
      [user.address, second.address, scheduleId, unlocked],
    ]);
    expect(await ethers.provider.getBalance(user.address)).to.equal(0n);
  });

  it('registers, claims and vests with a Register signature and the user amount; claimAndVestTo from a wallet', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [relayer, second, third] = gm.users;
    const user = Wallet.createRandom();
    await networkHelpers.time.increaseTo(gm.tge);
    const context = await signingContext(connection, gm);
    const server = await signRegister(gm.signer, user.address, ALLOCATION, context);
    const userSignature = await signClaimAndVest(
      user,
      {
        user: user.address,
        recipient: second.address,
        amount: ALLOCATION,
        nonce: server.nonce,
        deadline: server.deadline,
      },
      context,
    );
    await gm.challenge
      .connect(relayer)
      .registerAndClaimAndVestViaSig(
        user.address,
        second.address,
        ALLOCATION,
        server.nonce,
        server.deadline,
        server.signature,
        userSignature,
      );
    expect(await gm.challenge.isRegistered(user.address)).to.equal(true);
    expect(await gm.token.balanceOf(second.address)).to.equal(ALLOCATION / 10n);

    // A wallet that pays its own gas sends its claim to another address with claimAndVestTo.
    const [, , , payer] = gm.users;
    await gm.challenge.registerBalance(payer.address, ALLOCATION);
    const auth = await authorize(connection, gm, payer);
    await gm.challenge.connect(payer).claimAndVestTo(third.address, auth.nonce, auth.deadline, auth.signature);
    expect(await gm.token.balanceOf(third.address)).to.equal(ALLOCATION / 10n);
    await expect(
      gm.challenge.connect(payer).registerAndClaimAndVestTo(ethers.ZeroAddress, ALLOCATION, 1n, auth.deadline, '0x'),
    )
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidRecipient')
      .withArgs(ethers.ZeroAddress);
    const again = await registration(connection, gm, payer, ALLOCATION);
    await expect(
      gm.challenge
        .connect(payer)
        .registerAndClaimAndVestTo(third.address, ALLOCATION, again.nonce, again.deadline, again.signature),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_AlreadyRegistered');
  });

  it('a smart account not deployed yet signs with EIP-6492; the verifier deploys it and the claim goes through', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [relayer, second] = gm.users;
    const owner = Wallet.createRandom();
    const factory = await ethers.deployContract('SmartAccountFactoryMock');
    const salt = ethers.id('account');
    const account = (await factory.getFunction('accountAddress')(owner.address, salt)) as string;
    await gm.challenge.registerBalance(account, ALLOCATION);
    await networkHelpers.time.increaseTo(gm.tge);
    // The account's owner signs the account's ClaimAndVest; the wrapper names the factory call that deploys it.
    const { server, userSignature: inner } = await signedClaimAndVest(connection, gm, owner, account, second.address);
    const deployCall = factory.interface.encodeFunctionData('createAccount', [owner.address, salt]);
    const wrapped = concat([
      AbiCoder.defaultAbiCoder().encode(['address', 'bytes', 'bytes'], [await factory.getAddress(), deployCall, inner]),
      ERC6492_SUFFIX,
    ]);
    expect(await ethers.provider.getCode(account)).to.equal('0x');
    await gm.challenge
      .connect(relayer)
      .claimAndVestViaSig(account, second.address, server.nonce, server.deadline, server.signature, wrapped);
    expect(await ethers.provider.getCode(account)).to.not.equal('0x');
    expect(await factory.getFunction('lastCaller')()).to.equal(await gm.challenge.signatureVerifier());
    expect(await gm.token.balanceOf(second.address)).to.equal(ALLOCATION / 10n);
  });
});
