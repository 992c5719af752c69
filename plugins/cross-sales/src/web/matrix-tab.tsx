import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useFormat,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { MatrixInput, MatrixResponse } from '../shared/index.ts';
import { MATRIX_KEY } from './api.ts';
import { MatrixForm } from './matrix-form.tsx';
import { apiRequest, useCanManage, useChange } from './use-change.ts';

/** The sales matrix grouped by app: the same entries the ecosystem's cross-sell widget shows. */
export function MatrixTab() {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  const canManage = useCanManage();
  const q = useQuery<MatrixResponse>({ queryKey: MATRIX_KEY });
  const add = useChange(
    (v: MatrixInput) => apiRequest('POST', '/api/cross-sales/matrix', { body: v }),
    () => t('matrix.saved'),
  );
  const remove = useChange(
    (id: string) => apiRequest('DELETE', `/api/cross-sales/matrix/${id}`),
    () => t('matrix.saved'),
  );
  if (q.isLoading) return <Skeleton className="h-40 w-full" />;
  if (q.isError || !q.data) return <p className="text-sm text-destructive">{t('loadFailed')}</p>;
  const groups = Object.entries(q.data.crossSalesMatrix);
  return (
    <div className="space-y-4">
      {canManage && <MatrixForm onSubmit={(v) => add.mutate(v)} pending={add.isPending} />}
      {groups.length === 0 && <p className="text-sm text-muted-foreground">{t('matrix.empty')}</p>}
      {groups.map(([app, group]) => (
        <Card key={group.appId} data-testid="matrix-app">
          <CardHeader>
            <CardTitle className="break-words">{app}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            {group.targets.map((x) => (
              <div key={x.id} className="space-y-1 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{x.app}</span>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="outline">{t(`opportunities.urgency.${x.priority}`)}</Badge>
                    <span className="text-xs text-muted-foreground">
                      {t('matrix.valueRange', {
                        low: f.currency(x.valueRange[0]),
                        high: f.currency(x.valueRange[1]),
                      })}
                    </span>
                  </div>
                </div>
                {x.services.length > 0 && (
                  <p className="text-xs text-muted-foreground">
                    {t('matrix.services')}: {x.services.join(', ')}
                  </p>
                )}
                <p className="text-sm break-words">{x.reasoning}</p>
                {canManage && (
                  <Button size="sm" variant="ghost" onClick={() => remove.mutate(x.id)}>
                    {t('matrix.remove')}
                  </Button>
                )}
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
