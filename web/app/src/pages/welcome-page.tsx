import { Button, useTranslation } from '@ecohub/web-kit';
import { NetworkIcon } from 'lucide-react';
import { Link } from 'wouter';

/** `/` for signed-out visitors while no enabled plugin provides the landing page. */
export default function WelcomePage() {
  const { t } = useTranslation('app');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <NetworkIcon className="size-12 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('brand')}</h1>
      <p className="max-w-md text-muted-foreground">{t('welcome.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href="/api/login">{t('welcome.trial')}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/api/login">{t('welcome.signIn')}</a>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link href="/signup">{t('welcome.signUp')}</Link>
        </Button>
      </div>
    </main>
  );
}
