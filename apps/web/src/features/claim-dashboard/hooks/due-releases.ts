import { CLAIM_TYPES, type ClaimType } from '@gm-claim/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { retryRead } from '@gm-claim/web-core-errors';
import { CHAIN_READS } from '@gm-claim/web-core-state';
import { getChainReader } from '@gm-claim/web-core-chain';
import { useWallet } from '@gm-claim/web-core-wallet';
import { vestingContractOf } from './vesting-contract';

// Only Claim all's lazy chunk imports this file: a first visit does not carry it.
/**
 * Claim all (issue 37 §1): the wallet's schedules with a release due now, on the page's type, or on every
 * type from /vesting (PUBLIC's page). Read from the chain (a transaction reads it again: CHAIN_READS).
 */
export function useDueReleases(type: ClaimType) {
  const client = useQueryClient();
  const address = useWallet((state) => state.address);
  return useQuery({
    queryKey: [CHAIN_READS, 'dueReleases', type, (address ?? '').toLowerCase()],
    queryFn: async () => {
      const types: ClaimType[] = type === 'PUBLIC' ? [...CLAIM_TYPES] : [type];
      const vestings = await Promise.all(
        types.map(async (each) => ({ type: each, vesting: await vestingContractOf(each, client) })),
      );
      const { readDueReleases } = await import('../data-access/due-releases');
      return readDueReleases(address as string, vestings, getChainReader());
    },
    enabled: Boolean(address),
    retry: retryRead,
  });
}
