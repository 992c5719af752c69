import {
  ApiError,
  apiRequest,
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Switch,
  serverMessage,
  Textarea,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type AppWithSecret,
  CATALOGUE_CATEGORIES,
  DASHBOARD_CATEGORIES,
  type EcosystemApp,
  PRICING_TIERS,
} from '../../shared/index.ts';
import { invalidateRegistry, type Scope, scoped } from '../api.ts';

interface Props {
  app: EcosystemApp | null;
  scope: Scope;
  onClose(): void;
  onCreated(v: AppWithSecret): void;
}

const lines = (v: string) =>
  v
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** Create or edit an application; the server validates and answers field issues. */
export function AppFormDialog({ app, scope, onClose, onCreated }: Props) {
  const { t } = useTranslation('ecosystem');
  const qc = useQueryClient();
  const [form, setForm] = useState({
    name: app?.name ?? '',
    url: app?.url ?? '',
    description: app?.description ?? '',
    appCategory: app?.appCategory ?? '',
    category: app?.category ?? 'business',
    catalogueCategory: app?.catalogueCategory ?? '',
    pricing_tier: app?.pricing_tier ?? 'free',
    monthly: String(app?.pricing.monthly ?? 0),
    lifetime: String(app?.pricing.lifetime ?? 0),
    features: (app?.features ?? []).join('\n'),
    origins: (app?.allowedOrigins ?? []).join('\n'),
    published: app?.published ?? false,
  });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = (k: keyof typeof form) => (v: string | boolean) => setForm((f) => ({ ...f, [k]: v }));

  const save = useMutation({
    mutationFn: (): Promise<EcosystemApp | AppWithSecret> => {
      const body = {
        name: form.name,
        url: form.url,
        description: form.description,
        appCategory: form.appCategory,
        category: form.category,
        catalogueCategory: form.catalogueCategory || null,
        pricing_tier: form.pricing_tier,
        pricing: { monthly: Number(form.monthly), lifetime: Number(form.lifetime) },
        features: lines(form.features),
        allowedOrigins: lines(form.origins),
        published: form.published,
      };
      return app
        ? apiRequest<EcosystemApp>('PATCH', scoped(`/api/ecosystem/apps/${app.id}`, scope), { body })
        : apiRequest<AppWithSecret>('POST', scoped('/api/ecosystem/apps', scope), { body });
    },
    onSuccess: async (v) => {
      await invalidateRegistry(qc);
      if ('signingSecret' in v) {
        toast(t('form.created'), { description: v.app.name });
        onCreated(v);
      } else {
        toast(t('form.saved'), { description: v.name });
        onClose();
      }
    },
    onError: (err) => {
      const found: Record<string, string> = {};
      if (err instanceof ApiError)
        for (const i of (err.body?.issues ?? []) as Array<{ path: string; message: string }>)
          found[i.path.split('.')[0] ?? ''] ??= i.message;
      setIssues(found);
      toast.error(t('form.failed'), { description: serverMessage(err, err.message) });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const field = (key: string, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <Label htmlFor={`eco-${key}`}>{label}</Label>
      {input}
      {issues[key] && <p className="text-sm text-destructive">{issues[key]}</p>}
    </div>
  );
  const select = (key: keyof typeof form, options: readonly string[], empty?: string) => (
    <select
      id={`eco-${key}`}
      className="h-9 w-full rounded-md border bg-background px-2 text-sm"
      value={String(form[key])}
      onChange={(e) => set(key)(e.target.value)}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
  const text = (key: keyof typeof form, type = 'text') => (
    <Input
      id={`eco-${key}`}
      type={type}
      value={String(form[key])}
      onChange={(e) => set(key)(e.target.value)}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{app ? t('form.editTitle', { name: app.name }) : t('form.createTitle')}</DialogTitle>
        </DialogHeader>
        <form className="space-y-3" onSubmit={submit}>
          {field('name', t('form.name'), text('name'))}
          {field('url', t('form.url'), text('url', 'url'))}
          {field(
            'description',
            t('form.description'),
            <Textarea
              id="eco-description"
              value={form.description}
              onChange={(e) => set('description')(e.target.value)}
            />,
          )}
          {field('appCategory', t('form.appCategory'), text('appCategory'))}
          {field('category', t('form.category'), select('category', DASHBOARD_CATEGORIES))}
          {field(
            'catalogueCategory',
            t('form.catalogueCategory'),
            select('catalogueCategory', CATALOGUE_CATEGORIES, t('form.none')),
          )}
          {field('pricing_tier', t('form.tier'), select('pricing_tier', PRICING_TIERS))}
          <div className="grid grid-cols-2 gap-3">
            {field('pricing', t('form.monthly'), text('monthly', 'number'))}
            {field('lifetime', t('form.lifetime'), text('lifetime', 'number'))}
          </div>
          {field(
            'features',
            t('form.features'),
            <Textarea
              id="eco-features"
              value={form.features}
              onChange={(e) => set('features')(e.target.value)}
            />,
          )}
          {field(
            'allowedOrigins',
            t('form.origins'),
            <Textarea
              id="eco-allowedOrigins"
              value={form.origins}
              onChange={(e) => set('origins')(e.target.value)}
            />,
          )}
          <div className="flex items-center gap-2">
            <Switch
              id="eco-published"
              checked={form.published}
              onCheckedChange={(v) => set('published')(v)}
            />
            <Label htmlFor="eco-published">{t('form.published')}</Label>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
