import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import {
  ROADMAP_STATUSES,
  type RoadmapItem,
  type RoadmapResponse,
  type RoadmapStatus,
} from '../shared/index.ts';

/** An item's details: steps, revenue target, timeline, the 5–8 % CTR target against the measured CTR. */
export function RoadmapDetails({
  item,
  ctr,
  canManage,
  onStatus,
  onContacts,
  onClose,
}: {
  item: RoadmapItem | null;
  ctr: RoadmapResponse['summary']['ctr'];
  canManage: boolean;
  onStatus(status: RoadmapStatus): void;
  onContacts(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  return (
    <Dialog open={!!item} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        {item && (
          <>
            <DialogHeader>
              <DialogTitle>{item.title}</DialogTitle>
            </DialogHeader>
            <p className="text-sm text-muted-foreground">{item.description}</p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted-foreground">{t('plan.revenueTarget')}</dt>
              <dd>{f.currency(item.revenue)}</dd>
              <dt className="text-muted-foreground">{t('plan.attributed')}</dt>
              <dd>{f.currency(item.attributedRevenue)}</dd>
              <dt className="text-muted-foreground">{t('plan.timeline')}</dt>
              <dd>{item.timeline}</dd>
              <dt className="text-muted-foreground">{t('plan.targetCtr')}</dt>
              <dd>
                {ctr.min}-{ctr.max}%
                <span className="block text-xs text-muted-foreground">
                  {ctr.value === null
                    ? t('plan.ctrNone')
                    : t('plan.ctrNow', { ctr: f.percent(ctr.value / 100) })}
                </span>
              </dd>
              <dt className="text-muted-foreground">{t('plan.audience')}</dt>
              <dd>{item.targetAudience}</dd>
            </dl>
            <div>
              <h4 className="mb-1 text-sm font-semibold">{t('plan.steps')}</h4>
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                {item.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t('plan.status')}</span>
              <select
                className="h-9 rounded-md border bg-background px-2 text-sm"
                value={item.status}
                disabled={!canManage}
                onChange={(e) => onStatus(e.target.value as RoadmapStatus)}
                data-testid="roadmap-status"
              >
                {ROADMAP_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`plan.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <DialogFooter className="flex-wrap gap-2">
              <Button
                disabled={!canManage || item.status !== 'Not Started'}
                onClick={() => onStatus('In Progress')}
              >
                {t('plan.markStarted')}
              </Button>
              <Button variant="outline" onClick={onContacts}>
                {t('plan.viewContacts')}
              </Button>
              <Button variant="ghost" onClick={onClose}>
                {t('plan.close')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
