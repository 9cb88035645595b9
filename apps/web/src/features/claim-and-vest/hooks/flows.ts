import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RelayOutcome } from '@gm-claim/shared/relay/answers';
import type { ClaimRoute } from '@gm-claim/web-feature-sponsored-claim';

/** YES, I AGREE: the flow and its wiring load on demand (they bring ethers). A route sends elsewhere and/or through the relayer. */
export function useConfirmVesting(): (route?: ClaimRoute) => Promise<RelayOutcome> {
  const client = useQueryClient();
  return useCallback(
    async (route = { sponsored: false }) => {
      const { confirmVesting, confirmVestingDeps, forgetVestingSignatures, vestingRoute } =
        await import('../data-access/wiring');
      const outcome = await confirmVesting(confirmVestingDeps(client), vestingRoute(route));
      // Claimed with the signature the modal fetched for its gas estimate: after a failure, a retry asks for a new one.
      if (outcome !== 'done') forgetVestingSignatures(client);
      return outcome;
    },
    [client],
  );
}
