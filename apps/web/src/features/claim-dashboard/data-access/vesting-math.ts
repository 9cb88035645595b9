import { VESTING } from '@gm-claim/shared/constants';

export interface ProgressShares {
  total: bigint;
  claimed: bigint;
  claimable: bigint;
  locked: bigint;
  claimedPercent: number;
  claimablePercent: number;
}

function percent(part: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  return Number((part * 10_000n) / total) / 100;
}

/**
 * Vesting progress (docs/product.md#vesting-pages): total is allocation × 10/9 for PUBLIC (the TGE 10% was paid at
 * claim-and-vest, so it counts as claimed), the allocation otherwise; locked = total − claimable −
 * claimed.
 */
export function progressShares(isPublic: boolean, allocation: bigint, claimedTotal: bigint, claimable: bigint): ProgressShares {
  const total = isPublic ? (allocation * VESTING.publicProgressNumerator) / VESTING.publicProgressDenominator : allocation;
  const claimed = isPublic ? claimedTotal + (total - allocation) : claimedTotal;
  const lockedRaw = total - claimable - claimed;
  const locked = lockedRaw > 0n ? lockedRaw : 0n;
  return { total, claimed, claimable, locked, claimedPercent: percent(claimed, total), claimablePercent: percent(claimable, total) };
}
