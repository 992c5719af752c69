import {
  apiRequest,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Label,
  Switch,
  serverMessage,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
  useTranslation,
} from '@ecohub/web-kit';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../shared/index.ts';
import { DASHBOARD_KEY } from './use-dashboard.ts';

/** The seven flags; switches work for an elevated super admin, everyone else reads them. */
export function FeatureFlagsCard({ flags, demo }: { flags: FeatureFlags; demo: boolean }) {
  const { t } = useTranslation('superhub');
  const qc = useQueryClient();
  const admin = useQuery<{ authenticated: boolean }>({
    queryKey: ['/api/super-admin/status'],
    enabled: !demo,
  });
  const canSwitch = !demo && admin.data?.authenticated === true;
  const m = useMutation({
    mutationFn: (v: { flag: FeatureFlag; on: boolean }) =>
      apiRequest('PATCH', '/api/superhub/feature-flags', { body: { flags: { [v.flag]: v.on } } }),
    onSuccess: (_r, v) => {
      toast(t('flags.updated'), {
        description: t('flags.updatedText', {
          flag: t(`flags.names.${v.flag}`),
          state: t(v.on ? 'flags.on' : 'flags.off'),
        }),
      });
      return qc.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
    onError: (err) => toast.error(t('flags.failed'), { description: serverMessage(err, t('error.text')) }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('flags.title')}</CardTitle>
        {!canSwitch && <p className="text-sm text-muted-foreground">{t('flags.superAdminOnly')}</p>}
      </CardHeader>
      <CardContent className="space-y-3">
        {FEATURE_FLAGS.map((flag) => (
          <div key={flag} className="flex items-center justify-between gap-4">
            <Label htmlFor={`flag-${flag}`}>{t(`flags.names.${flag}`)}</Label>
            <Switch
              id={`flag-${flag}`}
              checked={flags[flag]}
              disabled={!canSwitch || m.isPending}
              onCheckedChange={(on) => m.mutate({ flag, on })}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
