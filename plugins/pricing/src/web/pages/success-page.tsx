import { Button, Card, CardContent, CardHeader, CardTitle, useTranslation } from '@ecohub/web-kit';
import { CheckCircle2Icon } from 'lucide-react';
import { Link, useSearch } from 'wouter';

/** /success: built locally from session_id, nothing fetched (fulfilment happens by webhook). */
export default function SuccessPage() {
  const { t } = useTranslation('pricing');
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const next = t('success.next', { returnObjects: true }) as string[];
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6 text-foreground">
      <Card className="w-full max-w-lg">
        {sessionId ? (
          <>
            <CardHeader className="items-center text-center">
              <CheckCircle2Icon className="size-12 text-primary" />
              <CardTitle className="text-2xl">{t('success.title')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">{t('success.transaction')}</dt>
                <dd className="font-mono" data-testid="transaction-id">
                  {sessionId.slice(-8)}
                </dd>
                <dt className="text-muted-foreground">{t('success.status')}</dt>
                <dd>{t('success.statusValue')}</dd>
              </dl>
              <div>
                <h2 className="font-semibold">{t('success.nextTitle')}</h2>
                <ol className="list-decimal pl-5 text-sm">
                  {next.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              </div>
            </CardContent>
          </>
        ) : (
          <CardContent className="pt-6 text-center text-muted-foreground">
            {t('success.noSession')}
          </CardContent>
        )}
        <CardContent className="flex justify-center gap-3">
          <Button asChild variant="outline">
            <Link href="/">{t('success.home')}</Link>
          </Button>
          <Button asChild>
            <Link href="/superhub">{t('success.dashboard')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
