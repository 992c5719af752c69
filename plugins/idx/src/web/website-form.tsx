import {
  Button,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  useTranslation,
} from '@ecohub/web-kit';
import { type FormEvent, useId, useState } from 'react';
import { FORM_DEFAULTS, TEMPLATES, type Template } from '../shared/constants.ts';
import type { WebsiteData } from '../shared/website.ts';

const FLAGS = ['mls_sync', 'ai_matchmaker', 'white_label'] as const;

/** The new-site form (spec 002 §3), also used to edit a site. */
export function WebsiteForm(props: {
  initial?: WebsiteData;
  pending: boolean;
  submitLabel: string;
  onSubmit: (v: WebsiteData) => void;
}) {
  const { t } = useTranslation('idx');
  const id = useId();
  const [v, setV] = useState<WebsiteData>(
    props.initial ?? { name: '', domain: '', template: 'modern_real_estate', ...FORM_DEFAULTS },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(v);
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('form.name')}</Label>
        <Input id={`${id}-name`} value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-domain`}>{t('form.domain')}</Label>
        <Input
          id={`${id}-domain`}
          value={v.domain}
          placeholder={t('form.domainHint')}
          onChange={(e) => setV({ ...v, domain: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-template`}>{t('form.template')}</Label>
        <Select value={v.template} onValueChange={(x) => setV({ ...v, template: x as Template })}>
          <SelectTrigger id={`${id}-template`} aria-label={t('form.template')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TEMPLATES.map((tpl) => (
              <SelectItem key={tpl} value={tpl}>
                {t(`templates.${tpl}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid content-end gap-3">
        {FLAGS.map((f) => (
          <div key={f} className="flex items-center gap-2">
            <Switch id={`${id}-${f}`} checked={v[f]} onCheckedChange={(on) => setV({ ...v, [f]: on })} />
            <Label htmlFor={`${id}-${f}`}>{t(`form.${f}`)}</Label>
          </div>
        ))}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={props.pending}>
          {props.pending ? t('form.saving') : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
