import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Client errors (4xx) are answers, not glitches: never retried. Network and 5xx: twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
