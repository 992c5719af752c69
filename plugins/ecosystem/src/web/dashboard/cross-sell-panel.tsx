import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  serverMessage,
  toast,
  useAuth,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrossSellResponse, EcosystemApp } from '../../shared/index.ts';
import { demoQuery, invalidateRegistry } from '../api.ts';
import { LoadError } from '../load-error.tsx';
import { CrossSellForm } from './cross-sell-form.tsx';

const PRIORITY_VARIANT = { high: 'destructive', medium: 'default', low: 'secondary' } as const;

/** The selected application's cross-sell opportunities (keyed by its id). */
interface Props {
  app: EcosystemApp | null;
  apps: EcosystemApp[];
  demo: boolean;
}

export function CrossSellPanel({ app, apps, demo }: Props) {
  const { t } = useTranslation('ecosystem');
  const qc = useQueryClient();
  const { user } = useAuth();
  const canManage = !demo && (user?.role === 'admin' || user?.role === 'owner');
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/ecosystem/cross-sell/${id}`),
    onSuccess: async () => {
      toast(t('dashboard.removed'), { description: app?.name });
      await invalidateRegistry(qc);
    },
    onError: (err) => toast.error(t('form.failed'), { description: serverMessage(err, err.message) }),
  });
  const q = useQuery<CrossSellResponse>({
    queryKey: [`/api/ecosystem/cross-sell?app=${encodeURIComponent(app?.id ?? '')}`, { demo }],
    enabled: !!app,
    ...demoQuery<CrossSellResponse>(demo),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.crossSell')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!app && <p className="text-sm text-muted-foreground">{t('dashboard.selectApp')}</p>}
        {app && q.isLoading && <Skeleton className="h-24" />}
        {app && q.error && <LoadError error={q.error} />}
        {q.data && q.data.crossSellOpportunities.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {t('dashboard.noCrossSell', { name: q.data.app.name })}
          </p>
        )}
        {q.data?.crossSellOpportunities.map((o) => (
          <div key={o.id} className="space-y-1 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{o.targetApp}</span>
              <Badge variant={PRIORITY_VARIANT[o.priority]}>{t(`dashboard.priority.${o.priority}`)}</Badge>
            </div>
            <p className="text-sm">{o.context}</p>
            <p className="text-sm font-medium text-success">{o.incentive}</p>
            <p className="text-xs text-muted-foreground">
              {t('dashboard.placement', { placement: o.placement })}
            </p>
            {canManage && (
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(o.id)}
              >
                {t('dashboard.remove')}
              </Button>
            )}
          </div>
        ))}
        {app && canManage && <CrossSellForm app={app} apps={apps} />}
      </CardContent>
    </Card>
  );
}
