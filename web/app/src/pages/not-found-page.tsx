import { Button, Card, CardContent, useTranslation } from '@ecohub/web-kit';
import { AlertCircleIcon } from 'lucide-react';
import { Link } from 'wouter';

/** Any path no route table knows (spec 000 §2). */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-2">
            <AlertCircleIcon className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('notFound.hint')}</p>
          <Button asChild variant="outline" className="self-start">
            <Link href="/">{t('notFound.home')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
