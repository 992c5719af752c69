import {
  ApiError,
  apiRequest,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  toast,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import type { Listener, Trigger, WebhookConfig } from '../shared/configs.ts';
import { type FieldIssue, issuesByField } from './config-issues.ts';
import { ListenersEditor } from './config-listeners.tsx';
import { type AppChoice, TriggersEditor } from './config-triggers.tsx';

interface Props {
  config: WebhookConfig;
  /** The organisation's applications (a trigger forwards only to these, never to the app itself). */
  apps: AppChoice[];
  demo: boolean;
}

/**
 * One app's configuration as a form: listeners {event, path} and triggers {action, forward_to[]}
 * whose targets are ticked among the organisation's other apps. The server validates (zod and the
 * same-organisation rule); its 400 issues are shown under the field they name.
 */
export function ConfigEditor({ config, apps, demo }: Props) {
  const { t } = useTranslation('deployment');
  const qc = useQueryClient();
  const [listeners, setListeners] = useState<Listener[]>(config.listeners);
  const [triggers, setTriggers] = useState<Trigger[]>(config.triggers);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const byField = issuesByField(issues);
  const fields = [
    ...listeners.flatMap((_, i) => [`listeners.${i}.event`, `listeners.${i}.path`]),
    ...triggers.flatMap((_, i) => [`triggers.${i}.action`, `triggers.${i}.forward_to`]),
  ];
  const others = byField.rest(fields);
  const idPrefix = `config-${config.app_id}`;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await apiRequest<WebhookConfig>(
        'PUT',
        `/api/webhook-configs/${encodeURIComponent(config.app_id)}`,
        { body: { listeners, triggers } },
      );
      setIssues([]);
      toast.success(t('configs.saved'), {
        description: t('configs.savedText', { app: saved.app, version: saved.version }),
      });
      void qc.invalidateQueries({ queryKey: ['/api/webhook-configs'] });
      void qc.invalidateQueries({ queryKey: ['/api/deployment-status'] });
    } catch (err) {
      const list = err instanceof ApiError ? ((err.body?.issues ?? []) as FieldIssue[]) : [];
      setIssues(
        list.length
          ? list
          : [
              {
                path: '',
                message: err instanceof ApiError ? (err.body?.message ?? err.message) : String(err),
              },
            ],
      );
      toast.error(t('configs.invalid'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card data-testid={`config-${config.app_id}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-baseline justify-between gap-2 text-base">
          <span>
            {config.app} <span className="font-mono text-xs text-muted-foreground">{config.app_id}</span>
          </span>
          <span className="text-xs font-normal text-muted-foreground">
            {t('configs.version', { version: config.version })} ·{' '}
            {config.deployed_version === null
              ? t('configs.notDeployed')
              : t('configs.deployedVersion', { version: config.deployed_version })}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {others.length > 0 && (
          <ul className="text-sm text-destructive" role="alert">
            {others.map((i) => (
              <li key={`${i.path}:${i.message}`}>{i.path ? `${i.path}: ${i.message}` : i.message}</li>
            ))}
          </ul>
        )}
        <ListenersEditor
          idPrefix={idPrefix}
          listeners={listeners}
          onChange={setListeners}
          issues={byField}
          readOnly={demo}
        />
        <TriggersEditor
          idPrefix={idPrefix}
          triggers={triggers}
          onChange={setTriggers}
          apps={apps.filter((a) => a.app_id !== config.app_id)}
          issues={byField}
          readOnly={demo}
        />
        {issues.length > 0 && (
          <p className="text-sm text-destructive" role="alert">
            {t('configs.fixFields')}
          </p>
        )}
        {!demo && (
          <Button size="sm" onClick={save} disabled={saving}>
            {t('configs.save')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
