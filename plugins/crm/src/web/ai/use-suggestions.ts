import { apiRequest, useQuery } from '@ecohub/web-kit';
import { useEffect, useMemo, useState } from 'react';
import {
  AI_CACHE_MS,
  AI_DEBOUNCE_MS,
  AI_MIN_INPUT,
  AI_RECENT_ACTIVITY,
  type AiSuggestionRequest,
  type AiSuggestions,
} from '../../shared/index.ts';

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export type SuggestionInput = Omit<AiSuggestionRequest, 'userInput'> & { userInput: string };

/**
 * Suggestions for what is being typed (spec 002 §5, §9): asked only from 3 characters, 300 ms
 * after the typing stops, each answer kept 30 s; the recent activity sent is capped at 10.
 */
export function useSuggestions(endpoint: string, request: SuggestionInput) {
  // Debounced as text: a request object built anew on each render settles once, not in a loop.
  const settledKey = useDebounced(
    JSON.stringify({ ...request, recentActivity: request.recentActivity.slice(0, AI_RECENT_ACTIVITY) }),
    AI_DEBOUNCE_MS,
  );
  const body = useMemo(() => JSON.parse(settledKey) as SuggestionInput, [settledKey]);
  const enabled = [...body.userInput.trim()].length >= AI_MIN_INPUT;
  const query = useQuery<AiSuggestions>({
    queryKey: [endpoint, body],
    queryFn: ({ signal }) => apiRequest<AiSuggestions>('POST', endpoint, { body, signal }),
    enabled,
    staleTime: AI_CACHE_MS,
    gcTime: AI_CACHE_MS,
  });
  return { ...query, enabled, settled: body.userInput === request.userInput };
}
