import type { ClaimType } from '@gm-claim/shared/constants';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useWallet } from '@gm-claim/web-core-wallet';
import type { ClaimDashboard } from '../data-access/read-claim-dashboard';
import type { ClaimRecord } from '../data-access/read-claim-history';

export function useClaimDashboard(type: ClaimType): UseQueryResult<ClaimDashboard> {
  const address = useWallet((state) => state.address);
  return useQuery({
    queryKey: ['claimDashboard', type, address],
    queryFn: async () => (await import('../data-access/read-claim-dashboard')).readClaimDashboard(type, address as string),
    enabled: Boolean(address),
  });
}

export function useClaimHistory(type: ClaimType | undefined, scheduleId: bigint): UseQueryResult<ClaimRecord[]> {
  return useQuery({
    queryKey: ['claimHistory', type, scheduleId.toString()],
    queryFn: async () => (await import('../data-access/read-claim-history')).readClaimHistory(type as ClaimType, scheduleId),
    enabled: Boolean(type) && scheduleId > 0n,
    staleTime: 0,
  });
}
