import { expect } from 'chai';
import { Wallet } from 'ethers';
import { network } from 'hardhat';
import { buildAllocation } from '@gm-claim/shared/allocations/build';
import { sortRows, type AllocationRow } from '@gm-claim/shared/allocations/canonical-list';
import { proveAllocation } from '@gm-claim/shared/allocations/prove';
import { shardPrefix } from '@gm-claim/shared/allocations/shards';
import { authorize, openClaims } from '../helpers/actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';

/**
 * The owner's list builder (libs/shared/src/allocations, what `npm run allocations:build` publishes) and GMChallenge
 * agree: a sharded list's root, committed on chain, proves the builder's proofs of accounts in different shards, and
 * refuses a proof with another amount. The Solidity tests build their own small trees (test/utils/AllocationTree.sol).
 */
const connection = await network.create();
const { networkHelpers } = connection;

async function fixture(): Promise<GmDeployment> {
  const gm = await deployGm(connection);
  await openClaims(connection, gm);
  return gm;
}

describe('Allocation lists: the owner builder and GMChallenge agree', function () {
  this.timeout(120_000);

  it('registers builder proofs from several shards, claims with one in a multicall, and refuses a changed amount', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const { chainId } = await connection.ethers.provider.getNetwork();
    const contract = await gm.challenge.getAddress();
    // 700 accounts: more than a shard holds, so the list is sharded by address prefix.
    const claimant = gm.users[12];
    const rows: AllocationRow[] = [{ address: claimant.address.toLowerCase(), amount: 5_000n * GM }];
    for (let i = 0; i < 699; i += 1) {
      rows.push({ address: Wallet.createRandom().address.toLowerCase(), amount: BigInt(i + 1) * GM });
    }
    const built = buildAllocation(sortRows(rows), { chainId: Number(chainId), contract, version: 1 });
    expect(built.manifest.prefixLength).to.be.greaterThan(0);
    await gm.challenge.proposeAllocationRoot(
      built.manifest.root,
      BigInt(built.manifest.total),
      built.manifest.listHash,
    );
    await networkHelpers.time.increase(Number(await gm.challenge.allocationRootDelay()));

    const shardOf = (account: string) =>
      built.shards.find((shard) => shard.prefix === shardPrefix(account, built.manifest.prefixLength))!;
    // One account from each of three shards.
    const byShard = new Map<string, AllocationRow>();
    for (const row of rows.slice(1)) byShard.set(shardPrefix(row.address, built.manifest.prefixLength), row);
    const others = [...byShard.values()].slice(0, 3);
    expect(others).to.have.length(3);
    for (const row of others) {
      const proof = proveAllocation(built.manifest, shardOf(row.address), row.address)!;
      await gm.challenge.registerWithProof(row.address, 1n, proof.amount, proof.proof);
      expect(await gm.challenge.vestable(row.address)).to.equal(row.amount);
    }

    const own = proveAllocation(built.manifest, shardOf(claimant.address), claimant.address)!;
    await expect(
      gm.challenge.registerWithProof(claimant.address, 1n, own.amount + 1n, own.proof),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidProof');
    const auth = await authorize(connection, gm, claimant);
    await gm.challenge
      .connect(claimant)
      .multicall([
        gm.challenge.interface.encodeFunctionData('registerWithProof', [claimant.address, 1n, own.amount, own.proof]),
        gm.challenge.interface.encodeFunctionData('claimAndVest', [auth.nonce, auth.deadline, auth.signature]),
      ]);
    expect(await gm.challenge.hasClaimedAndVested(claimant.address)).to.equal(true);
    expect(await gm.token.balanceOf(claimant.address)).to.equal(500n * GM);
    const claimed = others.reduce((sum, row) => sum + row.amount, 5_000n * GM);
    expect((await gm.challenge.allocationRoot(1n)).claimed).to.equal(claimed);
  });
});
