import { Button, Card, CardContent, cn, useTranslation } from '@ecohub/web-kit';
import { HomeIcon, StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';

const CHOICES = [
  { id: 'realEstate', href: '/pricing/reoss', icon: HomeIcon },
  { id: 'local', href: '/pricing/local-business', icon: StoreIcon },
] as const;

/** /pricing-selector: pick a business type, then continue to its pricing page. */
export default function PricingSelectorPage() {
  const { t } = useTranslation('pricing');
  const [, navigate] = useLocation();
  const [choice, setChoice] = useState<(typeof CHOICES)[number] | null>(null);
  return (
    <main className="mx-auto min-h-screen max-w-3xl space-y-8 bg-background px-6 py-12 text-foreground">
      <h1 className="text-center text-3xl font-bold">{t('selector.title')}</h1>
      <div className="grid gap-4 md:grid-cols-2" role="radiogroup">
        {CHOICES.map((c) => (
          <Card
            key={c.id}
            role="radio"
            aria-checked={choice?.id === c.id}
            tabIndex={0}
            onClick={() => setChoice(c)}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setChoice(c)}
            className={cn('cursor-pointer', choice?.id === c.id && 'ring-2 ring-primary')}
          >
            <CardContent className="space-y-2 pt-6 text-center">
              <c.icon className="mx-auto size-8 text-primary" />
              <h2 className="text-xl font-semibold">{t(`selector.${c.id}`)}</h2>
              <p className="text-sm text-muted-foreground">{t(`selector.${c.id}Text`)}</p>
              <p className="font-semibold">{t(`selector.${c.id}Price`)}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="space-y-2 text-center">
        <Button size="lg" disabled={!choice} onClick={() => choice && navigate(choice.href)}>
          {t('selector.continue')}
        </Button>
        {!choice && <p className="text-sm text-muted-foreground">{t('selector.hint')}</p>}
      </div>
    </main>
  );
}
