import { retryRead } from '@gm-claim/web-core-errors';
import type { TokenInfo } from '@gm-claim/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys, usePersist } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import type { ChainEligibility } from '../data-access/read-eligibility';
import { getTokenInfo, getTokenInfoByAddress } from '../data-access/token-info';

/** The signed-in wallet's eligibility by source (GET /user/token). */
export function useTokenInfo(): UseQueryResult<TokenInfo> {
  const address = useWallet((state) => state.address);
  const token = usePersist((state) => state.access_token);
  return useQuery({
    queryKey: queryKeys.tokenInfo(address ?? ''),
    queryFn: () => getTokenInfo(),
    enabled: Boolean(address && token),
    retry: false,
  });
}

/** A typed address's eligibility (mobile). */
export function useTokenInfoByAddress(walletAddress: string): UseQueryResult<TokenInfo> {
  return useQuery({
    queryKey: queryKeys.tokenInfoByAddress(walletAddress),
    queryFn: () => getTokenInfoByAddress(walletAddress),
    enabled: Boolean(walletAddress),
    retry: false,
    staleTime: 60_000,
  });
}

/** The connected wallet's registration and amounts on GMChallenge (read lazily: ethers stays out of the first load). */
export function useChainEligibility(): UseQueryResult<ChainEligibility> {
  const address = useWallet((state) => state.address);
  return useQuery({
    queryKey: queryKeys.eligibility(address ?? ''),
    queryFn: async () => (await import('../data-access/read-eligibility')).readEligibility(address as string),
    enabled: Boolean(address),
    // Registration and amounts change with every bet and claim: each screen reads them afresh.
    staleTime: 0,
    retry: retryRead,
  });
}
