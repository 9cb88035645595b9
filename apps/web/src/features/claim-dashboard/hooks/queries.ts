import type { ClaimType } from '@gm-claim/shared/constants';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import type { ClaimDashboard } from '../data-access/read-claim-dashboard';
import type { ClaimHistory } from '../data-access/read-claim-history';

// Chain reads are imported on demand: ethers stays out of the first load.

export function useClaimDashboard(type: ClaimType): UseQueryResult<ClaimDashboard> {
  const address = useWallet((state) => state.address);
  return useQuery({
    queryKey: queryKeys.claimDashboard(type, address ?? ''),
    queryFn: async () =>
      (await import('../data-access/read-claim-dashboard')).readClaimDashboard(type, address as string),
    enabled: Boolean(address),
    retry: 1,
  });
}

export function useClaimHistory(type: ClaimType | undefined, scheduleId: bigint): UseQueryResult<ClaimHistory> {
  return useQuery({
    queryKey: queryKeys.claimHistory(type ?? '', scheduleId.toString()),
    queryFn: async () =>
      (await import('../data-access/read-claim-history')).readClaimHistory(type as ClaimType, scheduleId),
    enabled: Boolean(type) && scheduleId > 0n,
    staleTime: 0,
    retry: 1,
  });
}
