import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest, type RequestOptions } from './request.ts';

/**
 * The default query function: the first query-key element is the URL (`['/api/auth/user']`).
 * Screens that need the demo organisation or 401-as-empty pass their own `queryFn: getQueryFn({...})`.
 */
export const getQueryFn =
  (options: Pick<RequestOptions, 'on401' | 'headers'> = {}): QueryFunction =>
  ({ queryKey, signal }) =>
    apiRequest('GET', String(queryKey[0]), { ...options, signal });

/**
 * Spec 000 §7: no retries, never stale, no refetch on focus or timer unless a screen asks.
 * `onUnauthorized` runs when any call answers 401 (a session that ended while the app was open).
 */
export function createQueryClient(opts: { onUnauthorized?: () => void } = {}): QueryClient {
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) opts.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
