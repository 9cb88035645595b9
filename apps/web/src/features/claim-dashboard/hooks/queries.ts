import { ApiError, retryRead } from '@gm-claim/web-core-errors';
import type { ClaimType } from '@gm-claim/shared/constants';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import { apiClient } from '@gm-claim/web-core-api';
import type { ClaimDashboard } from '../data-access/read-claim-dashboard';
import type { ClaimHistory } from '../data-access/read-claim-history';
import { useVestingContractWatch, vestingContractOf } from './vesting-contract';

// Chain reads are imported on demand: ethers stays out of the first load.

/**
 * The claim dashboard of the connected wallet, read on the type's GMVesting (see vesting-contract.ts;
 * a new PUBLIC address reads the dashboard again). Failing to learn the address fails the dashboard,
 * whose RETRY asks again.
 */
export function useClaimDashboard(type: ClaimType): UseQueryResult<ClaimDashboard> {
  const client = useQueryClient();
  const address = useWallet((state) => state.address);
  const contract = useVestingContractWatch(type);
  return useQuery({
    queryKey: [...queryKeys.claimDashboard(type, address ?? ''), contract.key],
    queryFn: async () => {
      const vesting = await vestingContractOf(type, client);
      const { readClaimDashboard } = await import('../data-access/read-claim-dashboard');
      return readClaimDashboard(type, address as string, vesting);
    },
    enabled: Boolean(address) && contract.settled,
    retry: retryRead,
  });
}

export function useClaimHistory(
  type: ClaimType | undefined,
  scheduleId: bigint,
  contract?: string,
): UseQueryResult<ClaimHistory> {
  return useQuery({
    queryKey: [...queryKeys.claimHistory(type ?? '', scheduleId.toString()), (contract ?? '').toLowerCase()],
    queryFn: async () =>
      (await import('../data-access/read-claim-history')).readClaimHistory(type as ClaimType, scheduleId, undefined, contract),
    enabled: Boolean(type) && scheduleId > 0n,
    staleTime: 0,
    retry: retryRead,
  });
}

/**
 * Who sent a gift (the wallet whose claim & vest created it), as the API's index knows it (GET
 * /vesting/{type}/schedules/{id}/claims: `schedule.gift.from`); null when unknown. Optional: a failure or an
 * index behind the chain only leaves the gift's note without the giver's address, never the gift unshown.
 */
export function useGiftGiver(type: ClaimType, scheduleId: bigint | undefined): string | null {
  const query = useQuery({
    queryKey: ['gift-giver', type, scheduleId?.toString() ?? ''],
    queryFn: async () => {
      // `enabled` below holds this back until the id is known: never a request for a made-up schedule 0.
      if (scheduleId === undefined) throw new Error('no gift schedule to ask about');
      const response = await apiClient.request(`/vesting/${type}/schedules/${scheduleId.toString()}/claims`, {
        schema: () => import('@gm-claim/shared/dto/history').then((module) => module.claimHistoryResponseSchema),
      });
      return response.schedule.gift?.from ?? null;
    },
    enabled: scheduleId !== undefined && scheduleId > 0n,
    staleTime: Infinity,
    // A gift just created may not be in the index yet (404): asked again a few times while the index catches up.
    retry: (failures, error) => failures < 4 && error instanceof ApiError && error.status === 404,
    retryDelay: 3_000,
  });
  return query.data ?? null;
}
