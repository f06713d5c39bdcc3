import { QueryClient } from '@tanstack/react-query';

/** Spec §9: 1 min staleness, 1 retry, 5 min garbage collection, backoff doubling from 1 s to 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: 1,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
