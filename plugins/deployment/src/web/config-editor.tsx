import {
  ApiError,
  apiRequest,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Textarea,
  toast,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import type { WebhookConfig } from '../shared/configs.ts';

/** One app's configuration as JSON {listeners, triggers}; the server validates it (field issues shown). */
export function ConfigEditor({ config, demo }: { config: WebhookConfig; demo: boolean }) {
  const { t } = useTranslation('deployment');
  const qc = useQueryClient();
  const [text, setText] = useState(() =>
    JSON.stringify({ listeners: config.listeners, triggers: config.triggers }, null, 2),
  );
  const [issues, setIssues] = useState<string[]>([]);
  const save = async () => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      setIssues([t('configs.notJson')]);
      return;
    }
    try {
      const saved = await apiRequest<WebhookConfig>(
        'PUT',
        `/api/webhook-configs/${encodeURIComponent(config.app_id)}`,
        { body },
      );
      setIssues([]);
      toast.success(t('configs.saved'), {
        description: t('configs.savedText', { app: saved.app, version: saved.version }),
      });
      void qc.invalidateQueries({ queryKey: ['/api/webhook-configs'] });
      void qc.invalidateQueries({ queryKey: ['/api/deployment-status'] });
    } catch (err) {
      const list =
        err instanceof ApiError ? ((err.body?.issues ?? []) as Array<{ path: string; message: string }>) : [];
      setIssues(
        list.length
          ? list.map((i) => `${i.path}: ${i.message}`)
          : [err instanceof ApiError ? (err.body?.message ?? err.message) : String(err)],
      );
      toast.error(t('configs.invalid'));
    }
  };
  return (
    <Card>
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
      <CardContent className="space-y-2">
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          readOnly={demo}
          rows={8}
          className="font-mono text-xs"
          aria-label={config.app}
        />
        {issues.length > 0 && (
          <ul className="text-sm text-destructive" role="alert">
            {issues.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
        {!demo && (
          <Button size="sm" onClick={save}>
            {t('configs.save')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
