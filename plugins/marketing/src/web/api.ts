import { apiRequest, serverMessage, toast, useMutation, useQuery, useQueryClient } from '@ecohub/web-kit';
import type { Campaign } from '../shared/campaign.ts';
import type { SubscriberList } from '../shared/lists.ts';
import type { MarketingActivity, MarketingStats } from '../shared/stats.ts';
import type { AutomationSummary, Workflow, WorkflowRun } from '../shared/workflow.ts';

export const KEYS = {
  stats: ['/api/marketing/stats'],
  campaigns: ['/api/marketing/campaigns'],
  lists: ['/api/marketing/lists'],
  activity: ['/api/marketing/activity'],
  workflows: ['/api/workflows'],
  runs: ['/api/workflows/runs'],
  summary: ['/api/workflows/summary'],
};

/** Tiles and recent activity follow sends, opens and clicks as they happen. */
const LIVE_MS = 5000;
export const useStats = () => useQuery<MarketingStats>({ queryKey: KEYS.stats, refetchInterval: LIVE_MS });
/** Campaigns refresh every 2 s while one is sending, so progress and rates move. */
export const useCampaigns = () =>
  useQuery<{ campaigns: Campaign[] }>({
    queryKey: KEYS.campaigns,
    refetchInterval: (q) =>
      q.state.data?.campaigns.some((c) => c.status === 'Active' && c.pending > 0) ? 2000 : false,
  });
export const useLists = () => useQuery<{ lists: SubscriberList[] }>({ queryKey: KEYS.lists });
export const useActivity = () =>
  useQuery<{ activity: MarketingActivity[] }>({ queryKey: KEYS.activity, refetchInterval: LIVE_MS });
export const useWorkflows = () => useQuery<Workflow[]>({ queryKey: KEYS.workflows });
export const useRuns = () => useQuery<{ runs: WorkflowRun[] }>({ queryKey: KEYS.runs });
export const useSummary = () => useQuery<AutomationSummary>({ queryKey: KEYS.summary });

/** A POST/PATCH whose success refreshes the marketing queries and toasts `done`. */
export function useAction<I, O = unknown>(
  call: (input: I) => Promise<O>,
  messages: { done?: (out: O) => string; failed: string },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (out) => {
      if (messages.done) toast.success(messages.done(out));
      await Promise.all(Object.values(KEYS).map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
    onError: (err) => toast.error(messages.failed, { description: serverMessage(err, err.message) }),
  });
}

export const post = <O>(url: string, body: unknown = {}) => apiRequest<O>('POST', url, { body });
