import { Button, Input, Label, useQuery, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';
import { type MatrixInput, URGENCIES } from '../shared/index.ts';
import { ECOSYSTEM_APPS_KEY } from './api.ts';

const SELECT = 'h-9 w-full rounded-md border bg-background px-2 text-sm';

/** Add a target to the sales matrix (admins). */
export function MatrixForm({ onSubmit, pending }: { onSubmit(v: MatrixInput): void; pending: boolean }) {
  const { t } = useTranslation('cross-sales');
  const apps = useQuery<{ apps: Array<{ id: string; name: string }> }>({ queryKey: ECOSYSTEM_APPS_KEY });
  const [v, setV] = useState<MatrixInput>({
    sourceApp: '',
    targetApp: '',
    reasoning: '',
    priority: 'medium',
  });
  const list = apps.data?.apps ?? [];
  const set = (k: keyof MatrixInput) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  return (
    <form
      className="grid gap-3 rounded-md border p-4 sm:grid-cols-2"
      data-testid="matrix-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(v);
      }}
    >
      {(['sourceApp', 'targetApp'] as const).map((k) => (
        <div key={k} className="space-y-1">
          <Label htmlFor={`matrix-${k}`}>{t(k === 'sourceApp' ? 'matrix.source' : 'matrix.target')}</Label>
          <select id={`matrix-${k}`} className={SELECT} value={v[k]} onChange={set(k)}>
            <option value="" />
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      {(['reasoning', 'incentive', 'placement'] as const).map((k) => (
        <div key={k} className="space-y-1">
          <Label htmlFor={`matrix-${k}`}>{t(`matrix.${k}`)}</Label>
          <Input id={`matrix-${k}`} value={v[k] ?? ''} onChange={set(k)} />
        </div>
      ))}
      <div className="space-y-1">
        <Label htmlFor="matrix-priority">{t('matrix.priority')}</Label>
        <select id="matrix-priority" className={SELECT} value={v.priority} onChange={set('priority')}>
          {URGENCIES.map((u) => (
            <option key={u} value={u}>
              {t(`opportunities.urgency.${u}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {t('matrix.add')}
        </Button>
      </div>
    </form>
  );
}
