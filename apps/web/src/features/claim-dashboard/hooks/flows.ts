import type { ClaimType } from '@gm-claim/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RelayOutcome } from '@gm-claim/shared/relay/answers';
import type { ClaimRoute } from '@gm-claim/web-feature-sponsored-claim';
import { vestingContractOf } from './vesting-contract';

/** CLAIM NOW: the flow and its wiring load on demand (they bring ethers). A route sends elsewhere and/or through the relayer. */
export function useClaimVesting(
  type: ClaimType,
): (scheduleId: bigint, route?: ClaimRoute) => Promise<RelayOutcome> {
  const client = useQueryClient();
  return useCallback(
    async (scheduleId, route = { sponsored: false }) => {
      const vesting = await vestingContractOf(type, client);
      const { claimVesting, claimVestingDeps, monthlyRoute } = await import('../data-access/wiring');
      return claimVesting(scheduleId, claimVestingDeps(client, vesting), monthlyRoute(route));
    },
    [client, type],
  );
}

/** ACCEPT GIFT: acceptBeneficiary of a gift waiting for the wallet (the flow loads on demand, as CLAIM NOW's). */
export function useAcceptGift(type: ClaimType): (scheduleId: bigint) => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(
    async (scheduleId) => {
      const vesting = await vestingContractOf(type, client);
      const { acceptGift, claimVestingDeps } = await import('../data-access/wiring');
      return acceptGift(scheduleId, claimVestingDeps(client, vesting));
    },
    [client, type],
  );
}
