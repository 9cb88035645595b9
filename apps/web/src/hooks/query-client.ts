import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app; flows invalidate chain reads through it after a transaction. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 10_000 } } });

/** Chain reads that change with a transaction of the user: eligibility, dashboards, history. */
export async function invalidateChainReads(): Promise<void> {
  await Promise.all(
    ['eligibility', 'claimDashboard', 'claimHistory'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
