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

/** Where a PUBLIC allocation's GM comes from, as the chain paid it at claim & vest. */
export interface PublicSources {
  /** The vesting claim: the TGE unlock (10%) and the 90% in the schedule. */
  vestingClaim: bigint;
  tgeUnlock: bigint;
  vesting: bigint;
  /** What the Challenges credited, paid at once with the unlock (0 without a Challenge). */
  challenge: bigint;
  /** Paid at once at claim & vest: tgeUnlock + challenge. */
  paidAtOnce: bigint;
}

/** The parts of a claim & vest snapshot (GMChallenge.getVestingSnapshot). */
export function publicSources(snapshot: { paidAtOnce: bigint; tgeUnlock: bigint; vesting: bigint }): PublicSources {
  const challenge = snapshot.paidAtOnce > snapshot.tgeUnlock ? snapshot.paidAtOnce - snapshot.tgeUnlock : 0n;
  return {
    vestingClaim: snapshot.tgeUnlock + snapshot.vesting,
    tgeUnlock: snapshot.tgeUnlock,
    vesting: snapshot.vesting,
    challenge,
    paidAtOnce: snapshot.paidAtOnce,
  };
}

/**
 * PUBLIC progress once GMChallenge's snapshot is known: everything the chain pays this wallet — what
 * it paid at once (the TGE unlock and the Challenge's credit) and the schedule — so every figure
 * reconciles with the transfers. Without a Challenge it equals the allocation × 10/9 (docs/product.md#vesting-pages).
 */
export function publicShares(sources: PublicSources, scheduleClaimed: bigint, claimable: bigint): ProgressShares {
  const total = sources.paidAtOnce + sources.vesting;
  const claimed = sources.paidAtOnce + scheduleClaimed;
  const lockedRaw = total - claimable - claimed;
  const locked = lockedRaw > 0n ? lockedRaw : 0n;
  return { total, claimed, claimable, locked, claimedPercent: percent(claimed, total), claimablePercent: percent(claimable, total) };
}
