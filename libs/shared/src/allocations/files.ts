import { z } from 'zod';
import { ALLOCATION_LEAF_TYPES, ALLOCATION_LEAF_VALUES } from './leaf';

/** The published files of one version, under `<base>/<version>/` (docs/product.md, "The published list"). */
export const MANIFEST_FILE = 'manifest.json';
/** The canonical list: `address,amount` then one `0x<lowercase address>,<amount in wei>` line per account, by address. */
export const LIST_FILE = 'list.csv';
export const SHARDS_DIR = 'shards';
export const MANIFEST_FORMAT = 'gm-allocations-v1';

const hash = z.string().regex(/^0x[0-9a-f]{64}$/);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const wei = z.string().regex(/^\d{1,78}$/);

export const allocationManifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  chainId: z.number().int().positive(),
  /** GMChallenge, checksummed. */
  contract: address,
  version: z.number().int().positive(),
  /** The root committed on chain: the top tree's root over the shards' roots. */
  root: hash,
  /** Σ amounts, wei as a decimal string. */
  total: wei,
  count: z.number().int().nonnegative(),
  /** keccak256 of list.csv's bytes, committed on chain with the root. */
  listHash: hash,
  listFile: z.literal(LIST_FILE),
  /** Hex digits of the lowercase address that name an account's shard (0: a single shard, ''). */
  prefixLength: z.number().int().min(0).max(6),
  /** Shards with at least one leaf (every prefix has a file; empty ones say so). */
  shardCount: z.number().int().nonnegative(),
  leafTypes: z.tuple([
    z.literal('uint256'),
    z.literal('address'),
    z.literal('uint256'),
    z.literal('address'),
    z.literal('uint256'),
  ]),
  leafValues: z.tuple([
    z.literal('chainId'),
    z.literal('contract'),
    z.literal('version'),
    z.literal('account'),
    z.literal('amount'),
  ]),
});
export type AllocationManifest = z.infer<typeof allocationManifestSchema>;

export const allocationShardSchema = z.object({
  version: z.number().int().positive(),
  prefix: z.string().regex(/^[0-9a-f]{0,6}$/),
  /** The root of this shard's StandardMerkleTree; null for a prefix no account has. */
  shardRoot: hash.nullable(),
  /** The shard root's proof in the top tree (empty with a single shard: its root is the version's root). */
  topProof: z.array(hash),
  /** [lowercase address, amount in wei], by address. */
  leaves: z.array(z.tuple([z.string().regex(/^0x[0-9a-f]{40}$/), wei])),
});
export type AllocationShard = z.infer<typeof allocationShardSchema>;

/** `<version>/manifest.json`, relative to the allocations base. */
export function manifestPath(version: number): string {
  return `${version}/${MANIFEST_FILE}`;
}

/** `<version>/shards/<prefix>.json` ('_' names the single shard of prefix length 0). */
export function shardPath(version: number, prefix: string): string {
  return `${version}/${SHARDS_DIR}/${prefix === '' ? '_' : prefix}.json`;
}

/** `<version>/list.csv`. */
export function listPath(version: number): string {
  return `${version}/${LIST_FILE}`;
}

/** The manifest's fixed description of the leaf (ALLOCATION_LEAF_TYPES, ALLOCATION_LEAF_VALUES). */
export function leafDescription(): Pick<AllocationManifest, 'leafTypes' | 'leafValues'> {
  const [t0, t1, t2, t3, t4] = ALLOCATION_LEAF_TYPES;
  const [v0, v1, v2, v3, v4] = ALLOCATION_LEAF_VALUES;
  return { leafTypes: [t0, t1, t2, t3, t4], leafValues: [v0, v1, v2, v3, v4] };
}
