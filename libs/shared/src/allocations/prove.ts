import type { AllocationManifest, AllocationShard } from './files';
import { allocationLeafHasher } from './leaf';
import { buildMerkleTree, merkleProof, merkleRoot, processProof } from './merkle';
import { shardPrefix } from './shards';

/** An account's allocation in one version, with the proof `registerWithProof` takes. */
export interface AllocationProof {
  version: number;
  account: string;
  amount: bigint;
  /** Shard proof, then the shard's top proof. */
  proof: string[];
}

/** The shard file is not what the manifest's root commits to (a stale or tampered file). */
export class ShardMismatchError extends Error {
  override readonly name = 'ShardMismatchError';
}

/**
 * Looks `account` up in its shard and proves it: the shard's tree is rebuilt from its leaves and must give the
 * file's shard root, and leaf + proof must give `root` (the root read from the chain, or the manifest's). Returns
 * null when the shard does not list the account; throws ShardMismatchError when the files do not add up to `root`,
 * or when `shard` is not the account's shard.
 */
export function proveAllocation(
  manifest: AllocationManifest,
  shard: AllocationShard,
  account: string,
  root: string = manifest.root,
): AllocationProof | null {
  const address = account.toLowerCase();
  const prefix = shardPrefix(address, manifest.prefixLength);
  if (shard.prefix !== prefix || shard.version !== manifest.version)
    throw new ShardMismatchError(
      `shard ${shard.version}/${shard.prefix} is not the shard of ${address} (${manifest.version}/${prefix})`,
    );
  const entry = shard.leaves.find(([leafAddress]) => leafAddress === address);
  if (!entry) return null;
  const leafHash = allocationLeafHasher(manifest);
  const tree = buildMerkleTree(shard.leaves.map(([leafAddress, amount]) => leafHash(leafAddress, BigInt(amount))));
  if (merkleRoot(tree) !== shard.shardRoot)
    throw new ShardMismatchError(`shard ${prefix || '_'}'s leaves do not give its shard root`);
  const amount = BigInt(entry[1]);
  const leaf = leafHash(address, amount);
  const proof = [...merkleProof(tree, leaf), ...shard.topProof];
  if (processProof(leaf, proof) !== root.toLowerCase())
    throw new ShardMismatchError(`the proof of ${address} does not lead to the root ${root}`);
  return { version: manifest.version, account: address, amount, proof };
}
