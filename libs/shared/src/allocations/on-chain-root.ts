/**
 * A version's allocation root as GMChallenge's `allocationRoot(v)` returns it (read with the generated
 * `gmChallengeAbi`, libs/shared/src/generated). Versions count from 1; a version is active when not cancelled and
 * `activatesAt <= block.timestamp`.
 */
export interface OnChainAllocationRoot {
  root: string;
  listHash: string;
  total: bigint;
  claimed: bigint;
  activatesAt: bigint;
  cancelled: boolean;
}

/** Whether a version's root can be claimed against at `now` (unix seconds, the chain's). */
export function isRootActive(root: OnChainAllocationRoot, now: bigint): boolean {
  return !root.cancelled && root.activatesAt <= now;
}
