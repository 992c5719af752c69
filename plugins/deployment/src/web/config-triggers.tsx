import { Button, Input, useTranslation } from '@ecohub/web-kit';
import type { Trigger } from '../shared/configs.ts';
import type { IssuesByField } from './config-issues.ts';
import { FieldErrors } from './field-errors.tsx';

export interface AppChoice {
  app_id: string;
  app: string;
}

interface Props {
  idPrefix: string;
  triggers: Trigger[];
  onChange(next: Trigger[]): void;
  /** The organisation's other applications: the only ones a trigger may forward to. */
  apps: AppChoice[];
  issues: IssuesByField;
  readOnly: boolean;
}

/** Triggers {action, forward_to[]}: which of the app's events go to which of the organisation's apps. */
export function TriggersEditor({ idPrefix, triggers, onChange, apps, issues, readOnly }: Props) {
  const { t } = useTranslation('deployment');
  const set = (i: number, patch: Partial<Trigger>) =>
    onChange(triggers.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const toggle = (i: number, appId: string, on: boolean) => {
    const current = triggers[i]?.forward_to ?? [];
    set(i, { forward_to: on ? [...current, appId] : current.filter((a) => a !== appId) });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('configs.triggers')}</legend>
      {triggers.length === 0 && <p className="text-xs text-muted-foreground">{t('configs.noTriggers')}</p>}
      {triggers.map((trigger, i) => {
        const id = `${idPrefix}-trigger-${i}`;
        const actionErrors = issues.at(`triggers.${i}.action`);
        const targetErrors = issues.at(`triggers.${i}.forward_to`);
        // A target no longer among the organisation's apps stays visible (and can be unticked).
        const unknown = trigger.forward_to.filter((a) => !apps.some((x) => x.app_id === a));
        const choices = [...apps, ...unknown.map((a) => ({ app_id: a, app: t('configs.unknownApp') }))];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <div key={i} className="space-y-2 rounded-md border p-3" data-testid="trigger-row">
            <div className="flex flex-wrap items-start gap-2">
              <div className="min-w-40 flex-1 space-y-1">
                <span className="text-xs text-muted-foreground" aria-hidden="true">
                  {t('configs.action')}
                </span>
                <Input
                  aria-label={t('configs.action')}
                  placeholder={t('configs.actionPlaceholder')}
                  value={trigger.action}
                  readOnly={readOnly}
                  aria-invalid={actionErrors.length > 0}
                  aria-describedby={`${id}-action-errors`}
                  onChange={(e) => set(i, { action: e.target.value })}
                />
                <FieldErrors id={`${id}-action-errors`} messages={actionErrors} />
              </div>
              {!readOnly && (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-5"
                  onClick={() => onChange(triggers.filter((_, j) => j !== i))}
                  aria-label={t('configs.removeTrigger')}
                >
                  {t('configs.remove')}
                </Button>
              )}
            </div>
            <fieldset aria-describedby={`${id}-targets-errors`} className="space-y-1">
              <legend className="text-xs text-muted-foreground">{t('configs.forwardTo')}</legend>
              {choices.length === 0 && (
                <p className="text-xs text-muted-foreground">{t('configs.noOtherApps')}</p>
              )}
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {choices.map((a) => (
                  <label key={a.app_id} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={trigger.forward_to.includes(a.app_id)}
                      disabled={readOnly}
                      onChange={(e) => toggle(i, a.app_id, e.target.checked)}
                    />
                    {a.app}
                    {unknown.includes(a.app_id) && <span className="font-mono text-xs">{a.app_id}</span>}
                  </label>
                ))}
              </div>
              <FieldErrors id={`${id}-targets-errors`} messages={targetErrors} />
            </fieldset>
          </div>
        );
      })}
      {!readOnly && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...triggers, { action: '*', forward_to: [] }])}
        >
          {t('configs.addTrigger')}
        </Button>
      )}
    </fieldset>
  );
}
