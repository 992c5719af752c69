import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Label,
  toast,
  useAuth,
  useQuery,
  useTranslation,
} from '@ecohub/web-kit';
import { useMemo } from 'react';
import type { SetupInfo } from '../shared/setup.ts';
import { endpointUrl, requestFormat, shortcutRecipe } from './recipe.ts';

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** The setup panel: the real endpoint, the request format (copyable), Shortcuts advice and a recipe. */
export function SetupCard() {
  const { t } = useTranslation('iphone-sync');
  const origin = window.location.origin;
  const { user } = useAuth();
  const info = useQuery<SetupInfo>({ queryKey: ['/api/iphone/setup'] });
  const carddav = info.data?.carddav;
  const json = useMemo(() => JSON.stringify(requestFormat(), null, 2), []);
  const recipeHref = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([JSON.stringify(shortcutRecipe(origin), null, 2)], { type: 'application/json' }),
      ),
    [origin],
  );
  const copy = async () => {
    await navigator.clipboard?.writeText(json).catch(() => {});
    toast(t('setup.copied'));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('setup.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1">
          <Label>{t('setup.endpoint')}</Label>
          <code className="break-all rounded bg-muted p-2 text-sm" data-testid="iphone-endpoint">
            POST {endpointUrl(origin)}
          </code>
        </div>
        <div className="grid gap-1">
          <Label>{t('setup.format')}</Label>
          <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-xs">{json}</pre>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={copy}>
              {t('setup.copy')}
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={recipeHref} download="ecohub-iphone-sync-shortcut.json">
                {t('setup.download')}
              </a>
            </Button>
          </div>
        </div>
        <ol className="list-decimal space-y-1 ps-5 text-sm">
          {STEPS.map((s) => (
            <li key={s}>{t(`setup.${s}`)}</li>
          ))}
        </ol>
        {carddav && (
          <section className="grid gap-1 text-sm" aria-label={t('setup.carddavTitle')}>
            <h3 className="font-medium">{t('setup.carddavTitle')}</h3>
            <p className="text-muted-foreground">{t('setup.carddavText')}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt>{t('setup.carddavServer')}</dt>
              <dd className="break-all" data-testid="iphone-carddav-server">
                <code>{`${window.location.host}${carddav}`}</code>
              </dd>
              <dt>{t('setup.carddavUser')}</dt>
              <dd className="break-all">
                <code>{user?.email ?? ''}</code>
              </dd>
              <dt>{t('setup.carddavPassword')}</dt>
              <dd>{t('setup.carddavPasswordValue')}</dd>
            </dl>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
