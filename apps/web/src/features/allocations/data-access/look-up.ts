import { isRootActive } from '@gm-claim/shared/allocations/on-chain-root';
import {
  allocationManifestSchema,
  allocationShardSchema,
  manifestPath,
  shardPath,
} from '@gm-claim/shared/allocations/files';
import { proveAllocation } from '@gm-claim/shared/allocations/prove';
import { shardPrefix } from '@gm-claim/shared/allocations/shards';
import { t } from '@gm-claim/web-core-i18n';
import { getAllocationSources, ListUnavailableError, type AllocationSources } from './sources';

/** An account's allocation in one active version, proven against that version's root on chain. */
export interface ProvenAllocation {
  version: number;
  amount: bigint;
  proof: string[];
}

export type AllocationLookup =
  | { kind: 'none-active' }
  | { kind: 'in-list'; allocations: ProvenAllocation[] }
  | { kind: 'not-in-list'; versions: number[] };

function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  path: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ListUnavailableError(t('list.filesWrong'), { details: path });
  return result.data;
}

/**
 * `account` in every active version of the published list: GMChallenge's roots read from the chain, each active
 * version's manifest and the account's shard fetched (2 files), its proof rebuilt and checked against the root on
 * chain. A manifest for another chain, contract or root, or a shard that does not add up to it, is an error — never
 * a "not in the list".
 */
export async function lookUpAllocation(
  account: string,
  sources: AllocationSources = getAllocationSources(),
): Promise<AllocationLookup> {
  const { now, roots } = await sources.readRoots();
  const active = roots
    .map((root, index) => ({ root, version: index + 1 }))
    .filter(({ root }) => isRootActive(root, now));
  if (active.length === 0) return { kind: 'none-active' };
  const allocations = await Promise.all(
    active.map(async ({ root, version }) => {
      const path = manifestPath(version);
      const manifest = parsed(allocationManifestSchema, await sources.fetchJson(path), path);
      if (
        manifest.version !== version ||
        manifest.chainId !== sources.chainId ||
        manifest.contract.toLowerCase() !== sources.contract.toLowerCase() ||
        manifest.root !== root.root.toLowerCase()
      )
        throw new ListUnavailableError(t('list.filesWrong'), { details: `${path} does not match the chain's root` });
      const shardFile = shardPath(version, shardPrefix(account, manifest.prefixLength));
      const shard = parsed(allocationShardSchema, await sources.fetchJson(shardFile), shardFile);
      try {
        const proven = proveAllocation(manifest, shard, account, root.root);
        return proven && { version, amount: proven.amount, proof: proven.proof };
      } catch (cause) {
        throw new ListUnavailableError(t('list.filesWrong'), { details: shardFile, cause });
      }
    }),
  );
  const found = allocations.filter((allocation): allocation is ProvenAllocation => allocation !== null);
  return found.length > 0
    ? { kind: 'in-list', allocations: found }
    : { kind: 'not-in-list', versions: active.map(({ version }) => version) };
}
