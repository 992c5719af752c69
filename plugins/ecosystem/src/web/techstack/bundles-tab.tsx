import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
  useTranslation,
} from '@ecohub/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Bundle } from '../../shared/index.ts';
import { usd } from '../format.ts';
import { LoadError } from '../load-error.tsx';

export function BundlesTab() {
  const { t } = useTranslation('ecosystem');
  const q = useQuery<Bundle[]>({ queryKey: ['/api/bundles'] });
  if (q.isLoading) return <Skeleton className="h-48 w-full" />;
  if (q.error) return <LoadError error={q.error} />;
  if (!q.data?.length) return <p className="text-muted-foreground">{t('techstack.bundle.empty')}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {q.data.map((b) => (
        <Card key={b.id} className="flex flex-col">
          <CardHeader>
            <CardTitle>{b.name}</CardTitle>
            <p className="text-sm text-muted-foreground">{b.description}</p>
          </CardHeader>
          <CardContent className="flex-1 space-y-2">
            <p className="text-sm font-medium">{t('techstack.bundle.apps', { count: b.apps.length })}</p>
            <ul className="list-inside list-disc text-sm">
              {b.apps.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground line-through">
              {t('techstack.bundle.original', { price: usd(b.originalPrice) })}
            </p>
            <p className="text-2xl font-bold">{t('common.perMonth', { price: usd(b.bundlePrice) })}</p>
            <p className="text-sm text-success">{t('techstack.bundle.save', { price: usd(b.savings) })}</p>
          </CardContent>
          <CardFooter>
            <Button asChild className="w-full">
              <Link href="/pricing">{t('techstack.bundle.getBundle')}</Link>
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
