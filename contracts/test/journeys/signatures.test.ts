import { expect } from 'chai';
import { type ContractTransactionResponse } from 'ethers';
import { network } from 'hardhat';
import { type HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/types';
import { signingContext, deployOpen } from '../helpers/actions.js';
import { GM, type GmDeployment } from '../helpers/deploy.js';
import { signAuthorize, signRegister, type SignedAuthorization } from '../helpers/signatures.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;

const fixture = (): Promise<GmDeployment> => deployOpen(connection);

const ALLOCATION = 1_000n * GM;

/** `fixture` with the first account registered for ALLOCATION. */
async function registeredFixture(): Promise<GmDeployment> {
  const gm = await deployOpen(connection);
  await gm.challenge.registerBalance(gm.users[0].address, ALLOCATION);
  return gm;
}

/** `user`'s x2 bet of 10 GM at the default odds with the server's `auth`. */
function betWith(
  gm: GmDeployment,
  user: HardhatEthersSigner,
  auth: SignedAuthorization,
): Promise<ContractTransactionResponse> {
  return gm.challenge
    .connect(user)
    .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM });
}

describe('GMChallenge signature security', function () {
  it('accepts a valid Authorize signature once and rejects the replayed nonce', async function () {
    const gm = await networkHelpers.loadFixture(registeredFixture);
    const [user] = gm.users;
    const auth = await signAuthorize(gm.signer, user.address, await signingContext(connection, gm));
    await betWith(gm, user, auth);
    await expect(gm.challenge.connect(user).claimAndVest(auth.nonce, auth.deadline, auth.signature))
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_NonceAlreadyUsed')
      .withArgs(user.address, auth.nonce);
  });

  it('rejects an expired deadline', async function () {
    const gm = await networkHelpers.loadFixture(registeredFixture);
    const [user] = gm.users;
    const context = await signingContext(connection, gm);
    const auth = await signAuthorize(gm.signer, user.address, context);
    await networkHelpers.time.setNextBlockTimestamp(context.deadline + 1n);
    await expect(betWith(gm, user, auth))
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_SignatureExpired')
      .withArgs(auth.deadline, context.deadline + 1n);
  });

  it("rejects another user's signature", async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user, thief] = gm.users;
    await gm.challenge.registerBalances([user.address, thief.address], [ALLOCATION, ALLOCATION]);
    const auth = await signAuthorize(gm.signer, user.address, await signingContext(connection, gm));
    await expect(betWith(gm, thief, auth)).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
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
    const gm = await networkHelpers.loadFixture(registeredFixture);
    const [user] = gm.users;
    const context = await signingContext(connection, gm);
    const auth = await signAuthorize(gm.signer, user.address, { ...context, chainId: 56n });
    await expect(betWith(gm, user, auth)).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
  });

  it('rejects a signature for another contract', async function () {
    const gm = await networkHelpers.loadFixture(registeredFixture);
    const [user] = gm.users;
    const context = await signingContext(connection, gm);
    const auth = await signAuthorize(gm.signer, user.address, {
      ...context,
      verifyingContract: await gm.publicVesting.getAddress(),
    });
    await expect(betWith(gm, user, auth)).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
  });

  it('rejects a signature by a key other than the signer, and follows setSigner', async function () {
    const gm = await networkHelpers.loadFixture(registeredFixture);
    const [user, impostor] = gm.users;
    const auth = await signAuthorize(impostor, user.address, await signingContext(connection, gm));
    await expect(betWith(gm, user, auth))
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature')
      .withArgs(impostor.address);
    await expect(gm.challenge.setSigner(impostor.address))
      .to.emit(gm.challenge, 'SignerSet')
      .withArgs(impostor.address);
    await expect(betWith(gm, user, auth)).to.emit(gm.challenge, 'BetRequested');
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
