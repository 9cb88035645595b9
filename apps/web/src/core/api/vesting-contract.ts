import type { VestingContractResponse } from '@gm-claim/shared';
import type { ApiClient } from './api-client';

/** The PUBLIC vesting contract's address (GET /vesting/contract, docs/product.md#vesting-pages). */
export function getVestingContract(api: ApiClient): Promise<VestingContractResponse> {
  return api.request('/vesting/contract', {
    schema: () => import('@gm-claim/shared/dto/vesting').then((module) => module.vestingContractResponseSchema),
  });
}
