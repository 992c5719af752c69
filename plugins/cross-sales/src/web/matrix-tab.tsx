import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import type { MatrixInput, MatrixPatch, MatrixResponse } from '../shared/index.ts';
import { MATRIX_KEY } from './api.ts';
import { MatrixForm } from './matrix-form.tsx';
import { MatrixTargetRow } from './matrix-target.tsx';
import { apiRequest, useCanManage, useChange } from './use-change.ts';

/** The sales matrix grouped by app: the same entries the ecosystem's cross-sell widget shows. */
export function MatrixTab() {
  const { t } = useTranslation('cross-sales');
  const canManage = useCanManage();
  const q = useQuery<MatrixResponse>({ queryKey: MATRIX_KEY });
  const add = useChange(
    (v: MatrixInput) => apiRequest('POST', '/api/cross-sales/matrix', { body: v }),
    () => t('matrix.saved'),
  );
  const edit = useChange(
    (v: { id: string; patch: MatrixPatch }) =>
      apiRequest('PATCH', `/api/cross-sales/matrix/${v.id}`, { body: v.patch }),
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
              <MatrixTargetRow
                key={x.id}
                target={x}
                canManage={canManage}
                onPatch={(patch) => edit.mutate({ id: x.id, patch })}
                onRemove={() => remove.mutate(x.id)}
              />
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
