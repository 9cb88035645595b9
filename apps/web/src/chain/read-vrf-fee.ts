import { VRF } from '@gm-claim/shared';
import { Contract, type AbstractProvider } from 'ethers';
import { getConfig } from '../config/config';
import { challengeInterface } from './abis';
import { getReadProvider } from './read-provider';

/** The fee sent with a bet: estimateVrfCost(current gas price) × 1.5 (spec §9), in wei. */
export async function readVrfFee(provider: AbstractProvider = getReadProvider()): Promise<bigint> {
  const { gasPrice } = await provider.getFeeData();
  const challenge = new Contract(getConfig().contracts.GMChallenge, challengeInterface, provider);
  const cost = (await challenge.getFunction('estimateVrfCost').staticCall(gasPrice ?? 0n)) as bigint;
  return (cost * VRF.costMultiplierNumerator) / VRF.costMultiplierDenominator;
}
