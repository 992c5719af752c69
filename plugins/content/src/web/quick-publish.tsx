import {
  apiRequest,
  Button,
  serverMessage,
  toast,
  useMutation,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { RocketIcon } from 'lucide-react';
import type { QuickPublishResult } from '../shared/content.ts';
import { refreshContent } from './api.ts';

/** The dashboard header's Quick Publish: publishes the next scheduled item (POST /api/content/quick-publish). */
export default function QuickPublishButton() {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const publish = useMutation({
    mutationFn: () => apiRequest<QuickPublishResult>('POST', '/api/content/quick-publish'),
    onSuccess: async ({ item }) => {
      if (item) toast(t('quickPublished'), { description: item.title });
      else toast(t('nothingScheduled'));
      await refreshContent(qc);
    },
    onError: (err) => toast.error(t('publishFailed'), { description: serverMessage(err, err.message) }),
  });
  return (
    <Button size="sm" disabled={publish.isPending} onClick={() => publish.mutate()}>
      <RocketIcon />
      <span className="sr-only sm:not-sr-only">{t('quickPublish')}</span>
    </Button>
  );
}
