import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { retryRead } from '@gm-claim/web-core-errors';
import type { AllocationLookup } from '../data-access/look-up';

/** `account` in the published list, proven against the chain (loaded on demand: the Merkle code stays off the first visit). */
export function useAllocationLookup(account: string | null): UseQueryResult<AllocationLookup> {
  return useQuery({
    queryKey: ['allocations', 'lookup', account?.toLowerCase() ?? ''],
    queryFn: async () => (await import('../data-access/look-up')).lookUpAllocation(account as string),
    enabled: Boolean(account),
    retry: retryRead,
    staleTime: 60_000,
  });
}
