import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TokenInfo } from '@gm-claim/shared';
import { usePersist } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import { getTokenInfo, getTokenInfoByAddress } from '../data-access/token-info';
import type { ChainEligibility } from '../data-access/read-eligibility';
import { eligibilityQuery } from '../data-access/query-client';

// Chain reads are imported lazily: ethers stays out of the first load.

export function useTokenInfo(): UseQueryResult<TokenInfo> {
  const address = useWallet((state) => state.address);
  const token = usePersist((state) => state.access_token);
  return useQuery({ queryKey: ['tokenInfo', address], queryFn: getTokenInfo, enabled: Boolean(address && token), retry: false });
}

export function useTokenInfoByAddress(walletAddress: string): UseQueryResult<TokenInfo> {
  return useQuery({
    queryKey: ['tokenInfoByAddress', walletAddress.toLowerCase()],
    queryFn: () => getTokenInfoByAddress(walletAddress),
    enabled: Boolean(walletAddress),
    retry: false,
    staleTime: 60_000,
  });
}

export function useChainEligibility(): UseQueryResult<ChainEligibility> {
  const address = useWallet((state) => state.address);
  return useQuery({
    ...eligibilityQuery(address ?? ''),
    enabled: Boolean(address),
    // Registration and amounts change with every bet and claim: each screen reads them afresh.
    staleTime: 0,
  });
}
