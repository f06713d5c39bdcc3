import { QueryCache, QueryClient } from '@tanstack/react-query';
import { connectionReports, watchConnection } from './connectivity';

/**
 * Spec §9: 1 min staleness, 1 retry, 5 min garbage collection, backoff doubling from 1 s to 30 s.
 *
 * Offline (issue 21): each query still tries once, so the service worker can answer from its
 * cache, and then waits for the connection instead of failing; TanStack Query fetches again when
 * it returns (refetchOnReconnect). Failures at the network feed the header's offline pill
 * (connectivity.ts) rather than error toasts: only what a person asked for may toast an error.
 */
export function createQueryClient(): QueryClient {
  watchConnection();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => connectionReports.failed(error),
      onSuccess: () => connectionReports.answered(),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: 1,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        networkMode: 'offlineFirst',
      },
    },
  });
}
