import { useQueryClient } from '@ecohub/web-kit';
import { useEffect } from 'react';
import type { LiveEvent } from '../shared/phase3.ts';

/**
 * Follows GET /api/live-events/stream: each event is put at the top of the live list at once (the
 * 3 s poll still runs). EventSource sends no custom header, so the demo page relies on the poll.
 */
export function useLiveStream(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live-events/stream', { withCredentials: true });
    source.addEventListener('live', (m) => {
      const e = JSON.parse((m as MessageEvent<string>).data) as LiveEvent;
      qc.setQueryData<{ events: LiveEvent[] }>(['/api/live-events', { demo: false }], (old) => ({
        events: [e, ...(old?.events ?? []).filter((x) => x.id !== e.id)].slice(0, 10),
      }));
    });
    return () => source.close();
  }, [enabled, qc]);
}
