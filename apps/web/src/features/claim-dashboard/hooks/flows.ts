import type { ClaimType } from '@gm-claim/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { vestingContractOf } from './vesting-contract';

/** CLAIM NOW: the flow and its wiring load on demand (they bring ethers). */
export function useClaimVesting(type: ClaimType): (scheduleId: bigint) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (scheduleId) => {
      const vesting = await vestingContractOf(type, client);
      const { claimVesting, claimVestingDeps } = await import('../data-access/wiring');
      return claimVesting(scheduleId, claimVestingDeps(client, vesting));
    },
    [client, type],
  );
}
