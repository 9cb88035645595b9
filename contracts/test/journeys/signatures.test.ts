import { expect } from 'chai';
import { network } from 'hardhat';
import { signingContext, openClaims } from '../helpers/actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';
import { signAuthorize, signRegister } from '../helpers/signatures.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;

async function fixture(): Promise<GmDeployment> {
  const gm = await deployGm(connection);
  await openClaims(connection, gm);
  return gm;
}

const ALLOCATION = 1_000n * GM;

describe('GMChallenge signature security', function () {
  it('accepts a valid Authorize signature once and rejects the replayed nonce', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user] = gm.users;
    await gm.challenge.registerBalance(user.address, ALLOCATION);
    const auth = await signAuthorize(gm.signer, user.address, await signingContext(connection, gm));
    await gm.challenge
      .connect(user)
      .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM });
    await expect(gm.challenge.connect(user).claimAndVest(auth.nonce, auth.deadline, auth.signature))
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_NonceAlreadyUsed')
      .withArgs(user.address, auth.nonce);
  });

  it('rejects an expired deadline', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user] = gm.users;
    await gm.challenge.registerBalance(user.address, ALLOCATION);
    const context = await signingContext(connection, gm);
    const auth = await signAuthorize(gm.signer, user.address, context);
    await networkHelpers.time.setNextBlockTimestamp(context.deadline + 1n);
    await expect(
      gm.challenge
        .connect(user)
        .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM }),
    )
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_SignatureExpired')
      .withArgs(auth.deadline, context.deadline + 1n);
  });

  it("rejects another user's signature", async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user, thief] = gm.users;
    await gm.challenge.registerBalances([user.address, thief.address], [ALLOCATION, ALLOCATION]);
    const auth = await signAuthorize(gm.signer, user.address, await signingContext(connection, gm));
    await expect(
      gm.challenge
        .connect(thief)
        .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
    // A Register signature cannot be stolen either: it binds the user and the amount.
    const reg = await signRegister(gm.signer, user.address, ALLOCATION, await signingContext(connection, gm));
    const stranger = gm.users[5];
    await expect(
      gm.challenge
        .connect(stranger)
        .registerAndBet(ALLOCATION, 10n * GM, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, { value: GM }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
    const own = await signRegister(gm.signer, stranger.address, ALLOCATION, await signingContext(connection, gm));
    await expect(
      gm.challenge
        .connect(stranger)
        .registerAndBet(ALLOCATION * 2n, 10n * GM, 2n, 2500, 5000, own.nonce, own.deadline, own.signature, {
          value: GM,
        }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
  });

  it('rejects a signature for another chain id', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user] = gm.users;
    await gm.challenge.registerBalance(user.address, ALLOCATION);
    const context = await signingContext(connection, gm);
    const auth = await signAuthorize(gm.signer, user.address, { ...context, chainId: 56n });
    await expect(
      gm.challenge
        .connect(user)
        .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
  });

  it('rejects a signature for another contract', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user] = gm.users;
    await gm.challenge.registerBalance(user.address, ALLOCATION);
    const context = await signingContext(connection, gm);
    const auth = await signAuthorize(gm.signer, user.address, {
      ...context,
      verifyingContract: await gm.publicVesting.getAddress(),
    });
    await expect(
      gm.challenge
        .connect(user)
        .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
  });

  it('rejects a signature by a key other than the signer, and follows setSigner', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user, impostor] = gm.users;
    await gm.challenge.registerBalance(user.address, ALLOCATION);
    const auth = await signAuthorize(impostor, user.address, await signingContext(connection, gm));
    await expect(
      gm.challenge
        .connect(user)
        .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM }),
    )
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature')
      .withArgs(impostor.address);
    await expect(gm.challenge.setSigner(impostor.address))
      .to.emit(gm.challenge, 'SignerSet')
      .withArgs(impostor.address);
    await expect(
      gm.challenge
        .connect(user)
        .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM }),
    ).to.emit(gm.challenge, 'BetRequested');
  });

  it('exposes its EIP-712 domain (EIP-5267) matching the shared domain helper', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const domain = await gm.challenge.eip712Domain();
    const { chainId } = await ethers.provider.getNetwork();
    expect([domain.name, domain.version, domain.chainId, domain.verifyingContract]).to.deep.equal([
      'GMChallenge',
      '1',
      chainId,
      await gm.challenge.getAddress(),
    ]);
  });
});
