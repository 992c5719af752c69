import { Badge, Button, Input, useFormat, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import { type MatrixPatch, type MatrixTarget, URGENCIES } from '../shared/index.ts';

/** One target of the matrix; admins change its reasoning and priority in place, or remove it. */
export function MatrixTargetRow({
  target: x,
  canManage,
  onPatch,
  onRemove,
}: {
  target: MatrixTarget;
  canManage: boolean;
  onPatch(patch: MatrixPatch): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('cross-sales');
  const f = useFormat();
  const [reasoning, setReasoning] = useState(x.reasoning);
  return (
    <div className="space-y-2 rounded-md border p-3" data-testid="matrix-target">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{x.app}</span>
        <div className="flex flex-wrap items-center gap-2">
          {canManage ? (
            <select
              aria-label={t('matrix.priority')}
              className="h-8 rounded-md border bg-background px-2 text-xs"
              value={x.priority}
              onChange={(e) => onPatch({ priority: e.target.value as MatrixTarget['priority'] })}
            >
              {URGENCIES.map((u) => (
                <option key={u} value={u}>
                  {t(`opportunities.urgency.${u}`)}
                </option>
              ))}
            </select>
          ) : (
            <Badge variant="outline">{t(`opportunities.urgency.${x.priority}`)}</Badge>
          )}
          <span className="text-xs text-muted-foreground">
            {t('matrix.valueRange', { low: f.currency(x.valueRange[0]), high: f.currency(x.valueRange[1]) })}
          </span>
        </div>
      </div>
      {x.services.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {t('matrix.services')}: {x.services.join(', ')}
        </p>
      )}
      {canManage ? (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onPatch({ reasoning });
          }}
        >
          <Input
            aria-label={t('matrix.reasoning')}
            className="min-w-0 flex-1 basis-48"
            value={reasoning}
            onChange={(e) => setReasoning(e.target.value)}
          />
          <Button size="sm" type="submit" disabled={reasoning === x.reasoning}>
            {t('matrix.save')}
          </Button>
          <Button size="sm" variant="ghost" type="button" onClick={onRemove}>
            {t('matrix.remove')}
          </Button>
        </form>
      ) : (
        <p className="text-sm break-words">{x.reasoning}</p>
      )}
    </div>
  );
}
