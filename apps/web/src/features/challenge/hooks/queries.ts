import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { defaultBettingTable, type BettingTable } from '../data-access/default-betting-table';

export function useBettingTable(): BettingTable {
  const query = useQuery({
    queryKey: ['bettingTable'],
    queryFn: async () => (await import('../data-access/read-betting-table')).readBettingTable(),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return query.data ?? defaultBettingTable();
}

export function useVrfFee(enabled: boolean): UseQueryResult<bigint> {
  return useQuery({
    queryKey: ['vrfFee'],
    queryFn: async () => (await import('../data-access/read-vrf-fee')).readVrfFee(),
    enabled,
    refetchInterval: 15_000,
  });
}
