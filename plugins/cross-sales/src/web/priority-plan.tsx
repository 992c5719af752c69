import {
  Badge,
  Button,
  Card,
  CardContent,
  Progress,
  Skeleton,
  useFormat,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import type { QuickStartResult, RoadmapItem, RoadmapResponse, RoadmapStatus } from '../shared/index.ts';
import { ROADMAP_KEY } from './api.ts';
import { RoadmapDetails } from './roadmap-details.tsx';
import { StatCard } from './stat-card.tsx';
import { TargetContactsDialog } from './target-contacts.tsx';
import { apiRequest, useCanManage, useChange } from './use-change.ts';

/** Quick Start buttons: the first three items of the roadmap. */
const QUICK_STARTS = 3;

/** The Priority Plan: stored roadmap items whose status changes, with computed progress. */
export function PriorityPlan() {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  const canManage = useCanManage();
  const q = useQuery<RoadmapResponse>({ queryKey: ROADMAP_KEY });
  const [openId, setOpenId] = useState<string | null>(null);
  const [contactsOf, setContactsOf] = useState<RoadmapItem | null>(null);
  const setStatus = useChange(
    (v: { id: string; status: RoadmapStatus }) =>
      apiRequest<RoadmapItem>('PATCH', `/api/cross-sales/roadmap/${v.id}`, { body: { status: v.status } }),
    () => t('plan.statusSaved'),
  );
  const quickStart = useChange(
    (id: string) => apiRequest<QuickStartResult>('POST', `/api/cross-sales/roadmap/${id}/quick-start`),
    (r) => t('plan.quickStartDone', { source: r.sourceApp, target: r.targetApp }),
  );
  if (q.isLoading) return <Skeleton className="h-40 w-full" />;
  if (q.isError || !q.data) return <p className="text-sm text-destructive">{t('loadFailed')}</p>;
  const { items, summary } = q.data;
  const open = items.find((i) => i.id === openId) ?? null;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('plan.priorityItems')} value={f.number(summary.priorityItems)} />
        <StatCard label={t('plan.totalPotential')} value={f.currency(summary.totalPotential)} />
        <StatCard label={t('plan.critical')} value={f.number(summary.critical)} />
        <StatCard label={t('plan.quickWins')} value={f.number(summary.quickWins)} />
      </div>
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">{t('plan.progress', { percent: summary.progress })}</p>
        <Progress value={summary.progress} />
      </div>
      {items.length === 0 && <p className="text-sm text-muted-foreground">{t('plan.empty')}</p>}
      {items.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {items.slice(0, QUICK_STARTS).map((i) => (
            <Button
              key={i.id}
              size="sm"
              variant="secondary"
              disabled={!canManage || quickStart.isPending}
              onClick={() => quickStart.mutate(i.id)}
            >
              {t('plan.quickStart')}: {i.sourceApp} → {i.targetApp}
            </Button>
          ))}
        </div>
      )}
      {items.map((i) => (
        <Card
          key={i.id}
          data-testid="roadmap-item"
          className="cursor-pointer"
          onClick={() => setOpenId(i.id)}
        >
          <CardContent className="space-y-2 pt-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold break-words">{i.title}</h3>
              <div className="flex flex-wrap gap-2">
                <Badge>{i.priority}</Badge>
                <Badge variant="outline">{i.difficulty}</Badge>
                <Badge variant="secondary" data-testid="item-status">
                  {t(`plan.statuses.${i.status}`)}
                </Badge>
              </div>
            </div>
            <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
              <span>{f.currency(i.revenue)}</span>
              <span>{i.timeline}</span>
            </div>
            <Progress value={i.progress} />
          </CardContent>
        </Card>
      ))}
      <RoadmapDetails
        item={open}
        ctr={summary.ctr}
        canManage={canManage}
        onStatus={(status) => open && setStatus.mutate({ id: open.id, status })}
        onContacts={() => {
          setContactsOf(open);
          setOpenId(null);
        }}
        onClose={() => setOpenId(null)}
      />
      <TargetContactsDialog
        pair={
          contactsOf
            ? {
                from: contactsOf.sourceApp,
                to: contactsOf.targetApp,
                title: `${contactsOf.sourceApp} → ${contactsOf.targetApp}`,
              }
            : null
        }
        onClose={() => setContactsOf(null)}
      />
    </div>
  );
}
