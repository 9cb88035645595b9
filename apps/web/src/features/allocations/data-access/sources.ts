import type { OnChainAllocationRoot } from '@gm-claim/shared/allocations/on-chain-root';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { getConfig } from '@gm-claim/web-core-config';
import { contractCall, getChainReader, valueOf } from '@gm-claim/web-core-chain';
import { BaseError } from '@gm-claim/web-core-errors';
import { t } from '@gm-claim/web-core-i18n';

/** Where the published list is served (nginx in production, the Vite servers in development: README "Allocations"). */
export const ALLOCATIONS_BASE = '/allocations/';

/** What a lookup reads: GMChallenge's roots (from the chain, in the browser) and the published files. */
export interface AllocationSources {
  chainId: number;
  contract: string;
  /** Every version's root, version 1 first, and the chain's time, from one block. */
  readRoots(): Promise<{ now: bigint; roots: OnChainAllocationRoot[] }>;
  /** A published file (`1/manifest.json`), parsed; throws when it cannot be fetched. */
  fetchJson(path: string): Promise<unknown>;
}

/** A published file could not be fetched (missing, or the site did not answer). */
export class ListUnavailableError extends BaseError {
  override name = 'ListUnavailableError';
}

async function fetchJson(path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, new URL(ALLOCATIONS_BASE, window.location.origin)));
  } catch (cause) {
    throw new ListUnavailableError(t('list.filesFailed'), { details: path, cause });
  }
  if (!response.ok)
    throw new ListUnavailableError(t('list.filesFailed'), { details: `${path}: HTTP ${response.status}` });
  return response.json();
}

async function readRoots(): Promise<{ now: bigint; roots: OnChainAllocationRoot[] }> {
  const reader = getChainReader();
  const challenge = reader.contracts.GMChallenge;
  const block = await reader.latestBlockNumber();
  const [count] = await reader.multicall([contractCall(gmChallengeAbi, challenge, 'allocationRootCount')], {
    blockTag: block,
  });
  const versions = Array.from({ length: Number(valueOf(count)) }, (_, i) => BigInt(i + 1));
  const [outcomes, time] = await Promise.all([
    reader.multicall(
      versions.map((version) => contractCall(gmChallengeAbi, challenge, 'allocationRoot', [version])),
      { blockTag: block },
    ),
    reader.blockTime(block),
  ]);
  return { now: BigInt(time), roots: outcomes.map((outcome) => valueOf(outcome) as OnChainAllocationRoot) };
}

let override: AllocationSources | null = null;

/** Tests: answer lookups from `sources` (null: the app's chain and files again). */
export function setAllocationSources(sources: AllocationSources | null): void {
  override = sources;
}

/** The configured chain and the site's /allocations/ (or the test's sources). */
export function getAllocationSources(): AllocationSources {
  if (override) return override;
  const config = getConfig();
  return { chainId: config.chainId, contract: config.contracts.GMChallenge, readRoots, fetchJson };
}
