import { VRF } from '@gm-claim/shared/constants';
import type { AbstractProvider } from 'ethers';
import { getConfig } from '@gm-claim/web-core-config';
import { challengeContract } from '@gm-claim/web-core-chain';
import { getReadProvider } from '@gm-claim/web-core-chain';

/** The fee sent with a bet: estimateVrfCost(current gas price) × 1.5 (spec §9), in wei. */
export async function readVrfFee(provider: AbstractProvider = getReadProvider()): Promise<bigint> {
  const { gasPrice } = await provider.getFeeData();
  const cost = await challengeContract(getConfig().contracts.GMChallenge, provider).estimateVrfCost(gasPrice ?? 0n);
  return (cost * VRF.costMultiplierNumerator) / VRF.costMultiplierDenominator;
}
