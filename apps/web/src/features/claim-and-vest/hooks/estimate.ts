import { useQueryClient } from '@tanstack/react-query';
import type { ClaimEstimate } from '@gm-claim/web-feature-sponsored-claim';

/**
 * Issue 37 §3: what the modal's "does the wallet's BNB cover the gas" estimates — the claim & vest the wallet would
 * send (registered: claimAndVest, else registerAndClaimAndVest), built over the server's signature once the amounts
 * are read. Undefined while there is nothing to claim (no call, so no figure). It is sent without a fixed gas limit
 * (the wallet estimates it), so the wallet needs what it costs: no `sendGasLimit`.
 */
export function useClaimAndVestEstimate(
  address: string | null,
  registered: boolean | undefined,
): ClaimEstimate | undefined {
  const client = useQueryClient();
  if (!address || registered === undefined) return undefined;
  return {
    key: `claimAndVest:${registered ? 'registered' : 'register'}`,
    txs: async () => (await import('../data-access/vesting-estimate')).claimAndVestTxs(client, address, registered),
  };
}
