import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  currentFormat,
  useAuth,
  useDashboard,
  useTranslation,
} from '@ecohub/web-kit';
import { web } from '../web-plugins.ts';

/** The dashboard tab while no enabled plugin provides the overview: the organisation and its tools. */
export function OverviewFallback() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { setActiveTab } = useDashboard();
  const org = user?.organization;
  const trialEnds = org?.trialEndsAt ? currentFormat().date(org.trialEndsAt) : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{org?.name}</CardTitle>
          <CardDescription>{t('app:overview.organisation')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary">{t('app:overview.plan', { plan: org?.plan })}</Badge>
          {trialEnds && (
            <span className="text-muted-foreground">{t('app:overview.trialEnds', { date: trialEnds })}</span>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('app:overview.tools')}</CardTitle>
          <CardDescription>{t('app:overview.toolsText')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {web.tabs
            .filter((tab) => tab.id !== 'dashboard')
            .map((tab) => (
              <button
                key={tab.id}
                type="button"
                onClick={() => setActiveTab(tab.id)}
                className="rounded-md border px-3 py-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(tab.label)}
              </button>
            ))}
        </CardContent>
      </Card>
    </div>
  );
}
