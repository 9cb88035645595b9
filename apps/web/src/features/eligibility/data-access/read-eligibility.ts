import { getConfig } from '@gm-claim/web-core-config';
import { challengeRead, type ChallengeFunctionName } from '@gm-claim/web-core-chain';
import { multicall } from '@gm-claim/web-core-chain';

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

/** The user's registration and amounts on GMChallenge, in one multicall. */
export async function readEligibility(address: string): Promise<ChainEligibility> {
  const target = getConfig().contracts.GMChallenge;
  const call = (functionName: ChallengeFunctionName) => challengeRead(target, functionName, [address]);
  const [registered, claimedAndVested, eligible, vestable, redeemable, available] = await multicall([
    call('isRegistered'),
    call('hasClaimedAndVested'),
    call('getEligibleAmount'),
    call('vestable'),
    call('redeemable'),
    call('availableToBet'),
  ]);
  return {
    isRegistered: Boolean(registered?.[0]),
    hasClaimedAndVested: Boolean(claimedAndVested?.[0]),
    total: (eligible?.[0] as bigint | undefined) ?? 0n,
    unlock: (eligible?.[1] as bigint | undefined) ?? 0n,
    vesting: (eligible?.[2] as bigint | undefined) ?? 0n,
    claimable: (eligible?.[3] as bigint | undefined) ?? 0n,
    vestable: (vestable?.[0] as bigint | undefined) ?? 0n,
    redeemable: (redeemable?.[0] as bigint | undefined) ?? 0n,
    availableToBet: (available?.[0] as bigint | undefined) ?? 0n,
  };
}
