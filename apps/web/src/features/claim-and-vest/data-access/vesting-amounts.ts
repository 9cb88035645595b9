import { VESTING } from '@gm-claim/shared/constants';
import type { TokenInfo } from '@gm-claim/shared';
import type { ChainEligibility } from '@gm-claim/web-feature-eligibility';

export interface VestingAmounts {
  /** The 10% of the vesting claim unlocked at TGE. */
  unlock: bigint;
  /** What the user's Challenges credited (redeemable): paid at once with the unlock. */
  challenge: bigint;
  /** The allocation that follows the vesting claim (what was not staked): 10% now, 90% vests. */
  base: bigint;
  vesting: bigint;
  perMonth: bigint;
  /** Paid at once: unlock + challenge. */
  claimNow: bigint;
}

/**
 * The vesting modal's amounts: from the chain (getEligibleAmount) for a registered user, else from
 * the API's allocation (10% at TGE, 90% over 6 months). The chain's `unlock` is everything paid at
 * once (redeemable + 10% of vestable): it is split into its two sources here, so the modal, the
 * dashboard and the history name the same parts. Undefined while the source they come from has not
 * been read: nothing is made up meanwhile.
 */
export function vestingAmounts(chain: ChainEligibility, tokenInfo: TokenInfo | undefined): VestingAmounts | undefined {
  if (chain.isRegistered) {
    const vesting = chain.vesting;
    const challenge = chain.redeemable < chain.unlock ? chain.redeemable : chain.unlock;
    return {
      unlock: chain.unlock - challenge,
      challenge,
      base: chain.vestable,
      vesting,
      perMonth: vesting / BigInt(VESTING.months),
      claimNow: chain.claimable,
    };
  }
  if (!tokenInfo) return undefined;
  const total = BigInt(tokenInfo.totalAmount);
  const unlock = (total * BigInt(VESTING.tgeUnlockPercent)) / 100n;
  const vesting = total - unlock;
  return { unlock, challenge: 0n, base: total, vesting, perMonth: vesting / BigInt(VESTING.months), claimNow: unlock };
}
