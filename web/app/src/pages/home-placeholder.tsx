import { Button, Card, CardContent, CardDescription, CardHeader, useTranslation } from '@ecohub/web-kit';
import { Link } from 'wouter';

/** `/` and `/techstack` for signed-in users until the ecosystem plugin provides the catalogue. */
export default function HomePlaceholder() {
  const { t } = useTranslation('app');
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-xl font-semibold">{t('home.title')}</h1>
          <CardDescription>{t('home.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/dashboard">{t('home.dashboard')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
