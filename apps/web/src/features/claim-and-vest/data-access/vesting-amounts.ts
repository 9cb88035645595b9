import { VESTING } from '@gm-claim/shared/constants';
import type { TokenInfo } from '@gm-claim/shared';
import type { ChainEligibility } from '@gm-claim/web-feature-eligibility';

export interface VestingAmounts {
  unlock: bigint;
  vesting: bigint;
  perMonth: bigint;
  claimNow: bigint;
}

/**
 * The vesting modal's amounts: from the chain (getEligibleAmount) for a registered user, else from
 * the API's allocation (10% at TGE, 90% over 6 months). Undefined while the source they come from has
 * not been read: nothing is made up meanwhile.
 */
export function vestingAmounts(chain: ChainEligibility, tokenInfo: TokenInfo | undefined): VestingAmounts | undefined {
  if (chain.isRegistered) {
    const vesting = chain.vesting;
    return { unlock: chain.unlock, vesting, perMonth: vesting / BigInt(VESTING.months), claimNow: chain.claimable };
  }
  if (!tokenInfo) return undefined;
  const total = BigInt(tokenInfo.totalAmount);
  const unlock = (total * BigInt(VESTING.tgeUnlockPercent)) / 100n;
  const vesting = total - unlock;
  return { unlock, vesting, perMonth: vesting / BigInt(VESTING.months), claimNow: unlock };
}
