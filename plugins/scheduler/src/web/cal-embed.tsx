import { Button, useTranslation } from '@ecohub/web-kit';
import { useState } from 'react';

/**
 * Our own loader for a self-hosted Cal.com (the official embed packages carry a commercial licence
 * and default to cal.com's servers): the event type's page in a frame, `?embed=true` as Cal.com's
 * embed mode expects, on the configured origin only.
 */
export function calUrl(origin: string, link: string): string {
  const url = new URL(`/${link}`, origin);
  url.searchParams.set('embed', 'true');
  return url.toString();
}

export function CalEmbed({ origin, link }: { origin: string; link: string }) {
  const { t } = useTranslation('scheduler');
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="grid gap-2">
      {!loaded && <p className="text-sm text-muted-foreground">{t('calcom.loading')}</p>}
      <iframe
        title={t('title')}
        src={calUrl(origin, link)}
        className="h-[680px] w-full rounded-md border"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}

/** The popup variant: Cal.com's page in its own window (no framing needed). */
export function CalPopupButton({ origin, link }: { origin: string; link: string }) {
  const { t } = useTranslation('scheduler');
  return (
    <Button
      variant="outline"
      onClick={() => window.open(calUrl(origin, link), 'ecohub-cal', 'popup,width=980,height=760')}
    >
      {t('popup')}
    </Button>
  );
}
