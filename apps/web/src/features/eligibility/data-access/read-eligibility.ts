import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, getChainReader, valueOf, type ChainReader } from '@gm-claim/web-core-chain';

export interface ChainEligibility {
  isRegistered: boolean;
  hasClaimedAndVested: boolean;
  total: bigint;
  unlock: bigint;
  vesting: bigint;
  claimable: bigint;
  vestable: bigint;
  redeemable: bigint;
  availableToBet: bigint;
}

/**
 * The user's registration and amounts on GMChallenge, in one multicall. Any call that fails fails the
 * read (the screen shows the error with a retry): no amount is ever made up.
 */
export async function readEligibility(
  address: string,
  reader: ChainReader = getChainReader(),
): Promise<ChainEligibility> {
  const challenge = reader.contracts.GMChallenge;
  const [registered, claimedAndVested, eligible, vestable, redeemable, available] = await reader.multicall([
    contractCall(gmChallengeAbi, challenge, 'isRegistered', [address]),
    contractCall(gmChallengeAbi, challenge, 'hasClaimedAndVested', [address]),
    contractCall(gmChallengeAbi, challenge, 'getEligibleAmount', [address]),
    contractCall(gmChallengeAbi, challenge, 'vestable', [address]),
    contractCall(gmChallengeAbi, challenge, 'redeemable', [address]),
    contractCall(gmChallengeAbi, challenge, 'availableToBet', [address]),
  ]);
  const amounts = valueOf(eligible);
  return {
    isRegistered: valueOf(registered),
    hasClaimedAndVested: valueOf(claimedAndVested),
    total: amounts.total,
    unlock: amounts.unlock,
    vesting: amounts.vesting,
    claimable: amounts.claimable,
    vestable: valueOf(vestable),
    redeemable: valueOf(redeemable),
    availableToBet: valueOf(available),
  };
}
