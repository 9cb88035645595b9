import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, getChainReader, valueOf, type ChainReader } from '@gm-claim/web-core-chain';
import { VRF } from '@gm-claim/web-core-config';

/** The fee sent with a bet: estimateVrfCost(current gas price) × 1.5 (docs/product.md#challenge), in wei. */
export async function readVrfFee(reader: ChainReader = getChainReader()): Promise<bigint> {
  const gasPrice = await reader.gasPrice();
  const [cost] = await reader.multicall([
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'estimateVrfCost', [gasPrice]),
  ]);
  return (valueOf(cost) * VRF.costMultiplierNumerator) / VRF.costMultiplierDenominator;
}
