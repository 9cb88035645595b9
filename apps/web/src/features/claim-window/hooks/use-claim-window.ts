import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ClaimWindowResponse } from '@gm-claim/shared/dto/claim-window';
import { retryRead } from '@gm-claim/web-core-errors';
import { queryKeys } from '@gm-claim/web-core-state';
import { useEffect, useState } from 'react';
import { claimPhase, getClaimWindow, type ClaimPhase } from '../data-access/claim-window';

/** The window is read again this often while shown: an operator may move the opening or pause the Challenge. */
export const CLAIM_WINDOW_POLL_MS = 60_000;

interface WindowRead {
  window: ClaimWindowResponse;
  /** The device's clock when it was read: the chain's time moves on from `window.now` by the device's seconds. */
  readAt: number;
}

export function useClaimWindowQuery(): UseQueryResult<WindowRead> {
  return useQuery({
    queryKey: queryKeys.claimWindow(),
    queryFn: async () => ({ window: await getClaimWindow(), readAt: Date.now() }),
    staleTime: 30_000,
    refetchInterval: CLAIM_WINDOW_POLL_MS,
    retry: retryRead,
  });
}

export interface ClaimWindowState {
  query: UseQueryResult<WindowRead>;
  window: ClaimWindowResponse | undefined;
  /** Undefined until the window was read. */
  phase: ClaimPhase | undefined;
  /** Claim & vest cannot be sent now (before the opening, or closed). */
  claimBlocked: boolean;
  /** The Challenge cannot be started now (those, or paused by the operator). */
  challengeBlocked: boolean;
}

/**
 * The claim window and its phase, ticking every second while before the opening (the countdown). A window that
 * could not be read blocks nothing: the chain still decides, and the notice shows the error with a retry.
 */
export function useClaimWindow(): ClaimWindowState {
  const query = useClaimWindowQuery();
  const [tick, setTick] = useState(() => Date.now());
  const data = query.data;
  const now = data ? data.window.now + Math.floor(Math.max(0, tick - data.readAt) / 1000) : undefined;
  const phase = data && now !== undefined ? claimPhase(data.window, now) : undefined;
  const counting = phase?.kind === 'before-opening';
  const opened = counting && phase.secondsLeft <= 0;
  const { refetch } = query;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    // The opening reached on the countdown: read the window again (the chain has the last word).
    if (opened) void refetch();
  }, [opened, refetch]);

  const closed = phase?.kind === 'before-opening' || phase?.kind === 'closed';
  return {
    query,
    window: data?.window,
    phase,
    claimBlocked: closed,
    challengeBlocked: closed || data?.window.paused === true,
  };
}
