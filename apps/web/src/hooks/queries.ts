import type { ClaimType } from '@gm-claim/shared/constants';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getTokenInfo, getTokenInfoByAddress } from '../api/token-info';
import type { TokenInfo } from '@gm-claim/shared';
import type { BettingTable } from '../chain/default-betting-table';
import type { ClaimDashboard } from '../chain/read-claim-dashboard';
import type { ClaimRecord } from '../chain/read-claim-history';
import type { ChainEligibility } from '../chain/read-eligibility';
import { usePersist } from '../stores/persist-store';
import { eligibilityQuery } from './query-client';
import { useWallet } from '../stores/wallet-store';

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

/** The chain's betting table; while loading or after a failed read there is no table (never a default one). */
export function useBettingTable(): UseQueryResult<BettingTable> {
  return useQuery({
    queryKey: ['bettingTable'],
    queryFn: async () => (await import('../chain/read-betting-table')).readBettingTable(),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useVrfFee(enabled: boolean): UseQueryResult<bigint> {
  return useQuery({
    queryKey: ['vrfFee'],
    queryFn: async () => (await import('../chain/read-vrf-fee')).readVrfFee(),
    enabled,
    refetchInterval: 15_000,
  });
}

export function useClaimDashboard(type: ClaimType): UseQueryResult<ClaimDashboard> {
  const address = useWallet((state) => state.address);
  return useQuery({
    queryKey: ['claimDashboard', type, address],
    queryFn: async () => (await import('../chain/read-claim-dashboard')).readClaimDashboard(type, address as string),
    enabled: Boolean(address),
  });
}

export function useClaimHistory(type: ClaimType | undefined, scheduleId: bigint): UseQueryResult<ClaimRecord[]> {
  return useQuery({
    queryKey: ['claimHistory', type, scheduleId.toString()],
    queryFn: async () => (await import('../chain/read-claim-history')).readClaimHistory(type as ClaimType, scheduleId),
    enabled: Boolean(type) && scheduleId > 0n,
    staleTime: 0,
  });
}
