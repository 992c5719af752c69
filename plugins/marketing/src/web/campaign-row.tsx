import { apiRequest, Badge, Button, Input, useFormat, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import type { Campaign, Preview } from '../shared/campaign.ts';
import { post, useAction } from './api.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';

/**
 * One campaign (spec 002): name, type, subscribers, open/click/conversion rates, the status badge
 * (primary when Active) and the pause/play button (pause when Active; play resumes a paused
 * campaign or sends a draft). Drafts also offer a test send and a preview.
 */
export function CampaignRow({ c, demo }: { c: Campaign; demo: boolean }) {
  const { t } = useTranslation('marketing');
  const f = useFormat();
  const [testTo, setTestTo] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const base = `/api/marketing/campaigns/${c.id}`;
  const status = useAction((s: 'Active' | 'Paused') => post<Campaign>(`${base}/status`, { status: s }), {
    done: (out) => (out.status === 'Paused' ? t('campaigns.paused') : t('campaigns.resumed')),
    failed: t('campaigns.failed'),
  });
  const send = useAction(() => post(`${base}/send`), {
    done: () => t('campaigns.sending'),
    failed: t('campaigns.failed'),
  });
  const test = useAction((email: string) => post(`${base}/test`, { email }), {
    done: () => t('campaigns.testSent'),
    failed: t('campaigns.failed'),
  });
  const active = c.status === 'Active';
  const toggle = () => {
    if (active) status.mutate('Paused');
    else if (c.status === 'Paused') status.mutate('Active');
    else send.mutate(undefined);
  };
  const canPlay = active || c.status === 'Paused' || (c.status === 'Draft' && c.type === 'email');
  const pct = (v: number) => `${f.number(v, { maximumFractionDigits: 1 })}%`;
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid={`campaign-${c.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{c.name}</p>
          <p className="text-sm text-muted-foreground">
            {t(`campaigns.types.${c.type}`)} · {t('campaigns.subscribers', { count: c.subscribers })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={active ? 'default' : 'secondary'} data-testid="campaign-status">
            {t(`campaigns.statuses.${c.status}`)}
          </Badge>
          <Button
            size="icon"
            variant="outline"
            aria-label={
              active
                ? t('campaigns.pause')
                : c.status === 'Paused'
                  ? t('campaigns.resume')
                  : t('campaigns.sendNow')
            }
            disabled={demo || !canPlay || status.isPending || send.isPending}
            onClick={toggle}
          >
            {active ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('campaigns.open')}</dt>
          <dd>{pct(c.openRate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('campaigns.click')}</dt>
          <dd>{pct(c.clickRate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('campaigns.conversion')}</dt>
          <dd>{pct(c.conversionRate)}</dd>
        </div>
      </dl>
      {c.type === 'email' && (c.status === 'Active' || c.status === 'Paused') && c.pending > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="campaign-progress">
          {t('campaigns.progress', { done: c.sent, total: c.sent + c.pending })}
        </p>
      )}
      {!demo && c.status === 'Draft' && (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            aria-label={t('campaigns.testTo')}
            placeholder={t('campaigns.testTo')}
            type="email"
            className="h-8 w-full max-w-64"
            value={testTo}
            onChange={(e) => setTestTo(e.target.value)}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!testTo || test.isPending}
            onClick={() => test.mutate(testTo)}
          >
            {t('campaigns.test')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={async () =>
              setPreview(preview ? null : await apiRequest<Preview>('GET', `${base}/preview`))
            }
          >
            {t('campaigns.preview')}
          </Button>
        </div>
      )}
      {preview && (
        <div className="rounded-md bg-muted p-3 text-sm" data-testid="campaign-preview">
          <p className="font-medium">{preview.subject}</p>
          <pre className="whitespace-pre-wrap break-words font-sans">{preview.text}</pre>
        </div>
      )}
    </li>
  );
}
