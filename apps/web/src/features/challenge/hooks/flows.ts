import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Bet } from '../data-access/bet-record';
import type { CancelStep } from '../data-access/cancel-bet';
import type { ChallengeInput } from '../data-access/start-challenge';

/** YES in the Challenge modal: the flow and its wiring load on demand (they bring ethers). */
export function useStartChallenge(): (input: ChallengeInput) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (input) => {
      const { startChallenge, challengeDeps } = await import('../data-access/wiring');
      return startChallenge(input, challengeDeps(client));
    },
    [client],
  );
}

/** "Cancel and take my stake back". */
export function useCancelChallenge(): (bet: Bet, step: Extract<CancelStep, { kind: 'ready' }>) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (bet, step) => {
      const { cancelChallenge, cancelDeps } = await import('../data-access/wiring');
      return cancelChallenge(bet, step, cancelDeps(client));
    },
    [client],
  );
}
