import type { QueryClient } from '@tanstack/react-query';
import { getConfig } from '@gm-claim/web-core-config';
import type { EstimateTx } from '@gm-claim/web-feature-sponsored-claim';
import { claimAndVestCall } from './confirm-vesting';
import { vestingSignature } from './vesting-signature';

/**
 * Issue 37 §3: the transaction YES, I AGREE would have the wallet send (claimAndVest, or registerAndClaimAndVest for a
 * wallet not registered yet), over the server's signature YES, I AGREE then claims with (vesting-signature.ts), for
 * eth_estimateGas from the wallet. Loaded on demand: it brings ethers.
 */
export async function claimAndVestTxs(
  client: QueryClient,
  address: string,
  registered: boolean,
): Promise<EstimateTx[]> {
  const signed = await vestingSignature(client, address, registered);
  const call = claimAndVestCall(getConfig().contracts.GMChallenge, signed);
  return [{ to: call.target, data: call.callData }];
}
