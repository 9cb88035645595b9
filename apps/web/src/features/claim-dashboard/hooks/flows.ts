import type { ClaimType } from '@gm-claim/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { vestingContractQuery } from './vesting-contract';

/** CLAIM NOW: the flow and its wiring load on demand (they bring ethers). */
export function useClaimVesting(type: ClaimType): (scheduleId: bigint) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (scheduleId) => {
      // PUBLIC claims on the vesting contract the API names (spec §7), as the dashboard reads it.
      const vesting = type === 'PUBLIC' ? (await client.fetchQuery(vestingContractQuery())).contractAddress : undefined;
      const { claimVesting, claimVestingDeps } = await import('../data-access/wiring');
      return claimVesting(scheduleId, claimVestingDeps(type, client, vesting));
    },
    [client, type],
  );
}
