import { retryRead } from '@gm-claim/web-core-errors';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ChallengeListResponse, FairnessResponse } from '@gm-claim/shared/dto/history';
import { queryKeys } from '@gm-claim/web-core-state';
import type { ChallengeLookup } from '../data-access/read-challenge-proof';
import type { OddsOnChain } from '../data-access/read-odds-from-chain';

/** A pending Challenge is looked up again this often while its page is open. */
export const PENDING_POLL_MS = 3_000;

/** One Challenge for its verifier page; polled while its result is pending. */
export function useChallengeLookup(requestId: bigint | null): UseQueryResult<ChallengeLookup> {
  return useQuery({
    queryKey: queryKeys.challengeProof(requestId?.toString() ?? 'none'),
    queryFn: async () => (await import('../data-access/wiring')).lookUpChallengeInApp(requestId as bigint),
    enabled: requestId !== null,
    retry: retryRead,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.kind === 'found' && data.proof.status === 'pending' ? PENDING_POLL_MS : false;
    },
  });
}

/** The connected user's Challenges from the index. */
export function useUserChallenges(address: string | null): UseQueryResult<ChallengeListResponse> {
  return useQuery({
    queryKey: queryKeys.userChallenges(address ?? ''),
    queryFn: async () => (await import('../data-access/read-from-index')).readUserChallenges(address as string),
    enabled: Boolean(address),
    retry: retryRead,
    staleTime: 10_000,
  });
}

/** Win rates per multiplier from the index. */
export function useFairness(): UseQueryResult<FairnessResponse> {
  return useQuery({
    queryKey: queryKeys.fairness(),
    queryFn: async () => (await import('../data-access/read-from-index')).readFairness(),
    retry: retryRead,
    staleTime: 10_000,
  });
}

/** The betting table and VRF settings read from the chain at its latest block. */
export function useOddsOnChain(): UseQueryResult<OddsOnChain> {
  return useQuery({
    queryKey: [...queryKeys.fairness(), 'chain'],
    queryFn: async () => (await import('../data-access/read-odds-from-chain')).readOddsFromChain(),
    retry: retryRead,
    staleTime: 30_000,
  });
}
