import { Button, useTranslation } from '@ecohub/web-kit';
import { BuildingIcon, LayersIcon, LockIcon, RepeatIcon } from 'lucide-react';
import { Link } from 'wouter';
import { FeatureCards } from './feature-cards.tsx';
import { PricingSection } from './pricing-section.tsx';

const TRUST = [
  { key: 'isolation', icon: LockIcon },
  { key: 'progressive', icon: LayersIcon },
  { key: 'crossSelling', icon: RepeatIcon },
  { key: 'security', icon: BuildingIcon },
] as const;

/** The public landing page (spec 000 "Landing page"). */
export default function LandingPage() {
  const { t } = useTranslation('pricing');
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="flex items-center justify-between gap-2 border-b px-4 py-4 sm:px-6">
        <span className="text-xl font-bold">{t('landing.brand')}</span>
        <nav className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link href="/login">{t('publicHeader.signIn')}</Link>
          </Button>
          <Button asChild>
            <Link href="/pricing">{t('landing.getStarted')}</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl space-y-20 px-6 py-16">
        <section className="space-y-6 text-center">
          <h1 className="text-4xl font-bold md:text-5xl">{t('landing.heroTitle')}</h1>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{t('landing.heroText')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link href="/pricing">{t('landing.startTrial')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/superhub-demo">{t('landing.seeDemo')}</a>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {[
              t('landing.claims.businesses'),
              t('landing.claims.features'),
              t('landing.claims.languages'),
            ].join(' · ')}
          </p>
        </section>
        <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST.map(({ key, icon: Icon }) => (
            <div key={key} className="rounded-xl border bg-card p-5">
              <Icon className="mb-2 size-6 text-primary" />
              <h2 className="font-semibold">{t(`landing.trust.${key}`)}</h2>
              <p className="text-sm text-muted-foreground">{t(`landing.trust.${key}Text`)}</p>
            </div>
          ))}
        </section>
        <section className="space-y-6">
          <h2 className="text-center text-3xl font-bold">{t('landing.featuresTitle')}</h2>
          <p className="text-center text-sm text-muted-foreground">{t('landing.flipHint')}</p>
          <FeatureCards />
        </section>
        <PricingSection />
        <section className="space-y-4 rounded-2xl bg-primary p-10 text-center text-primary-foreground">
          <h2 className="text-3xl font-bold">{t('landing.finalTitle')}</h2>
          <p>{t('landing.guarantees')}</p>
          <p className="text-sm">{t('landing.charity')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <a href="/api/login">{t('landing.startTrial')}</a>
            </Button>
            <Button asChild size="lg" variant="outline" className="text-foreground">
              <Link href="/scheduler">{t('landing.bookCall')}</Link>
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
