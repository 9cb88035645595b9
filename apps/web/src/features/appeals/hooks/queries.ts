import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Appeal } from '@gm-claim/shared/dto/appeals';
import { retryRead } from '@gm-claim/web-core-errors';
import { readAppeal } from '../data-access/appeals';

export const appealQueryKey = (account: string): readonly string[] => ['appeals', account.toLowerCase()];

/** The wallet's latest appeal (null: none filed). */
export function useAppeal(account: string): UseQueryResult<Appeal | null> {
  return useQuery({
    queryKey: appealQueryKey(account),
    queryFn: () => readAppeal(account),
    retry: retryRead,
    staleTime: 30_000,
  });
}
