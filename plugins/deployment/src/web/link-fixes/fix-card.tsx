import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  Input,
  serverMessage,
  toast,
  useFormat,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import type { FixState, LinkFix } from '../../shared/link-fixes.ts';
import { REPORT_PATH } from './api.ts';

const STATE_VARIANT: Record<FixState, 'default' | 'secondary' | 'outline'> = {
  accepted: 'default',
  proposed: 'secondary',
  rejected: 'outline',
};

/** One broken link and its proposal: accept, edit the target, or reject (not in the demo). */
export function FixCard({ fix, demo }: { fix: LinkFix; demo: boolean }) {
  const { t } = useTranslation('deployment');
  const fmt = useFormat();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState(fix.fixedUrl ?? '');

  const update = async (body: { state?: FixState; fixedUrl?: string }) => {
    try {
      await apiRequest('PATCH', `/api/deployment/link-fixes/${encodeURIComponent(fix.id)}`, { body });
      toast.success(t('linkFixes.updated'));
      setEditing(false);
      await qc.invalidateQueries({ queryKey: [REPORT_PATH] });
    } catch (err) {
      toast.error(t('linkFixes.updateFailed'), { description: serverMessage(err, '') });
    }
  };

  return (
    <Card data-testid="link-fix">
      <CardContent className="space-y-2 p-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="destructive">{t(`linkFixes.fault.${fix.fault}`)}</Badge>
          {fix.statusCode !== null && <Badge variant="outline">{fix.statusCode}</Badge>}
          <Badge variant={STATE_VARIANT[fix.state]}>{t(`linkFixes.state.${fix.state}`)}</Badge>
          {fix.publishedAt && <Badge variant="secondary">{t('linkFixes.published')}</Badge>}
          {fix.resolved && <Badge>{t('linkFixes.redirecting')}</Badge>}
        </div>
        <p className="break-all font-mono text-xs">{fix.brokenUrl}</p>
        {editing ? (
          <div className="flex flex-wrap gap-2">
            <Input
              className="min-w-0 flex-1"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              aria-label={t('linkFixes.columns.fix')}
            />
            <Button size="sm" onClick={() => update({ fixedUrl: target, state: 'accepted' })}>
              {t('linkFixes.save')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              {t('linkFixes.cancel')}
            </Button>
          </div>
        ) : (
          <p className="break-all font-mono text-xs text-muted-foreground">→ {fix.fixedUrl ?? '—'}</p>
        )}
        <p>
          {t(`linkFixes.category.${fix.category}`)} · {t('linkFixes.columns.confidence')}{' '}
          {fmt.percent(fix.confidence)}
        </p>
        <p className="text-muted-foreground">{fix.reason}</p>
        <details className="text-xs text-muted-foreground">
          <summary>{t('linkFixes.sources', { count: fix.sources.length })}</summary>
          <ul className="mt-1 space-y-1">
            {fix.sources.map((s) => (
              <li key={s} className="break-all font-mono">
                {s}
              </li>
            ))}
          </ul>
        </details>
        {!demo && !editing && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => update({ state: 'accepted' })}
              disabled={fix.state === 'accepted' || !fix.fixedUrl}
            >
              {t('linkFixes.accept')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('linkFixes.edit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => update({ state: 'rejected' })}
              disabled={fix.state === 'rejected'}
            >
              {t('linkFixes.reject')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
