import { TIMING } from '@gm-claim/shared/constants';
import type { VestingContractResponse } from '@gm-claim/shared';
import { apiClient, getVestingContract } from '@gm-claim/web-core-api';
import { queryKeys } from '@gm-claim/web-core-state';

/**
 * The PUBLIC vesting contract's address as the API answers it (spec §7: GET /vesting/contract,
 * refetched every 36000 ms). The PUBLIC claim page reads and claims on this address.
 */
export function vestingContractQuery() {
  return {
    queryKey: queryKeys.vestingContract(),
    queryFn: (): Promise<VestingContractResponse> => getVestingContract(apiClient),
    staleTime: TIMING.contractAddressRefetchMs,
  };
}
