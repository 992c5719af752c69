import {
  addMessages,
  apiRequest,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Progress,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useState } from 'react';
import { WORKFLOW_TRIGGERS, type Workflow, workflowInputSchema } from '../shared/workflow.ts';
import { post, useAction, useRuns, useSummary, useWorkflows } from './api.ts';
import { Field, issuesOf, SELECT } from './field.tsx';
import { en } from './messages.ts';

addMessages('marketing', { en });

/** Spec 001 §2.5: automation score, workflow list, performance from real runs, legacy planning. */
export default function AutomationPanel() {
  const { t } = useTranslation('marketing');
  const f = useFormat();
  const summary = useSummary();
  const workflows = useWorkflows();
  const runs = useRuns();
  const toggle = useAction(
    (w: Workflow) =>
      apiRequest('PATCH', `/api/workflows/${w.id}`, {
        body: { status: w.status === 'active' ? 'inactive' : 'active' },
      }),
    { failed: t('campaigns.failed') },
  );
  const s = summary.data;
  const all = workflows.data ?? [];
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">
              {t('automation.score')}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <p className="text-2xl font-bold" data-testid="automation-score">
              {s ? `${f.number(s.automationScore, { maximumFractionDigits: 1 })}%` : '…'}
            </p>
            <Progress value={s?.automationScore ?? 0} aria-label={t('automation.score')} />
            <p className="text-xs text-muted-foreground">{t('automation.scoreHint')}</p>
          </CardContent>
        </Card>
        <Card className="md:col-span-2">
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">
              {t('automation.performance')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {s && <p>{t('automation.runs', { runs: s.runs, succeeded: s.succeeded, failed: s.failed })}</p>}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('automation.workflows')}</CardTitle>
        </CardHeader>
        <CardContent>
          {all.length === 0 && <p className="text-sm text-muted-foreground">{t('automation.empty')}</p>}
          <ul className="grid gap-2">
            {all.map((w) => (
              <li
                key={w.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{w.name}</p>
                  <p className="text-sm text-muted-foreground">{w.description}</p>
                  <p className="text-xs text-muted-foreground">
                    {t(`automation.triggers.${w.type}`)} ·{' '}
                    {t('automation.runs', { runs: w.runs, succeeded: w.succeeded, failed: w.failed })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={w.status === 'active' ? 'default' : 'secondary'}>
                    {t(`automation.${w.status}`)}
                  </Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate(w)}
                  >
                    {w.status === 'active' ? t('automation.deactivate') : t('automation.activate')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <NewWorkflow />
        <Card>
          <CardHeader>
            <CardTitle>{t('automation.recentRuns')}</CardTitle>
          </CardHeader>
          <CardContent>
            {runs.data?.runs.length === 0 && (
              <p className="text-sm text-muted-foreground">{t('automation.noRuns')}</p>
            )}
            <ul className="grid gap-1 text-sm">
              {runs.data?.runs.map((r) => (
                <li key={r.id} className="flex justify-between gap-2">
                  <span className="min-w-0 truncate">
                    {r.workflowName}: {r.log.map((l) => l.outcome).join(', ')}
                  </span>
                  <Badge variant={r.status === 'failed' ? 'destructive' : 'secondary'}>
                    {t(`automation.runStatus.${r.status}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('automation.planning')}</CardTitle>
          <CardDescription>{t('automation.planningHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-1 text-sm">
            {all
              .filter((w) => w.status === 'inactive')
              .map((w) => (
                <li key={w.id}>
                  {w.name} — {w.description}
                </li>
              ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

/** A workflow: trigger, an optional source condition, and a tag action. */
function NewWorkflow() {
  const { t } = useTranslation('marketing');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<(typeof WORKFLOW_TRIGGERS)[number]>('contact-created');
  const [source, setSource] = useState('');
  const [tag, setTag] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useAction((body: unknown) => post('/api/workflows', body), {
    done: () => t('automation.saved'),
    failed: t('campaigns.failed'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = workflowInputSchema.safeParse({
      name,
      description,
      type,
      conditions: source.trim() ? [{ field: 'source', equals: source }] : [],
      actions: tag.trim() ? [{ type: 'tag', tag }] : [],
    });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => setName('') });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('automation.create')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <Field id="wf-name" label={t('form.name')} error={errors.name}>
            <Input id="wf-name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id="wf-description" label={t('automation.description')}>
            <Input id="wf-description" value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <Field id="wf-trigger" label={t('automation.trigger')}>
            <select
              id="wf-trigger"
              className={SELECT}
              value={type}
              onChange={(e) => setType(e.target.value as (typeof WORKFLOW_TRIGGERS)[number])}
            >
              {WORKFLOW_TRIGGERS.map((k) => (
                <option key={k} value={k}>
                  {t(`automation.triggers.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="wf-source" label={t('automation.conditionSource')}>
            <Input id="wf-source" value={source} onChange={(e) => setSource(e.target.value)} />
          </Field>
          <Field id="wf-tag" label={t('automation.actionTag')} error={errors.actions}>
            <Input id="wf-tag" value={tag} onChange={(e) => setTag(e.target.value)} />
          </Field>
          <Button type="submit" disabled={create.isPending}>
            {t('automation.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
