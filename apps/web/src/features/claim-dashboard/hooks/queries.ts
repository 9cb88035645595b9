import { retryRead } from '@gm-claim/web-core-errors';
import type { ClaimType } from '@gm-claim/shared/constants';
import { TIMING } from '@gm-claim/shared/constants';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import type { ClaimDashboard } from '../data-access/read-claim-dashboard';
import type { ClaimHistory } from '../data-access/read-claim-history';
import { vestingContractQuery } from './vesting-contract';

// Chain reads are imported on demand: ethers stays out of the first load.

/**
 * The claim dashboard of the connected wallet. PUBLIC reads on the vesting contract the API names
 * (refetched every 36000 ms; a new address reads the dashboard again); its failure fails the dashboard,
 * whose RETRY asks again.
 */
export function useClaimDashboard(type: ClaimType): UseQueryResult<ClaimDashboard> {
  const client = useQueryClient();
  const address = useWallet((state) => state.address);
  const isPublic = type === 'PUBLIC';
  const contract = useQuery({
    ...vestingContractQuery(),
    enabled: isPublic,
    refetchInterval: TIMING.contractAddressRefetchMs,
    retry: retryRead,
  });
  const vesting = isPublic ? (contract.data?.contractAddress ?? '') : '';
  return useQuery({
    queryKey: [...queryKeys.claimDashboard(type, address ?? ''), vesting.toLowerCase()],
    queryFn: async () => {
      const vestingAddress = isPublic ? (await client.fetchQuery(vestingContractQuery())).contractAddress : undefined;
      const { readClaimDashboard } = await import('../data-access/read-claim-dashboard');
      return readClaimDashboard(type, address as string, undefined, vestingAddress);
    },
    enabled: Boolean(address) && (!isPublic || contract.isFetched),
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
