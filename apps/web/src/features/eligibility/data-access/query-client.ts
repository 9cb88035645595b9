import { QueryClient } from '@tanstack/react-query';
import type { ChainEligibility } from './read-eligibility';

/** The one query cache of the app; flows invalidate chain reads through it after a transaction. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 10_000 } } });

/** The user's registration and amounts on GMChallenge (read lazily: ethers stays out of the first load). */
export function eligibilityQuery(address: string) {
  return {
    queryKey: ['eligibility', address] as const,
    queryFn: async (): Promise<ChainEligibility> => (await import('./read-eligibility')).readEligibility(address),
  };
}

/** Chain reads that change with a transaction of the user: eligibility, dashboards, history. */
export async function invalidateChainReads(): Promise<void> {
  await Promise.all(
    ['eligibility', 'claimDashboard', 'claimHistory'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}

/**
 * Reads the user's eligibility afresh after a transaction and waits for it, so that the next screen
 * (the CLAIM & VESTING modal) opens on post-transaction amounts. A read already in flight may have
 * started before the transaction and is cancelled first. If the read fails, the cached amounts are
 * dropped instead: the modal then loads them itself rather than showing the old ones.
 */
export async function refreshEligibility(address: string): Promise<void> {
  const query = eligibilityQuery(address);
  await queryClient.cancelQueries({ queryKey: query.queryKey, exact: true });
  try {
    await queryClient.fetchQuery({ ...query, staleTime: 0, retry: 1 });
  } catch {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}
