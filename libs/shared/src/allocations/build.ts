import { getAddress } from 'ethers';
import { canonicalList, listHash, type AllocationRow } from './canonical-list';
import { leafDescription, MANIFEST_FORMAT, type AllocationManifest, type AllocationShard, LIST_FILE } from './files';
import { allocationLeafHasher, type AllocationDomain } from './leaf';
import { buildMerkleTree, merkleProof, merkleRoot } from './merkle';
import { allPrefixes, choosePrefixLength, shardPrefix } from './shards';

/** Everything a version publishes: the manifest, one file per prefix, and the canonical list. */
export interface AllocationBuild {
  manifest: AllocationManifest;
  shards: AllocationShard[];
  list: string;
}

/**
 * Builds a version from rows already sorted and checked (sortRows): the leaves grouped by address prefix, one
 * StandardMerkleTree-compatible tree per shard, a SimpleMerkleTree-compatible top tree over the shard roots (kept even
 * with one shard: its root is then the shard's root and its top proof empty), the root committed on chain, and a
 * proof for any account = its shard proof followed by its shard's top proof. `prefixLength` defaults to
 * choosePrefixLength (deterministic: the verifier rebuilds the same tree from the list alone).
 */
export function buildAllocation(
  rows: readonly AllocationRow[],
  domain: AllocationDomain,
  prefixLength = choosePrefixLength(rows.map((row) => row.address)),
): AllocationBuild {
  if (rows.length === 0) throw new Error('an allocation version needs at least one account');
  const leafHash = allocationLeafHasher(domain);
  const groups = new Map<string, AllocationRow[]>();
  let total = 0n;
  for (const row of rows) {
    const prefix = shardPrefix(row.address, prefixLength);
    let group = groups.get(prefix);
    if (!group) groups.set(prefix, (group = []));
    group.push(row);
    total += row.amount;
  }
  const shardRoots = new Map<string, string>();
  for (const [prefix, group] of groups) {
    shardRoots.set(prefix, merkleRoot(buildMerkleTree(group.map((row) => leafHash(row.address, row.amount)))));
  }
  const top = buildMerkleTree([...shardRoots.values()]);
  const shards: AllocationShard[] = allPrefixes(prefixLength).map((prefix) => {
    const shardRoot = shardRoots.get(prefix) ?? null;
    return {
      version: domain.version,
      prefix,
      shardRoot,
      topProof: shardRoot === null ? [] : merkleProof(top, shardRoot),
      leaves: (groups.get(prefix) ?? []).map((row): [string, string] => [row.address, row.amount.toString()]),
    };
  });
  const list = canonicalList(rows);
  const manifest: AllocationManifest = {
    format: MANIFEST_FORMAT,
    chainId: domain.chainId,
    contract: getAddress(domain.contract),
    version: domain.version,
    root: merkleRoot(top),
    total: total.toString(),
    count: rows.length,
    listHash: listHash(list),
    listFile: LIST_FILE,
    prefixLength,
    shardCount: groups.size,
    ...leafDescription(),
  };
  return { manifest, shards, list };
}
