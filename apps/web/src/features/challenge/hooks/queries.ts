import { retryRead } from '@gm-claim/web-core-errors';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@gm-claim/web-core-state';
import { useWallet } from '@gm-claim/web-core-wallet';
import type { BetStatus } from '../data-access/bet';
import type { Bet } from '../data-access/bet-record';
import type { BettingTableRead } from '../data-access/odds';

// Chain reads are imported on demand: ethers stays out of the first load.

/** While a modal about to use the odds is open, the table is read again this often. */
export const ODDS_POLL_MS = 4_000;

/**
 * The chain's betting table (odds per stake and multiplier) and the block it was read at. `watch`
 * re-reads it every ODDS_POLL_MS (the betting modal: a change must show before the user confirms).
 */
export function useBettingTable({ watch = false }: { watch?: boolean } = {}): UseQueryResult<BettingTableRead> {
  return useQuery({
    queryKey: queryKeys.bettingTable(),
    queryFn: async () => (await import('../data-access/betting-table')).readBettingTable(),
    staleTime: watch ? 0 : 5 * 60_000,
    refetchInterval: watch ? ODDS_POLL_MS : false,
    retry: retryRead,
  });
}

let feeReadings = 0;

/**
 * The VRF fee of a bet (estimate × 1.5), refreshed every 15 s while shown. Each mount (each opening of
 * the betting modal) reads it afresh under its own key and drops it when it closes: a fee, and its
 * high-gas warning, from an earlier opening is never shown after the gas price moved.
 */
export function useVrfFee(enabled: boolean): UseQueryResult<bigint> {
  const [reading] = useState(() => (feeReadings += 1));
  return useQuery({
    queryKey: [...queryKeys.vrfFee(), reading],
    queryFn: async () => (await import('../data-access/vrf-fee')).readVrfFee(),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: 15_000,
    retry: retryRead,
  });
}

/** The connected wallet's last Challenge (null: none yet). */
export function useLastBet(): UseQueryResult<Bet | null> {
  const address = useWallet((state) => state.address);
  return useQuery({
    queryKey: queryKeys.lastBet(address ?? ''),
    queryFn: async () => (await import('../data-access/bet')).readLastBet(address as string),
    enabled: Boolean(address),
    staleTime: 0,
    retry: retryRead,
  });
}

/**
 * One Challenge's status, polled every 2 s while its result is pending and `polling` holds (the
 * caller bounds it in time). When the result is in, the user's amounts are read again before the
 * status is: the CLAIM that follows never shows the pre-Challenge split.
 */
export function useBetStatus(requestId: bigint | undefined, polling: boolean): UseQueryResult<BetStatus> {
  const client = useQueryClient();
  const address = useWallet((state) => state.address);
  return useQuery({
    queryKey: queryKeys.betStatus(requestId === undefined ? 'none' : requestId.toString()),
    queryFn: async () => {
      const status = await (await import('../data-access/bet')).readBetStatus(requestId as bigint);
      if ((status.bet.resolved || status.bet.cancelled) && address) {
        await client.refetchQueries({ queryKey: queryKeys.eligibility(address), exact: true });
      }
      return status;
    },
    enabled: requestId !== undefined,
    staleTime: 0,
    retry: retryRead,
    refetchInterval: (query) => {
      const bet = query.state.data?.bet;
      return polling && bet && !bet.resolved && !bet.cancelled ? BET_POLL_MS : false;
    },
  });
}

const BET_POLL_MS = 2_000;
