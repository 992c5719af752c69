import {
  ApiError,
  apiRequest,
  Button,
  Input,
  Label,
  serverMessage,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CROSS_SELL_PRIORITIES, type EcosystemApp } from '../../shared/index.ts';
import { invalidateRegistry } from '../api.ts';

/** Adds an opportunity from the selected app to another app of the registry (owners and admins). */
export function CrossSellForm({ app, apps }: { app: EcosystemApp; apps: EcosystemApp[] }) {
  const { t } = useTranslation('ecosystem');
  const qc = useQueryClient();
  const others = apps.filter((a) => a.id !== app.id);
  const empty = {
    targetApp: others[0]?.id ?? '',
    context: '',
    incentive: '',
    placement: '',
    priority: 'medium',
  };
  const [form, setForm] = useState(empty);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const add = useMutation({
    mutationFn: () => apiRequest('POST', '/api/ecosystem/cross-sell', { body: { app: app.id, ...form } }),
    onSuccess: async () => {
      setForm(empty);
      setIssues({});
      toast(t('dashboard.crossSellAdded'), { description: app.name });
      await invalidateRegistry(qc);
    },
    onError: (err) => {
      const found: Record<string, string> = {};
      if (err instanceof ApiError)
        for (const i of (err.body?.issues ?? []) as Array<{ path: string; message: string }>)
          found[i.path] ??= i.message;
      setIssues(found);
      toast.error(t('form.failed'), { description: serverMessage(err, err.message) });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  const select = (key: 'targetApp' | 'priority', options: Array<{ value: string; label: string }>) => (
    <select
      id={`xs-${key}`}
      className="h-9 w-full rounded-md border bg-background px-2 text-sm"
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  const field = (key: keyof typeof form, label: string, input?: React.ReactNode) => (
    <div className="space-y-1">
      <Label htmlFor={`xs-${key}`}>{label}</Label>
      {input ?? (
        <Input
          id={`xs-${key}`}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        />
      )}
      {issues[key] && <p className="text-sm text-destructive">{issues[key]}</p>}
    </div>
  );
  if (others.length === 0) return null;
  return (
    <form className="space-y-2 border-t pt-3" onSubmit={submit}>
      {field(
        'targetApp',
        t('dashboard.target'),
        select(
          'targetApp',
          others.map((a) => ({ value: a.id, label: a.name })),
        ),
      )}
      {field('context', t('dashboard.context'))}
      {field('incentive', t('dashboard.incentive'))}
      {field('placement', t('dashboard.placementLabel'))}
      {field(
        'priority',
        t('dashboard.priorityLabel'),
        select(
          'priority',
          CROSS_SELL_PRIORITIES.map((p) => ({ value: p, label: t(`dashboard.priority.${p}`) })),
        ),
      )}
      <Button type="submit" size="sm" disabled={add.isPending}>
        {t('dashboard.addCrossSell')}
      </Button>
    </form>
  );
}
