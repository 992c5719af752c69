import {
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Label,
  Switch,
  serverMessage,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLinkIcon, KeyRoundIcon, PencilIcon } from 'lucide-react';
import type { AdminGrant, AppWithSecret, EcosystemApp } from '../../shared/index.ts';
import { invalidateRegistry, type Scope, scoped } from '../api.ts';
import { FeatureList } from '../feature-list.tsx';

interface Props {
  app: EcosystemApp;
  adminView: boolean;
  canManage: boolean;
  scope: Scope;
  onEdit(): void;
  onSecret(v: AppWithSecret): void;
}

export function AppCard({ app, adminView, canManage, scope, onEdit, onSecret }: Props) {
  const { t } = useTranslation('ecosystem');
  const qc = useQueryClient();

  const whiteLabel = useMutation({
    mutationFn: (value: boolean) =>
      apiRequest<EcosystemApp>('PATCH', scoped(`/api/ecosystem/apps/${app.id}`, scope), {
        body: { white_label_ready: value },
      }),
    onSuccess: async (updated) => {
      toast(t('tab.whiteLabelUpdated'), {
        description: t(updated.white_label_ready ? 'tab.whiteLabelOn' : 'tab.whiteLabelOff', {
          name: updated.name,
        }),
      });
      await invalidateRegistry(qc);
    },
    onError: (err) => toast.error(t('tab.updateFailed'), { description: serverMessage(err, err.message) }),
  });

  const rotate = useMutation({
    mutationFn: () =>
      apiRequest<AppWithSecret>('POST', scoped(`/api/ecosystem/apps/${app.id}/rotate-secret`, scope)),
    onSuccess: async (v) => {
      onSecret(v);
      await invalidateRegistry(qc);
    },
    onError: (err) => toast.error(t('secret.rotateFailed'), { description: serverMessage(err, err.message) }),
  });

  // Admin View: the app gets the flags plus a short-lived grant its server confirms with the hub.
  const openAdmin = async () => {
    const tab = window.open('', '_blank');
    try {
      const grant = await apiRequest<AdminGrant>(
        'POST',
        scoped(`/api/ecosystem/apps/${app.id}/admin-grant`, scope),
      );
      if (tab) tab.location.href = grant.url;
      else window.open(grant.url, '_blank', 'noopener');
    } catch (err) {
      tab?.close();
      toast.error(t('tab.adminOpenFailed'), { description: serverMessage(err, (err as Error).message) });
    }
  };

  return (
    <Card data-eco-app={app.id} className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>{app.name}</CardTitle>
          <Badge variant={app.pricing_tier === 'enterprise' ? 'default' : 'secondary'}>
            {t(`tab.tier.${app.pricing_tier}`)}
          </Badge>
        </div>
        <Badge variant="outline">{app.appCategory}</Badge>
        <p className="text-sm text-muted-foreground">{app.description}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <FeatureList features={app.features} />
        {adminView && (
          <div className="flex items-center gap-2">
            <Switch
              id={`wl-${app.id}`}
              checked={app.white_label_ready}
              disabled={!canManage || whiteLabel.isPending}
              onCheckedChange={(v) => whiteLabel.mutate(v)}
            />
            <Label htmlFor={`wl-${app.id}`}>{t('tab.whiteLabel')}</Label>
          </div>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {adminView ? (
          <Button size="sm" onClick={openAdmin}>
            <ExternalLinkIcon /> {t('common.open')}
          </Button>
        ) : (
          <Button asChild size="sm">
            <a href={app.url}>{t('common.open')}</a>
          </Button>
        )}
        {canManage && (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              <PencilIcon /> {t('tab.edit')}
            </Button>
            <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
              <KeyRoundIcon /> {t('tab.rotate')}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
