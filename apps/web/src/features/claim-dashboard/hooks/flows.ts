import type { ClaimType } from '@gm-claim/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** CLAIM NOW: the flow and its wiring load on demand (they bring ethers). */
export function useClaimVesting(type: ClaimType): (scheduleId: bigint) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (scheduleId) => {
      const { claimVesting, claimVestingDeps } = await import('../data-access/wiring');
      return claimVesting(scheduleId, claimVestingDeps(type, client));
    },
    [client, type],
  );
}
