import { ShieldAlertIcon, ShieldIcon } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import { DashboardContext } from '../dashboard/dashboard-context.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent } from '../ui/card.tsx';

/**
 * Where a tab needs the super admin session: says so, with the elevate button right there (the
 * login opens in place and the tab reloads once elevated). `children` is the tab's own sentence.
 */
export function ElevationNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const requestElevation = useContext(DashboardContext)?.requestElevation;
  return (
    <Card role="alert">
      <CardContent className="flex flex-wrap items-center gap-3 pt-6">
        <ShieldAlertIcon className="size-6 shrink-0 text-destructive" />
        <p className="min-w-0 flex-1">{children}</p>
        {requestElevation && (
          <Button size="sm" onClick={requestElevation}>
            <ShieldIcon />
            {t('elevate')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
