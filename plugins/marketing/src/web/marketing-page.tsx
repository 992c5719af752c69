import {
  addMessages,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  useAuth,
  useFormat,
  useTranslation,
} from '@ecohub/web-kit';
import { useState } from 'react';
import { useActivity, useCampaigns } from './api.ts';
import { CampaignDialog } from './campaign-dialog.tsx';
import { CampaignRow } from './campaign-row.tsx';
import { DripDialog } from './drip-dialog.tsx';
import { ListsDialog } from './lists-dialog.tsx';
import { en } from './messages.ts';
import { Tiles } from './tiles.tsx';

addMessages('marketing', { en });

const ACTIVITY_TYPES = Object.keys(en.activity.types);

/** /marketing (spec 002): header, tiles, campaign list with pause/play, quick actions, recent activity. */
export default function MarketingPage() {
  const { t } = useTranslation('marketing');
  const f = useFormat();
  const auth = useAuth();
  const demo = !auth.user;
  const campaigns = useCampaigns();
  const activity = useActivity();
  const [dialog, setDialog] = useState<'campaign' | 'drip' | 'lists' | null>(null);
  const openDialog = (d: typeof dialog) => () => setDialog(d);
  const close = (o: boolean) => !o && setDialog(null);
  return (
    <main className="mx-auto max-w-7xl space-y-6 p-4 md:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button onClick={openDialog('campaign')} disabled={demo}>
          {t('createCampaign')}
        </Button>
      </header>
      <Tiles />
      {(campaigns.isError || activity.isError) && (
        <p className="text-sm text-destructive">{t('loadFailed')}</p>
      )}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>{t('campaigns.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {campaigns.isLoading && <Skeleton className="h-24" />}
            {campaigns.data?.campaigns.length === 0 && (
              <p className="text-sm text-muted-foreground">{t('campaigns.empty')}</p>
            )}
            <ul className="grid gap-3">
              {campaigns.data?.campaigns.map((c) => (
                <CampaignRow key={c.id} c={c} demo={demo} />
              ))}
            </ul>
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('quick.title')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button variant="outline" onClick={openDialog('campaign')} disabled={demo}>
                {t('quick.email')}
              </Button>
              <Button variant="outline" onClick={openDialog('drip')} disabled={demo}>
                {t('quick.drip')}
              </Button>
              <Button variant="outline" onClick={openDialog('lists')} disabled={demo}>
                {t('quick.lists')}
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('activity.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              {activity.data?.activity.length === 0 && (
                <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
              )}
              <ul className="grid gap-2 text-sm">
                {activity.data?.activity
                  .filter((a) => ACTIVITY_TYPES.includes(a.type))
                  .map((a) => (
                    <li key={a.id} className="flex justify-between gap-2">
                      <span className="min-w-0 break-words">
                        {t(`activity.types.${a.type}`, { email: a.email, detail: a.detail })}
                      </span>
                      <span className="shrink-0 text-muted-foreground">{f.relative(a.createdAt)}</span>
                    </li>
                  ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
      <CampaignDialog open={dialog === 'campaign'} onOpenChange={close} />
      <DripDialog open={dialog === 'drip'} onOpenChange={close} />
      <ListsDialog open={dialog === 'lists'} onOpenChange={close} />
    </main>
  );
}
