import { retryRead } from '@gm-claim/web-core-errors';
import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache: every server value (chain reads, API reads) lives here, never in a
 * store. Reads fail once more before they show their error (with a retry): a failed read is never
 * turned into a value.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 10_000, retry: retryRead } },
  });
}
