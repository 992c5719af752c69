import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';

interface Application {
  id: string;
  name: string;
}

/** Single sign-on across the ecosystem; the applications are the published catalogue. */
export function SsoInfoCard() {
  const { t } = useTranslation('app');
  // The catalogue comes from the ecosystem plugin; without it the card shows no list.
  const apps = useQuery<Application[] | { applications: Application[] }>({ queryKey: ['/api/applications'] });
  const list = Array.isArray(apps.data) ? apps.data : (apps.data?.applications ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheckIcon className="size-5" />
          {t('password.ssoTitle')}
        </CardTitle>
        <CardDescription>{t('password.ssoText')}</CardDescription>
      </CardHeader>
      {list.length > 0 && (
        <CardContent>
          <p className="mb-2 text-sm font-medium">{t('password.ssoApps')}</p>
          <ul className="flex flex-wrap gap-2">
            {list.map((a) => (
              <li key={a.id}>
                <Badge variant="outline">{a.name}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
