import {
  Button,
  Card,
  CardContent,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  Switch,
  useAuth,
  useDashboard,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type {
  AppWithSecret,
  EcosystemApp,
  EcosystemAppsResponse,
  EcosystemStats,
} from '../../shared/index.ts';
import { type Scope, scoped } from '../api.ts';
import { LoadError } from '../load-error.tsx';
import { AppCard } from './app-card.tsx';
import { AppFormDialog } from './app-form-dialog.tsx';
import { SecretDialog } from './secret-dialog.tsx';

const ALL = '__all__';

/** The ecosystem tab: search, category filter, Admin View, the four counts, and the registry. */
export default function EcosystemPanel() {
  const { t } = useTranslation('ecosystem');
  const { adminMode } = useDashboard();
  const { user } = useAuth();
  // A super admin in Admin View may work on the platform organisation's registry (the catalogue).
  const [chosenScope, setScope] = useState<Scope>('own');
  const scope: Scope = adminMode ? chosenScope : 'own';
  const canManage = scope === 'platform' || user?.role === 'admin' || user?.role === 'owner';
  const apps = useQuery<EcosystemAppsResponse>({ queryKey: [scoped('/api/ecosystem/apps', scope)] });
  const stats = useQuery<EcosystemStats>({ queryKey: [scoped('/api/ecosystem/stats', scope)] });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [adminView, setAdminView] = useState(adminMode);
  const [editing, setEditing] = useState<EcosystemApp | 'new' | null>(null);
  const [secret, setSecret] = useState<AppWithSecret | null>(null);

  if (apps.isLoading) return <Skeleton className="h-64 w-full" />;
  if (apps.error) return <LoadError error={apps.error} />;
  const all = apps.data?.apps ?? [];
  const categories = [...new Set(all.map((a) => a.appCategory))].sort();
  const needle = search.trim().toLowerCase();
  const shown = all.filter(
    (a) =>
      (category === ALL || a.appCategory === category) &&
      (!needle || `${a.name} ${a.description} ${a.appCategory}`.toLowerCase().includes(needle)),
  );
  const s = stats.data;
  const summary = [
    { label: t('tab.summary.total'), value: s?.totalApplications },
    { label: t('tab.summary.whiteLabel'), value: s?.whiteLabelReady },
    { label: t('tab.summary.enterprise'), value: s?.enterpriseLevel },
    { label: t('tab.summary.categories'), value: s?.categories },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('tab.title')}</h2>
        {canManage && (
          <Button onClick={() => setEditing('new')}>
            <PlusIcon /> {t('tab.add')}
          </Button>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-4">
        {summary.map((x) => (
          <Card key={x.label}>
            <CardContent className="pt-6">
              <p className="text-sm text-muted-foreground">{x.label}</p>
              <p className="text-2xl font-bold">{x.value ?? '–'}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Input
          className="max-w-xs"
          placeholder={t('tab.search')}
          aria-label={t('tab.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select value={category} onValueChange={setCategory}>
          <SelectTrigger className="w-56" aria-label={t('form.appCategory')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('tab.allCategories')}</SelectItem>
            {categories.map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="flex items-center gap-2">
          <Switch id="eco-admin-view" checked={adminView} onCheckedChange={setAdminView} />
          <Label htmlFor="eco-admin-view">{t('tab.adminView')}</Label>
        </div>
        {adminMode && (
          <div className="flex items-center gap-2">
            <Switch
              id="eco-platform"
              checked={scope === 'platform'}
              onCheckedChange={(v) => setScope(v ? 'platform' : 'own')}
            />
            <Label htmlFor="eco-platform">{t('tab.platformRegistry')}</Label>
          </div>
        )}
      </div>
      {shown.length === 0 && <p className="text-muted-foreground">{t('tab.empty')}</p>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((app) => (
          <AppCard
            key={app.id}
            app={app}
            adminView={adminView}
            canManage={canManage}
            scope={scope}
            onEdit={() => setEditing(app)}
            onSecret={setSecret}
          />
        ))}
      </div>
      {editing && (
        <AppFormDialog
          app={editing === 'new' ? null : editing}
          scope={scope}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created);
          }}
        />
      )}
      {secret && <SecretDialog value={secret} onClose={() => setSecret(null)} />}
    </div>
  );
}
