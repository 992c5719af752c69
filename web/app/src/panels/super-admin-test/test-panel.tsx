import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ElevationNotice,
  Skeleton,
  toast,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { useSuperAdminStatus } from '../../super-admin/use-super-admin.ts';
import { type AdminFeature, FeatureCard, type FeatureState } from './feature-card.tsx';
import { runFeatureTest, runInOrder } from './feature-tests.ts';

/** Tab super-admin-test (spec 002 "Super Admin Test Panel"). */
export default function SuperAdminTestPanel() {
  const { t } = useTranslation('app');
  const status = useSuperAdminStatus();
  const authenticated = !!status.data?.authenticated;
  const features = useQuery<{ availableFeatures: AdminFeature[] }>({
    queryKey: ['/api/super-admin/features'],
    enabled: authenticated,
  });
  const [states, setStates] = useState<Record<string, FeatureState>>({});
  const [runningAll, setRunningAll] = useState(false);

  if (status.isLoading) return <Skeleton className="h-40" />;
  if (!authenticated) {
    return <ElevationNotice>{t('superTest.required')}</ElevationNotice>;
  }

  const list = features.data?.availableFeatures ?? [];
  const set = (id: string, s: FeatureState) => setStates((cur) => ({ ...cur, [id]: s }));

  /** Runs one test; `quiet` skips the per-feature toast (Test All shows one summary toast). */
  const test = async (f: AdminFeature, quiet = false): Promise<boolean> => {
    set(f.id, { result: 'pending', details: t('superTest.running') });
    const outcome = await runFeatureTest(f.id);
    if (outcome.result === 'success') {
      set(f.id, { result: 'success', details: t('superTest.passedDetails') });
      if (!quiet) toast(t('superTest.passed'), { description: t('superTest.passedText', { name: f.name }) });
      return true;
    }
    if (outcome.result === 'network') {
      set(f.id, { result: 'error', details: t('superTest.networkDetails') });
      if (!quiet) toast.error(t('superTest.testError'), { description: t('superTest.testErrorText') });
      return false;
    }
    set(f.id, { result: 'error', details: t(outcome.failure) });
    if (!quiet) toast.error(t('superTest.failed'), { description: t(outcome.failure) });
    return false;
  };

  const testAll = async () => {
    setRunningAll(true);
    const passed = await runInOrder(list, (f) => test(f, true));
    setRunningAll(false);
    toast(t('superTest.allDone'), { description: t('superTest.allDoneText', { n: passed, m: list.length }) });
  };

  const count = (r: FeatureState['result']) =>
    list.filter((f) => (states[f.id]?.result ?? 'pending') === r).length;
  const user = status.data?.user;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{t('superTest.title')}</h2>
          <p className="text-muted-foreground">{t('superTest.subtitle')}</p>
        </div>
        <Button onClick={testAll} disabled={runningAll || list.length === 0}>
          <PlayIcon />
          {runningAll ? t('superTest.runningAll') : t('superTest.testAll')}
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('superTest.status')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm sm:grid-cols-3">
          <p>
            <span className="text-muted-foreground">{t('fields.email')}: </span>
            <span data-testid="sa-email">{user?.email}</span>
          </p>
          <p>
            <span className="text-muted-foreground">{t('superTest.role')}: </span>
            {user?.role}
          </p>
          <p>
            <span className="text-muted-foreground">{t('superTest.permissions')}: </span>
            <span data-testid="sa-permissions">{status.data?.permissions.length ?? 0}</span>
          </p>
        </CardContent>
      </Card>
      <section aria-label={t('superTest.summary')} className="grid grid-cols-3 gap-4">
        {(['success', 'error', 'pending'] as const).map((r) => (
          <Card key={r}>
            <CardContent className="pt-6 text-center">
              <p className="text-2xl font-bold" data-testid={`summary-${r}`}>
                {count(r)}
              </p>
              <p className="text-sm text-muted-foreground">{t(`superTest.results.${r}`)}</p>
            </CardContent>
          </Card>
        ))}
      </section>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {features.isLoading && <Skeleton className="h-40" />}
        {list.map((f) => (
          <FeatureCard
            key={f.id}
            feature={f}
            state={states[f.id]}
            disabled={runningAll}
            onTest={() => void test(f)}
          />
        ))}
      </div>
    </div>
  );
}
