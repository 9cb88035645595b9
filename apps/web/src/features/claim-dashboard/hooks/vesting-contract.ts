import type { ClaimType } from '@gm-claim/shared/constants';
import type { VestingContractResponse } from '@gm-claim/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient, getVestingContract } from '@gm-claim/web-core-api';
import { getConfig, TIMING } from '@gm-claim/web-core-config';
import { queryKeys } from '@gm-claim/web-core-state';

// Which GMVesting a type's page reads and claims on is decided in this file only: PUBLIC's is the
// address the API answers (GET /vesting/contract), asked again every 36000 ms so that a changed
// address reaches a page already open; the other four types use the configured addresses.

function vestingContractQuery() {
  return {
    queryKey: queryKeys.vestingContract(),
    queryFn: (): Promise<VestingContractResponse> => getVestingContract(apiClient),
    staleTime: TIMING.contractAddressRefetchMs,
  };
}

/** The GMVesting the page of `type` reads and claims on (PUBLIC: asks the API unless it answered lately). */
export async function vestingContractOf(type: ClaimType, client: QueryClient): Promise<string> {
  if (type !== 'PUBLIC') return getConfig().contracts.GMVesting[type];
  return (await client.fetchQuery(vestingContractQuery())).contractAddress;
}

/** What the dashboard's query waits on and is keyed by: a new PUBLIC address reads the dashboard again. */
export interface VestingContractWatch {
  /** The address last answered (lowercase; '' for the configured types and while it is asked). */
  key: string;
  /** The address has been asked once (always true for the configured types). */
  settled: boolean;
}

/**
 * Asks the API for PUBLIC's address every 36000 ms while the page shows. A failure is not shown here:
 * the dashboard's read then fails on the same question and shows the error with its RETRY.
 */
export function useVestingContractWatch(type: ClaimType): VestingContractWatch {
  const isPublic = type === 'PUBLIC';
  const contract = useQuery({
    ...vestingContractQuery(),
    enabled: isPublic,
    refetchInterval: TIMING.contractAddressRefetchMs,
    retry: 1,
  });
  if (!isPublic) return { key: '', settled: true };
  return { key: (contract.data?.contractAddress ?? '').toLowerCase(), settled: contract.isFetched };
}
