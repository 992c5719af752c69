import { Button, Input, useTranslation } from '@ecohub/web-kit';
import type { Listener } from '../shared/configs.ts';
import type { IssuesByField } from './config-issues.ts';
import { FieldErrors } from './field-errors.tsx';

/** Event, path and Remove side by side from `sm` up; stacked on a phone. */
const ROW = 'grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1fr_auto]';

interface Props {
  idPrefix: string;
  listeners: Listener[];
  onChange(next: Listener[]): void;
  issues: IssuesByField;
  readOnly: boolean;
}

/** Listeners {event, path}: where the application receives each event type. */
export function ListenersEditor({ idPrefix, listeners, onChange, issues, readOnly }: Props) {
  const { t } = useTranslation('deployment');
  const set = (i: number, patch: Partial<Listener>) =>
    onChange(listeners.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('configs.listeners')}</legend>
      {listeners.length === 0 && <p className="text-xs text-muted-foreground">{t('configs.noListeners')}</p>}
      {listeners.length > 0 && (
        <div
          className="hidden gap-2 text-xs text-muted-foreground sm:grid sm:grid-cols-[1fr_1fr_auto]"
          aria-hidden="true"
        >
          <span>{t('configs.event')}</span>
          <span>{t('configs.path')}</span>
          {!readOnly && <span className="invisible px-3">{t('configs.remove')}</span>}
        </div>
      )}
      {listeners.map((l, i) => {
        const id = `${idPrefix}-listener-${i}`;
        const eventErrors = issues.at(`listeners.${i}.event`);
        const pathErrors = issues.at(`listeners.${i}.path`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <div key={i} className={ROW} data-testid="listener-row">
            <div className="min-w-0 space-y-1">
              <Input
                aria-label={t('configs.event')}
                placeholder={t('configs.event')}
                value={l.event}
                readOnly={readOnly}
                aria-invalid={eventErrors.length > 0}
                aria-describedby={`${id}-event-errors`}
                onChange={(e) => set(i, { event: e.target.value })}
              />
              <FieldErrors id={`${id}-event-errors`} messages={eventErrors} />
            </div>
            <div className="min-w-0 space-y-1">
              <Input
                aria-label={t('configs.path')}
                placeholder="/ecohub/webhooks"
                value={l.path}
                readOnly={readOnly}
                aria-invalid={pathErrors.length > 0}
                aria-describedby={`${id}-path-errors`}
                className="font-mono"
                onChange={(e) => set(i, { path: e.target.value })}
              />
              <FieldErrors id={`${id}-path-errors`} messages={pathErrors} />
            </div>
            {!readOnly && (
              <Button
                size="sm"
                variant="outline"
                className="justify-self-start"
                onClick={() => onChange(listeners.filter((_, j) => j !== i))}
                aria-label={t('configs.removeListener')}
              >
                {t('configs.remove')}
              </Button>
            )}
          </div>
        );
      })}
      {!readOnly && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...listeners, { event: '', path: '/ecohub/webhooks' }])}
        >
          {t('configs.addListener')}
        </Button>
      )}
    </fieldset>
  );
}
