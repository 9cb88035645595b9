import { retryRead } from '@gm-claim/web-core-errors';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys, type Standing } from '@gm-claim/web-core-state';

/** Where the wallet stands (read on demand: the chain reads bring ethers). */
export function useStanding(address: string | null, enabled: boolean): UseQueryResult<Standing> {
  return useQuery({
    queryKey: queryKeys.standing(address ?? ''),
    queryFn: async () => (await import('../data-access/read-standing')).readStanding(address as string),
    enabled: enabled && Boolean(address),
    staleTime: 0,
    gcTime: 0,
    retry: retryRead,
  });
}
