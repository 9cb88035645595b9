import { expect } from 'chai';
import { EIP712_TYPES, vestingDomain } from '@gm-claim/shared/eip712';
import { TypedDataEncoder, Wallet, type HDNodeWallet } from 'ethers';
import { network } from 'hardhat';
import { signedClaimAndVest } from '../helpers/actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';
import { signClaim } from '../helpers/signatures.js';
import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/types';

/**
 * Issue 37 §2: EIP-7702 accounts on the local chain, which runs the Prague rules (BSC's since Pascal). A wallet that
 * MetaMask, Trust or OKX upgraded to a smart account — or that a sweeper took over after its key leaked — has code at
 * its address (0xef0100 ‖ delegate), yet its key still signs: every signed claim must accept that key's plain ECDSA
 * signature, and ask EIP-1271 only when ECDSA does not answer. The delegations are real type-4 transactions.
 */
const connection = await network.create();
const { ethers, networkHelpers } = connection;

async function fixture(): Promise<GmDeployment> {
  return deployGm(connection);
}

/** Delegates `eoa` (holding no BNB) to `delegateAddress` with a type-4 transaction that `sponsor` sends and pays. */
async function delegate(eoa: HDNodeWallet, delegateAddress: string, sponsor: HardhatEthersSigner): Promise<void> {
  const { chainId } = await ethers.provider.getNetwork();
  const nonce = await ethers.provider.getTransactionCount(eoa.address);
  const auth = await eoa.authorize({ address: delegateAddress, nonce, chainId });
  await (await sponsor.sendTransaction({ type: 4, to: sponsor.address, authorizationList: [auth] })).wait();
}

describe('EIP-7702 accounts (issue 37)', function () {
  for (const kind of ['a smart-account implementation', 'a sweeper'] as const) {
    it(`an EOA delegated to ${kind} signs a monthly claim and a claim & vest with its own key; a relayer sends both`, async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const [relayer, second, thief] = gm.users;
      const implementation =
        kind === 'a sweeper'
          ? await ethers.deployContract('Sweeper7702Delegate', [thief.address])
          : await ethers.deployContract('Delegate7702Account');
      const eoa = Wallet.createRandom().connect(ethers.provider);
      await delegate(eoa, await implementation.getAddress(), relayer);
      const code = await ethers.provider.getCode(eoa.address);
      expect(code.toLowerCase()).to.equal(`0xef0100${(await implementation.getAddress()).slice(2).toLowerCase()}`);

      // A monthly release of a TEAM schedule, signed by the key, sent by the relayer.
      const team = gm.vestings.TEAM;
      const teamAddress = await team.getAddress();
      await gm.token.approve(teamAddress, 700n * GM);
      await team.createVestingSchedule(eoa.address, 100n * GM, 15, Array(6).fill(100n * GM));
      const scheduleId = await team.scheduleCount();
      await networkHelpers.time.increaseTo(Number(await team.calculateReleaseTimestamp(gm.tge, 1, 15)));
      const { chainId } = await ethers.provider.getNetwork();
      const deadline = BigInt((await networkHelpers.time.latest()) + 600);
      const message = { scheduleId, recipient: second.address, nonce: await team.nonces(eoa.address), deadline };
      const signature = await signClaim(eoa, message, { chainId, verifyingContract: teamAddress });
      const before = await gm.token.balanceOf(second.address);
      await (await team.connect(relayer).claimViaSig(scheduleId, second.address, deadline, signature)).wait();
      expect((await gm.token.balanceOf(second.address)) - before).to.equal(200n * GM);

      // Another key's signature is refused: the verifier asks EIP-1271 only after ECDSA, and the delegate's answer
      // (if it has one) is about the EOA's own key.
      const other = Wallet.createRandom();
      const forged = await signClaim(
        other,
        { ...message, nonce: await team.nonces(eoa.address) },
        { chainId, verifyingContract: teamAddress },
      );
      const verifier = await ethers.getContractAt('SignatureVerifier', await team.signatureVerifier());
      const digest = TypedDataEncoder.hash(
        vestingDomain(Number(chainId), teamAddress),
        { Claim: [...EIP712_TYPES.Claim] },
        { ...message, nonce: await team.nonces(eoa.address) },
      );
      expect(await verifier.isValidSignatureNow.staticCall(eoa.address, digest, forged)).to.equal(false);

      // Claim & vest to itself: the delegated EOA is a valid recipient (it answers no GM Claim marker).
      await gm.challenge.registerBalance(eoa.address, 1_000n * GM);
      const { server, userSignature } = await signedClaimAndVest(connection, gm, eoa, eoa.address, eoa.address);
      await (
        await gm.challenge
          .connect(relayer)
          .claimAndVestViaSig(eoa.address, eoa.address, server.nonce, server.deadline, server.signature, userSignature)
      ).wait();
      expect(await gm.token.balanceOf(eoa.address)).to.equal(100n * GM);
      expect(await gm.challenge.hasClaimedAndVested(eoa.address)).to.equal(true);
      expect(await ethers.provider.getBalance(eoa.address)).to.equal(0n);
    });
  }
});
